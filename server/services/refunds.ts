// Refunding a payment. Under the payment's row lock (so concurrent refunds, from any process, are checked one
// at a time): state, refundable amount and balance checks, then the refund, its ledger entry and events; the
// network answers at once (the simulator is in-process), so the refund ends refunded or failed in the same
// transaction. With a remote network the second half would move to a job; the pending state already exists.
import { paymentMessage, paymentMessages } from '../../domain/payment-messages';
import type { RefundRecord } from '../../domain/payment-records';
import { isRefundable, refundableAmount, statusAfterRefunds } from '../../domain/payment-status';
import type { CreateRefundInput } from '../../domain/payments';
import { objectId } from '../../domain/random-id';
import { refundableWithDisputes } from '../../domain/disputes/status';
import { heldByDisputes } from '../repositories/disputes';
import { AppError, FieldErrors } from '../lib/errors';
import { toSafeNumber } from '../lib/money';
import { insertEvents } from '../repositories/events';
import { insertLedgerEntries } from '../repositories/ledger';
import { lockPayment, updatePayment, type PaymentRow } from '../repositories/payments';
import { insertRefund, pendingRefundTotal, updateRefund } from '../repositories/refunds';
import { paymentUpdatedEvent, refundStatusEvent } from './events';
import { assertBalanceCovers, refundEntries, refundReversalEntries } from './ledger';
import { transition, type PaymentContext } from './payments/lifecycle';
import { paymentRecordOf, refundRecordOf } from './payments/records';

/** Gives the payment the refunded amount and the status its refunds imply, with an event for the change. */
async function followRefunds(ctx: PaymentContext, payment: PaymentRow, refunded: bigint, pending: bigint) {
  const to = statusAfterRefunds({ amount: toSafeNumber(payment.amount), refunded: toSafeNumber(refunded), pending: toSafeNumber(pending) });
  if (to !== payment.status) return transition(ctx, payment, to, { amountRefunded: refunded }, pending);
  if (refunded === payment.amountRefunded) return payment;
  // Another refund is still pending: the status stays, the refunded amount moves.
  const updated = await updatePayment(ctx.tx, ctx.scope, payment.id, { amountRefunded: refunded, updatedAt: ctx.now });
  await insertEvents(ctx.tx, ctx.scope, [paymentUpdatedEvent(paymentRecordOf(updated, pending), ctx.now)]);
  return updated;
}

export async function createRefund(ctx: PaymentContext, input: CreateRefundInput): Promise<RefundRecord> {
  const { tx, scope, network, now } = ctx;
  const payment = await lockPayment(tx, scope, input.paymentId);
  if (!payment) throw new AppError(404, paymentMessage('refund_payment_not_found'));
  if (!isRefundable(payment.status)) throw new AppError(409, paymentMessage('refund_invalid_state'));

  const pending = await pendingRefundTotal(tx, scope, payment.id);
  const refundable = refundableAmount({
    amount: toSafeNumber(payment.amount),
    refunded: toSafeNumber(payment.amountRefunded),
    pending: toSafeNumber(pending),
  });
  // A disputed amount is the cardholder's bank's to reclaim: it cannot also be refunded (unless the dispute was won).
  const held = await heldByDisputes(tx, scope, payment.id);
  const allowed = refundableWithDisputes(refundable, held > 0n ? [{ amount: toSafeNumber(held), status: 'needs_response' }] : []);
  const amount = input.amount ?? allowed;
  if (refundable > 0 && amount <= refundable && (amount > allowed || amount === 0)) {
    throw new AppError(409, 'refund_blocked_by_dispute', { amount: 'refund_blocked_by_dispute' });
  }
  if (amount <= 0 || amount > refundable) throw FieldErrors({ amount: paymentMessage('refund_exceeds_refundable') });
  const money = BigInt(amount);
  await assertBalanceCovers(tx, scope, payment.currency, money, now);

  const refund = await insertRefund(tx, scope, {
    id: objectId('re'),
    paymentId: payment.id,
    customerName: payment.customerName,
    amount: money,
    currency: payment.currency,
    reason: input.reason,
    description: input.description ?? null,
    status: 'refundPending',
    createdAt: now,
    updatedAt: now,
  });
  await insertLedgerEntries(tx, scope, refundEntries(refund, now));
  await insertEvents(tx, scope, [refundStatusEvent(refundRecordOf(refund), now)]);
  const waiting = await followRefunds(ctx, payment, payment.amountRefunded, pending + money);

  const answer = network.refund(payment.cardFingerprint);
  if (answer.ok) {
    const done = await updateRefund(tx, scope, refund.id, { status: 'refunded', updatedAt: now });
    await insertEvents(tx, scope, [refundStatusEvent(refundRecordOf(done), now)]);
    await followRefunds(ctx, waiting, payment.amountRefunded + money, pending);
    return refundRecordOf(done);
  }
  const failed = await updateRefund(tx, scope, refund.id, {
    status: 'failed',
    failureCode: answer.code,
    failureMessage: paymentMessages.refund_failed_by_network.en,
    updatedAt: now,
  });
  await insertLedgerEntries(tx, scope, refundReversalEntries(refund, now));
  await insertEvents(tx, scope, [refundStatusEvent(refundRecordOf(failed), now)]);
  await followRefunds(ctx, waiting, payment.amountRefunded, pending);
  return refundRecordOf(failed);
}
