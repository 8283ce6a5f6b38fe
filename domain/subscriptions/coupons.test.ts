import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromMinorUnits, minorUnitExponent } from '../currency';
import { DUNNING_RETRY_DAYS, canMove, nextRetryAt, periodBoundary, prorate, simulatePlan, SUBSCRIPTION_STATUSES, subscriptionActions, type PlanTerms } from './billing';
import { addMonthsUtc, appliesToPeriod, discountOf, percentOf, redemptionRefusal, type CouponTerms } from './coupons';

// One currency of each exponent the card network takes: 0 (JPY), 2 (USD), 3 (KWD).
const currency = fc.constantFrom('JPY', 'USD', 'KWD');
const amount = fc.integer({ min: 0, max: 1_000_000_000_000 });
const bps = fc.integer({ min: 1, max: 10_000 });
const instant = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2090-01-01T00:00:00Z'), noInvalidDate: true });

const terms = (patch: Partial<CouponTerms> = {}): CouponTerms => ({
  percentOffBps: 1000, amountOff: null, duration: 'once', durationMonths: null, minimumAmount: null, maxRedemptions: null,
  redeemBy: null, firstTimeOnly: false, active: true, ...patch,
});

describe('discountOf', () => {
  it('takes an integer between 0 and the amount off, for percent and amount coupons in every exponent', () => {
    fc.assert(fc.property(currency, amount, bps, fc.integer({ min: 1, max: 10 ** 12 }), (cur, a, p, off) => {
      for (const t of [terms({ percentOffBps: p }), terms({ percentOffBps: null, amountOff: { [cur]: off } })]) {
        const d = discountOf(t, a, cur);
        expect(Number.isSafeInteger(d)).toBe(true);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(a);
      }
    }));
  });

  it('rounds a percent half up to the minor unit: within half a minor unit of the exact share', () => {
    fc.assert(fc.property(currency, amount, bps, (cur, a, p) => {
      const d = discountOf(terms({ percentOffBps: p }), a, cur);
      // |d − a·p/10000| ≤ 1/2, in integers: |20000·d − 2·a·p| ≤ 10000.
      const err = 20_000n * BigInt(d) - 2n * BigInt(a) * BigInt(p);
      expect(err <= 10_000n && err >= -10_000n).toBe(true);
    }));
  });

  it('grows with the amount and with the percent', () => {
    fc.assert(fc.property(currency, amount, amount, bps, bps, (cur, a, b, p, q) => {
      const [lo, hi] = a <= b ? [a, b] : [b, a];
      const [pl, ph] = p <= q ? [p, q] : [q, p];
      expect(discountOf(terms({ percentOffBps: p }), lo, cur)).toBeLessThanOrEqual(discountOf(terms({ percentOffBps: p }), hi, cur));
      expect(discountOf(terms({ percentOffBps: pl }), a, cur)).toBeLessThanOrEqual(discountOf(terms({ percentOffBps: ph }), a, cur));
    }));
  });

  it('takes everything at 100 % and the whole amount off up to the amount', () => {
    fc.assert(fc.property(currency, amount, (cur, a) => {
      expect(discountOf(terms({ percentOffBps: 10_000 }), a, cur)).toBe(a);
      expect(discountOf(terms({ percentOffBps: null, amountOff: { [cur]: a + 1 } }), a, cur)).toBe(a);
    }));
  });

  it('reads the amount off of the invoice currency only', () => {
    const t = terms({ percentOffBps: null, amountOff: { USD: 500, JPY: 700, KWD: 1500 } });
    expect(discountOf(t, 10_000, 'usd')).toBe(500);
    expect(discountOf(t, 10_000, 'JPY')).toBe(700);
    expect(discountOf(t, 10_000, 'KWD')).toBe(1500);
    expect(discountOf(t, 10_000, 'EUR')).toBe(0);
  });

  it('gives the same share of a displayed amount in each exponent (12.5 % of 10 units)', () => {
    for (const cur of ['JPY', 'USD', 'KWD']) {
      const ten = 10 * 10 ** minorUnitExponent(cur);
      const d = discountOf(terms({ percentOffBps: 1250 }), ten, cur);
      expect(fromMinorUnits(d, cur)).toBe(cur === 'JPY' ? '1' : cur === 'USD' ? '1.25' : '1.250');
    }
    // Half up: 15 % of 3 JPY is 0.45 → 0; of 10 JPY 1.5 → 2.
    expect(percentOf(3, 1500)).toBe(0);
    expect(percentOf(10, 1500)).toBe(2);
  });
});

