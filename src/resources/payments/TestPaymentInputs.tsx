// The inputs of the "Create test payment" form, bound to react-admin's form with useInput (errors are i18n keys or
// the server's translated messages, shown under each input).
import { FormControlLabel, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { PAYMENT_CURRENCIES } from '../../../domain/payments';
import { groupCardNumber, TEST_CARDS } from '../../../domain/test-cards';
import { AmountCurrencyFields } from '../../components/money/AmountCurrencyFields';

export function TestPaymentInputs() {
  const translate = useTranslate();
  const card = useInput({ source: 'card' });
  const customerName = useInput({ source: 'customerName' });
  const customerEmail = useInput({ source: 'customerEmail' });
  const capture = useInput({ source: 'capture' });
  const error = (input: ReturnType<typeof useInput>) => {
    const message = input.fieldState.error?.message;
    return message ? translate(message, { _: message }) : undefined;
  };
  const shown = (input: ReturnType<typeof useInput>) => ({ error: Boolean(error(input)), helperText: error(input) });

  return (
    <>
      <AmountCurrencyFields
        currencies={PAYMENT_CURRENCIES}
        amountLabel="resources.payments.fields.amount"
        currencyLabel="resources.payments.fields.currency"
        amountTestId="test-payment-amount"
      />
      <TextField
        select
        {...card.field}
        {...shown(card)}
        label={translate('app.payments.create.card')}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'test-payment-card' } as object } }}
      >
        {TEST_CARDS.map((c) => (
          <MenuItem key={c.number} value={c.number} data-testid={`card-${c.number}`}>
            <Stack direction="row" spacing={1.5} sx={{ width: '100%' }}>
              <Typography variant="body2" sx={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace', whiteSpace: 'nowrap' }}>
                {groupCardNumber(c.number)}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {translate(`app.payments.testCards.${c.outcome}`)}
              </Typography>
            </Stack>
          </MenuItem>
        ))}
      </TextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          {...customerName.field}
          {...shown(customerName)}
          label={translate('app.payments.create.customerName')}
          slotProps={{ htmlInput: { 'data-testid': 'test-payment-customer' } }}
          sx={{ flex: 1 }}
        />
        <TextField {...customerEmail.field} {...shown(customerEmail)} type="email" label={translate('app.payments.create.customerEmail')} sx={{ flex: 1 }} />
      </Stack>
      <FormControlLabel
        control={<Switch checked={Boolean(capture.field.value)} onChange={(e) => capture.field.onChange(e.target.checked)} />}
        label={translate(capture.field.value ? 'app.payments.create.captureNow' : 'app.payments.create.authorizeOnly')}
      />
    </>
  );
}
