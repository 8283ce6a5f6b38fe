import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountMatches, checkoutPaySchema, CHECKOUT_REFUSALS, invoiceRefusal, linkRefusal, refusalMessage } from './checkout';
import { isMessageKey, translateMessage } from './messages';

const now = new Date('2026-06-01T12:00:00Z');
const link = { status: 'incomplete' as const, expiresAt: null, maxPayments: null, paidCount: 0 };

describe('linkRefusal', () => {
  it('lets an active, unexpired link under its maximum be paid', () => {
    expect(linkRefusal(link, now)).toBeNull();
    expect(linkRefusal({ ...link, status: 'failed', maxPayments: 2, paidCount: 1, expiresAt: new Date('2026-07-01T00:00:00Z') }, now)).toBeNull();
    expect(linkRefusal({ ...link, status: 'succeeded', paidCount: 10_000 }, now)).toBeNull();
  });

  it('refuses deactivated, then expired, then full links', () => {
    expect(linkRefusal({ ...link, status: 'deactivated', expiresAt: '2026-01-01T00:00:00Z' }, now)).toBe('deactivated');
    expect(linkRefusal({ ...link, expiresAt: '2026-06-01T12:00:00Z', maxPayments: 1, paidCount: 1 }, now)).toBe('expired');
    expect(linkRefusal({ ...link, maxPayments: 2, paidCount: 2 }, now)).toBe('limit_reached');
  });
});

describe('invoiceRefusal', () => {
  it('takes a payment only on an open invoice', () => {
    expect(invoiceRefusal({ status: 'open' })).toBeNull();
    expect(invoiceRefusal({ status: 'paid' })).toBe('paid');
    expect(invoiceRefusal({ status: 'void' })).toBe('void');
    expect(invoiceRefusal({ status: 'draft' })).toBe('draft');
  });
});

describe('refusal messages', () => {
  it('has a translated message for every refusal and for a tampered amount', () => {
    for (const r of CHECKOUT_REFUSALS) {
      const key = refusalMessage(r);
      expect(isMessageKey(key), key).toBe(true);
      expect(translateMessage(key, 'zh')).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(translateMessage('checkout_amount_mismatch', 'en')).toContain('does not match');
  });
});

describe('amountMatches', () => {
  it('is true only for the same amount and currency (case and spaces aside)', () => {
    expect(amountMatches({ amount: 2500, currency: 'USD' }, { amount: 2500, currency: ' usd ' })).toBe(true);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 1e9 }), (a, b) => {
        expect(amountMatches({ amount: a, currency: 'EUR' }, { amount: b, currency: 'EUR' })).toBe(a === b);
      }),
    );
    expect(amountMatches({ amount: 2500, currency: 'USD' }, { amount: 2500, currency: 'EUR' })).toBe(false);
  });
});

describe('checkoutPaySchema', () => {
  const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };
  it('needs a card, a name, a valid e-mail and the amount shown', () => {
    expect(checkoutPaySchema.safeParse({ card, name: 'Ada', email: 'ada@example.com', amount: 100, currency: 'USD' }).success).toBe(true);
    const bad = checkoutPaySchema.safeParse({ card: { ...card, number: '4242424242424241' }, name: ' ', email: 'nope', amount: 1.5 });
    expect(bad.success).toBe(false);
    const byField = Object.fromEntries(bad.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byField).toEqual({
      'card.number': 'card_number_invalid',
      name: 'checkout_name_required',
      email: 'email_invalid',
      amount: 'payment_amount_invalid',
      currency: 'currency_unsupported',
    });
  });
});