describe('redemptionRefusal', () => {
  const ctx = { now: new Date('2026-06-01T00:00:00Z'), currency: 'USD', amount: 1000, redemptions: 0, firstTimeCustomer: true };

  it('accepts a plain active coupon', () => {
    expect(redemptionRefusal(terms(), ctx)).toBeNull();
  });

  it('refuses inactive, expired, used up, wrong currency, under the minimum and returning customers', () => {
    expect(redemptionRefusal(terms({ active: false }), ctx)).toBe('coupon_inactive');
    expect(redemptionRefusal(terms({ redeemBy: new Date('2026-05-31T23:59:59Z') }), ctx)).toBe('coupon_expired');
    expect(redemptionRefusal(terms({ redeemBy: ctx.now }), ctx)).toBeNull();
    expect(redemptionRefusal(terms({ maxRedemptions: 3 }), { ...ctx, redemptions: 3 })).toBe('coupon_limit_reached');
    expect(redemptionRefusal(terms({ maxRedemptions: 3 }), { ...ctx, redemptions: 2 })).toBeNull();
    expect(redemptionRefusal(terms({ percentOffBps: null, amountOff: { EUR: 100 } }), ctx)).toBe('coupon_currency_mismatch');
    expect(redemptionRefusal(terms({ minimumAmount: { USD: 1001 } }), ctx)).toBe('coupon_minimum_not_met');
    expect(redemptionRefusal(terms({ minimumAmount: { USD: 1000 } }), ctx)).toBeNull();
    expect(redemptionRefusal(terms({ minimumAmount: { JPY: 5000 } }), ctx)).toBeNull();
    expect(redemptionRefusal(terms({ firstTimeOnly: true }), { ...ctx, firstTimeCustomer: false })).toBe('coupon_first_time_only');
  });

  it('never accepts past the limit, whatever else holds', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 0, max: 200 }), (max, used) => {
      const refusal = redemptionRefusal(terms({ maxRedemptions: max }), { ...ctx, redemptions: used });
      expect(refusal === null).toBe(used < max);
    }));
  });
});

