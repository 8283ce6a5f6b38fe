// Subscription billing rules (issue 30): billing periods of a plan's interval, the statuses and their moves, the
// dunning schedule, proration of a plan change, and the period-by-period simulation of a coupon on a plan. The
// billing job, the routes, the test clock and the coupon simulator all read these.
import { addMonthsUtc, appliesToPeriod, discountOf, type CouponTerms } from './coupons';

export const PLAN_INTERVALS = ['day', 'week', 'month', 'year'] as const;
export type PlanInterval = (typeof PLAN_INTERVALS)[number];
/** At most a year between two renewals, whatever the unit (365 days, 52 weeks, 12 months, 1 year). */
export const MAX_INTERVAL_COUNT: Readonly<Record<PlanInterval, number>> = { day: 365, week: 52, month: 12, year: 1 };
export const MAX_TRIAL_DAYS = 730;

export interface PlanTerms {
  amount: number;
  currency: string;
  interval: PlanInterval;
  intervalCount: number;
  trialDays: number;
}

const DAY_MS = 86_400_000;

/**
 * The n-th boundary after `anchor` (n = 0 is the anchor). Computed from the anchor every time, so a subscription
 * started on the 31st renews on the last day of short months and comes back to the 31st after them.
 */
export function periodBoundary(anchor: Date, interval: PlanInterval, count: number, n: number): Date {
  switch (interval) {
    case 'day':
      return new Date(anchor.getTime() + n * count * DAY_MS);
    case 'week':
      return new Date(anchor.getTime() + n * count * 7 * DAY_MS);
    case 'month':
      return addMonthsUtc(anchor, n * count);
    case 'year':
      return addMonthsUtc(anchor, n * count * 12);
  }
}

export function addDays(at: Date, days: number): Date {
  return new Date(at.getTime() + days * DAY_MS);
}

export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'paused', 'unpaid', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The moves the billing job and the merchant's actions may make; anything else is refused. */
export const SUBSCRIPTION_MOVES: Readonly<Record<SubscriptionStatus, readonly SubscriptionStatus[]>> = {
  trialing: ['active', 'past_due', 'paused', 'canceled'],
  active: ['active', 'past_due', 'paused', 'canceled'],
  past_due: ['active', 'past_due', 'unpaid', 'canceled'],
  paused: ['active', 'canceled'],
  unpaid: ['active', 'canceled'],
  canceled: [],
};

export function canMove(from: SubscriptionStatus, to: SubscriptionStatus): boolean {
  return SUBSCRIPTION_MOVES[from].includes(to);
}

export const SUBSCRIPTION_ACTIONS = ['cancel', 'cancelAtPeriodEnd', 'pause', 'resume', 'changePlan', 'advanceClock'] as const;
export type SubscriptionAction = (typeof SUBSCRIPTION_ACTIONS)[number];

/** What the merchant may do in each status (the detail page shows only these buttons; the server refuses the rest). */
export function subscriptionActions(status: SubscriptionStatus, cancelAtPeriodEnd: boolean): SubscriptionAction[] {
  switch (status) {
    case 'trialing':
    case 'active':
      return ['cancel', ...(cancelAtPeriodEnd ? [] : (['cancelAtPeriodEnd'] as const)), 'pause', 'changePlan', 'advanceClock'];
    case 'past_due':
      return ['cancel', 'advanceClock'];
    case 'paused':
      return ['cancel', 'resume', 'advanceClock'];
    case 'unpaid':
      return ['cancel', 'advanceClock'];
    case 'canceled':
      return [];
  }
}

/**
 * The dunning schedule (docs/decisions.md, "Subscriptions: dunning"): a failed renewal makes the subscription
 * past_due and is retried 3, 5 and 7 days after the previous attempt (days 3, 8 and 15 after the first failure).
 * When the last retry fails too, the subscription ends as its `dunningEnd` says: canceled (default) or unpaid
 * (kept, no further invoices, until the merchant cancels it).
 */
export const DUNNING_RETRY_DAYS = [3, 5, 7] as const;
export const DUNNING_ENDS = ['canceled', 'unpaid'] as const;
export type DunningEnd = (typeof DUNNING_ENDS)[number];

/** When to try again after `failedAttempts` failures of one invoice, or null when dunning is over. */
export function nextRetryAt(failedAt: Date, failedAttempts: number): Date | null {
  const days = DUNNING_RETRY_DAYS[failedAttempts - 1];
  return days === undefined ? null : addDays(failedAt, days);
}

const roundedShare = (amount: number, part: number, whole: number): number => {
  if (whole <= 0 || part <= 0 || amount <= 0) return 0;
  if (part >= whole) return amount;
  return Number((BigInt(amount) * BigInt(part) * 2n + BigInt(whole)) / (2n * BigInt(whole)));
};

export interface Proration {
  /** The unused part of the old plan, credited (minor units, ≥ 0). */
  credit: number;
  /** The remaining part of the new plan, charged (minor units, ≥ 0). */
  charge: number;
  /** charge − credit: billed now when positive, carried as credit to the next invoices when negative. */
  net: number;
}

/**
 * A plan change at `at` inside the period [start, end): each plan's price shares the remaining time in
 * milliseconds, rounded half up to the minor unit. Both plans must be in the same currency (checked by the caller).
 */
export function prorate(oldAmount: number, newAmount: number, start: Date, end: Date, at: Date): Proration {
  const whole = end.getTime() - start.getTime();
  const remaining = Math.min(Math.max(end.getTime() - at.getTime(), 0), whole);
  const credit = roundedShare(oldAmount, remaining, whole);
  const charge = roundedShare(newAmount, remaining, whole);
  return { credit, charge, net: charge - credit };
}

export interface SimulatedPeriod {
  index: number;
  start: Date;
  end: Date;
  /** trial: nothing billed. */
  trial: boolean;
  amount: number;
  discount: number;
  due: number;
}

/**
 * What a plan bills over `periods` periods from `start` with the coupon (or none): the trial first when the plan has
 * one, then each period's amount, discount and amount due. The detail page's simulator and the billing job agree
 * because both use discountOf and appliesToPeriod.
 */
export function simulatePlan(plan: PlanTerms, coupon: Pick<CouponTerms, 'percentOffBps' | 'amountOff' | 'duration' | 'durationMonths'> | null, start: Date, periods: number): SimulatedPeriod[] {
  const rows: SimulatedPeriod[] = [];
  let anchor = start;
  if (plan.trialDays > 0) {
    anchor = addDays(start, plan.trialDays);
    rows.push({ index: 0, start, end: anchor, trial: true, amount: 0, discount: 0, due: 0 });
  }
  let discounted = 0;
  for (let n = 0; rows.length < periods; n++) {
    const pStart = periodBoundary(anchor, plan.interval, plan.intervalCount, n);
    const pEnd = periodBoundary(anchor, plan.interval, plan.intervalCount, n + 1);
    const applies = coupon !== null && appliesToPeriod(coupon, { redeemedAt: start, invoicesDiscounted: discounted }, pStart);
    const discount = applies ? discountOf(coupon, plan.amount, plan.currency) : 0;
    if (discount > 0) discounted++;
    rows.push({ index: rows.length, start: pStart, end: pEnd, trial: false, amount: plan.amount, discount, due: plan.amount - discount });
  }
  return rows;
}
