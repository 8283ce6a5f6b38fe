// /gateway: the payment-method configuration of this mode (the card brands, edited at /settingspayments) and the
// account's gateway credentials, the secret shown masked and stored encrypted by the server.
import { Alert, Box, Button, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Form, SelectInput, TextInput, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { GATEWAY_PROVIDERS, GATEWAY_PROVIDER_NAMES, gatewayCredentialsSchema, type GatewayCredentialsInput, type GatewayCredentialsRecord } from '../../../domain/gateway';
import { CARD_BRANDS } from '../../../domain/payment-methods';
import { withModePrefix } from '../../../domain/routes';
import { FormAlert } from '../../components/FormAlert';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { SubmitButton } from '../../components/SubmitButton';
import { zodResolver } from '../../components/zodResolver';
import { usePaymentMethods } from '../../hooks/usePaymentMethods';
import { useSettingsSave } from '../../hooks/useSettingsSave';
import { useTestMode } from '../../hooks/useTestMode';
import { sessionEpoch } from '../../providers/authProvider';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

const resolver = zodResolver(gatewayCredentialsSchema);
const FIELDS = ['provider', 'merchantId', 'secret'] as const;

function CredentialsForm({ saved, test }: { saved: GatewayCredentialsRecord | null; test: boolean }) {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const { save, message } = useSettingsSave({
    // A secret left empty keeps the stored one.
    call: (values: Record<string, unknown>) => {
      const input = values as GatewayCredentialsInput;
      return dataProvider.saveGatewayCredentials({ provider: input.provider, merchantId: input.merchantId, ...(input.secret ? { secret: input.secret } : {}) });
    },
    fields: FIELDS, savedMessage: 'app.gateway.saved', queryKey: ['app', 'gateway', test, sessionEpoch()],
  });
  return (
    <Form onSubmit={save} resolver={resolver} defaultValues={{ provider: saved?.provider ?? 'stripe', merchantId: saved?.merchantId ?? '', secret: '' }} noValidate>
      <FormAlert message={message} />
      <Stack spacing={0.5} sx={{ maxWidth: 480 }}>
        <SelectInput source="provider" label="app.gateway.provider" choices={GATEWAY_PROVIDERS.map((id) => ({ id, name: GATEWAY_PROVIDER_NAMES[id] }))} translateChoice={false} fullWidth />
        <TextInput source="merchantId" label="app.gateway.merchantId" autoComplete="off" fullWidth />
        <TextInput
          source="secret"
          type="password"
          label="app.gateway.secret"
          autoComplete="new-password"
          helperText={saved ? translate('app.gateway.secretKeep', { masked: saved.secretMasked }) : 'app.gateway.secretHint'}
          fullWidth
        />
      </Stack>
      <Box sx={{ mt: 2 }}>
        <SubmitButton label="app.gateway.save" fullWidth={false} />
      </Box>
    </Form>
  );
}

export default function GatewayPage() {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const test = useTestMode();
  const credentials = useQuery({ queryKey: ['app', 'gateway', test, sessionEpoch()], queryFn: () => dataProvider.gatewayCredentials(), retry: false });
  const methods = usePaymentMethods(test);
  return (
    <>
      <PageHeader title={translate('routes.gateway')} subtitle={translate('app.gateway.subtitle')} />
      <Stack spacing={3}>
        <SectionCard
          title={translate('app.gateway.methodsTitle')}
          subtitle={translate('app.gateway.methodsBody')}
          testId="gateway-methods"
          action={<Button component={RouterLink} to={withModePrefix('/settingspayments', test)} size="small" variant="outlined">{translate('app.gateway.editMethods')}</Button>}
        >
          {methods.isPending ? <Skeleton height={32} /> : methods.isError ? (
            <Typography color="text.secondary">{translate('app.paymentMethods.loadFailed')}</Typography>
          ) : (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {CARD_BRANDS.map((b) => (
                <Chip
                  key={b}
                  size="small"
                  color={methods.data.cardBrands[b] ? 'success' : 'default'}
                  variant={methods.data.cardBrands[b] ? 'filled' : 'outlined'}
                  label={`${translate(`app.paymentMethods.brands.${b}`)} · ${translate(methods.data.cardBrands[b] ? 'app.gateway.on' : 'app.gateway.off')}`}
                />
              ))}
            </Stack>
          )}
        </SectionCard>
        <SectionCard title={translate('app.gateway.credentialsTitle')} subtitle={translate('app.gateway.credentialsBody')} testId="gateway-credentials">
          <Alert severity={test ? 'warning' : 'info'} sx={{ mb: 2 }}>{translate(test ? 'app.gateway.appliesTest' : 'app.gateway.appliesLive')}</Alert>
          {credentials.isPending ? <Skeleton height={160} /> : credentials.isError ? (
            <Alert severity="error" action={<Button color="inherit" onClick={() => void credentials.refetch()}>{translate('app.common.retry')}</Button>}>
              {credentials.error.message || translate('app.gateway.loadFailed')}
            </Alert>
          ) : (
            <>
              {credentials.data && (
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="gateway-saved">
                  {translate('app.gateway.savedSecret', { masked: credentials.data.secretMasked })}
                </Typography>
              )}
              <CredentialsForm key={String(test)} saved={credentials.data} test={test} />
            </>
          )}
        </SectionCard>
      </Stack>
    </>
  );
}
