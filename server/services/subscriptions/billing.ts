// The billing of subscriptions (issue 30), one code path for real time and the test clock: billSubscription runs
// every step due at the subscription's time (its test clock, else the real time), each step in its own transaction
// under the subscription's row lock: end a subscription canceled at period end, retry a failed charge on the
// dunning schedule, or bill the next period (an invoice of the existing invoices, charged on the saved card
// through the card network simulator). A period is billed exactly once: its subscription_invoices row has a unique
// key (subscription, kind, period start) and is written in the transaction that creates the period's invoice, so a
// job retried after its worker died finds the period billed and moves on.
import { addMonthsUtc, appliesToPeriod, discountOf } from '../../../domain/subscriptions/coupons';
import { canMove, nextRetryAt, periodBoundary, type SubscriptionStatus } from '../../../domain/subscriptions/billing';
import { objectId } from '../../../domain/random-id';
import type { PaymentCurrency } from '../../../domain/payments';
import type { Db, Tx } from '../../db/client';
import { AppError, Conflict } from '../../lib/errors';
import { toSafeNumber } from '../../lib/money';
import type { CardNetwork } from '../../processor';
import { findCoupon } from '../../repositories/coupons';
import { findInvoice, insertInvoice, nextInvoiceNumber, transitionInvoice, type InvoiceRow } from '../../repositories/invoices';
import type { Scope } from '../../repositories/scope';
import {
  claimPeriod, findPlan, insertSubscriptionEvent, lockSubscription, openPeriodOf, openPeriodsOf, updatePeriod, updateSubscription, type PlanRow, type SubscriptionInvoiceRow,
  type SubscriptionRow,
} from '../../repositories/subscriptions';
import { newPayToken } from '../invoices/actions';
import { recordInvoiceEvent } from '../invoices/events';
import { markInvoicePaid } from '../invoices/pay';
import { createPayment } from '../payments/create';
import type { CardInput } from '../../../domain/payments';
import { subscriptionRecordOf, recordSubscriptionEvent, type SubscriptionEventType } from './records';

export interface BillingDeps {
  db: Db;
  network: CardNetwork;
}

/** Steps one run may take: a year of daily renewals with their retries fits; a runaway loop does not. */
const MAX_STEPS = 800;

export const isBilling = (status: SubscriptionStatus) => status === 'trialing' || status === 'active' || status === 'past_due';

/** The subscription's time: its test clock when it has one, else the real time. */
export const timeOf = (sub: Pick<SubscriptionRow, 'clockAt'>, realNow: Date) => sub.clockAt ?? realNow;

interface StepCtx {
  tx: Tx;
  scope: Scope;
  network: CardNetwork;
}

/** A status change with its history entry and webhook event. */
export async function moveTo(
  ctx: StepCtx,
  sub: SubscriptionRow,
  plan: PlanRow,
  status: SubscriptionStatus,
  at: Date,
  patch: Partial<SubscriptionRow> = {},
  event: SubscriptionEventType = status === 'canceled' ? 'subscription.canceled' : 'subscription.updated',
): Promise<SubscriptionRow> {
  if (status !== sub.status && !canMove(sub.status, status)) throw Conflict('subscription_action_not_allowed');
  const updated = await updateSubscription(ctx.tx, ctx.scope, sub.id, { ...patch, status, updatedAt: at });
  if (status !== sub.status) {
    await insertSubscriptionEvent(ctx.tx, ctx.scope, { id: objectId('subev'), subscriptionId: sub.id, type: 'status', status, data: { from: sub.status }, at });
  }
  const couponName = updated.couponId ? ((await findCoupon(ctx.tx, ctx.scope, updated.couponId))?.name ?? null) : null;
  await recordSubscriptionEvent(ctx.tx, ctx.scope, event, subscriptionRecordOf(updated, plan, couponName), at);
  return updated;
}

/** A placeholder the saved-card charge ignores (createPayment charges `saved` instead of the card details). */
const SAVED_CARD_INPUT: CardInput = { number: '', expMonth: 1, expYear: 2000, cvc: '' };

export interface ChargeResult {
  ok: boolean;
  paymentId: string | null;
  failureCode: string | null;
}

/**
 * Charges an open invoice: on the card details when given (the first charge at the checkout), else the saved card.
 * A zero total is paid at once without a payment. A success marks the invoice paid in the same transaction.
 */
