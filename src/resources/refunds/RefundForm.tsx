// Step two of a refund, on react-admin's <Form> with the shared zod resolver: the payment's refundable amount, full
// or partial, a reason; "Initiate Now" checks the form, then asks for confirmation; the confirmed attempt is created
// through useCreate (pessimistic) with its Idempotency-Key, so a double click refunds once. Server field errors land
// under their inputs.
import { useMemo, useState } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import { Form, useCreate, useTranslate } from 'react-admin';
import { Confirm } from '../../components/Confirm';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { formatMoney } from '../../../domain/currency';
import { idempotencyKey } from '../../../domain/random-id';
import type { Payment, Refund } from '../../../domain/wire';
import { zodResolver } from '../../components/zodResolver';
import { IdText } from '../../components/money/IdText';
import { Money } from '../../components/money/Money';
import { PaymentStatusChip } from '../../components/money/StatusChip';
import { ApiError } from '../../providers/httpCore';
import { DetailRows } from '../../components/DetailRows';
import { REFUND_FORM_DEFAULTS, refundFormSchema, type RefundBody } from './refundForm';
import { RefundInputs } from './RefundInputs';

interface Props {
  payment: Payment;
  onDone: (refund: Refund) => void;
  onChangePayment?: () => void;
  /** Leaves the form without refunding. */
  onCancel: () => void;
}

/** Inside the form: the confirmation of the checked attempt, and where the server's answer goes. */
function ConfirmRefund({ payment, attempt, onClose, onDone }: { payment: Payment; attempt: { body: RefundBody; key: string } | null; onClose: () => void; onDone: Props['onDone'] }) {
  const [create, { isPending }] = useCreate<Refund>();
  const { setError } = useFormContext();
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    if (!attempt) return;
    setFailure(null);
    try {
      const refund = await create('refunds', { data: attempt.body, meta: { idempotencyKey: attempt.key } }, { mutationMode: 'pessimistic', returnPromise: true });
      if (refund) onDone(refund); // returnPromise resolves to the record; this only narrows the type
    } catch (e) {
      const fields = e instanceof ApiError ? e.fieldErrors : {};
      const onInputs = Object.entries(fields).filter(([field]) => field === 'amount' || field === 'reason');
      onInputs.forEach(([field, message]) => setError(field, { type: 'server', message }));
      const other = Object.entries(fields).find(([field]) => field !== 'amount' && field !== 'reason')?.[1];
      setFailure(other ?? (onInputs.length === 0 && e instanceof Error ? e.message : null));
      onClose();
    }
  };
  return (
    <>
      {failure && <Alert severity="error">{failure}</Alert>}
      <Confirm
        isOpen={attempt !== null}
        loading={isPending}
        title="app.refunds.create.confirmTitle"
        content="app.refunds.create.confirmBody"
        translateOptions={{ amount: attempt ? formatMoney(attempt.body.amount, payment.currency) : '', id: payment.id }}
        confirm="app.refunds.create.initiate"
        destructive
        onConfirm={() => void confirm()}
        onClose={() => (isPending ? undefined : onClose())}
      />
    </>
  );
}

export function RefundForm({ payment, onDone, onChangePayment, onCancel }: Props) {
  const translate = useTranslate();
  const resolver = useMemo(() => zodResolver(refundFormSchema(payment)), [payment]);
  /** The key of the attempt being confirmed: both clicks of a double click send the same one. */
  const [attempt, setAttempt] = useState<{ body: RefundBody; key: string } | null>(null);
  const f = (field: string) => translate(`resources.payments.fields.${field}`);

  return (
    <Form resolver={resolver} defaultValues={REFUND_FORM_DEFAULTS} onSubmit={(body: FieldValues) => setAttempt({ body: body as RefundBody, key: idempotencyKey() })} noValidate>
      <Stack spacing={3}>
        <DetailRows
          rows={[
            { label: f('id'), value: <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}><IdText value={payment.id} />{onChangePayment && <Button size="small" onClick={onChangePayment}>{translate('app.refunds.create.change')}</Button>}</Stack> },
            { label: f('status'), value: <PaymentStatusChip payment={payment} /> },
            { label: f('customerName'), value: payment.customerName },
            { label: f('amount'), value: <Money amount={payment.amount} currency={payment.currency} /> },
            { label: f('amountRefunded'), value: <Money amount={payment.amountRefunded} currency={payment.currency} /> },
            { label: f('amountRefundable'), value: <Money amount={payment.amountRefundable} currency={payment.currency} strong />, testId: 'refundable' },
          ]}
        />
        <ConfirmRefund payment={payment} attempt={attempt} onClose={() => setAttempt(null)} onDone={onDone} />
        <RefundInputs payment={payment} />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={payment.amountRefundable <= 0} data-testid="refund-initiate">
            {translate('app.refunds.create.initiate')}
          </Button>
          <Button onClick={onCancel} data-testid="refund-cancel">
            {translate('ra.action.cancel')}
          </Button>
        </Stack>
      </Stack>
    </Form>
  );
}
