// /settingspayments: the card brands the hosted checkout (payment links and invoices) takes in the current mode, each
// with a switch; at least one stays on. Saved with PUT; the server refuses a card of a brand turned off.
import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { BooleanInput, Form, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { CARD_BRANDS, paymentMethodsSchema, type PaymentMethods } from '../../../domain/payment-methods';
import { FormAlert } from '../../components/FormAlert';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { SubmitButton } from '../../components/SubmitButton';
import { zodResolver } from '../../components/zodResolver';
import { usePaymentMethods, paymentMethodsKey } from '../../hooks/usePaymentMethods';
import { useSettingsSave } from '../../hooks/useSettingsSave';
import { useTestMode } from '../../hooks/useTestMode';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

const resolver = zodResolver(paymentMethodsSchema);

/** The at-least-one rule's message, under the switches. */
function BrandsError() {
  const translate = useTranslate();
  const { errors } = useFormState();
  const message = errors.cardBrands?.message;
  return typeof message === 'string' ? (
    <Typography color="error" variant="body2" role="alert" data-testid="payment-methods-error">
      {translate(message)}
    </Typography>
  ) : null;
}

function MethodsForm({ methods, test }: { methods: PaymentMethods; test: boolean }) {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  // The at-least-one rule is the form's own (zod): what the server refuses is the message above the switches.
  const { save, message } = useSettingsSave({
    call: (values: Record<string, unknown>) => dataProvider.savePaymentMethods(values as PaymentMethods),
    fields: [], savedMessage: 'app.paymentMethods.saved', queryKey: paymentMethodsKey(test),
  });
  return (
    <Form onSubmit={save} resolver={resolver} defaultValues={methods} warnWhenUnsavedChanges>
      <FormAlert message={message} />
      <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} divider={<Box component="li" aria-hidden sx={{ borderTop: 1, borderColor: 'divider' }} />}>
        {CARD_BRANDS.map((brand) => (
          <Box component="li" key={brand} sx={{ py: 0.5 }} data-testid={`brand-${brand}`}>
            <BooleanInput source={`cardBrands.${brand}`} label={translate(`app.paymentMethods.brands.${brand}`)} helperText={false} />
          </Box>
        ))}
      </Stack>
      <BrandsError />
      <Box sx={{ mt: 2 }}>
        <SubmitButton label="app.paymentMethods.save" fullWidth={false} />
      </Box>
    </Form>
  );
}

export default function PaymentMethodsPage() {
  const translate = useTranslate();
  const test = useTestMode();
  const query = usePaymentMethods(test);
  return (
    <>
      <PageHeader title={translate('routes.settingsPayments')} subtitle={translate('app.paymentMethods.subtitle')} />
      <SectionCard
        title={translate('app.paymentMethods.cardsTitle')}
        subtitle={translate('app.paymentMethods.cardsBody')}
        testId="payment-methods"
      >
        <Alert severity={test ? 'warning' : 'info'} sx={{ mb: 2 }} data-testid="payment-methods-mode">
          {translate(test ? 'app.paymentMethods.appliesTest' : 'app.paymentMethods.appliesLive')}
        </Alert>
        {query.isPending ? (
          <Stack spacing={1}>
            {CARD_BRANDS.map((b) => <Skeleton key={b} height={44} />)}
          </Stack>
        ) : query.isError ? (
          <Alert severity="error" action={<Button color="inherit" onClick={() => void query.refetch()}>{translate('app.common.retry')}</Button>}>
            {query.error.message || translate('app.paymentMethods.loadFailed')}
          </Alert>
        ) : (
          // Keyed by mode: a mode switch shows the other mode's settings, not the form's old values.
          <MethodsForm key={String(test)} methods={query.data} test={test} />
        )}
      </SectionCard>
    </>
  );
}
