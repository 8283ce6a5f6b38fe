// Paying through the hosted checkout, each call in one transaction: lock the link or invoice row, refuse what
// cannot be paid (409) or a sent amount that is not the one due (tampering), then take the card payment and settle
// the item. A declined payment is kept (the answer is 200 with outcome failed); a refusal changes nothing.
import type { CheckoutPayInput, CheckoutPayResult } from '../../../domain/checkout';
import { amountMatches } from '../../../domain/checkout';
import { currencySchema } from '../../../domain/payments';
import type { Db } from '../../db/client';
import { AppError, Conflict, NotFound } from '../../lib/errors';
import type { CardNetwork } from '../../processor';
import { findPayment } from '../../repositories/payments';
import { updatePaymentLink } from '../../repositories/payment-links';
import { runIdempotent, type Answer } from '../idempotency';
import { completeThreeDs } from '../payments/actions';
import { createPayment, type PaymentOrigin } from '../payments/create';
import { acceptsCard } from '../payment-methods';
import type { DisputeSimulation } from '../disputes/schedule';
import type { PaymentContext } from '../payments/lifecycle';
import { settleAttempt } from './settle';
import { subscribeAtCheckout } from '../subscriptions/manage';
import { assertPayable, dueOf, findTarget, type CheckoutTarget } from './target';

export type CheckoutAttempt = Omit<CheckoutPayResult, 'message'>;

interface CheckoutDeps {
  db: Db;
  network: CardNetwork;
  now: Date;
  disputes?: DisputeSimulation;
}

function originOf(target: CheckoutTarget): PaymentOrigin {
  if (target.kind === 'plan') return {};
  return target.kind === 'paymentLink' ? { paymentLinkId: target.link.id } : { invoiceId: target.invoice.id };
}

/** Runs `work` on the token's item, locked for the rest of the transaction. */
async function withLockedTarget<T>(deps: CheckoutDeps, token: string, work: (ctx: PaymentContext, target: CheckoutTarget) => Promise<T>): Promise<T> {
  return deps.db.transaction(async (tx) => {
    const target = await findTarget(tx, token, { lock: true });
    if (!target) throw NotFound();
    return work({ tx, scope: target.scope, network: deps.network, now: deps.now, disputes: deps.disputes }, target);
  });
}

/** One attempt on an item the caller has locked: refusals first (409, nothing changed), then the card payment. */
export async function attemptPayment(ctx: PaymentContext, locked: CheckoutTarget, input: CheckoutPayInput): Promise<CheckoutAttempt> {
  assertPayable(locked, ctx.now);
  const due = dueOf(locked);
  if (!amountMatches(due, input)) throw Conflict('checkout_amount_mismatch');
  // A brand the merchant turned off (/settingspayments) is refused before anything is counted or charged.
  if (!(await acceptsCard(ctx.tx, ctx.scope, ctx.network.describe(input.card).brand))) {
    throw new AppError(400, 'checkout_brand_not_accepted', { 'card.number': 'checkout_brand_not_accepted' });
  }
  if (locked.kind === 'plan') {
    // A plan's checkout starts a subscription (the promotion code's discount applies to what is charged).
    const { subscription, paymentId, amountCharged } = await subscribeAtCheckout(ctx.tx, ctx.network, locked.plan, input, ctx.now);
    return {
      outcome: 'succeeded',
      paymentId: paymentId ?? '',
      failureCode: null,
      subscription: { id: subscription.id, status: subscription.trialEnd ? 'trialing' : 'active', trialEnd: subscription.trialEnd?.toISOString() ?? null, amountCharged, currency: locked.plan.currency },
      subscriptionId: subscription.id,
    };
  }
  // The funnel's "started": counted with the attempt, so a refused request leaves it as it was.
  const target: CheckoutTarget =
    locked.kind === 'paymentLink'
      ? { ...locked, link: await updatePaymentLink(ctx.tx, ctx.scope, locked.link.id, { startedCount: locked.link.startedCount + 1 }) }
      : locked;
  const description = target.kind === 'paymentLink' ? target.link.description : `Invoice ${target.invoice.number}`;
  const payment = await createPayment(
    ctx,
    {
      amount: due.amount,
      // Stored from a validated input, so this only narrows the type.
      currency: currencySchema.parse(due.currency),
      card: input.card,
      customer: { name: input.name, email: input.email },
      description: description ?? undefined,
      reference: target.kind === 'invoice' ? (target.invoice.reference ?? undefined) : undefined,
      capture: true,
    },
    originOf(target),
  );
  return settleAttempt(ctx, target, payment);
}

/**
 * Pays, under the payer's Idempotency-Key when the page sends one: a repeated submission of the same attempt (a
 * double click, a retry after a lost answer) answers what the first one answered instead of paying again. The key
 * lives in the token's own key space (never the merchant's); `render` gives the answer's body, stored with the key in the payment's
 * transaction. A refusal stores nothing, so the same key may be tried again.
 */
export async function payCheckout(
  deps: CheckoutDeps,
  token: string,
  input: CheckoutPayInput,
  key: string | undefined,
  render: (attempt: CheckoutAttempt) => unknown,
): Promise<Answer & { replayed: boolean }> {
  const found = await findTarget(deps.db, token);
  if (!found) throw NotFound();
  const request = { key, space: { kind: 'checkout' as const, token }, method: 'POST', route: `/checkout/${token}/pay`, body: input };
  return runIdempotent(deps.db, found.scope, request, async (tx) => {
    const locked = await findTarget(tx, token, { lock: true });
    if (!locked) throw NotFound();
    const attempt = await attemptPayment({ tx, scope: locked.scope, network: deps.network, now: deps.now, disputes: deps.disputes }, locked, input);
    return { statusCode: 200, body: JSON.stringify(render(attempt)) };
  });
}

/** The payer's 3-D Secure result for a checkout payment awaiting it; a pass is refused if the item was settled meanwhile. */
export async function completeCheckoutThreeDs(
  deps: CheckoutDeps,
  token: string,
  input: { paymentId: string; result: 'pass' | 'fail' },
): Promise<CheckoutAttempt> {
  return withLockedTarget(deps, token, async (ctx, target) => {
    const payment = await findPayment(ctx.tx, ctx.scope, input.paymentId);
    const origin = originOf(target);
    const belongs = payment && target.kind !== 'plan' && (origin.paymentLinkId ? payment.paymentLinkId === origin.paymentLinkId : payment.invoiceId === origin.invoiceId);
    if (!payment || !belongs) throw NotFound('checkout_payment_not_found');
    if (input.result === 'pass') assertPayable(target, ctx.now);
    const completed = await completeThreeDs(ctx, payment.id, input.result);
    return settleAttempt(ctx, target, completed);
  });
}
