import { describe, expect, it } from 'vitest';
import { paymentFilterSchema } from './payment-filters';
import { paymentMessage, paymentMessages } from './payment-messages';
import { translateMessage } from './messages';
import { createPaymentSchema, createRefundSchema, luhnValid } from './payments';

const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };

function issues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('createPaymentSchema', () => {
  it('accepts a card payment, normalising the number and the currency', () => {
    const parsed = createPaymentSchema.parse({ amount: 500, currency: 'usd', card, customer: { name: ' Ada ' } });
    expect(parsed).toMatchObject({ amount: 500, currency: 'USD', capture: true, card: { number: '4242424242424242' }, customer: { name: 'Ada' } });
  });

  it('names the field and the message of each mistake', () => {
    expect(issues(createPaymentSchema.safeParse({ amount: 500, currency: 'USD', card: { ...card, number: '4242424242424241' } }))).toEqual({ 'card.number': 'card_number_invalid' });
    expect(issues(createPaymentSchema.safeParse({ amount: 1.5, currency: 'USD', card }))).toEqual({ amount: 'payment_amount_invalid' });
    expect(issues(createPaymentSchema.safeParse({ amount: 49, currency: 'USD', card }))).toEqual({ amount: 'payment_amount_too_small' });
    expect(issues(createPaymentSchema.safeParse({ amount: 499, currency: 'KWD', card }))).toEqual({ amount: 'payment_amount_too_small' });
    expect(issues(createPaymentSchema.safeParse({ amount: 500, currency: 'BTC', card }))).toEqual({ currency: 'currency_unsupported' });
    expect(issues(createPaymentSchema.safeParse({ amount: 500, currency: 'USD', card: { ...card, cvc: '12a' } }))).toEqual({ 'card.cvc': 'card_cvc_invalid' });
    expect(issues(createPaymentSchema.safeParse({ amount: 500, currency: 'USD', card, customerId: 'cus_1', customer: { name: 'A' } }))).toEqual({ customerId: 'customer_choose_one' });
  });
});

describe('createRefundSchema', () => {
  it('needs a payment and a reason; the amount is optional (full refund)', () => {
    expect(createRefundSchema.parse({ paymentId: 'pay_1', reason: 'duplicate' })).toEqual({ paymentId: 'pay_1', reason: 'duplicate' });
    expect(issues(createRefundSchema.safeParse({ paymentId: '', reason: 'nope', amount: 0 }))).toEqual({
      paymentId: 'refund_payment_required', reason: 'refund_reason_required', amount: 'refund_amount_invalid',
    });
  });
});

describe('luhnValid', () => {
  it('checks the card checksum', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000002760003184')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
  });
});

describe('payment filters', () => {
  it('allow only their own fields and valid values', () => {
    expect(paymentFilterSchema.safeParse({ status: ['succeeded', 'failed'], createdFrom: '2026-01-01' }).success).toBe(true);
    expect(paymentFilterSchema.safeParse({ createdFrom: '2026-01-01T00:00:00+08:00' }).success).toBe(true);
    expect(paymentFilterSchema.safeParse({ status: 'paid' }).success).toBe(false);
    expect(paymentFilterSchema.safeParse({ accountId: 'x' }).success).toBe(false);
  });
});

describe('payment messages', () => {
  it('have both languages, and the server sends English until they are merged', () => {
    for (const [key, m] of Object.entries(paymentMessages)) {
      expect(m.en.length, key).toBeGreaterThan(0);
      expect(m.zh.length, key).toBeGreaterThan(0);
    }
    expect(paymentMessage('refund_exceeds_refundable')).toBe('refund_exceeds_refundable');
    expect(translateMessage(paymentMessage('refund_exceeds_refundable'), 'en')).toMatch(/^The refund amount/);
  });
});
