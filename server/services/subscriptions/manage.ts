// Plans and subscriptions: creating a plan, subscribing at the hosted checkout (with an optional promotion code),
// the merchant's actions (cancel now or at period end, pause, resume, change plan with proration), the test clock,
// and the detail with its one timeline. Billing itself is ./billing.ts; each action here is one transaction under
// the subscription's row lock.
import { addDays, nextRetryAt, periodBoundary, prorate, subscriptionActions, type SubscriptionAction } from '../../../domain/subscriptions/billing';
import { appliesToPeriod, discountOf } from '../../../domain/subscriptions/coupons';
import type { PlanInput, PlanRecord, SubscriptionDetailRecord, SubscriptionRecord, TimelineEntry } from '../../../domain/subscriptions/records';
import type { CheckoutPayInput } from '../../../domain/checkout';
import { objectId, randomId } from '../../../domain/random-id';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { AppError, Conflict, FieldErrors, NotFound } from '../../lib/errors';
import { SUBSCRIPTION_BILL, type JobSender } from '../../lib/queues';
import { toSafeNumber } from '../../lib/money';
import type { CardNetwork } from '../../processor';
import { findCoupon } from '../../repositories/coupons';
import { findCustomerByEmail, insertCustomer } from '../../repositories/customers';
import type { Scope } from '../../repositories/scope';
import {
  findPlan, findSubscriptionWithPlan, insertPlan, insertSubscription, insertSubscriptionEvent, lockSubscription, openPeriodOf, paymentsOfInvoices,
  periodsOf, planWithCount, subscriptionEventsOf, updatePeriod, updatePlan, updateSubscription, type PlanRow, type SubscriptionRow,
} from '../../repositories/subscriptions';
import { acceptsCard } from '../payment-methods';
import { billPeriod, chargeInvoice, clockTarget, isBilling, moveTo, nextActionOf, timeOf, refuseInLive } from './billing';
import { redeem, resolvePromotionCode } from './coupons';
import { planRecordOf, recordPlanEvent, recordSubscriptionEvent, subscriptionRecordOf } from './records';

// ---- plans

/** In the caller's transaction (the route's idempotent call). */
export async function createPlan(tx: DbOrTx, scope: Scope, input: PlanInput, now: Date): Promise<PlanRecord> {
  {
    const row = await insertPlan(tx, scope, {
      id: objectId('plan'),
      productName: input.productName,
      amount: BigInt(input.amount),
      currency: input.currency,
      interval: input.interval,
      intervalCount: input.intervalCount,
      trialDays: input.trialDays,
      checkoutToken: randomId(32),
      createdAt: now,
      updatedAt: now,
    });
    const record = planRecordOf(row);
    await recordPlanEvent(tx, scope, 'plan.created', record, now);
    return record;
  }
}

/** Stops (or resumes) offering a plan at the checkout; its subscriptions go on renewing. */
export async function setPlanActive(db: Db, scope: Scope, id: string, active: boolean, now: Date): Promise<PlanRecord> {
  return db.transaction(async (tx) => {
    const found = await findPlan(tx, scope, id);
    if (!found) throw NotFound();
    const row = await updatePlan(tx, scope, id, { active, updatedAt: now });
    const withCount = await planWithCount(tx, scope, id);
    const record = planRecordOf(row, withCount?.subscriptions ?? 0);
    await recordPlanEvent(tx, scope, 'plan.updated', record, now);
    return record;
  });
}

// ---- subscribing at the checkout

export interface SubscribeResult {
  subscription: SubscriptionRow;
  paymentId: string | null;
  /** Charged now (minor units): the first period after its discount, or 0 when a trial starts. */
  amountCharged: number;
}

/**
 * The customer subscribes on the plan's checkout page: the promotion code checked and redeemed, the customer found
 * by e-mail or created, then either the trial starts (the card is checked, nothing charged) or the first period is
 * billed and charged on the card. A declined card starts nothing: the error rolls the transaction back.
 */
