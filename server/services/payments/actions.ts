// Actions on an existing payment: capture an authorisation, cancel it, complete 3-D Secure. Each locks the
// payment row first, so a concurrent action waits and then sees the new status.
import type { PaymentRecord } from '../../../domain/payment-records';
import { NotFound } from '../../lib/errors';
import { lockPayment, type PaymentRow } from '../../repositories/payments';
import { applyAuthorization, capture, invalidState, transition, type PaymentContext } from './lifecycle';
import { paymentRecordOf } from './records';

async function locked(ctx: PaymentContext, id: string): Promise<PaymentRow> {
  const payment = await lockPayment(ctx.tx, ctx.scope, id);
  if (!payment) throw NotFound();
  return payment;
}

export async function capturePayment(ctx: PaymentContext, id: string): Promise<PaymentRecord> {
  const payment = await locked(ctx, id);
  if (payment.status !== 'uncaptured') throw invalidState('payment_not_capturable');
  return paymentRecordOf(await capture(ctx, payment));
}

export async function cancelPayment(ctx: PaymentContext, id: string): Promise<PaymentRecord> {
  const payment = await locked(ctx, id);
  if (payment.status !== 'uncaptured' && payment.status !== 'incomplete') throw invalidState('payment_not_cancelable');
  return paymentRecordOf(await transition(ctx, payment, 'canceled', { canceledAt: ctx.now }));
}

/** The cardholder's 3-D Secure result: pass continues the authorisation, fail declines the payment. */
export async function completeThreeDs(ctx: PaymentContext, id: string, result: 'pass' | 'fail'): Promise<PaymentRecord> {
  const payment = await locked(ctx, id);
  if (payment.status !== 'incomplete' || payment.threeDsStatus !== 'required') throw invalidState('three_ds_not_pending');
  const outcome = ctx.network.completeThreeDs(payment.cardFingerprint, result);
  const resumed = outcome.status === 'authorized' ? await transition(ctx, payment, 'processing', { threeDsStatus: 'passed' }) : payment;
  return paymentRecordOf(await applyAuthorization(ctx, resumed, outcome));
}
