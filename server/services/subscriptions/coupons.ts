// Coupons: create (with its promotion codes), deactivate (a coupon is never deleted, so its redemptions and
// revenue stay readable), the detail with redemptions and revenue at discount, the simulator, and redeeming a
// promotion code at the checkout (checked by domain/subscriptions/coupons.ts under the coupon's row lock).
import { simulatePlan } from '../../../domain/subscriptions/billing';
import { redemptionRefusal, sumDiscounts } from '../../../domain/subscriptions/coupons';
import { byCurrency, type CouponDetailRecord, type CouponInput, type CouponRecord, type CouponSimulation } from '../../../domain/subscriptions/records';
import { objectId } from '../../../domain/random-id';
import type { Db, DbOrTx } from '../../db/client';
import { Conflict, FieldErrors, NotFound } from '../../lib/errors';
import { toSafeNumber } from '../../lib/money';
import {
  couponRevenue, findCoupon, findPromotionCode, insertCoupon, insertPromotionCodes, insertRedemption, lockCoupon, promotionCodesOf, redemptionsOf,
  updateCoupon, type CouponRow,
} from '../../repositories/coupons';
import type { Scope } from '../../repositories/scope';
import { findPlan, hasPaidBefore } from '../../repositories/subscriptions';
import { couponRecordOf, recordCouponEvent, termsOf } from './records';

export async function couponRecord(db: DbOrTx, scope: Scope, row: CouponRow, now: Date): Promise<CouponRecord> {
  return couponRecordOf(row, await promotionCodesOf(db, scope, [row.id]), now);
}

/** In the caller's transaction (the route's idempotent call). */
export async function createCoupon(tx: DbOrTx, scope: Scope, input: CouponInput, now: Date): Promise<CouponRecord> {
  {
    const row = await insertCoupon(tx, scope, {
      id: objectId('coupon'),
      name: input.name,
      percentOffBps: input.kind === 'percent' ? (input.percentOffBps ?? null) : null,
      amountOff: input.kind === 'amount' ? byCurrency(input.amountOff) : null,
      duration: input.duration,
      durationMonths: input.duration === 'repeating' ? (input.durationMonths ?? null) : null,
      minimumAmount: byCurrency(input.minimumAmount),
      maxRedemptions: input.maxRedemptions ?? null,
      redeemBy: input.redeemBy ? new Date(input.redeemBy) : null,
      firstTimeOnly: input.firstTimeOnly,
      createdAt: now,
      updatedAt: now,
    });
    const codes = input.promotionCodes.map((code) => ({ id: objectId('promo'), code }));
    const inserted = await insertPromotionCodes(tx, scope, row.id, codes, now);
    if (inserted.length < codes.length) {
      const taken = codes.find((c) => !inserted.some((i) => i.code === c.code));
      throw Conflict('coupon_code_taken', { promotionCodes: 'coupon_code_taken', ...(taken ? { code: taken.code } : {}) });
    }
    const record = couponRecordOf(row, inserted, now);
    await recordCouponEvent(tx, scope, 'coupon.created', record, now);
    return record;
  }
}

export async function deactivateCoupon(db: Db, scope: Scope, id: string, now: Date): Promise<CouponRecord> {
  return db.transaction(async (tx) => {
    const row = await lockCoupon(tx, scope, id);
    if (!row) throw NotFound();
    if (!row.active) throw Conflict('coupon_already_inactive');
    const updated = await updateCoupon(tx, scope, id, { active: false, deactivatedAt: now, updatedAt: now });
    const record = await couponRecord(tx, scope, updated, now);
    await recordCouponEvent(tx, scope, 'coupon.deactivated', record, now);
    return record;
  });
}