export async function chargeInvoice(ctx: StepCtx, sub: SubscriptionRow, invoice: InvoiceRow, at: Date, card?: CardInput): Promise<ChargeResult> {
  if (invoice.totalAmount === 0n) {
    const paid = await transitionInvoice(ctx.tx, ctx.scope, invoice.id, 'open', { status: 'paid', paidAt: at, updatedAt: at });
    if (paid) await recordInvoiceEvent(ctx.tx, ctx.scope, 'invoice.paid', paid, at);
    return { ok: true, paymentId: null, failureCode: null };
  }
  const payment = await createPayment(
    { tx: ctx.tx, scope: ctx.scope, network: ctx.network, now: at },
    {
      amount: toSafeNumber(invoice.totalAmount),
      currency: invoice.currency as PaymentCurrency,
      card: card ?? SAVED_CARD_INPUT,
      customerId: sub.customerId ?? undefined,
      description: `Invoice ${invoice.number}`,
      capture: true,
    },
    { invoiceId: invoice.id },
    card ? undefined : { brand: sub.cardBrand, last4: sub.cardLast4, expMonth: sub.cardExpMonth, expYear: sub.cardExpYear, country: null, currency: null, fingerprint: sub.cardFingerprint },
  );
  if (payment.status === 'succeeded') {
    await markInvoicePaid(ctx.tx, ctx.scope, invoice, payment.id, at);
    return { ok: true, paymentId: payment.id, failureCode: null };
  }
  return { ok: false, paymentId: payment.id, failureCode: payment.failureCode ?? (payment.status === 'incomplete' ? 'authentication_required' : 'card_declined') };
}

export interface PeriodBill {
  period: SubscriptionInvoiceRow;
  invoice: InvoiceRow;
  discount: number;
  credit: number;
}

/** Thrown inside a step whose period turned out to be billed already: the transaction rolls back, nothing is billed. */
class AlreadyBilled extends Error {}

/**
 * Creates the invoice of one period (open, with its checkout link, so the customer can also pay it by hand) and
 * claims the period. The discount is the coupon's when it applies to the period, the credit what the subscription
 * holds from a downgrade.
 */
export async function billPeriod(
  ctx: StepCtx,
  sub: SubscriptionRow,
  plan: PlanRow,
  period: { start: Date; end: Date; kind?: 'period' | 'proration'; amount?: number; label?: string; chargeAt?: Date },
  at: Date,
): Promise<PeriodBill> {
  const amount = period.amount ?? toSafeNumber(plan.amount);
  const coupon = sub.couponId && period.kind !== 'proration' ? await findCoupon(ctx.tx, ctx.scope, sub.couponId) : undefined;
  const applies = coupon && sub.couponRedeemedAt && appliesToPeriod(coupon, { redeemedAt: sub.couponRedeemedAt, invoicesDiscounted: sub.couponInvoices }, period.start);
  const discount = applies ? discountOf(coupon, amount, plan.currency) : 0;
  const credit = Math.min(toSafeNumber(sub.creditBalance), amount - discount);
  const total = amount - discount - credit;
  const items = [{ name: period.label ?? plan.productName, quantity: 1, unitAmount: amount, amount }];
  if (discount > 0 && coupon) items.push({ name: coupon.name, quantity: 1, unitAmount: -discount, amount: -discount });
  if (credit > 0) items.push({ name: 'Credit', quantity: 1, unitAmount: -credit, amount: -credit });
  const invoice = await insertInvoice(ctx.tx, ctx.scope, {
    id: objectId('inv'),
    number: await nextInvoiceNumber(ctx.tx, ctx.scope),
    status: 'open',
    customerId: sub.customerId,
    name: sub.customerName,
    email: sub.customerEmail,
    currency: plan.currency,
    feeType: 'services',
    items,
    totalAmount: BigInt(total),
    reference: sub.id,
    paymentMethod: 'card',
    dueDate: at.toISOString().slice(0, 10),
    memo: `${plan.productName}: ${period.start.toISOString().slice(0, 10)} – ${period.end.toISOString().slice(0, 10)}`,
    payToken: newPayToken(),
    finalizedAt: at,
    createdAt: at,
    updatedAt: at,
  });
  const claimed = await claimPeriod(ctx.tx, ctx.scope, {
    id: objectId('subinv'),
    subscriptionId: sub.id,
    invoiceId: invoice.id,
    kind: period.kind ?? 'period',
    periodStart: period.start,
    periodEnd: period.end,
    amount: BigInt(amount),
    discount: BigInt(discount),
    credit: BigInt(credit),
    couponId: discount > 0 ? (coupon?.id ?? null) : null,
    status: 'open',
    // A renewal's period left for its first charge in the next transaction (attempts 0, due at once).
    nextAttemptAt: period.chargeAt ?? null,
    createdAt: at,
  });
  if (!claimed) throw new AlreadyBilled();
  await recordInvoiceEvent(ctx.tx, ctx.scope, 'invoice.created', invoice, at);
  await recordInvoiceEvent(ctx.tx, ctx.scope, 'invoice.finalized', invoice, at);
  if (discount > 0 && coupon) {
    await insertSubscriptionEvent(ctx.tx, ctx.scope, { id: objectId('subev'), subscriptionId: sub.id, type: 'coupon', status: null, data: { couponId: coupon.id, name: coupon.name, invoiceId: invoice.id, discount, currency: plan.currency }, at });
  }
  return { period: claimed, invoice, discount, credit };
}

