// The wire types of coupons, plans and subscriptions (issue 30): the create bodies (the forms use the same schemas),
// the records the lists and details answer with, the list filters and the subscription actions. Amounts are integer
// minor units, percents basis points, timestamps ISO 8601 on the wire; issue messages are keys of domain/messages.ts.
import { z } from 'zod';
import { instantSchema } from '../payment-filters';
import { amountSchema, PAYMENT_CURRENCIES } from '../payments';
import { currencyChoiceSchema } from '../payment-links/schema';
import { DUNNING_ENDS, MAX_INTERVAL_COUNT, MAX_TRIAL_DAYS, PLAN_INTERVALS, SUBSCRIPTION_ACTIONS, SUBSCRIPTION_STATUSES } from './billing';
import { COUPON_DURATIONS, FULL_PERCENT_BPS, MAX_DURATION_MONTHS } from './coupons';

const timestamp = z.date();
const minor = z.number().int();
const oneOrMany = <T extends z.ZodType>(item: T) => z.union([item, z.array(item).min(1).max(20)]);

export const MAX_PROMOTION_CODES = 20;
export const PROMOTION_CODE_SHAPE = /^[A-Z0-9][A-Z0-9_-]{2,39}$/;

export const promotionCodeSchema = z
  .string({ error: 'coupon_code_invalid' })
  .trim()
  .toUpperCase()
  .regex(PROMOTION_CODE_SHAPE, 'coupon_code_invalid');

const currencyAmount = z.object({ currency: currencyChoiceSchema, amount: amountSchema });
const perCurrency = z
  .array(currencyAmount)
  .min(1, 'field_required')
  .max(PAYMENT_CURRENCIES.length)
  .refine((rows) => new Set(rows.map((r) => r.currency)).size === rows.length, 'coupon_currency_repeated');

export const COUPON_KINDS = ['percent', 'amount'] as const;

/** POST /coupons and the /newCoupon form. */
export const couponInputSchema = z
  .object({
    name: z.string({ error: 'field_required' }).trim().min(1, 'field_required').max(80, 'field_too_long'),
    kind: z.enum(COUPON_KINDS, { error: 'please_select' }),
    /** Basis points: 1 (0.01 %) to 10,000 (100 %). */
    percentOffBps: z.number({ error: 'coupon_percent_invalid' }).int('coupon_percent_invalid').min(1, 'coupon_percent_invalid').max(FULL_PERCENT_BPS, 'coupon_percent_invalid').nullish(),
    amountOff: perCurrency.nullish(),
    duration: z.enum(COUPON_DURATIONS, { error: 'please_select' }),
    durationMonths: z.number({ error: 'coupon_months_invalid' }).int('coupon_months_invalid').min(1, 'coupon_months_invalid').max(MAX_DURATION_MONTHS, 'coupon_months_invalid').nullish(),
    minimumAmount: perCurrency.nullish(),
    maxRedemptions: z.number({ error: 'coupon_limit_invalid' }).int('coupon_limit_invalid').min(1, 'coupon_limit_invalid').max(10_000_000, 'coupon_limit_invalid').nullish(),
    redeemBy: z
      .string({ error: 'coupon_expiry_invalid' })
      .refine((s) => z.iso.datetime({ offset: true }).safeParse(s).success, { message: 'coupon_expiry_invalid', abort: true })
      .refine((s) => Date.parse(s) > Date.now(), 'coupon_expiry_past')
      .nullish(),
    firstTimeOnly: z.boolean().default(false),
    promotionCodes: z
      .array(promotionCodeSchema)
      .max(MAX_PROMOTION_CODES, 'coupon_codes_too_many')
      .refine((codes) => new Set(codes).size === codes.length, 'coupon_code_repeated')
      .default([]),
  })
  .superRefine((c, ctx) => {
    if (c.kind === 'percent' && !c.percentOffBps) ctx.addIssue({ code: 'custom', path: ['percentOffBps'], message: 'coupon_percent_invalid' });
    if (c.kind === 'amount' && !c.amountOff?.length) ctx.addIssue({ code: 'custom', path: ['amountOff'], message: 'field_required' });
    if (c.duration === 'repeating' && !c.durationMonths) ctx.addIssue({ code: 'custom', path: ['durationMonths'], message: 'coupon_months_invalid' });
  });
export type CouponInput = z.infer<typeof couponInputSchema>;

/** Per-currency amounts on the wire ({ USD: 500 }) from the form's rows. */
export function byCurrency(rows: readonly { currency: string; amount: number }[] | null | undefined): Record<string, number> | null {
  if (!rows?.length) return null;
  return Object.fromEntries(rows.map((r) => [r.currency.toUpperCase(), r.amount]));
}