export async function couponDetail(db: DbOrTx, scope: Scope, id: string, now: Date): Promise<CouponDetailRecord> {
  const row = await findCoupon(db, scope, id);
  if (!row) throw NotFound();
  const [record, redemptions, revenue] = await Promise.all([couponRecord(db, scope, row, now), redemptionsOf(db, scope, id), couponRevenue(db, scope, id)]);
  return {
    ...record,
    redemptions,
    revenue: revenue.map((r) => {
      const totals = sumDiscounts([{ amount: toSafeNumber(r.gross), discount: toSafeNumber(r.discount) }]);
      return { currency: r.currency, invoices: r.invoices, ...totals };
    }),
  };
}

/** What the coupon would do to a plan (or an amount in a currency, monthly) over some periods, from now. */
export async function simulateCoupon(
  db: DbOrTx,
  scope: Scope,
  id: string,
  query: { planId?: string; amount?: number; currency?: string; periods: number },
  now: Date,
): Promise<CouponSimulation> {
  const row = await findCoupon(db, scope, id);
  if (!row) throw NotFound();
  let plan;
  if (query.planId) {
    const found = await findPlan(db, scope, query.planId);
    if (!found) throw FieldErrors({ planId: 'plan_not_found' });
    plan = { amount: toSafeNumber(found.amount), currency: found.currency, interval: found.interval, intervalCount: found.intervalCount, trialDays: found.trialDays };
  } else {
    if (!query.amount || !query.currency) throw FieldErrors({ planId: 'plan_not_found' });
    plan = { amount: query.amount, currency: query.currency, interval: 'month' as const, intervalCount: 1, trialDays: 0 };
  }
  const terms = termsOf(row);
  // The simulator shows the arithmetic whatever the coupon's state, and says why it could not be redeemed now.
  const refusal = redemptionRefusal(terms, { now, currency: plan.currency, amount: plan.amount, redemptions: row.timesRedeemed, firstTimeCustomer: true });
  const periods = simulatePlan(plan, terms, now, query.periods);
  const billed = periods.filter((p) => !p.trial);
  return { currency: plan.currency, periods, totals: sumDiscounts(billed), refusal };
}

export interface Redemption {
  coupon: CouponRow;
  promotionCodeId: string;
}

/**
 * A promotion code entered at the checkout: the coupon it names, locked, if it may be redeemed for this amount and
 * customer now; otherwise a 400 naming the field with the translated reason.
 */
export async function resolvePromotionCode(tx: DbOrTx, scope: Scope, code: string, ctx: { amount: number; currency: string; email: string; now: Date }): Promise<Redemption> {
  const promo = await findPromotionCode(tx, scope, code);
  if (!promo || !promo.active) throw FieldErrors({ promotionCode: 'coupon_code_unknown' });
  const coupon = await lockCoupon(tx, scope, promo.couponId);
  if (!coupon) throw FieldErrors({ promotionCode: 'coupon_code_unknown' });
  const firstTimeCustomer = coupon.firstTimeOnly ? !(await hasPaidBefore(tx, scope, ctx.email)) : true;
  const refusal = redemptionRefusal(termsOf(coupon), { now: ctx.now, currency: ctx.currency, amount: ctx.amount, redemptions: coupon.timesRedeemed, firstTimeCustomer });
  if (refusal) throw FieldErrors({ promotionCode: refusal });
  return { coupon, promotionCodeId: promo.id };
}

/** Counts the redemption (the coupon row is locked by resolvePromotionCode) and writes coupon.redeemed. */
export async function redeem(tx: DbOrTx, scope: Scope, r: Redemption, subscriptionId: string, customerName: string, now: Date) {
  const updated = await updateCoupon(tx, scope, r.coupon.id, { timesRedeemed: r.coupon.timesRedeemed + 1, updatedAt: now });
  await insertRedemption(tx, scope, { id: objectId('redeem'), couponId: r.coupon.id, promotionCodeId: r.promotionCodeId, subscriptionId, customerName, createdAt: now });
  await recordCouponEvent(tx, scope, 'coupon.redeemed', await couponRecord(tx, scope, updated, now), now);
  return updated;
}