/** After a charge of a period: paid → the period is paid; failed → dunning starts (or goes on). */
async function settlePeriod(ctx: StepCtx, bill: Pick<PeriodBill, 'period'>, result: ChargeResult, at: Date, attempts: number) {
  if (result.ok) return updatePeriod(ctx.tx, ctx.scope, bill.period.id, { status: 'paid', attempts, nextAttemptAt: null });
  const next = nextRetryAt(at, attempts);
  return updatePeriod(ctx.tx, ctx.scope, bill.period.id, { status: next ? 'open' : 'uncollectible', attempts, nextAttemptAt: next });
}

type Step = 'again' | 'done';

/**
 * A renewal, first half: the next period's invoice, its claim (the unique key) and the subscription moved on to the
 * period. The invoice number's per-scope lock is held from here to the commit, so the charge is the next step's own
 * transaction (firstCharge): the lock no longer covers the payment, its ledger entries and events, and renewals of
 * one account bill side by side (bench/REPORT.md). A worker dying between the two leaves the period claimed and
 * uncharged (attempts 0, due at its start): the retried job's next step charges it, once.
 */
async function renew(ctx: StepCtx, sub: SubscriptionRow, plan: PlanRow): Promise<Step> {
  const start = sub.currentPeriodEnd;
  const end = periodBoundary(sub.anchorAt, plan.interval, plan.intervalCount, sub.cycle + 1);
  // The period is billed at its start (the test clock may have jumped past it): its invoice and charge carry that time.
  const at = start;
  const bill = await billPeriod(ctx, sub, plan, { start, end, chargeAt: at }, at);
  await updateSubscription(ctx.tx, ctx.scope, sub.id, {
    currentPeriodStart: start,
    currentPeriodEnd: end,
    cycle: sub.cycle + 1,
    couponInvoices: sub.couponInvoices + (bill.discount > 0 ? 1 : 0),
    creditBalance: sub.creditBalance - BigInt(bill.credit),
    updatedAt: at,
  });
  return 'again';
}

/** A renewal, second half: the first charge of the period renew claimed, then active or past due. */
async function firstCharge(ctx: StepCtx, sub: SubscriptionRow, plan: PlanRow, period: SubscriptionInvoiceRow, invoice: InvoiceRow): Promise<Step> {
  const at = period.nextAttemptAt ?? period.periodStart;
  const result = await chargeInvoice(ctx, sub, invoice, at);
  await settlePeriod(ctx, { period }, result, at, 1);
  if (result.ok) await moveTo(ctx, sub, plan, 'active', at, {}, 'subscription.renewed');
  else await moveTo(ctx, sub, plan, 'past_due', at, {}, 'subscription.payment_failed');
  return 'again';
}

async function retry(ctx: StepCtx, sub: SubscriptionRow, plan: PlanRow, open: SubscriptionInvoiceRow, invoice: InvoiceRow): Promise<Step> {
  const at = open.nextAttemptAt as Date;
  const result = await chargeInvoice(ctx, sub, invoice, at);
  const attempts = open.attempts + 1;
  const period = await settlePeriod(ctx, { period: open }, result, at, attempts);
  if (result.ok) {
    // Another period may still be in dunning (several failed renewals): the subscription stays past due until none is.
    const stillOpen = await openPeriodOf(ctx.tx, ctx.scope, sub.id);
    if (!stillOpen) await moveTo(ctx, sub, plan, 'active', at);
  } else if (period.status === 'uncollectible') {
    await insertSubscriptionEvent(ctx.tx, ctx.scope, { id: objectId('subev'), subscriptionId: sub.id, type: 'dunning_exhausted', status: null, data: { invoiceId: invoice.id, attempts }, at });
    if (sub.dunningEnd === 'canceled') await moveTo(ctx, sub, plan, 'canceled', at, { canceledAt: at, cancelAtPeriodEnd: false });
    else await moveTo(ctx, sub, plan, 'unpaid', at);
  } else {
    await recordSubscriptionEvent(ctx.tx, ctx.scope, 'subscription.payment_failed', subscriptionRecordOf(sub, plan, null), at);
  }
  return 'again';
}

