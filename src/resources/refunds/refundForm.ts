// The refund form's values and its schema (for the shared zod resolver): full or partial, the amount in major units,
// a reason; it resolves to the body of POST /refunds. DOM-free (unit-tested).
import { z } from 'zod';
import { REFUND_REASONS, type RefundReason } from '../../../domain/payments';
import { refundAmount } from './refundAmount';

export interface RefundFormValues {
  kind: 'full' | 'partial';
  amount: string;
  reason: RefundReason | '';
}

export const REFUND_FORM_DEFAULTS: RefundFormValues = { kind: 'full', amount: '', reason: '' };

export interface RefundBody {
  paymentId: string;
  amount: number;
  reason: RefundReason;
}

const isReason = (value: string): value is RefundReason => (REFUND_REASONS as readonly string[]).includes(value);

export function refundFormSchema(payment: { id: string; currency: string; amountRefundable: number }) {
  return z
    .object({ kind: z.enum(['full', 'partial']), amount: z.string(), reason: z.string() })
    .superRefine((values, ctx) => {
      const amount = refundAmount(values.kind, values.amount, payment.currency, payment.amountRefundable);
      if (!amount.ok) ctx.addIssue({ code: 'custom', path: ['amount'], message: amount.error });
      if (!isReason(values.reason)) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'app.refunds.create.reasonRequired' });
    })
    .transform((values): RefundBody => {
      const amount = refundAmount(values.kind, values.amount, payment.currency, payment.amountRefundable);
      return { paymentId: payment.id, amount: amount.ok ? amount.amount : 0, reason: values.reason as RefundReason };
    });
}
