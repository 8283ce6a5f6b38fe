// /verifymail: after registering, "check your email", with a resend button (the address comes in ?email=).
import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import { FormAlert } from '../../components/FormAlert';
import { formFailure } from '../../components/formErrors';
import { PublicLayout } from '../../components/PublicLayout';
import { HostAnchor, useHostTranslate, useSearchParam } from '../../host/host';
import { authApi } from '../../providers/authApi';
import { StatusIcon } from '../../components/StatusIcon';

/** Enough for a mail to arrive before the user asks again. */
const RESEND_COOLDOWN_MS = 30_000;

export default function VerifyMailPage() {
  const translate = useHostTranslate();
  const email = useSearchParam('email');
  const [alert, setAlert] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  // After a sent mail the button stays disabled for the cooldown.
  const [pending, setPending] = useState(false);
  const resend = async (to: string) => {
    setPending(true);
    try {
      await authApi.resendActivation(to);
      setAlert({ severity: 'success', text: translate('app.verifyMail.resent') });
      await new Promise((resolve) => setTimeout(resolve, RESEND_COOLDOWN_MS));
    } catch (error) {
      setAlert({ severity: 'error', text: formFailure(error, [], translate('app.errors.requestFailed')).message ?? '' });
    } finally {
      setPending(false);
    }
  };

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
          <Button variant="outlined" onClick={() => void resend(email)} disabled={pending}>
            {translate('app.verifyMail.resend')}
          </Button>
        )}
        <Button component={HostAnchor} to="/login">
          {translate('app.common.backToSignIn')}
        </Button>
      </Stack>
    </PublicLayout>
  );
}
