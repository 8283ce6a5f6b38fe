// /verifymail: after registering, "check your email", with a resend button (the address comes in ?email=).
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Stack, Typography } from '@mui/material';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import { Link, useTranslate } from 'react-admin';
import { FormAlert } from '../../components/FormAlert';
import { formFailure } from '../../components/formErrors';
import { PublicLayout } from '../../components/PublicLayout';
import { useQueryParam } from '../../hooks/useQueryParam';
import { dataProvider } from '../../providers/dataProvider';
import { StatusIcon } from './StatusIcon';

/** Enough for a mail to arrive before the user asks again. */
const RESEND_COOLDOWN_MS = 30_000;

export default function VerifyMailPage() {
  const translate = useTranslate();
  const email = useQueryParam('email');
  const [alert, setAlert] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  // After a sent mail the button stays disabled for the cooldown: the mutation resolves only when it ends.
  const resend = useMutation({
    mutationFn: async (to: string) => {
      await dataProvider.resendActivation(to);
      setAlert({ severity: 'success', text: translate('app.verifyMail.resent') });
      await new Promise((resolve) => setTimeout(resolve, RESEND_COOLDOWN_MS));
    },
    onError: (error) => setAlert({ severity: 'error', text: formFailure(error, [], translate('app.errors.requestFailed')).message ?? '' }),
  });

  return (
    <PublicLayout
      icon={<StatusIcon icon={<MarkEmailUnreadOutlined />} />}
      title={translate('app.verifyMail.title')}
      subtitle={email ? translate('app.verifyMail.body', { email }) : translate('app.verifyMail.bodyNoEmail')}
    >
      <Stack spacing={2}>
        <FormAlert message={alert?.text ?? null} severity={alert?.severity} />
        <Typography variant="body2" color="text.secondary">
          {translate('app.verifyMail.notReceived')}
        </Typography>
        {email && (
          <Button variant="outlined" onClick={() => resend.mutate(email)} disabled={resend.isPending}>
            {translate('app.verifyMail.resend')}
          </Button>
        )}
        <Button component={Link} to="/login">
          {translate('app.common.backToSignIn')}
        </Button>
      </Stack>
    </PublicLayout>
  );
}
