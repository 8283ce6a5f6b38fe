// What a plan's checkout asks the customer to pay (issue 30): the plan's price, the discount of an applied
// promotion code on the first charge, and what is charged today (nothing during a free trial: the first charge is
// at the trial's end). The checkout page's Pay button and summary, the promotion code route and the subscription
// the server starts all read it, so the page never shows another amount than the one charged.
import { z } from 'zod';
import { addDays, simulatePlan, type PlanTerms } from './billing';
import type { CouponTerms } from './coupons';
import { COUPON_DURATIONS } from './coupons';

export interface PlanQuote {
  /** The plan's price of one period (minor units). */
  amount: number;
  /** What the coupon takes off the first charge (0 without one). */
  discount: number;
  /** The first charge: amount − discount. */
  firstCharge: number;
  /** Charged now: the first charge, or 0 during a free trial. */
  dueToday: number;
  /** When the first charge happens: now, or the trial's end. */
  firstChargeAt: Date;
}

/** The plan's first charge with the coupon (or none), subscribing at `now`. */
export function planQuote(plan: PlanTerms, coupon: Pick<CouponTerms, 'percentOffBps' | 'amountOff' | 'duration' | 'durationMonths'> | null, now: Date): PlanQuote {
  const first = simulatePlan(plan, coupon, now, plan.trialDays > 0 ? 2 : 1).find((p) => !p.trial)!;
  const trial = plan.trialDays > 0;
  return { amount: plan.amount, discount: first.discount, firstCharge: first.due, dueToday: trial ? 0 : first.due, firstChargeAt: trial ? addDays(now, plan.trialDays) : now };
}

/** POST /api/checkout/:token/promotion: the code the customer entered, and their e-mail when known (first-time coupons). */
export const promotionQuoteSchema = z.object({
  promotionCode: z.string({ error: 'coupon_code_unknown' }).trim().min(1, 'coupon_code_unknown').max(40, 'coupon_code_invalid'),
  email: z.string().trim().max(254).optional(),
});

export const promotionQuoteRecord = z.object({
  /** The code as stored (upper case). */
  promotionCode: z.string(),
  couponName: z.string(),
  duration: z.enum(COUPON_DURATIONS),
  durationMonths: z.number().int().nullable(),
  currency: z.string(),
  amount: z.number().int(),
  discount: z.number().int(),
  firstCharge: z.number().int(),
  dueToday: z.number().int(),
  firstChargeAt: z.date(),
});
export type PromotionQuote = z.infer<typeof promotionQuoteRecord>;

/**
 * What a checkout's Pay button charges today: a plan's first charge after the applied code (nothing during a free
 * trial), or an invoice's or link's amount due.
 */
export function checkoutDueToday(
  view: { amount: number; currency: string; plan?: { interval: PlanTerms['interval']; intervalCount: number; trialDays: number } },
  quote: Pick<PromotionQuote, 'dueToday'> | null,
  now: Date,
): number {
  if (!view.plan) return view.amount;
  if (quote) return quote.dueToday;
  return planQuote({ amount: view.amount, currency: view.currency, ...view.plan }, null, now).dueToday;
}
