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
import { AppError, Conflict, FieldErrors } from '../../lib/errors';
import { toSafeNumber } from '../../lib/money';
import type { CardNetwork } from '../../processor';
import { paymentMessage } from '../../../domain/payment-messages';
import { accountTimezone } from '../../repositories/accounts';
import { findCoupon, findCoupons, type CouponRow } from '../../repositories/coupons';
import { findCustomers } from '../../repositories/customers';
import { insertEvents, type NewEvent } from '../../repositories/events';
import {
  findInvoice, insertInvoice, insertInvoices, markInvoicesPaid, nextInvoiceNumber, reserveInvoiceNumbers, transitionInvoice, type InvoiceRow, type NewInvoiceRow,
} from '../../repositories/invoices';
import { insertLedgerEntries } from '../../repositories/ledger';
import { insertPayments, settlePayments, type PaymentRow } from '../../repositories/payments';
import type { Scope } from '../../repositories/scope';
import {
  claimDueSubscriptions, claimPeriod, claimPeriods, findPlans, insertSubscriptionEvent, insertSubscriptionEvents, lockSubscriptions, openPeriodOf, openPeriodsOfMany,
  updatePeriod, updateRenewedSubscriptions, updateSubscription, type PlanRow, type SubscriptionInvoiceRow, type SubscriptionRow,
} from '../../repositories/subscriptions';
import { paymentCreatedEvent, paymentStatusEvent } from '../events';
import { newPayToken } from '../invoices/actions';
import { invoiceEvent, recordInvoiceEvent } from '../invoices/events';
import { markInvoicePaid } from '../invoices/pay';
import { captureEntries } from '../ledger';
import { assertCanTakePayments, createPayment, newPaymentRow, type SavedCard } from '../payments/create';
import { authorizationOutcome, fundsAvailableOn } from '../payments/lifecycle';
import { paymentRecordOf } from '../payments/records';
import type { CardInput } from '../../../domain/payments';
import { subscriptionEvent, subscriptionRecordOf, recordSubscriptionEvent, type SubscriptionEventType } from './records';

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

interface PeriodLines {
  amount: number;
  discount: number;
  credit: number;
  total: number;
  items: { name: string; quantity: number; unitAmount: number; amount: number }[];
}

/**
 * What a period bills: the plan's amount (or the given one), the coupon's discount when it applies to the period,
 * the credit the subscription holds from a downgrade, and the invoice's lines.
 */
function periodLines(sub: SubscriptionRow, plan: PlanRow, coupon: CouponRow | undefined, period: { start: Date; amount?: number; label?: string }): PeriodLines {
  const amount = period.amount ?? toSafeNumber(plan.amount);
  const applies = coupon && sub.couponRedeemedAt && appliesToPeriod(coupon, { redeemedAt: sub.couponRedeemedAt, invoicesDiscounted: sub.couponInvoices }, period.start);
  const discount = applies ? discountOf(coupon, amount, plan.currency) : 0;
  const credit = Math.min(toSafeNumber(sub.creditBalance), amount - discount);
  const total = amount - discount - credit;
  const items = [{ name: period.label ?? plan.productName, quantity: 1, unitAmount: amount, amount }];
  if (discount > 0 && coupon) items.push({ name: coupon.name, quantity: 1, unitAmount: -discount, amount: -discount });
  if (credit > 0) items.push({ name: 'Credit', quantity: 1, unitAmount: -credit, amount: -credit });
  return { amount, discount, credit, total, items };
}

