// The refund form's state: amount kind and value, reason, the confirmation step with its idempotency key, and the
// server's field errors.
import { useState } from 'react';
import type { RefundReason } from '../../../domain/payments';
import { ApiError } from '../../providers/httpCore';
import { refundAmount } from './refundAmount';
import type { Payment, Refund } from '../../../domain/wire';
import { idempotencyKey } from '../../../domain/random-id';
import { dataProvider } from '../../providers/dataProvider';

export function useRefundForm(payment: Payment, onDone: (refund: Refund) => void) {
  const [kind, setKind] = useState<'full' | 'partial'>('full');
  const [input, setInput] = useState('');
  const [reason, setReason] = useState<RefundReason | ''>('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  /** The key of the attempt being confirmed: both clicks of a double click send the same one. */
  const [attempt, setAttempt] = useState<{ key: string; amount: number } | null>(null);
  const [busy, setBusy] = useState(false);

  const initiate = () => {
    const amount = refundAmount(kind, input, payment.currency, payment.amountRefundable);
    const next: Record<string, string> = {};
    if (!amount.ok) next.amount = amount.error;
    if (!reason) next.reason = 'app.refunds.create.reasonRequired';
    setErrors(next);
    setFailure(null);
    if (amount.ok && reason) setAttempt({ key: idempotencyKey(), amount: amount.amount });
  };

  const confirm = async () => {
    if (!attempt || !reason) return;
    setBusy(true);
    try {
      onDone(await dataProvider.createRefund({ paymentId: payment.id, amount: attempt.amount, reason }, attempt.key));
    } catch (e) {
      const fieldErrors = e instanceof ApiError ? e.fieldErrors : {};
      setErrors(fieldErrors);
      setFailure(Object.keys(fieldErrors).length === 0 && e instanceof Error ? e.message : null);
      setAttempt(null);
    } finally {
      setBusy(false);
    }
  };

  return { kind, setKind, input, setInput, reason, setReason, errors, failure, attempt, busy, initiate, confirm, cancel: () => setAttempt(null) };
}
