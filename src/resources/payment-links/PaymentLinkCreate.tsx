// /newPaymentLink (full screen, outside the main shell): the form on the left, the live checkout preview on the
// right; Create checks the body with the domain schema, creates the link and opens its page; Close goes back to
// the list.
import { useState } from 'react';
import { Alert, Box, Button, Card, Chip, CircularProgress, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import { Form, useCreate, useNavigate, useTranslate } from 'react-admin';
import { get, useFormContext, useFormState, useWatch, type FieldValues } from 'react-hook-form';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { ThemeToggle } from '../../components/ThemeToggle';
import { useTestMode } from '../../hooks/useTestMode';
import { ApiError } from '../../providers/httpCore';
import { RecordCreate } from '../../components/record/RecordView';
import { useResourcePath } from '../../components/record/useResourcePath';
import { INITIAL_LINK_FORM, type LinkFormState } from './linkForm';
import { linkResolver } from './linkResolver';
import { LinkFormFields } from './LinkFormFields';
import { LinkPreview } from './LinkPreview';
import type { PaymentLink } from './types';

/** The form's values as the fields and the preview read them; writes go back into react-admin's form. */
function useLinkForm() {
  const form = useWatch() as LinkFormState;
  const { setValue } = useFormContext();
  const { errors } = useFormState();
  const translate = useTranslate();
  const onChange = (patch: Partial<LinkFormState>) => {
    for (const [name, value] of Object.entries(patch)) setValue(name, value, { shouldDirty: true });
  };
  // Our keys translate; the server's messages arrive translated already and pass through.
  const errorOf = (path: string) => {
    const error = (get(errors, path) ?? errors[path]) as { message?: string } | undefined;
    const message = error?.message;
    return message ? translate(message, { _: message }) : undefined;
  };
  return { form, onChange, errorOf };
}

function LinkFormBody({ busy, failure, onClose }: { busy: boolean; failure: string | null; onClose: () => void }) {
  const translate = useTranslate();
  const { form, onChange, errorOf } = useLinkForm();
  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">{translate('app.paymentLinks.form.intro')}</Typography>
      {failure && (
        <Alert severity="error" role="alert" data-testid="link-create-error">
          {failure}
        </Alert>
      )}
      <LinkFormFields form={form} onChange={onChange} errorOf={errorOf} />
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onClose} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined} data-testid="link-create">
          {translate('app.paymentLinks.form.create')}
        </Button>
      </Stack>
    </Stack>
  );
}

function Preview({ livemode }: { livemode: boolean }) {
  return <LinkPreview form={useWatch() as LinkFormState} livemode={livemode} />;
}

export default function PaymentLinkCreate() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const test = useTestMode();
  const pathOf = useResourcePath();
  const [create, { isPending }] = useCreate<PaymentLink>();
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => navigate(pathOf('payment-links', 'list'));

  const submit = async (body: FieldValues) => {
    setFailure(null);
    try {
      const link = await create('payment-links', { data: body }, { mutationMode: 'pessimistic', returnPromise: true });
      if (link) navigate(pathOf('payment-links', 'show', link.id), { replace: true });
      return undefined;
    } catch (e) {
      setFailure(e instanceof Error && e.message ? e.message : translate('app.errors.requestFailed'));
      return e instanceof ApiError ? e.fieldErrors : undefined;
    }
  };

  return (
    <RecordCreate>
      <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', display: 'flex', flexDirection: 'column' }}>
        <Stack component="header" direction="row" spacing={1.5} sx={{ alignItems: 'center', px: { xs: 1.5, sm: 3 }, py: 1.5, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
          <Tooltip title={translate('app.common.close')}>
            <IconButton onClick={close} aria-label={translate('app.common.close')} data-testid="link-close">
              <CloseOutlined />
            </IconButton>
          </Tooltip>
          <Typography variant="h3" component="h1" sx={{ flex: 1 }} noWrap>
            {translate('routes.newPaymentLink')}
          </Typography>
          {test && <Chip size="small" color="warning" label={translate('app.mode.test')} sx={{ fontWeight: 700 }} />}
          <ThemeToggle />
          <LanguageSwitch />
        </Stack>
        <Form resolver={linkResolver} defaultValues={INITIAL_LINK_FORM} onSubmit={submit} noValidate>
          <Box component="main" sx={{ flex: 1, display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, gap: { xs: 3, md: 5 }, width: '100%', maxWidth: 1200, mx: 'auto', p: { xs: 2, sm: 4 } }}>
            <Card sx={{ p: { xs: 2.5, sm: 4 }, alignSelf: 'start' }}>
              <LinkFormBody busy={isPending} failure={failure} onClose={close} />
            </Card>
            <Preview livemode={!test} />
          </Box>
        </Form>
      </Box>
    </RecordCreate>
  );
}
