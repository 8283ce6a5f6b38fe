import { describe, expect, it } from 'vitest';
import { checkoutDueToday, planQuote } from './quote';

const now = new Date('2026-03-10T12:00:00Z');
const plan = { amount: 2000, currency: 'USD', interval: 'month' as const, intervalCount: 1, trialDays: 0 };
const quarterOff = { percentOffBps: 2500, amountOff: null, duration: 'once' as const, durationMonths: null };

describe('planQuote', () => {
  it('charges the discounted first period today', () => {
    expect(planQuote(plan, quarterOff, now)).toEqual({ amount: 2000, discount: 500, firstCharge: 1500, dueToday: 1500, firstChargeAt: now });
    expect(planQuote(plan, null, now)).toMatchObject({ discount: 0, firstCharge: 2000, dueToday: 2000 });
  });

  it('charges nothing today during a trial; the first charge at its end carries the discount', () => {
    const q = planQuote({ ...plan, trialDays: 14 }, quarterOff, now);
    expect(q).toMatchObject({ dueToday: 0, discount: 500, firstCharge: 1500 });
    expect(q.firstChargeAt.toISOString()).toBe('2026-03-24T12:00:00.000Z');
  });

  it('a repeating coupon shorter than the trial no longer applies to the first charge', () => {
    const q = planQuote({ ...plan, trialDays: 60 }, { ...quarterOff, duration: 'repeating', durationMonths: 1 }, now);
    expect(q).toMatchObject({ discount: 0, firstCharge: 2000, dueToday: 0 });
  });

  it('an amount off in a zero-decimal currency never takes more than the price', () => {
    expect(planQuote({ ...plan, amount: 500, currency: 'JPY' }, { percentOffBps: null, amountOff: { JPY: 800 }, duration: 'forever', durationMonths: null }, now)).toMatchObject({ discount: 500, dueToday: 0 });
  });
});

describe('checkoutDueToday', () => {
  it('is the applied code\'s first charge, nothing during a trial, and an invoice\'s amount as it is', () => {
    const view = { amount: 2000, currency: 'USD', plan: { interval: 'month' as const, intervalCount: 1, trialDays: 0 } };
    expect(checkoutDueToday(view, null, now)).toBe(2000);
    expect(checkoutDueToday(view, planQuote(plan, quarterOff, now), now)).toBe(1500);
    expect(checkoutDueToday({ ...view, plan: { ...view.plan, trialDays: 7 } }, null, now)).toBe(0);
    expect(checkoutDueToday({ amount: 999, currency: 'EUR' }, null, now)).toBe(999);
  });
});