/** A period's invoice, open, with its checkout link (the customer can also pay it by hand). */
function invoiceRowOf(sub: SubscriptionRow, plan: PlanRow, coupon: CouponRow | undefined, period: { start: Date; end: Date; amount?: number; label?: string }, at: Date, number: string): NewInvoiceRow {
  const { total, items } = periodLines(sub, plan, coupon, period);
  return {
    id: objectId('inv'),
    number,
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
  };
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
  const coupon = sub.couponId && period.kind !== 'proration' ? await findCoupon(ctx.tx, ctx.scope, sub.couponId) : undefined;
  const { amount, discount, credit } = periodLines(sub, plan, coupon, period);
  const invoice = await insertInvoice(ctx.tx, ctx.scope, invoiceRowOf(sub, plan, coupon, period, at, await nextInvoiceNumber(ctx.tx, ctx.scope)));
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

/** A renewal's first charge, of a period an earlier version of this job claimed without charging (two transactions). */
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

/**
 * The one step due for a locked subscription at its time, except a renewal, which it answers ('renew') for the
 * batch to bill with the others. `opens` are its periods still being collected, oldest first.
 */
async function stepOf(ctx: StepCtx, sub: SubscriptionRow, plan: PlanRow | undefined, opens: SubscriptionInvoiceRow[], realNow: Date): Promise<Step | 'renew'> {
  const { tx, scope } = ctx;
  if (!plan || sub.status === 'canceled' || sub.status === 'paused' || sub.status === 'unpaid') {
    if (sub.nextActionAt) await updateSubscription(tx, scope, sub.id, { nextActionAt: null });
    return 'done';
  }
  const now = timeOf(sub, realNow);
  const uncharged = opens.find((p) => p.kind === 'period' && p.attempts === 0 && p.nextAttemptAt !== null);
  if (uncharged) {
    const invoice = await findInvoice(tx, scope, uncharged.invoiceId);
    if (invoice) return firstCharge(ctx, sub, plan, uncharged, invoice);
  }
  const open = opens[0];
  const retryAt = open?.nextAttemptAt ?? null;
  const periodEnds = sub.currentPeriodEnd.getTime() <= now.getTime();
  // The earliest due thing first, so a clock that jumped far runs the steps in the order they would have happened.
  if (retryAt && retryAt.getTime() <= now.getTime() && (!periodEnds || retryAt.getTime() < sub.currentPeriodEnd.getTime())) {
    const invoice = await findInvoice(tx, scope, open!.invoiceId);
    if (invoice) return retry(ctx, sub, plan, open!, invoice);
  }
  if (periodEnds && sub.cancelAtPeriodEnd) {
    await moveTo(ctx, sub, plan, 'canceled', sub.currentPeriodEnd, { canceledAt: sub.currentPeriodEnd, nextActionAt: null });
    return 'done';
  }
  if (periodEnds) return 'renew';
  const next = nextActionOf(sub, open);
  if (next?.getTime() !== sub.nextActionAt?.getTime()) await updateSubscription(tx, scope, sub.id, { nextActionAt: next });
  return 'done';
}

/** The saved card as the network knows it (charged without its number). */
const savedCardOf = (sub: SubscriptionRow): SavedCard => ({
  brand: sub.cardBrand,
  last4: sub.cardLast4,
  expMonth: sub.cardExpMonth,
  expYear: sub.cardExpYear,
  country: null,
  currency: null,
  fingerprint: sub.cardFingerprint,
});

const distinct = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => v !== null))];

/**
 * Renews many subscriptions of one scope at once (set-based: a statement per table for the whole batch). Each
 * renewal bills the next period at its start: its invoice (numbered from one block taken under one lock), its
 * period's claim (the unique key per subscription and period), its charge on the saved card through the network
 * simulator (the payment, its status and ledger entries), the invoice paid, the subscription moved on (active, or
 * past due with dunning), its history and webhook events (the endpoints looked up once). The network answers
 * before anything is written; all of it commits or rolls back with the batch's transaction, so a worker killed
 * mid-batch leaves nothing half done and the retried batch bills each period once.
 */