export async function subscribeAtCheckout(tx: Tx, network: CardNetwork, plan: PlanRow, input: CheckoutPayInput & { promotionCode?: string | null }, now: Date): Promise<SubscribeResult> {
  const scope: Scope = { accountId: plan.accountId, livemode: plan.livemode };
  if (!plan.active) throw Conflict('plan_inactive');
  const card = network.describe(input.card);
  if (!(await acceptsCard(tx, scope, card.brand))) throw new AppError(400, 'checkout_brand_not_accepted', { 'card.number': 'checkout_brand_not_accepted' });
  const amount = toSafeNumber(plan.amount);
  const redemption = input.promotionCode ? await resolvePromotionCode(tx, scope, input.promotionCode, { amount, currency: plan.currency, email: input.email, now }) : null;
  const customer = (await findCustomerByEmail(tx, scope, input.email)) ?? (await insertCustomer(tx, scope, { id: objectId('cus'), name: input.name, email: input.email }));
  const trialEnd = plan.trialDays > 0 ? addDays(now, plan.trialDays) : null;
  if (trialEnd) {
    // The card must be good for the renewals: checked now, charged at the trial's end.
    const outcome = network.authorize(input.card, now);
    if (outcome.status === 'requires_action') throw new AppError(402, 'subscription_card_needs_authentication', { 'card.number': 'subscription_card_needs_authentication' });
    if (outcome.status === 'declined') throw new AppError(402, 'subscription_card_declined', { 'card.number': 'subscription_card_declined' });
  }
  const anchor = trialEnd ?? now;
  let sub = await insertSubscription(tx, scope, {
    id: objectId('sub'),
    planId: plan.id,
    customerId: customer.id,
    customerName: input.name,
    customerEmail: input.email,
    status: trialEnd ? 'trialing' : 'active',
    anchorAt: anchor,
    cycle: trialEnd ? 0 : 1,
    currentPeriodStart: now,
    currentPeriodEnd: trialEnd ?? periodBoundary(anchor, plan.interval, plan.intervalCount, 1),
    trialEnd,
    couponId: redemption?.coupon.id ?? null,
    couponRedeemedAt: redemption ? now : null,
    cardBrand: card.brand,
    cardLast4: card.last4,
    cardExpMonth: card.expMonth,
    cardExpYear: card.expYear,
    cardFingerprint: card.fingerprint,
    createdAt: now,
    updatedAt: now,
  });
  await insertSubscriptionEvent(tx, scope, { id: objectId('subev'), subscriptionId: sub.id, type: 'status', status: sub.status, data: { from: null }, at: now });
  if (redemption) {
    await redeem(tx, scope, redemption, sub.id, input.name, now);
    // The coupon's application is history of its own: a trial's first discounted invoice may be weeks away.
    await insertSubscriptionEvent(tx, scope, { id: objectId('subev'), subscriptionId: sub.id, type: 'coupon', status: null, data: { couponId: redemption.coupon.id, name: redemption.coupon.name, promotionCode: input.promotionCode ?? null }, at: now });
  }
  const ctx = { tx, scope, network };
  let paymentId: string | null = null;
  let amountCharged = 0;
  if (!trialEnd) {
    const bill = await billPeriod(ctx, sub, plan, { start: now, end: sub.currentPeriodEnd }, now);
    const result = await chargeInvoice(ctx, sub, bill.invoice, now, input.card);
    if (!result.ok) {
      const key = result.failureCode === 'authentication_required' ? 'subscription_card_needs_authentication' : 'subscription_card_declined';
      throw new AppError(402, key, { 'card.number': key });
    }
    await updatePeriod(tx, scope, bill.period.id, { status: 'paid', attempts: 1 });
    sub = await updateSubscription(tx, scope, sub.id, { couponInvoices: bill.discount > 0 ? 1 : 0 });
    paymentId = result.paymentId;
    amountCharged = toSafeNumber(bill.invoice.totalAmount);
  }
  sub = await updateSubscription(tx, scope, sub.id, { nextActionAt: nextActionOf(sub, undefined) });
  const couponName = redemption?.coupon.name ?? null;
  await recordSubscriptionEvent(tx, scope, 'subscription.created', subscriptionRecordOf(sub, plan, couponName), now);
  return { subscription: sub, paymentId, amountCharged };
}

// ---- the merchant's actions

