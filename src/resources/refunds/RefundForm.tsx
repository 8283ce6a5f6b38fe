// Step two of a refund: the payment's refundable amount, full or partial, a reason, "Initiate Now" and confirmation.
import { Alert, Button, FormControlLabel, MenuItem, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';
import { formatMoney, minorUnitExponent } from '../../../domain/currency';
import { REFUND_REASONS, type RefundReason } from '../../../domain/payments';
import { IdText } from '../../components/money/IdText';
import { Money } from '../../components/money/Money';
import { StatusChip } from '../../components/money/StatusChip';
import { DetailRows } from '../payments/DetailRows';
import { useRefundForm } from './useRefundForm';
import type { Payment, Refund } from '../../../domain/wire';

export function RefundForm({ payment, onDone, onChangePayment }: { payment: Payment; onDone: (r: Refund) => void; onChangePayment?: () => void }) {
  const translate = useTranslate();
  const form = useRefundForm(payment, onDone);
  const fieldError = (key: string) => (form.errors[key] ? translate(form.errors[key], { _: form.errors[key] }) : undefined);
  const f = (field: string) => translate(`resources.payments.fields.${field}`);
  const refundable = formatMoney(payment.amountRefundable, payment.currency);

  return (
    <Stack spacing={3}>
      <DetailRows
        rows={[
          { label: f('id'), value: <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}><IdText value={payment.id} />{onChangePayment && <Button size="small" onClick={onChangePayment}>{translate('app.refunds.create.change')}</Button>}</Stack> },
          { label: f('status'), value: <StatusChip status={payment.status} /> },
          { label: f('customerName'), value: payment.customerName },
          { label: f('amount'), value: <Money amount={payment.amount} currency={payment.currency} /> },
          { label: f('amountRefunded'), value: <Money amount={payment.amountRefunded} currency={payment.currency} /> },
          { label: f('amountRefundable'), value: <Money amount={payment.amountRefundable} currency={payment.currency} strong />, testId: 'refundable' },
        ]}
      />
      {form.failure && <Alert severity="error">{form.failure}</Alert>}
      {fieldError('paymentId') && <Alert severity="error">{fieldError('paymentId')}</Alert>}
      <RadioGroup row value={form.kind} onChange={(e) => form.setKind(e.target.value === 'partial' ? 'partial' : 'full')}>
        <FormControlLabel value="full" control={<Radio />} label={translate('app.refunds.create.full', { amount: refundable })} />
        <FormControlLabel value="partial" control={<Radio />} label={translate('app.refunds.create.partial')} data-testid="refund-partial" />
      </RadioGroup>
      {form.kind === 'partial' && (
        <TextField
          label={translate('app.refunds.create.amount', { currency: payment.currency })}
          value={form.input}
          onChange={(e) => form.setInput(e.target.value)}
          error={Boolean(fieldError('amount'))}
          helperText={fieldError('amount') ?? translate('app.refunds.create.amountHint', { amount: refundable, decimals: minorUnitExponent(payment.currency) })}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'refund-amount' } }}
          sx={{ maxWidth: 320 }}
        />
      )}
      {form.kind === 'full' && fieldError('amount') && <Alert severity="error">{fieldError('amount')}</Alert>}
      <TextField
        select
        label={translate('resources.refunds.fields.reason')}
        value={form.reason}
        onChange={(e) => form.setReason(e.target.value as RefundReason)}
        error={Boolean(fieldError('reason'))}
        helperText={fieldError('reason')}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'refund-reason' } as object } }}
        sx={{ maxWidth: 320 }}
      >
        {REFUND_REASONS.map((r) => (
          <MenuItem key={r} value={r} data-testid={`reason-${r}`}>
            {translate(`app.refunds.reasons.${r}`)}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row">
        <Button variant="contained" onClick={form.initiate} disabled={form.busy || payment.amountRefundable <= 0} data-testid="refund-initiate">
          {translate('app.refunds.create.initiate')}
        </Button>
      </Stack>
      <Confirm
        isOpen={form.attempt !== null}
        loading={form.busy}
        title="app.refunds.create.confirmTitle"
        content="app.refunds.create.confirmBody"
        translateOptions={{ amount: form.attempt ? formatMoney(form.attempt.amount, payment.currency) : '', id: payment.id }}
        confirm="app.refunds.create.initiate"
        onConfirm={() => void form.confirm()}
        onClose={form.cancel}
      />
    </Stack>
  );
}
