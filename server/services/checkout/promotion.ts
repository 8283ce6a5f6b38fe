// A promotion code applied on a plan's checkout before paying: the coupon it names checked as the payment will
// check it (domain/subscriptions/coupons.ts), and the first charge it gives (domain/subscriptions/quote.ts), so the
// page shows on its Pay button what the server will charge. Nothing is redeemed here: paying redeems.
import { planQuote, type PromotionQuote } from '../../../domain/subscriptions/quote';
import type { Db } from '../../db/client';
import { FieldErrors, NotFound } from '../../lib/errors';
import { toSafeNumber } from '../../lib/money';
import { resolvePromotionCode } from '../subscriptions/coupons';
import { termsOf } from '../subscriptions/records';
import { assertPayable, findTarget } from './target';

export async function quotePromotion(db: Db, token: string, input: { promotionCode: string; email?: string }, now: Date): Promise<PromotionQuote> {
  return db.transaction(async (tx) => {
    const target = await findTarget(tx, token);
    if (!target) throw NotFound();
    if (target.kind !== 'plan') throw FieldErrors({ promotionCode: 'coupon_code_unknown' });
    assertPayable(target, now);
    const { plan, scope } = target;
    const amount = toSafeNumber(plan.amount);
    const { coupon } = await resolvePromotionCode(tx, scope, input.promotionCode, { amount, currency: plan.currency, email: input.email ?? '', now });
    const terms = { amount, currency: plan.currency, interval: plan.interval, intervalCount: plan.intervalCount, trialDays: plan.trialDays };
    const code = input.promotionCode.trim().toUpperCase();
    return { promotionCode: code, couponName: coupon.name, duration: coupon.duration, durationMonths: coupon.durationMonths, currency: plan.currency, ...planQuote(terms, termsOf(coupon), now) };
  });
}
