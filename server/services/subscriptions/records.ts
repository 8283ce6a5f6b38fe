// Coupon, plan and subscription rows as the API answers with them, and the webhook events they write (coupon.*,
// plan.*, subscription.*) in the caller's transaction.
import type { CouponTerms } from '../../../domain/subscriptions/coupons';
import { couponStatus, type CouponRecord, type PlanRecord, type SubscriptionRecord } from '../../../domain/subscriptions/records';
import type { DbOrTx } from '../../db/client';
import { toSafeNumber } from '../../lib/money';
import type { CouponRow, PromotionCodeRow } from '../../repositories/coupons';
import { insertEvents, type NewEvent } from '../../repositories/events';
import type { Scope } from '../../repositories/scope';
import type { PlanRow, SubscriptionRow } from '../../repositories/subscriptions';

/** A coupon row's terms, as the arithmetic of domain/subscriptions/coupons.ts reads them (and the record shows them). */
export function termsOf(c: CouponRow): CouponTerms {
  return {
    percentOffBps: c.percentOffBps,
    amountOff: c.amountOff,
    duration: c.duration,
    durationMonths: c.durationMonths,
    minimumAmount: c.minimumAmount,
    maxRedemptions: c.maxRedemptions,
    redeemBy: c.redeemBy,
    firstTimeOnly: c.firstTimeOnly,
    active: c.active,
  };
}

export function couponRecordOf(c: CouponRow, codes: PromotionCodeRow[], now: Date): CouponRecord {
  return {
    id: c.id,
    livemode: c.livemode,
    name: c.name,
    ...termsOf(c),
    status: couponStatus(c, now),
    timesRedeemed: c.timesRedeemed,
    promotionCodes: codes.filter((p) => p.couponId === c.id).map((p) => ({ id: p.id, code: p.code, active: p.active, createdAt: p.createdAt })),
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
  };
}

export function planRecordOf(p: PlanRow, subscriptions = 0): PlanRecord {
  return {
    id: p.id,
    livemode: p.livemode,
    productName: p.productName,
    amount: toSafeNumber(p.amount),
    currency: p.currency,
    interval: p.interval,
    intervalCount: p.intervalCount,
    trialDays: p.trialDays,
    active: p.active,
    checkoutToken: p.checkoutToken,
    subscriptions,
    createdAt: p.createdAt,
  };
}

export function subscriptionRecordOf(s: SubscriptionRow, p: PlanRow, couponName: string | null): SubscriptionRecord {
  return {
    id: s.id,
    livemode: s.livemode,
    planId: s.planId,
    productName: p.productName,
    amount: toSafeNumber(p.amount),
    currency: p.currency,
    interval: p.interval,
    intervalCount: p.intervalCount,
    customerId: s.customerId,
    customerName: s.customerName,
    customerEmail: s.customerEmail,
    status: s.status,
    currentPeriodStart: s.currentPeriodStart,
    currentPeriodEnd: s.currentPeriodEnd,
    trialEnd: s.trialEnd,
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    canceledAt: s.canceledAt,
    pausedAt: s.pausedAt,
    couponId: s.couponId,
    couponName,
    creditBalance: toSafeNumber(s.creditBalance),
    card: { brand: s.cardBrand, last4: s.cardLast4 },
    dunningEnd: s.dunningEnd,
    clockAt: s.clockAt,
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
  };
}

const json = (value: unknown) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>;

export type CouponEventType = 'coupon.created' | 'coupon.deactivated' | 'coupon.redeemed';
export type PlanEventType = 'plan.created' | 'plan.updated';
export type SubscriptionEventType =
  | 'subscription.created'
  | 'subscription.updated'
  | 'subscription.renewed'
  | 'subscription.payment_failed'
  | 'subscription.paused'
  | 'subscription.resumed'
  | 'subscription.canceled';

export async function recordCouponEvent(db: DbOrTx, scope: Scope, type: CouponEventType, record: CouponRecord, at: Date) {
  await insertEvents(db, scope, [{ type, objectType: 'coupon', objectId: record.id, data: json(record), createdAt: at }]);
}

export async function recordPlanEvent(db: DbOrTx, scope: Scope, type: PlanEventType, record: PlanRecord, at: Date) {
  const { checkoutToken: _token, ...data } = record;
  await insertEvents(db, scope, [{ type, objectType: 'plan', objectId: record.id, data: json(data), createdAt: at }]);
}

export function subscriptionEvent(type: SubscriptionEventType, record: SubscriptionRecord, at: Date): NewEvent {
  return { type, objectType: 'subscription', objectId: record.id, data: json(record), createdAt: at };
}

export async function recordSubscriptionEvent(db: DbOrTx, scope: Scope, type: SubscriptionEventType, record: SubscriptionRecord, at: Date) {
  await insertEvents(db, scope, [subscriptionEvent(type, record, at)]);
}
