// The top-up form's inputs, bound to react-admin's form with useInput: method, amount and currency (with the
// currency's limits), and for a card: a test card in test mode, or number, expiry and CVC.
import { FormControlLabel, MenuItem, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { TOPUP_CURRENCIES, TOPUP_METHODS, topupLimits } from '../../../domain/balance/rules';
import { formatMoney } from '../../../domain/currency';
import { groupCardNumber, TEST_CARDS } from '../../../domain/test-cards';
import { maskCardNumber, maskExpiry } from '../../components/checkout/cardForm';
import { AmountCurrencyFields } from '../../components/money/AmountCurrencyFields';

export function TopupInputs({ test }: { test: boolean }) {
  const translate = useTranslate();
  const method = useInput({ source: 'method' });
  const cardNumber = useInput({ source: 'cardNumber' });
  const expiry = useInput({ source: 'expiry' });
  const cvc = useInput({ source: 'cvc' });
  const chosenCurrency = (useWatch({ name: 'currency' }) as string | undefined) ?? 'USD';
  const error = (input: ReturnType<typeof useInput>) => {
    const message = input.fieldState.error?.message;
    return message ? translate(message, { _: message }) : undefined;
  };
  const shown = (input: ReturnType<typeof useInput>) => ({ error: Boolean(error(input)), helperText: error(input) });
  const limits = topupLimits(chosenCurrency);
  const byCard = method.field.value === 'card';

  return (
    <>
      <RadioGroup row {...method.field} aria-label={translate('app.topups.create.method')}>
        {TOPUP_METHODS.map((m) => (
          <FormControlLabel key={m} value={m} control={<Radio slotProps={{ input: { 'data-testid': `topup-method-${m}` } as object }} />} label={translate(`app.topups.methods.${m}`)} />
        ))}
      </RadioGroup>
      <Typography variant="body2" color="text.secondary">
        {translate(byCard ? 'app.topups.create.cardIntro' : 'app.topups.create.bankIntro')}
      </Typography>
      <AmountCurrencyFields
        currencies={TOPUP_CURRENCIES}
        amountLabel="resources.topups.fields.amount"
        currencyLabel="resources.topups.fields.currency"
        amountHelp={translate('app.topups.create.limits', { min: formatMoney(limits.min, chosenCurrency), max: formatMoney(limits.max, chosenCurrency) })}
        amountTestId="topup-amount"
      />
      {byCard && test && (
        <TextField
          select
          {...cardNumber.field}
          {...shown(cardNumber)}
          label={translate('app.topups.create.card')}
          helperText={error(cardNumber) ?? translate('app.topups.create.testCardIntro')}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'topup-card' } as object } }}
        >
          {TEST_CARDS.filter((c) => ['succeeds', 'succeedsMastercard', 'succeedsEur', 'declined', 'insufficientFunds'].includes(c.outcome)).map((c) => (
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
      )}
      {byCard && !test && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <TextField
            {...cardNumber.field}
            onChange={(e) => cardNumber.field.onChange(maskCardNumber(e.target.value))}
            {...shown(cardNumber)}
            label={translate('app.topups.create.card')}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-number' } }}
            sx={{ flex: 2 }}
          />
          <TextField
            {...expiry.field}
            onChange={(e) => expiry.field.onChange(maskExpiry(e.target.value))}
            {...shown(expiry)}
            label={translate('app.checkout.fields.expiry')}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-exp' } }}
            sx={{ flex: 1 }}
          />
          <TextField {...cvc.field} {...shown(cvc)} label={translate('app.checkout.fields.cvc')} slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-csc' } }} sx={{ flex: 1 }} />
        </Stack>
      )}
    </>
  );
}