export interface ActionCtx {
  /** The database, or the route's idempotent transaction (each action then runs in a savepoint of it). */
  db: Db | Tx;
  scope: Scope;
  network: CardNetwork;
  jobs: JobSender;
  now: Date;
}

async function withLocked<T>(c: ActionCtx, id: string, action: SubscriptionAction, work: (tx: Tx, sub: SubscriptionRow, plan: PlanRow, now: Date) => Promise<T>): Promise<T> {
  return c.db.transaction(async (tx) => {
    const sub = await lockSubscription(tx, c.scope, id);
    if (!sub) throw NotFound();
    if (!subscriptionActions(sub.status, sub.cancelAtPeriodEnd).includes(action)) throw Conflict('subscription_action_not_allowed');
    const plan = await findPlan(tx, c.scope, sub.planId);
    if (!plan) throw NotFound();
    return work(tx, sub, plan, timeOf(sub, c.now));
  });
}

const schedule = async (c: ActionCtx, tx: Tx, sub: SubscriptionRow) =>
  c.jobs.send(SUBSCRIPTION_BILL, { accountId: c.scope.accountId, livemode: c.scope.livemode, subscriptionId: sub.id }, { tx, singletonKey: sub.id });

export async function cancelSubscription(c: ActionCtx, id: string, when: 'now' | 'period_end'): Promise<void> {
  await withLocked(c, id, when === 'now' ? 'cancel' : 'cancelAtPeriodEnd', async (tx, sub, plan, now) => {
    const ctx = { tx, scope: c.scope, network: c.network };
    if (when === 'now') {
      await moveTo(ctx, sub, plan, 'canceled', now, { canceledAt: now, cancelAtPeriodEnd: false, nextActionAt: null });
      return;
    }
    const updated = await updateSubscription(tx, c.scope, id, { cancelAtPeriodEnd: true, updatedAt: now });
    await insertSubscriptionEvent(tx, c.scope, { id: objectId('subev'), subscriptionId: id, type: 'cancel_scheduled', status: null, data: { at: sub.currentPeriodEnd.toISOString() }, at: now });
    await recordSubscriptionEvent(tx, c.scope, 'subscription.updated', subscriptionRecordOf(updated, plan, null), now);
  });
}

export async function pauseSubscription(c: ActionCtx, id: string): Promise<void> {
  await withLocked(c, id, 'pause', async (tx, sub, plan, now) => {
    await moveTo({ tx, scope: c.scope, network: c.network }, sub, plan, 'paused', now, { pausedAt: now, nextActionAt: null }, 'subscription.paused');
  });
}

/** Resuming starts a new period at once (billed by the job right away), so no paused time is ever billed. */
export async function resumeSubscription(c: ActionCtx, id: string): Promise<void> {
  await withLocked(c, id, 'resume', async (tx, sub, plan, now) => {
    const resumed = await moveTo({ tx, scope: c.scope, network: c.network }, sub, plan, 'active', now, { pausedAt: null, anchorAt: now, cycle: 0, currentPeriodEnd: now, nextActionAt: now }, 'subscription.resumed');
    await schedule(c, tx, resumed);
  });
}

/**
 * Changes the plan now: the unused part of the old plan is credited, the rest of the period on the new plan
 * charged (domain prorate). A positive difference is invoiced and charged at once; a negative one is kept as credit
 * for the next invoices. The period keeps its end; the new plan's interval counts from there.
 */
