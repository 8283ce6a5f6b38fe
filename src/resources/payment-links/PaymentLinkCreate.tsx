// /newPaymentLink (full screen, outside the main shell): the form on the left, the live checkout preview on the
// right; Create checks the body with the domain schema, creates the link and opens its page; Close goes back to
// the list.
import { useState } from 'react';
import { Alert, Box, Button, Card, Chip, CircularProgress, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import { useNavigate, useTranslate } from 'react-admin';
import { paymentLinkInputSchema } from '../../../domain/payment-links/schema';
import { withModePrefix } from '../../../domain/routes';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { ThemeToggle } from '../../components/ThemeToggle';
import { useTestMode } from '../../hooks/useTestMode';
import { ApiError } from '../../providers/httpCore';
import { INITIAL_LINK_FORM, linkFormToInput, type FieldErrors, type LinkFormState } from './linkForm';
import { LinkFormFields } from './LinkFormFields';
import { LinkPreview } from './LinkPreview';
import { linkDetailPath } from './types';
import { dataProvider } from '../../providers/dataProvider';

/** The first issue of each field, as the i18n key of its message. */
function schemaErrors(input: Record<string, unknown>): FieldErrors {
  const result = paymentLinkInputSchema.safeParse(input);
  const errors: FieldErrors = {};
  if (!result.success) for (const issue of result.error.issues) errors[issue.path.join('.')] ??= `validation.${issue.message}`;
  return errors;
}

export default function PaymentLinkCreate() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const test = useTestMode();
  const [form, setForm] = useState<LinkFormState>(INITIAL_LINK_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => navigate(withModePrefix('/paymentLink', test));

  const submit = async () => {
    const { input, errors: unconverted } = linkFormToInput(form);
    const found = { ...schemaErrors(input), ...unconverted };
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const link = await dataProvider.createPaymentLink(paymentLinkInputSchema.parse(input));
      navigate(withModePrefix(linkDetailPath(link.id), test), { replace: true });
    } catch (e) {
      const fieldErrors = e instanceof ApiError ? e.fieldErrors : {};
      setErrors(fieldErrors);
      setFailure(e instanceof Error && e.message ? e.message : translate('app.errors.requestFailed'));
      setBusy(false);
    }
  };
  // Our keys translate; the server's messages arrive translated already and pass through.
  const errorOf = (path: string) => (errors[path] ? translate(errors[path], { _: errors[path] }) : undefined);

  return (
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
      <Box component="main" sx={{ flex: 1, display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, gap: { xs: 3, md: 5 }, width: '100%', maxWidth: 1200, mx: 'auto', p: { xs: 2, sm: 4 } }}>
        <Card sx={{ p: { xs: 2.5, sm: 4 }, alignSelf: 'start' }}>
          <Stack
            component="form"
            noValidate
            spacing={3}
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <Typography color="text.secondary">{translate('app.paymentLinks.form.intro')}</Typography>
            {failure && (
              <Alert severity="error" role="alert" data-testid="link-create-error">
                {failure}
              </Alert>
            )}
            <LinkFormFields form={form} onChange={(patch) => setForm((f) => ({ ...f, ...patch }))} errorOf={errorOf} />
            <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={close} disabled={busy}>
                {translate('ra.action.cancel')}
              </Button>
              <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined} data-testid="link-create">
                {translate('app.paymentLinks.form.create')}
              </Button>
            </Stack>
          </Stack>
        </Card>
        <LinkPreview form={form} livemode={!test} />
      </Box>
    </Box>
  );
}
