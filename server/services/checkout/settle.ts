// What a checkout payment's outcome does to the item it paid, in the payment's transaction: a success marks the
// invoice paid or counts the link's payment and collected amount; a decline keeps the item payable (a link that
// never succeeded shows failed); a 3-D Secure wait changes nothing until it completes.
import type { CheckoutPayResult } from '../../../domain/checkout';
import type { PaymentRecord } from '../../../domain/payment-records';
import { linkStatusAfter, type AttemptOutcome } from '../../../domain/payment-links/status';
import { updatePaymentLink } from '../../repositories/payment-links';
import type { PaymentContext } from '../payments/lifecycle';
import { markInvoicePaid } from '../invoices/pay';
import { recordPaymentLinkEvent } from '../payment-links/events';
import type { CheckoutTarget } from './target';

export function outcomeOf(payment: PaymentRecord): AttemptOutcome {
  if (payment.status === 'succeeded') return 'succeeded';
  if (payment.status === 'incomplete' && payment.threeDSecureStatus === 'required') return 'requires_action';
  return 'failed';
}

export async function settleAttempt(ctx: PaymentContext, target: CheckoutTarget, payment: PaymentRecord): Promise<Omit<CheckoutPayResult, 'message'>> {
  const outcome = outcomeOf(payment);
  if (target.kind === 'paymentLink') {
    const { link } = target;
    const paid = outcome === 'succeeded';
    const status = linkStatusAfter(link.status, outcome);
    if (paid || status !== link.status) {
      const updated = await updatePaymentLink(ctx.tx, ctx.scope, link.id, {
        status,
        paidCount: link.paidCount + (paid ? 1 : 0),
        amountCollected: link.amountCollected + (paid ? BigInt(payment.amount) : 0n),
        updatedAt: ctx.now,
      });
      await recordPaymentLinkEvent(ctx.tx, ctx.scope, 'payment_link.updated', updated, ctx.now);
    }
  } else if (target.kind === 'invoice' && outcome === 'succeeded') {
    await markInvoicePaid(ctx.tx, ctx.scope, target.invoice, payment.id, ctx.now);
  }
  return { outcome, paymentId: payment.id, failureCode: outcome === 'failed' ? payment.failureCode : null };
}