export async function changePlan(c: ActionCtx, id: string, planId: string): Promise<void> {
  await withLocked(c, id, 'changePlan', async (tx, sub, oldPlan, now) => {
    if (planId === oldPlan.id) throw FieldErrors({ planId: 'plan_same' });
    const plan = await findPlan(tx, c.scope, planId);
    if (!plan) throw FieldErrors({ planId: 'plan_not_found' });
    if (!plan.active) throw FieldErrors({ planId: 'plan_inactive' });
    if (plan.currency !== oldPlan.currency) throw FieldErrors({ planId: 'plan_currency_differs' });
    const ctx = { tx, scope: c.scope, network: c.network };
    const trialing = sub.status === 'trialing';
    const p = trialing ? { credit: 0, charge: 0, net: 0 } : prorate(toSafeNumber(oldPlan.amount), toSafeNumber(plan.amount), sub.currentPeriodStart, sub.currentPeriodEnd, now);
    let current = await updateSubscription(tx, c.scope, id, { planId: plan.id, anchorAt: sub.currentPeriodEnd, cycle: 0, updatedAt: now });
    await insertSubscriptionEvent(tx, c.scope, {
      id: objectId('subev'), subscriptionId: id, type: 'plan_changed', status: null,
      data: { from: oldPlan.id, fromName: oldPlan.productName, to: plan.id, toName: plan.productName, credit: p.credit, charge: p.charge, currency: plan.currency }, at: now,
    });
    if (p.net > 0) {
      const bill = await billPeriod(ctx, current, plan, { start: now, end: sub.currentPeriodEnd, kind: 'proration', amount: p.net, label: `${plan.productName} (proration)` }, now);
      current = await updateSubscription(tx, c.scope, id, { creditBalance: current.creditBalance - BigInt(bill.credit) });
      const result = await chargeInvoice(ctx, current, bill.invoice, now);
      await updatePeriod(tx, c.scope, bill.period.id, result.ok ? { status: 'paid', attempts: 1 } : { status: 'open', attempts: 1, nextAttemptAt: nextRetryAt(now, 1) });
      if (!result.ok) current = await moveTo(ctx, current, plan, 'past_due', now, {}, 'subscription.payment_failed');
    } else if (p.net < 0) {
      current = await updateSubscription(tx, c.scope, id, { creditBalance: current.creditBalance + BigInt(-p.net) });
    }
    current = await updateSubscription(tx, c.scope, id, { nextActionAt: nextActionOf(current, await openPeriodOf(tx, c.scope, id)) });
    await recordSubscriptionEvent(tx, c.scope, 'subscription.updated', subscriptionRecordOf(current, plan, null), now);
  });
}

/**
 * Test mode: moves the subscription's test clock forward (a day, a month, or to the next thing due) and queues the
 * billing job, which then runs everything due at the new time: the same job as real renewals.
 */
export async function advanceClock(c: ActionCtx, id: string, by: 'day' | 'month' | 'renewal'): Promise<Date> {
  refuseInLive(c.scope);
  return withLocked(c, id, 'advanceClock', async (tx, sub, _plan, now) => {
    const target = clockTarget(by, now, sub, await openPeriodOf(tx, c.scope, id));
    const moved = await updateSubscription(tx, c.scope, id, { clockAt: target, nextActionAt: null });
    await insertSubscriptionEvent(tx, c.scope, { id: objectId('subev'), subscriptionId: id, type: 'clock', status: null, data: { from: now.toISOString(), to: target.toISOString(), by }, at: target });
    await schedule(c, tx, moved);
    return target;
  });
}

/** Test mode: the saved card replaced by another test card (to watch a renewal fail and dunning run, or recover). */
export async function replaceCard(c: ActionCtx, id: string, card: CheckoutPayInput['card']): Promise<void> {
  refuseInLive(c.scope);
  await c.db.transaction(async (tx) => {
    const sub = await lockSubscription(tx, c.scope, id);
    if (!sub) throw NotFound();
    if (sub.status === 'canceled') throw Conflict('subscription_action_not_allowed');
    const d = c.network.describe(card);
    await updateSubscription(tx, c.scope, id, { cardBrand: d.brand, cardLast4: d.last4, cardExpMonth: d.expMonth, cardExpYear: d.expYear, cardFingerprint: d.fingerprint, updatedAt: c.now });
  });
}

// ---- reading

export async function subscriptionRecord(db: DbOrTx, scope: Scope, id: string): Promise<SubscriptionRecord> {
  const row = await findSubscriptionWithPlan(db, scope, id);
  if (!row) throw NotFound();
  return subscriptionRecordOf(row.sub, row.plan, row.couponName);
}

const entry = (e: Partial<TimelineEntry> & Pick<TimelineEntry, 'id' | 'type' | 'at'>): TimelineEntry => ({
  status: null, amount: null, currency: null, invoiceId: null, paymentId: null, refundId: null, couponId: null, label: null, ...e,
});