async function renewAll(ctx: StepCtx, list: { sub: SubscriptionRow; plan: PlanRow; hadOpen: boolean }[]): Promise<void> {
  if (list.length === 0) return;
  const { tx, scope, network } = ctx;
  const coupons = new Map((await findCoupons(tx, scope, distinct(list.map((r) => r.sub.couponId)))).map((c) => [c.id, c]));
  const planned = list.map(({ sub, plan, hadOpen }) => {
    const start = sub.currentPeriodEnd;
    const end = periodBoundary(sub.anchorAt, plan.interval, plan.intervalCount, sub.cycle + 1);
    // The period is billed at its start (the test clock may have jumped past it): its invoice and charge carry that time.
    const at = start;
    const coupon = sub.couponId ? coupons.get(sub.couponId) : undefined;
    const lines = periodLines(sub, plan, coupon, { start });
    const outcome = lines.total > 0 ? network.authorizeSaved(savedCardOf(sub), at) : null;
    const ok = outcome === null || outcome.status === 'authorized';
    const status: SubscriptionStatus = ok ? 'active' : 'past_due';
    if (status !== sub.status && !canMove(sub.status, status)) throw Conflict('subscription_action_not_allowed');
    return { sub, plan, hadOpen, start, end, at, coupon, lines, outcome, ok, status };
  });
  const charged = planned.filter((p) => p.outcome !== null);
  if (charged.length > 0) await assertCanTakePayments(tx, scope);
  const customers = new Map((await findCustomers(tx, scope, distinct(charged.map((p) => p.sub.customerId)))).map((c) => [c.id, c]));
  const timezone = charged.some((p) => p.outcome?.status === 'authorized') ? await accountTimezone(tx, scope.accountId) : undefined;

  // From here to the commit the scope's invoice numbers are held: the statements below are one per table.
  const numbers = await reserveInvoiceNumbers(tx, scope, planned.length);
  const invoices = await insertInvoices(tx, scope, planned.map((p, i) => invoiceRowOf(p.sub, p.plan, p.coupon, p, p.at, numbers[i])));
  const invoiceOf = new Map(invoices.map((inv) => [inv.reference, inv]));
  const billed = planned.map((p) => ({ ...p, invoice: invoiceOf.get(p.sub.id)! }));
  const claimed = await claimPeriods(
    tx,
    scope,
    billed.map((p) => {
      const next = p.ok ? null : nextRetryAt(p.at, 1);
      return {
        id: objectId('subinv'),
        subscriptionId: p.sub.id,
        invoiceId: p.invoice.id,
        kind: 'period' as const,
        periodStart: p.start,
        periodEnd: p.end,
        amount: BigInt(p.lines.amount),
        discount: BigInt(p.lines.discount),
        credit: BigInt(p.lines.credit),
        couponId: p.lines.discount > 0 ? (p.coupon?.id ?? null) : null,
        status: p.ok ? ('paid' as const) : next ? ('open' as const) : ('uncollectible' as const),
        attempts: p.outcome ? 1 : 0,
        nextAttemptAt: next,
        createdAt: p.at,
      };
    }),
  );
  if (claimed.length !== billed.length) throw new AlreadyBilled();

  const created = await insertPayments(
    tx,
    scope,
    billed
      .filter((p) => p.outcome !== null)
      .map((p) => {
        const customer = p.sub.customerId ? customers.get(p.sub.customerId) : undefined;
        if (p.sub.customerId && !customer) throw FieldErrors({ customerId: paymentMessage('customer_not_found') });
        const input = { amount: p.lines.total, currency: p.plan.currency as PaymentCurrency, card: SAVED_CARD_INPUT, customerId: p.sub.customerId ?? undefined, description: `Invoice ${p.invoice.number}`, capture: true };
        return newPaymentRow(input, { invoiceId: p.invoice.id }, customer, savedCardOf(p.sub), network, p.at);
      }),
  );
  const paymentOf = new Map(created.map((pay) => [pay.invoiceId, pay]));
  const settled = new Map<string, PaymentRow>();
  for (const p of billed) {
    const pay = paymentOf.get(p.invoice.id);
    if (!pay || !p.outcome) continue;
    const { to, patch } = authorizationOutcome(pay, p.outcome, p.at, () => fundsAvailableOn(network, pay, p.at, timezone));
    settled.set(p.invoice.id, { ...pay, ...patch, status: to, updatedAt: p.at } as PaymentRow);
  }
  await settlePayments(tx, scope, [...settled.values()]);
  await insertLedgerEntries(
    tx,
    scope,
    [...settled.values()].filter((pay) => pay.status === 'succeeded').flatMap((pay) => captureEntries({ ...pay, capturedAt: pay.capturedAt!, availableOn: pay.availableOn! })),
  );
  const paid = billed.filter((p) => p.ok).map((p) => {
    const pay = settled.get(p.invoice.id);
    return { id: p.invoice.id, paymentId: pay?.id ?? null, customerId: pay?.customerId ?? p.invoice.customerId, at: p.at };
  });
  await markInvoicesPaid(tx, scope, paid);

  const history: Parameters<typeof insertSubscriptionEvents>[2] = [];
  const events: NewEvent[] = [];
  const renewed = billed.map((p) => {
    const retryAt = p.ok ? null : nextRetryAt(p.at, 1);
    // With an older period still in dunning the next step is recomputed at once (the next batch or the loop's next pass).
    const nextActionAt = p.hadOpen ? p.at : retryAt && retryAt < p.end ? retryAt : p.end;
    const updated: SubscriptionRow = {
      ...p.sub,
      currentPeriodStart: p.start,
      currentPeriodEnd: p.end,
      cycle: p.sub.cycle + 1,
      couponInvoices: p.sub.couponInvoices + (p.lines.discount > 0 ? 1 : 0),
      creditBalance: p.sub.creditBalance - BigInt(p.lines.credit),
      status: p.status,
      nextActionAt,
      updatedAt: p.at,
    };
    if (p.lines.discount > 0 && p.coupon) {
      history.push({ id: objectId('subev'), subscriptionId: p.sub.id, type: 'coupon', status: null, data: { couponId: p.coupon.id, name: p.coupon.name, invoiceId: p.invoice.id, discount: p.lines.discount, currency: p.plan.currency }, at: p.at });
    }
    if (p.status !== p.sub.status) history.push({ id: objectId('subev'), subscriptionId: p.sub.id, type: 'status', status: p.status, data: { from: p.sub.status }, at: p.at });
    events.push(invoiceEvent('invoice.created', p.invoice, p.at), invoiceEvent('invoice.finalized', p.invoice, p.at));
    const pay = paymentOf.get(p.invoice.id);
    const done = settled.get(p.invoice.id);
    if (pay && done) events.push(paymentCreatedEvent(paymentRecordOf(pay), p.at), paymentStatusEvent(paymentRecordOf(done), p.at));
    if (p.ok) events.push(invoiceEvent('invoice.paid', { ...p.invoice, status: 'paid', paymentId: done?.id ?? null, paidAt: p.at, customerId: done?.customerId ?? p.invoice.customerId, updatedAt: p.at }, p.at));
    const couponName = updated.couponId ? (coupons.get(updated.couponId)?.name ?? null) : null;
    events.push(subscriptionEvent(p.ok ? 'subscription.renewed' : 'subscription.payment_failed', subscriptionRecordOf(updated, p.plan, couponName), p.at));
    return updated;
  });
  await insertSubscriptionEvents(tx, scope, history);
  await updateRenewedSubscriptions(tx, scope, renewed);
  await insertEvents(tx, scope, events);
}