describe('durations', () => {
  it('once discounts the first invoice only', () => {
    const t = terms({ duration: 'once' });
    const at = new Date('2026-01-31T00:00:00Z');
    expect(appliesToPeriod(t, { redeemedAt: at, invoicesDiscounted: 0 }, at)).toBe(true);
    expect(appliesToPeriod(t, { redeemedAt: at, invoicesDiscounted: 1 }, addMonthsUtc(at, 1))).toBe(false);
  });

  it('repeating N months discounts exactly the monthly periods starting in the N months', () => {
    fc.assert(fc.property(instant, fc.integer({ min: 1, max: 36 }), fc.integer({ min: 0, max: 60 }), (start, months, n) => {
      const t = terms({ duration: 'repeating', durationMonths: months });
      const periodStart = periodBoundary(start, 'month', 1, n);
      expect(appliesToPeriod(t, { redeemedAt: start, invoicesDiscounted: n }, periodStart)).toBe(n < months);
    }));
  });

  it('forever always applies', () => {
    fc.assert(fc.property(instant, fc.integer({ min: 0, max: 500 }), (start, n) => {
      expect(appliesToPeriod(terms({ duration: 'forever' }), { redeemedAt: start, invoicesDiscounted: n }, periodBoundary(start, 'week', 1, n))).toBe(true);
    }));
  });

  it('adds calendar months clamped to the month end, and comes back to the anchor day', () => {
    const jan31 = new Date('2026-01-31T10:00:00Z');
    expect(addMonthsUtc(jan31, 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(periodBoundary(jan31, 'month', 1, 2).toISOString()).toBe('2026-03-31T10:00:00.000Z');
    expect(addMonthsUtc(new Date('2028-01-31T00:00:00Z'), 1).toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(periodBoundary(new Date('2028-02-29T00:00:00Z'), 'year', 1, 1).toISOString()).toBe('2029-02-28T00:00:00.000Z');
    fc.assert(fc.property(instant, fc.integer({ min: -60, max: 60 }), (at, m) => {
      const moved = addMonthsUtc(at, m);
      expect((moved.getUTCFullYear() - at.getUTCFullYear()) * 12 + moved.getUTCMonth() - at.getUTCMonth()).toBe(m);
      expect(moved.getUTCDate()).toBeLessThanOrEqual(at.getUTCDate());
    }));
  });
});

describe('proration of a plan change', () => {
  const period = fc.tuple(instant, fc.integer({ min: 1, max: 366 * 86_400_000 }), fc.double({ min: 0, max: 1, noNaN: true }));

  it('credits the unused old plan and charges the rest of the new one, each within its price', () => {
    fc.assert(fc.property(currency, amount, amount, period, (_cur, oldA, newA, [start, len, f]) => {
      const end = new Date(start.getTime() + len);
      const at = new Date(start.getTime() + Math.floor(len * f));
      const p = prorate(oldA, newA, start, end, at);
      expect(Number.isSafeInteger(p.credit) && Number.isSafeInteger(p.charge)).toBe(true);
      expect(p.credit).toBeGreaterThanOrEqual(0);
      expect(p.credit).toBeLessThanOrEqual(oldA);
      expect(p.charge).toBeGreaterThanOrEqual(0);
      expect(p.charge).toBeLessThanOrEqual(newA);
      expect(p.net).toBe(p.charge - p.credit);
      // The same price on both sides nets to nothing; a dearer plan never nets negative.
      expect(prorate(oldA, oldA, start, end, at).net).toBe(0);
      if (newA >= oldA) expect(p.net).toBeGreaterThanOrEqual(0);
    }));
  });

  it('is the whole difference at the period start and nothing at its end', () => {
    fc.assert(fc.property(amount, amount, instant, fc.integer({ min: 1, max: 10 ** 10 }), (oldA, newA, start, len) => {
      const end = new Date(start.getTime() + len);
      expect(prorate(oldA, newA, start, end, start)).toEqual({ credit: oldA, charge: newA, net: newA - oldA });
      expect(prorate(oldA, newA, start, end, end)).toEqual({ credit: 0, charge: 0, net: 0 });
    }));
  });

  it('halves at mid-period, rounding half up in each exponent', () => {
    const start = new Date('2026-03-01T00:00:00Z');
    const end = new Date('2026-03-31T00:00:00Z');
    const mid = new Date('2026-03-16T00:00:00Z');
    expect(prorate(999, 2001, start, end, mid)).toEqual({ credit: 500, charge: 1001, net: 501 });
  });
});

describe('plans, statuses and dunning', () => {
  const plan = (patch: Partial<PlanTerms> = {}): PlanTerms => ({ amount: 1000, currency: 'USD', interval: 'month', intervalCount: 1, trialDays: 0, ...patch });

  it('simulates a trial, then the coupon on the periods it covers', () => {
    const rows = simulatePlan(plan({ trialDays: 14 }), terms({ percentOffBps: 2500, duration: 'repeating', durationMonths: 2 }), new Date('2026-01-01T00:00:00Z'), 5);
    expect(rows.map((r) => [r.trial, r.discount, r.due])).toEqual([[true, 0, 0], [false, 250, 750], [false, 250, 750], [false, 0, 1000], [false, 0, 1000]]);
    expect(rows[1].start.toISOString()).toBe('2026-01-15T00:00:00.000Z');
  });

  it('due is amount minus discount in every simulated period', () => {
    fc.assert(fc.property(currency, amount, bps, fc.constantFrom('once', 'repeating', 'forever' as const), (cur, a, p, duration) => {
      const rows = simulatePlan(plan({ amount: a, currency: cur }), terms({ percentOffBps: p, duration, durationMonths: 3 }), new Date('2026-01-01T00:00:00Z'), 6);
      for (const r of rows) expect(r.due).toBe(r.amount - r.discount);
      if (duration === 'once') expect(rows.filter((r) => r.discount > 0).length).toBeLessThanOrEqual(1);
    }));
  });

  it('retries on the documented schedule, then stops', () => {
    const failed = new Date('2026-01-01T00:00:00Z');
    expect(DUNNING_RETRY_DAYS).toEqual([3, 5, 7]);
    expect(nextRetryAt(failed, 1)?.toISOString()).toBe('2026-01-04T00:00:00.000Z');
    expect(nextRetryAt(failed, 3)?.toISOString()).toBe('2026-01-08T00:00:00.000Z');
    expect(nextRetryAt(failed, 4)).toBeNull();
  });

  it('never leaves canceled, and offers only moves the status allows', () => {
    for (const s of SUBSCRIPTION_STATUSES) expect(canMove('canceled', s)).toBe(false);
    expect(subscriptionActions('canceled', false)).toEqual([]);
    expect(subscriptionActions('paused', false)).toContain('resume');
    expect(subscriptionActions('active', true)).not.toContain('cancelAtPeriodEnd');
    expect(canMove('past_due', 'unpaid')).toBe(true);
    expect(canMove('active', 'unpaid')).toBe(false);
  });
});
