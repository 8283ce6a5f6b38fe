import { describe, expect, it } from 'vitest';
import {
  CARD_BRANDS, NETWORK_BRAND_NAMES, acceptsBrand, brandKey, disabledBrands, paymentMethodsFrom, paymentMethodsSchema,
} from './payment-methods';

describe('payment methods', () => {
  it('maps the brand names the network reports to the settings keys, any case; others to null', () => {
    for (const b of CARD_BRANDS) expect(brandKey(NETWORK_BRAND_NAMES[b])).toBe(b);
    expect(brandKey('visa')).toBe('visa');
    expect(brandKey(' MASTERCARD ')).toBe('mastercard');
    expect(brandKey('Other')).toBeNull();
  });

  it('reads the stored brands turned off as settings and back', () => {
    expect(paymentMethodsFrom([]).cardBrands).toEqual({ visa: true, mastercard: true, amex: true, unionpay: true, jcb: true });
    const some = paymentMethodsFrom(['jcb', 'visa', 'unknown']);
    expect(some.cardBrands).toEqual({ visa: false, mastercard: true, amex: true, unionpay: true, jcb: false });
    expect(disabledBrands(some)).toEqual(['visa', 'jcb']);
  });

  it('accepts a card of a brand that is on, refuses one that is off, and takes a brand outside the list', () => {
    const methods = paymentMethodsFrom(['amex']);
    expect(acceptsBrand(methods, 'VISA')).toBe(true);
    expect(acceptsBrand(methods, 'American Express')).toBe(false);
    expect(acceptsBrand(methods, 'Other')).toBe(true);
  });

  it('keeps at least one brand on and takes exactly the listed switches', () => {
    expect(paymentMethodsSchema.safeParse(paymentMethodsFrom(['visa'])).success).toBe(true);
    const none = paymentMethodsSchema.safeParse(paymentMethodsFrom([...CARD_BRANDS]));
    expect(none.success).toBe(false);
    expect(none.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['cardBrands', 'payment_methods_one_brand']]);
    expect(paymentMethodsSchema.safeParse({ cardBrands: { ...paymentMethodsFrom([]).cardBrands, diners: true } }).success).toBe(false);
    expect(paymentMethodsSchema.safeParse({ cardBrands: { visa: true } }).success).toBe(false);
  });
});