/** Subscriptions a billing batch works on: given ones (the test clock, an action) or the due ones it claims. */
export type BillingTarget = { scope: Scope; ids: string[] } | { due: number };

/**
 * One billing batch in one transaction: locks its subscriptions, runs each one's due step (renewals all together,
 * set-based; a retry, a first charge or an end at period end one by one in the same transaction) and answers the
 * subscriptions that took a step (more may be due for them) and how many it locked.
 */
async function billBatch(deps: BillingDeps, target: BillingTarget, realNow: Date): Promise<{ locked: number; again: SubscriptionRow[] }> {
  return deps.db.transaction(async (tx) => {
    const subs = 'ids' in target ? await lockSubscriptions(tx, target.scope, target.ids) : await claimDueSubscriptions(tx, realNow, target.due);
    const scopes = new Map<string, { scope: Scope; subs: SubscriptionRow[] }>();
    for (const sub of subs) {
      const key = `${sub.accountId}:${sub.livemode}`;
      if (!scopes.has(key)) scopes.set(key, { scope: { accountId: sub.accountId, livemode: sub.livemode }, subs: [] });
      scopes.get(key)!.subs.push(sub);
    }
    const again: SubscriptionRow[] = [];
    for (const { scope, subs: group } of scopes.values()) {
      const ctx: StepCtx = { tx, scope, network: deps.network };
      const plans = new Map((await findPlans(tx, scope, distinct(group.map((s) => s.planId)))).map((p) => [p.id, p]));
      const opens = await openPeriodsOfMany(tx, scope, group.map((s) => s.id));
      const renewals: { sub: SubscriptionRow; plan: PlanRow; hadOpen: boolean }[] = [];
      for (const sub of group) {
        const own = opens.filter((p) => p.subscriptionId === sub.id);
        const plan = plans.get(sub.planId);
        const step = await stepOf(ctx, sub, plan, own, realNow);
        if (step === 'renew') renewals.push({ sub, plan: plan!, hadOpen: own.length > 0 });
        if (step !== 'done') again.push(sub);
      }
      await renewAll(ctx, renewals);
    }
    return { locked: subs.length, again };
  });
}

/** How many subscriptions the renewal job bills per transaction. */
export const BILLING_BATCH = 500;

/**
 * Runs every billing step due for the given subscriptions at their time (the job's entry for the test clock and the
 * merchant's actions: a batch of one), a batch per pass until none has anything left. Answers the steps taken.
 */
export async function billSubscriptions(deps: BillingDeps, scope: Scope, ids: string[], realNow: Date): Promise<number> {
  let steps = 0;
  let pending = ids;
  for (let pass = 0; pass < MAX_STEPS && pending.length > 0; pass++) {
    try {
      const { again } = await billBatch(deps, { scope, ids: pending }, realNow);
      steps += again.length;
      pending = again.map((s) => s.id);
    } catch (err) {
      // Another run billed a period first (the unique key; the row lock makes this a backstop): nothing to add.
      if (err instanceof AlreadyBilled) break;
      throw err;
    }
  }
  return steps;
}

/** One subscription's due steps: billSubscriptions with a batch of one. */
export const billSubscription = (deps: BillingDeps, scope: Scope, id: string, realNow: Date) => billSubscriptions(deps, scope, [id], realNow);

/**
 * The renewal worker: claims due real-time subscriptions of every account, `batch` at a time (SKIP LOCKED, so
 * workers share them), and bills each batch in its transaction until none is due or `untilMs` (a wall-clock
 * instant) passes. Answers how many were locked and whether some may still be due.
 */
export async function billDue(deps: BillingDeps, now: () => Date, batch: number, untilMs: number): Promise<{ locked: number; more: boolean }> {
  let locked = 0;
  for (;;) {
    // A batch that throws (AlreadyBilled included, which the row locks rule out) fails the job, which is retried.
    const n = (await billBatch(deps, { due: batch }, now())).locked;
    locked += n;
    if (n < batch) return { locked, more: false };
    if (Date.now() >= untilMs) return { locked, more: true };
  }
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