/** The detail: the record, what the merchant may do, what comes next, and ONE timeline of everything that happened. */
export async function subscriptionDetail(db: DbOrTx, scope: Scope, id: string): Promise<SubscriptionDetailRecord> {
  const row = await findSubscriptionWithPlan(db, scope, id);
  if (!row) throw NotFound();
  const { sub, plan } = row;
  const [periods, history] = await Promise.all([periodsOf(db, scope, id), subscriptionEventsOf(db, scope, id)]);
  const { payments, refunds } = await paymentsOfInvoices(db, scope, periods.map((p) => p.invoice.id));
  const timeline: TimelineEntry[] = [];
  for (const h of history) {
    const d = h.data;
    if (h.type === 'coupon') {
      // Applied (at the checkout: no invoice, no amount) or a discount on one of its invoices.
      const discounted = typeof d.invoiceId === 'string' && d.invoiceId !== '';
      timeline.push(entry({
        id: h.id, type: 'coupon', at: h.at, couponId: String(d.couponId ?? ''), label: String(d.name ?? ''),
        ...(discounted && { amount: Number(d.discount ?? 0), currency: String(d.currency ?? plan.currency), invoiceId: String(d.invoiceId) }),
      }));
    } else if (h.type === 'plan_changed') {
      timeline.push(entry({ id: h.id, type: 'plan_changed', at: h.at, label: `${String(d.fromName)} → ${String(d.toName)}` }));
    } else if (h.type === 'clock') {
      timeline.push(entry({ id: h.id, type: 'clock', at: h.at, label: String(d.by ?? '') }));
    } else {
      timeline.push(entry({ id: h.id, type: 'status', at: h.at, status: h.type === 'status' ? h.status : h.type }));
    }
  }
  for (const { invoice } of periods) {
    timeline.push(entry({ id: invoice.id, type: 'invoice', at: invoice.createdAt, status: invoice.status, amount: toSafeNumber(invoice.totalAmount), currency: invoice.currency, invoiceId: invoice.id, label: invoice.number }));
  }
  for (const p of payments) {
    const failed = p.status === 'failed' || p.status === 'canceled' || p.status === 'incomplete';
    timeline.push(entry({ id: p.id, type: failed ? 'payment_failed' : 'payment', at: p.createdAt, status: failed ? (p.failureCode ?? p.status) : p.status, amount: toSafeNumber(p.amount), currency: p.currency, paymentId: p.id, invoiceId: p.invoiceId }));
  }
  for (const r of refunds) {
    timeline.push(entry({ id: r.id, type: 'refund', at: r.createdAt, status: r.status, amount: toSafeNumber(r.amount), currency: r.currency, refundId: r.id, paymentId: r.paymentId }));
  }
  // Newest first; at the same instant, the order things happen in (invoice, payment, status).
  const rank: Record<TimelineEntry['type'], number> = { clock: 0, plan_changed: 1, coupon: 2, invoice: 3, payment: 4, payment_failed: 4, refund: 5, status: 6 };
  timeline.sort((a, b) => b.at.getTime() - a.at.getTime() || rank[b.type] - rank[a.type]);

  let upcoming: SubscriptionDetailRecord['upcoming'] = null;
  if (isBilling(sub.status) && !sub.cancelAtPeriodEnd) {
    const amount = toSafeNumber(plan.amount);
    const coupon = sub.couponId ? await findCoupon(db, scope, sub.couponId) : undefined;
    const applies = coupon && sub.couponRedeemedAt && appliesToPeriod(coupon, { redeemedAt: sub.couponRedeemedAt, invoicesDiscounted: sub.couponInvoices }, sub.currentPeriodEnd);
    const discount = applies ? discountOf(coupon, amount, plan.currency) : 0;
    const credit = Math.min(toSafeNumber(sub.creditBalance), amount - discount);
    upcoming = { at: sub.currentPeriodEnd, amount: amount - discount - credit, discount, credit };
  }
  return {
    ...subscriptionRecordOf(sub, plan, row.couponName),
    actions: subscriptionActions(sub.status, sub.cancelAtPeriodEnd).filter((a) => a !== 'advanceClock' || !scope.livemode),
    timeline,
    upcoming,
  };
}
