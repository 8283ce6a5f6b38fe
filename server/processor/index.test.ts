import { describe, expect, it } from 'vitest';
import { luhnValid } from '../../domain/payments';
import { brandKey } from '../../domain/payment-methods';
import { simulatedNetwork, TEST_CARDS } from './index';
import { brandOf } from './test-cards';

const now = new Date('2026-06-15T00:00:00Z');
const card = (number: string, expYear = 2030) => ({ number, expMonth: 12, expYear, cvc: '123' });

describe('simulated card network', () => {
  it('documents only valid, distinct card numbers', () => {
    for (const c of TEST_CARDS) expect(luhnValid(c.number), c.number).toBe(true);
    expect(new Set(TEST_CARDS.map((c) => c.number)).size).toBe(TEST_CARDS.length);
  });

  it('names the brand of a number by its first digits, as the payment-method settings list them', () => {
    expect(['4111111111111111', '5105105105105100', '2221000000000009', '378282246310005', '341111111111111', '6200000000000005', '3566002020360505', '6011111111111117'].map(brandOf))
      .toEqual(['VISA', 'Mastercard', 'Mastercard', 'American Express', 'American Express', 'UnionPay', 'JCB', 'Other']);
    for (const c of TEST_CARDS) expect(brandKey(c.brand), c.number).not.toBeNull();
    expect(simulatedNetwork.describe(card('3566002020360505')).brand).toBe('JCB');
  });

  it('decides by the test card number', () => {
    expect(simulatedNetwork.authorize(card('4242424242424242'), now)).toEqual({ status: 'authorized', disputeExpected: false });
    expect(simulatedNetwork.authorize(card('4000000000000002'), now)).toEqual({ status: 'declined', code: 'card_declined' });
    expect(simulatedNetwork.authorize(card('4000000000009995'), now)).toEqual({ status: 'declined', code: 'insufficient_funds' });
    expect(simulatedNetwork.authorize(card('4000000000000069'), now)).toEqual({ status: 'declined', code: 'expired_card' });
    expect(simulatedNetwork.authorize(card('4000000000000127'), now)).toEqual({ status: 'declined', code: 'incorrect_cvc' });
    expect(simulatedNetwork.authorize(card('4000002760003184'), now)).toEqual({ status: 'requires_action' });
    expect(simulatedNetwork.authorize(card('4000000000000259'), now)).toEqual({ status: 'authorized', disputeExpected: true });
  });

  it('declines any card past its expiry month, and treats unknown valid numbers as good cards', () => {
    expect(simulatedNetwork.authorize(card('4242424242424242', 2026), now)).toEqual({ status: 'authorized', disputeExpected: false });
    expect(simulatedNetwork.authorize({ ...card('4242424242424242'), expYear: 2026, expMonth: 5 }, now)).toEqual({ status: 'declined', code: 'expired_card' });
    expect(simulatedNetwork.authorize(card('4111111111111111'), now).status).toBe('authorized');
    expect(simulatedNetwork.describe(card('5105105105105100'))).toMatchObject({ brand: 'Mastercard', last4: '5100', country: null, currency: null });
  });

  it('recognises its cards later by fingerprint: 3-D Secure, refunds, instant availability', () => {
    const fp = (n: string) => simulatedNetwork.describe(card(n)).fingerprint;
    expect(fp('4242424242424242')).not.toContain('4242424242424242');
    expect(simulatedNetwork.completeThreeDs(fp('4000002760003184'), 'pass')).toEqual({ status: 'authorized', disputeExpected: false });
    expect(simulatedNetwork.completeThreeDs(fp('4000002760003184'), 'fail')).toEqual({ status: 'declined', code: 'authentication_failed' });
    expect(simulatedNetwork.refund(fp('4000000000005126'))).toEqual({ ok: false, code: 'refund_failed' });
    expect(simulatedNetwork.refund(fp('4242424242424242'))).toEqual({ ok: true });
    expect(simulatedNetwork.refund(null)).toEqual({ ok: true });
    expect(simulatedNetwork.availableAtOnce(fp('4000000000000077'))).toBe(true);
    expect(simulatedNetwork.availableAtOnce(fp('4242424242424242'))).toBe(false);
  });
});