/** When the billing job next has work for this subscription (null = none until someone acts). */
export function nextActionOf(sub: Pick<SubscriptionRow, 'status' | 'currentPeriodEnd' | 'cancelAtPeriodEnd'>, open: Pick<SubscriptionInvoiceRow, 'nextAttemptAt'> | undefined): Date | null {
  const times: Date[] = [];
  if (isBilling(sub.status) || sub.cancelAtPeriodEnd) times.push(sub.currentPeriodEnd);
  if (open?.nextAttemptAt && (sub.status === 'past_due' || isBilling(sub.status))) times.push(open.nextAttemptAt);
  if (times.length === 0) return null;
  return new Date(Math.min(...times.map((t) => t.getTime())));
}

async function step(deps: BillingDeps, scope: Scope, id: string, realNow: Date): Promise<Step> {
  return deps.db.transaction(async (tx) => {
    const ctx: StepCtx = { tx, scope, network: deps.network };
    const sub = await lockSubscription(tx, scope, id);
    if (!sub) return 'done';
    const now = timeOf(sub, realNow);
    const plan = await findPlan(tx, scope, sub.planId);
    if (!plan) return 'done';
    if (sub.status === 'canceled' || sub.status === 'paused' || sub.status === 'unpaid') {
      if (sub.nextActionAt) await updateSubscription(tx, scope, id, { nextActionAt: null });
      return 'done';
    }
    const opens = await openPeriodsOf(tx, scope, id);
    const uncharged = opens.find((p) => p.kind === 'period' && p.attempts === 0 && p.nextAttemptAt !== null);
    if (uncharged) {
      const invoice = await findInvoice(tx, scope, uncharged.invoiceId);
      if (!invoice) return 'done';
      return firstCharge(ctx, sub, plan, uncharged, invoice);
    }
    const open = opens[0];
    const retryAt = open?.nextAttemptAt ?? null;
    const periodEnds = sub.currentPeriodEnd.getTime() <= now.getTime();
    // The earliest due thing first, so a clock that jumped far runs the steps in the order they would have happened.
    if (retryAt && retryAt.getTime() <= now.getTime() && (!periodEnds || retryAt.getTime() < sub.currentPeriodEnd.getTime())) {
      const invoice = await findInvoice(tx, scope, open!.invoiceId);
      if (!invoice) return 'done';
      return retry(ctx, sub, plan, open!, invoice);
    }
    if (periodEnds && sub.cancelAtPeriodEnd) {
      await moveTo(ctx, sub, plan, 'canceled', sub.currentPeriodEnd, { canceledAt: sub.currentPeriodEnd, nextActionAt: null });
      return 'done';
    }
    if (periodEnds) return renew(ctx, sub, plan);
    const next = nextActionOf(sub, open);
    if (next?.getTime() !== sub.nextActionAt?.getTime()) await updateSubscription(tx, scope, id, { nextActionAt: next });
    return 'done';
  });
}

/**
 * Runs every billing step due for the subscription at its time (the job's one entry, for the renewal sweep and the
 * test clock alike). Answers the number of steps taken.
 */
export async function billSubscription(deps: BillingDeps, scope: Scope, id: string, realNow: Date): Promise<number> {
  let steps = 0;
  for (; steps < MAX_STEPS; steps++) {
    let result: Step;
    try {
      result = await step(deps, scope, id, realNow);
    } catch (err) {
      // Another run billed this period first (the unique key; the row lock makes this a backstop): nothing to add.
      if (err instanceof AlreadyBilled) break;
      throw err;
    }
    if (result === 'done') break;
  }
  return steps;
}

/** The clock's next stop for "to the next renewal": the next thing due, or the period's end. */
export function clockTarget(by: 'day' | 'month' | 'renewal', from: Date, sub: Pick<SubscriptionRow, 'status' | 'currentPeriodEnd' | 'cancelAtPeriodEnd'>, open?: Pick<SubscriptionInvoiceRow, 'nextAttemptAt'>): Date {
  if (by === 'day') return new Date(from.getTime() + 86_400_000);
  if (by === 'month') return addMonthsUtc(from, 1);
  const next = nextActionOf(sub, open);
  if (!next || next.getTime() <= from.getTime()) return new Date(from.getTime() + 86_400_000);
  return next;
}

export function refuseInLive(scope: Scope) {
  if (scope.livemode) throw new AppError(403, 'subscription_test_clock_only');
}
