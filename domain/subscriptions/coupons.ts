// Coupon arithmetic (issue 30): what a coupon takes off an amount, on which billing periods it applies, and whether
// it may be redeemed at all. Integer minor units only: a percent is held in basis points (12.5 % = 1250) and the
// discount of a percent is rounded half up to the currency's minor unit, never above the amount. Used by the
// coupon form, the checkout, the billing job and the detail page's simulator, so all of them agree.

export const COUPON_DURATIONS = ['once', 'repeating', 'forever'] as const;
export type CouponDuration = (typeof COUPON_DURATIONS)[number];

/** The largest percent off (100 %) in basis points. */
export const FULL_PERCENT_BPS = 10_000;
/** Repeating coupons last 1 to 36 months. */
export const MAX_DURATION_MONTHS = 36;

export interface CouponTerms {
  /** Basis points, 1 to 10,000; null for an amount-off coupon. */
  percentOffBps: number | null;
  /** Minor units per currency code (upper case); null for a percent-off coupon. */
  amountOff: Readonly<Record<string, number>> | null;
  duration: CouponDuration;
  /** Months a repeating coupon lasts from its redemption; null otherwise. */
  durationMonths: number | null;
  /** The smallest amount (minor units, per currency) the coupon applies to. */
  minimumAmount: Readonly<Record<string, number>> | null;
  /** Redemptions allowed in all; null = unlimited. */
  maxRedemptions: number | null;
  /** Last instant the coupon may be redeemed; null = no expiry. */
  redeemBy: Date | null;
  /** Only customers who have never paid this merchant before. */
  firstTimeOnly: boolean;
  active: boolean;
}

/** Why a coupon cannot be redeemed (message keys of domain/subscriptions/messages.ts). */
export type CouponRefusal =
  | 'coupon_inactive'
  | 'coupon_expired'
  | 'coupon_limit_reached'
  | 'coupon_currency_mismatch'
  | 'coupon_minimum_not_met'
  | 'coupon_first_time_only';

const bigMin = (a: bigint, b: bigint) => (a < b ? a : b);

/** amount × bps / 10,000 rounded half up (amount ≥ 0). */
export function percentOf(amount: number, bps: number): number {
  if (amount <= 0) return 0;
  const scaled = BigInt(amount) * BigInt(bps);
  return Number((scaled + 5_000n) / 10_000n);
}

/**
 * What the coupon takes off `amount` (minor units of `currency`): 0 ≤ discount ≤ amount. An amount-off coupon
 * without a value for the currency takes nothing off (redeeming it in that currency is refused before).
 */
export function discountOf(terms: Pick<CouponTerms, 'percentOffBps' | 'amountOff'>, amount: number, currency: string): number {
  if (amount <= 0) return 0;
  if (terms.percentOffBps !== null) return Math.min(amount, percentOf(amount, terms.percentOffBps));
  const off = terms.amountOff?.[currency.toUpperCase()];
  if (off === undefined) return 0;
  return Number(bigMin(BigInt(amount), BigInt(off)));
}

export interface RedemptionContext {
  now: Date;
  currency: string;
  /** The amount the coupon would apply to (minor units). */
  amount: number;
  /** Redemptions so far. */
  redemptions: number;
  /** Whether the customer has never paid this merchant (in this mode). */
  firstTimeCustomer: boolean;
}

/** The first reason the coupon cannot be redeemed now, or null when it can. */
export function redemptionRefusal(terms: CouponTerms, ctx: RedemptionContext): CouponRefusal | null {
  if (!terms.active) return 'coupon_inactive';
  if (terms.redeemBy && ctx.now.getTime() > terms.redeemBy.getTime()) return 'coupon_expired';
  if (terms.maxRedemptions !== null && ctx.redemptions >= terms.maxRedemptions) return 'coupon_limit_reached';
  const currency = ctx.currency.toUpperCase();
  if (terms.amountOff && terms.amountOff[currency] === undefined) return 'coupon_currency_mismatch';
  const minimum = terms.minimumAmount?.[currency];
  if (minimum !== undefined && ctx.amount < minimum) return 'coupon_minimum_not_met';
  if (terms.firstTimeOnly && !ctx.firstTimeCustomer) return 'coupon_first_time_only';
  return null;
}

/** `at` plus whole calendar months in UTC, the day clamped to the month's last (Jan 31 + 1 month = Feb 28/29). */
export function addMonthsUtc(at: Date, months: number): Date {
  const y = at.getUTCFullYear();
  const m = at.getUTCMonth() + months;
  const targetYear = y + Math.floor(m / 12);
  const targetMonth = ((m % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  return new Date(Date.UTC(targetYear, targetMonth, Math.min(at.getUTCDate(), lastDay), at.getUTCHours(), at.getUTCMinutes(), at.getUTCSeconds(), at.getUTCMilliseconds()));
}

export interface AppliedDiscount {
  /** When the coupon was redeemed (the subscription's start, or the plan change). */
  redeemedAt: Date;
  /** Invoices the coupon already discounted. */
  invoicesDiscounted: number;
}

/**
 * Whether the coupon still applies to the period starting at `periodStart`: once = the first invoice only;
 * repeating N months = periods starting before redemption + N months; forever = always.
 */
export function appliesToPeriod(terms: Pick<CouponTerms, 'duration' | 'durationMonths'>, applied: AppliedDiscount, periodStart: Date): boolean {
  switch (terms.duration) {
    case 'once':
      return applied.invoicesDiscounted === 0;
    case 'repeating':
      return periodStart.getTime() < addMonthsUtc(applied.redeemedAt, terms.durationMonths ?? 0).getTime();
    case 'forever':
      return true;
  }
}

/** Revenue at discount: what was billed before the discount, taken off, and collected. */
export interface DiscountTotals {
  gross: number;
  discount: number;
  net: number;
}

export function sumDiscounts(rows: readonly { amount: number; discount: number }[]): DiscountTotals {
  const gross = rows.reduce((s, r) => s + r.amount, 0);
  const discount = rows.reduce((s, r) => s + r.discount, 0);
  return { gross, discount, net: gross - discount };
}