export const COUPON_STATUSES = ['active', 'expired', 'used_up', 'inactive'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

/** The coupon's tab: deactivated first, then past its expiry, then out of redemptions, else active. */
export function couponStatus(c: { active: boolean; redeemBy: Date | null; maxRedemptions: number | null; timesRedeemed: number }, now: Date): CouponStatus {
  if (!c.active) return 'inactive';
  if (c.redeemBy && c.redeemBy.getTime() < now.getTime()) return 'expired';
  if (c.maxRedemptions !== null && c.timesRedeemed >= c.maxRedemptions) return 'used_up';
  return 'active';
}

export const promotionCodeRecord = z.object({ id: z.string(), code: z.string(), active: z.boolean(), createdAt: timestamp });

export const couponRecord = z.object({
  id: z.string(),
  livemode: z.boolean(),
  name: z.string(),
  percentOffBps: z.number().int().nullable(),
  amountOff: z.record(z.string(), minor).nullable(),
  duration: z.enum(COUPON_DURATIONS),
  durationMonths: z.number().int().nullable(),
  minimumAmount: z.record(z.string(), minor).nullable(),
  maxRedemptions: z.number().int().nullable(),
  redeemBy: timestamp.nullable(),
  firstTimeOnly: z.boolean(),
  active: z.boolean(),
  status: z.enum(COUPON_STATUSES),
  timesRedeemed: z.number().int(),
  promotionCodes: z.array(promotionCodeRecord),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type CouponRecord = z.infer<typeof couponRecord>;

export const couponDetailRecord = couponRecord.extend({
  redemptions: z.array(
    z.object({ id: z.string(), subscriptionId: z.string().nullable(), customerName: z.string().nullable(), code: z.string().nullable(), createdAt: timestamp }),
  ),
  /** Revenue at discount per currency: billed before the discount, taken off, collected. */
  revenue: z.array(z.object({ currency: z.string(), invoices: z.number().int(), gross: minor, discount: minor, net: minor })),
});
export type CouponDetailRecord = z.infer<typeof couponDetailRecord>;

export const couponCountsRecord = z.object({ all: z.number().int(), ...(Object.fromEntries(COUPON_STATUSES.map((s) => [s, z.number().int()])) as Record<CouponStatus, z.ZodNumber>) });

export const couponFilterSchema = z.strictObject({
  /** A coupon id, a promotion code, or part of the name. */
  q: z.string().trim().min(1).max(100).optional(),
  status: oneOrMany(z.enum(COUPON_STATUSES)).optional(),
  duration: oneOrMany(z.enum(COUPON_DURATIONS)).optional(),
  createdFrom: instantSchema.optional(),
  createdTo: instantSchema.optional(),
});
export type CouponFilter = z.infer<typeof couponFilterSchema>;

/** The detail's simulator: what the coupon does to a plan (or an amount) over some periods. */
export const couponSimulationQuery = z.object({
  planId: z.string().min(1).max(64).optional(),
  amount: z.coerce.number().int().positive().max(999_999_999_999).optional(),
  currency: z.enum(PAYMENT_CURRENCIES).optional(),
  periods: z.coerce.number().int().min(1).max(36).default(12),
});
export const couponSimulationRecord = z.object({
  currency: z.string(),
  periods: z.array(z.object({ index: z.number().int(), start: timestamp, end: timestamp, trial: z.boolean(), amount: minor, discount: minor, due: minor })),
  totals: z.object({ gross: minor, discount: minor, net: minor }),
  refusal: z.string().nullable(),
});
export type CouponSimulation = z.infer<typeof couponSimulationRecord>;

/** POST /plans. */
export const planInputSchema = z
  .object({
    productName: z.string({ error: 'field_required' }).trim().min(1, 'field_required').max(120, 'field_too_long'),
    amount: amountSchema,
    currency: currencyChoiceSchema,
    interval: z.enum(PLAN_INTERVALS, { error: 'please_select' }),
    intervalCount: z.number({ error: 'plan_interval_count_invalid' }).int('plan_interval_count_invalid').min(1, 'plan_interval_count_invalid').default(1),
    trialDays: z.number({ error: 'plan_trial_invalid' }).int('plan_trial_invalid').min(0, 'plan_trial_invalid').max(MAX_TRIAL_DAYS, 'plan_trial_invalid').default(0),
  })
  .superRefine((p, ctx) => {
    if (p.intervalCount > MAX_INTERVAL_COUNT[p.interval]) ctx.addIssue({ code: 'custom', path: ['intervalCount'], message: 'plan_interval_count_invalid' });
  });
export type PlanInput = z.infer<typeof planInputSchema>;

export const planRecord = z.object({
  id: z.string(),
  livemode: z.boolean(),
  productName: z.string(),
  amount: minor,
  currency: z.string(),
  interval: z.enum(PLAN_INTERVALS),
  intervalCount: z.number().int(),
  trialDays: z.number().int(),
  active: z.boolean(),
  /** The hosted checkout's token: customers subscribe at /pay/<token>. */
  checkoutToken: z.string(),
  subscriptions: z.number().int(),
  createdAt: timestamp,
});
export type PlanRecord = z.infer<typeof planRecord>;

export const planFilterSchema = z.strictObject({
  q: z.string().trim().min(1).max(100).optional(),
  currency: oneOrMany(z.enum(PAYMENT_CURRENCIES)).optional(),
  active: z.enum(['true', 'false']).optional(),
});
export type PlanFilter = z.infer<typeof planFilterSchema>;

export const subscriptionRecord = z.object({
  id: z.string(),
  livemode: z.boolean(),
  planId: z.string(),
  productName: z.string(),
  amount: minor,
  currency: z.string(),
  interval: z.enum(PLAN_INTERVALS),
  intervalCount: z.number().int(),
  customerId: z.string().nullable(),
  customerName: z.string(),
  customerEmail: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  currentPeriodStart: timestamp,
  currentPeriodEnd: timestamp,
  trialEnd: timestamp.nullable(),
  cancelAtPeriodEnd: z.boolean(),
  canceledAt: timestamp.nullable(),
  pausedAt: timestamp.nullable(),
  couponId: z.string().nullable(),
  couponName: z.string().nullable(),
  creditBalance: minor,
  card: z.object({ brand: z.string(), last4: z.string() }),
  dunningEnd: z.enum(DUNNING_ENDS),
  /** The test clock (test mode): the subscription's time; null = real time. */
  clockAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type SubscriptionRecord = z.infer<typeof subscriptionRecord>;

export const TIMELINE_TYPES = ['status', 'invoice', 'payment', 'payment_failed', 'refund', 'coupon', 'plan_changed', 'clock'] as const;
export type TimelineType = (typeof TIMELINE_TYPES)[number];

export const timelineEntry = z.object({
  id: z.string(),
  type: z.enum(TIMELINE_TYPES),
  at: timestamp,
  status: z.string().nullable(),
  amount: minor.nullable(),
  currency: z.string().nullable(),
  /** The record the entry opens (an invoice, a payment, a refund, a coupon), and its label. */
  invoiceId: z.string().nullable(),
  paymentId: z.string().nullable(),
  refundId: z.string().nullable(),
  couponId: z.string().nullable(),
  label: z.string().nullable(),
});
export type TimelineEntry = z.infer<typeof timelineEntry>;

export const subscriptionDetailRecord = subscriptionRecord.extend({
  actions: z.array(z.enum(SUBSCRIPTION_ACTIONS)),
  timeline: z.array(timelineEntry),
  /** The next renewal's date and amount due (after discount and credit), when one is coming. */
  upcoming: z.object({ at: timestamp, amount: minor, discount: minor, credit: minor }).nullable(),
});
export type SubscriptionDetailRecord = z.infer<typeof subscriptionDetailRecord>;

export const subscriptionCountsRecord = z.object({
  all: z.number().int(),
  ...(Object.fromEntries(SUBSCRIPTION_STATUSES.map((s) => [s, z.number().int()])) as Record<(typeof SUBSCRIPTION_STATUSES)[number], z.ZodNumber>),
});

export const subscriptionFilterSchema = z.strictObject({
  /** A subscription id, or part of the customer's name or e-mail. */
  q: z.string().trim().min(1).max(100).optional(),
  status: oneOrMany(z.enum(SUBSCRIPTION_STATUSES)).optional(),
  planId: z.string().trim().min(1).max(64).optional(),
  couponId: z.string().trim().min(1).max(64).optional(),
  currency: oneOrMany(z.enum(PAYMENT_CURRENCIES)).optional(),
  createdFrom: instantSchema.optional(),
  createdTo: instantSchema.optional(),
});
export type SubscriptionFilter = z.infer<typeof subscriptionFilterSchema>;

export const cancelSubscriptionSchema = z.strictObject({ at: z.enum(['now', 'period_end'], { error: 'please_select' }) });
export const changePlanSchema = z.strictObject({ planId: z.string({ error: 'please_select' }).trim().min(1, 'please_select').max(64) });
export const CLOCK_STEPS = ['day', 'month', 'renewal'] as const;
export const advanceClockSchema = z.strictObject({ by: z.enum(CLOCK_STEPS, { error: 'please_select' }) });
export const paymentMethodSchema = z.strictObject({ fingerprintOf: z.string().optional() });
