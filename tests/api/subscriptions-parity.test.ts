// The coupon and plan forms judge with the route's rule (issue 30, "forms on <Form> with the rule from domain/"):
// for the same typed values, the form's field errors (src/resources/coupons/couponForm.ts, src/resources/
// subscriptions/planForm.ts) and the route's 400 answer name the same fields with the same messages, and a form the
// form lets through the route creates. Typing the form cannot convert (letters in an amount) is the form's alone.
import { describe, expect, it } from 'vitest';
import { translateMessage } from '../../domain/messages';
import { couponFormToInput, formField, INITIAL_COUPON_FORM, judgeCouponForm, type CouponFormState } from '../../src/resources/coupons/couponForm';
import { EMPTY_PLAN_FORM, judgePlanForm, type PlanFormState } from '../../src/resources/subscriptions/planForm';
import { setupTestApp } from '../helpers/app';
import { signedInMerchant } from '../factories/payments';

const { app, database } = await setupTestApp();
const m = await signedInMerchant(app, database.db);

/** The form's errors as the route words them: 'validation.<key>' → the key's English message. */
const worded = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, key.startsWith('validation.') ? translateMessage(key.slice('validation.'.length) as never, 'en') : key]));

async function routeErrors(path: string, body: unknown, fieldOf: (p: string) => string = (p) => p) {
  const res = await m.test.post(path, body as object);
  if (res.statusCode === 201) return { created: true, errors: {} };
  expect(res.statusCode, res.body).toBe(400);
  const errors: Record<string, string> = {};
  for (const [p, message] of Object.entries((res.json().errors ?? {}) as Record<string, string>)) errors[fieldOf(p)] ??= message;
  return { created: false, errors };
}

const future = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 16);
const COUPONS: [string, Partial<CouponFormState>][] = [
  ['valid percent', { name: 'Spring', percent: '12.5', codes: 'SPRING12 spring-vip' }],
  ['valid amount, repeating, limits', { name: 'Five off', kind: 'amount', amount: '5', duration: 'repeating', durationMonths: '3', maxRedemptions: '10', minimumAmount: '20', redeemBy: future }],
  ['no name', { name: '  ', percent: '10' }],
  ['no percent', { name: 'P' }],
  ['percent above 100', { name: 'P', percent: '150' }],
  ['percent of 0', { name: 'P', percent: '0' }],
  ['amount off without an amount', { name: 'A', kind: 'amount' }],
  ['repeating without months', { name: 'R', percent: '10', duration: 'repeating' }],
  ['too many months', { name: 'R', percent: '10', duration: 'repeating', durationMonths: '40' }],
  ['no redemptions allowed', { name: 'L', percent: '10', maxRedemptions: '0' }],
  ['expiry in the past', { name: 'E', percent: '10', redeemBy: '2020-01-01T00:00' }],
  ['a code too short', { name: 'C', percent: '10', codes: 'AB' }],
  ['a code twice', { name: 'C', percent: '10', codes: 'TWICE1 twice1' }],
  ['a code with a space inside', { name: 'C', percent: '10', codes: 'OK1,NOT$OK' }],
];

const PLANS: [string, Partial<PlanFormState>][] = [
  ['valid monthly', { productName: 'Pro', amount: '20' }],
  ['valid yen with a trial', { productName: 'Yen', amount: '1500', currency: 'JPY', interval: 'year', trialDays: '30' }],
  ['no product', { productName: '', amount: '20' }],
  ['no price', { productName: 'P', amount: '' }],
  ['a price of zero', { productName: 'P', amount: '0' }],
  ['13 months between renewals', { productName: 'P', amount: '20', intervalCount: '13' }],
  ['a count of zero', { productName: 'P', amount: '20', intervalCount: '0' }],
  ['a trial too long', { productName: 'P', amount: '20', trialDays: '800' }],
  ['a trial in words', { productName: 'P', amount: '20', trialDays: 'ten' }],
];

describe('the coupon form and POST /coupons judge alike', () => {
  it.each(COUPONS)('%s', async (_name, typed) => {
    const form = { ...INITIAL_COUPON_FORM, ...typed };
    const judged = judgeCouponForm(form);
    const route = await routeErrors('/coupons', couponFormToInput(form).input, formField);
    expect(route.errors).toEqual(worded(judged.errors));
    expect(route.created).toBe(judged.input !== null);
    if (!judged.input) expect(Object.keys(judged.errors).length, 'a refused form names a field').toBeGreaterThan(0);
  });
});

describe('the plan form and POST /plans judge alike', () => {
  it.each(PLANS)('%s', async (_name, typed) => {
    const form = { ...EMPTY_PLAN_FORM, ...typed };
    const judged = judgePlanForm(form);
    const { amount, intervalCount, trialDays } = form;
    // What the form would send were it let through: the same conversion the judgment made.
    const body = { ...form, amount: /^\d+(\.\d+)?$/.test(amount) ? Number(amount) * (form.currency === 'JPY' ? 1 : 100) : null, intervalCount: /^\d+$/.test(intervalCount) ? Number(intervalCount) : null, trialDays: /^\d+$/.test(trialDays) ? Number(trialDays) : null };
    const route = await routeErrors('/plans', body);
    expect(route.errors).toEqual(worded(judged.errors));
    expect(route.created).toBe(judged.input !== null);
    if (!judged.input) expect(Object.keys(judged.errors).length, 'a refused form names a field').toBeGreaterThan(0);
  });
});
