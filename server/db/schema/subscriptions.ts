// Recurring revenue (issue 30): coupons with their promotion codes and redemptions, plans, subscriptions, the
// periods each subscription billed (one row per subscription and period: the billing job's exactly-once key), and
// the subscription's own history (status changes, coupon use, clock moves). Rules are domain/subscriptions/.
import { sql } from 'drizzle-orm';
import { boolean, char, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { COUPON_DURATIONS } from '../../../domain/subscriptions/coupons';
import { DUNNING_ENDS, PLAN_INTERVALS, SUBSCRIPTION_STATUSES } from '../../../domain/subscriptions/billing';
import { accounts } from './accounts';
import { invoices } from './billing';
import { money } from './columns';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const scope = () => ({
  accountId: text('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  livemode: boolean('livemode').notNull(),
});

export const coupons = pgTable(
  'coupons',
  {
    id: text('id').primaryKey(),
    ...scope(),
    name: text('name').notNull(),
    /** Basis points (1 to 10,000); null for an amount-off coupon. */
    percentOffBps: integer('percent_off_bps'),
    /** Minor units per currency; null for a percent-off coupon. */
    amountOff: jsonb('amount_off').$type<Record<string, number>>(),
    duration: text('duration', { enum: COUPON_DURATIONS }).notNull(),
    durationMonths: integer('duration_months'),
    minimumAmount: jsonb('minimum_amount').$type<Record<string, number>>(),
    maxRedemptions: integer('max_redemptions'),
    redeemBy: ts('redeem_by'),
    firstTimeOnly: boolean('first_time_only').notNull().default(false),
    active: boolean('active').notNull().default(true),
    timesRedeemed: integer('times_redeemed').notNull().default(0),
    deactivatedAt: ts('deactivated_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('coupons_scope_created_idx').on(t.accountId, t.livemode, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('coupons_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/** Customer-facing codes of a coupon (several per coupon), unique per account and mode, stored upper case. */
export const promotionCodes = pgTable(
  'promotion_codes',
  {
    id: text('id').primaryKey(),
    ...scope(),
    couponId: text('coupon_id').notNull().references(() => coupons.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('promotion_codes_scope_code_idx').on(t.accountId, t.livemode, t.code), index('promotion_codes_coupon_idx').on(t.couponId)],
);

/** Membership (test mode only): a tier with its benefits; the plans whose subscribers it makes members point at it. */
export const memberTiers = pgTable(
  'member_tiers',
  {
    id: text('id').primaryKey(),
    ...scope(),
    name: text('name').notNull(),
    benefits: jsonb('benefits').$type<string[]>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('member_tiers_scope_created_idx').on(t.accountId, t.livemode, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

export const plans = pgTable(
  'plans',
  {
    id: text('id').primaryKey(),
    ...scope(),
    productName: text('product_name').notNull(),
    amount: money('amount').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    interval: text('interval', { enum: PLAN_INTERVALS }).notNull(),
    intervalCount: integer('interval_count').notNull().default(1),
    trialDays: integer('trial_days').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** The member tier its subscribers belong to (test mode's membership), at most one. */
    memberTierId: text('member_tier_id').references(() => memberTiers.id, { onDelete: 'set null' }),
    /** The hosted checkout's token for subscribing (PUBLIC_URL/pay/<token>). */
    checkoutToken: text('checkout_token').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('plans_scope_created_idx').on(t.accountId, t.livemode, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    uniqueIndex('plans_checkout_token_idx').on(t.checkoutToken),
    index('plans_member_tier_idx').on(t.memberTierId).where(sql`${t.memberTierId} is not null`),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    ...scope(),
    planId: text('plan_id').notNull().references(() => plans.id),
    customerId: text('customer_id'),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    /** The billing cycle: the current period ends at periodBoundary(anchor, cycle) of the plan's interval. */
    anchorAt: ts('anchor_at').notNull(),
    cycle: integer('cycle').notNull().default(0),
    currentPeriodStart: ts('current_period_start').notNull(),
    currentPeriodEnd: ts('current_period_end').notNull(),
    trialEnd: ts('trial_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: ts('canceled_at'),
    pausedAt: ts('paused_at'),
    dunningEnd: text('dunning_end', { enum: DUNNING_ENDS }).notNull().default('canceled'),
    couponId: text('coupon_id').references(() => coupons.id),
    couponRedeemedAt: ts('coupon_redeemed_at'),
    couponInvoices: integer('coupon_invoices').notNull().default(0),
    /** Credit from a downgrade, taken off the next invoices (minor units, ≥ 0). */
    creditBalance: money('credit_balance').notNull().default(sql`0`),
    /** The saved card the renewals charge (the simulator recognises it by fingerprint; the number is never kept). */
    cardBrand: text('card_brand').notNull(),
    cardLast4: text('card_last4').notNull(),
    cardExpMonth: integer('card_exp_month').notNull(),
    cardExpYear: integer('card_exp_year').notNull(),
    cardFingerprint: text('card_fingerprint').notNull(),
    /** Test mode only: the subscription's test clock (null = real time). */
    clockAt: ts('clock_at'),
    /** When the billing job next has something to do (renewal, retry, end of period); null = nothing. */
    nextActionAt: ts('next_action_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_scope_created_idx').on(t.accountId, t.livemode, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('subscriptions_scope_status_idx').on(t.accountId, t.livemode, t.status, t.createdAt.desc().nullsFirst()),
    // The renewal sweep: real-time subscriptions with work due.
    index('subscriptions_next_action_idx').on(t.nextActionAt).where(sql`${t.clockAt} is null and ${t.nextActionAt} is not null`),
    index('subscriptions_customer_name_trgm_idx').using('gin', t.customerName.op('gin_trgm_ops')),
    index('subscriptions_plan_idx').on(t.planId),
  ],
);

/**
 * One row per subscription and billed period: the unique key makes each period billed exactly once, however often
 * the job runs; written in the transaction that creates the period's invoice. Dunning state lives here.
 */
export const subscriptionInvoices = pgTable(
  'subscription_invoices',
  {
    id: text('id').primaryKey(),
    ...scope(),
    subscriptionId: text('subscription_id').notNull().references(() => subscriptions.id, { onDelete: 'cascade' }),
    invoiceId: text('invoice_id').notNull().references(() => invoices.id),
    /** 'period' (a renewal or the first period) or 'proration' (a plan change billed at once). */
    kind: text('kind', { enum: ['period', 'proration'] }).notNull().default('period'),
    periodStart: ts('period_start').notNull(),
    periodEnd: ts('period_end').notNull(),
    amount: money('amount').notNull(),
    discount: money('discount').notNull().default(sql`0`),
    credit: money('credit').notNull().default(sql`0`),
    couponId: text('coupon_id'),
    status: text('status', { enum: ['open', 'paid', 'uncollectible'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('subscription_invoices_period_idx').on(t.subscriptionId, t.kind, t.periodStart),
    index('subscription_invoices_coupon_idx').on(t.couponId).where(sql`${t.couponId} is not null`),
  ],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: text('id').primaryKey(),
    ...scope(),
    couponId: text('coupon_id').notNull().references(() => coupons.id),
    promotionCodeId: text('promotion_code_id'),
    subscriptionId: text('subscription_id').references(() => subscriptions.id, { onDelete: 'cascade' }),
    customerName: text('customer_name'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('coupon_redemptions_coupon_idx').on(t.couponId, t.createdAt)],
);

/** A subscription's own history for its timeline: status changes, coupon use, plan changes, clock moves. */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: text('id').primaryKey(),
    ...scope(),
    subscriptionId: text('subscription_id').notNull().references(() => subscriptions.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    status: text('status'),
    data: jsonb('data').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    at: ts('at').notNull(),
  },
  (t) => [index('subscription_events_subscription_idx').on(t.subscriptionId, t.at)],
);
