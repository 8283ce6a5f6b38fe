// The refund form's inputs, bound to react-admin's form with useInput: full or partial, the partial amount (in the
// currency's decimals), the reason. Errors are i18n keys, translated under each input.
import { Alert, FormControlLabel, MenuItem, Radio, RadioGroup, TextField } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { formatMoney, minorUnitExponent } from '../../../domain/currency';
import { REFUND_REASONS } from '../../../domain/payments';
import type { Payment } from '../../../domain/wire';

export function RefundInputs({ payment }: { payment: Payment }) {
  const translate = useTranslate();
  const kind = useInput({ source: 'kind' });
  const amount = useInput({ source: 'amount' });
  const reason = useInput({ source: 'reason' });
  const partial = useWatch({ name: 'kind' }) === 'partial';
  const message = (error: { message?: string } | undefined) => (error?.message ? translate(error.message, { _: error.message }) : undefined);
  const refundable = formatMoney(payment.amountRefundable, payment.currency);
  const amountError = message(amount.fieldState.error);
  const reasonError = message(reason.fieldState.error);

  return (
    <>
      <RadioGroup row value={kind.field.value} onChange={(e) => kind.field.onChange(e.target.value === 'partial' ? 'partial' : 'full')}>
        <FormControlLabel value="full" control={<Radio />} label={translate('app.refunds.create.full', { amount: refundable })} />
        <FormControlLabel value="partial" control={<Radio />} label={translate('app.refunds.create.partial')} data-testid="refund-partial" />
      </RadioGroup>
      {partial ? (
        <TextField
          {...amount.field}
          label={translate('app.refunds.create.amount', { currency: payment.currency })}
          error={Boolean(amountError)}
          helperText={amountError ?? translate('app.refunds.create.amountHint', { amount: refundable, decimals: minorUnitExponent(payment.currency) })}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'refund-amount' } }}
          sx={{ maxWidth: 320 }}
        />
      ) : (
        amountError && <Alert severity="error">{amountError}</Alert>
      )}
      <TextField
        select
        {...reason.field}
        label={translate('resources.refunds.fields.reason')}
        error={Boolean(reasonError)}
        helperText={reasonError}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'refund-reason' } as object } }}
        sx={{ maxWidth: 320 }}
      >
        {REFUND_REASONS.map((r) => (
          <MenuItem key={r} value={r} data-testid={`reason-${r}`}>
            {translate(`app.refunds.reasons.${r}`)}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
