import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PAYMENT_AMOUNT, basisPoints, computeFees, fixedFee, minimumAmount } from './pricing';

describe('pricing rule', () => {
  it('charges 2.9% + 0.30 in the currency, rounded half up to a minor unit', () => {
    expect(computeFees(10_000, 'USD')).toEqual({ serviceFee: 320, fxFee: 0, fee: 320, net: 9680 });
    // 2.9% of 1,234 is 35.786 -> 36; plus 30.
    expect(computeFees(1234, 'EUR').serviceFee).toBe(66);
    // 2.9% of 50 is 1.45 -> 1 (half up would need .5): 1 + 30.
    expect(computeFees(50, 'USD').serviceFee).toBe(31);
    expect(basisPoints(150, 290)).toBe(4); // 4.35 -> 4
    expect(basisPoints(5000, 1)).toBe(1); // 0.5 -> 1 (half up)
  });

  it('scales the fixed part by the currency exponent: JPY has no decimals, KWD three', () => {
    expect(fixedFee('USD')).toBe(30);
    expect(fixedFee('JPY')).toBe(30);
    expect(fixedFee('KWD')).toBe(300);
    expect(computeFees(10_000, 'JPY')).toMatchObject({ serviceFee: 290 + 30 });
    expect(computeFees(10_000, 'KWD')).toMatchObject({ serviceFee: 290 + 300 });
    expect(minimumAmount('USD')).toBe(50);
    expect(minimumAmount('JPY')).toBe(50);
    expect(minimumAmount('KWD')).toBe(500);
  });

  it('adds a 1% FX fee when the card currency differs', () => {
    expect(computeFees(10_000, 'USD', { cardCurrency: 'EUR' })).toEqual({ serviceFee: 320, fxFee: 100, fee: 420, net: 9580 });
    expect(computeFees(10_000, 'USD', { cardCurrency: 'usd' }).fxFee).toBe(0);
  });

  it('is exact integer arithmetic for every allowed amount, and the minimum always nets positive', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_PAYMENT_AMOUNT }), fc.constantFrom('USD', 'JPY', 'KWD'), fc.boolean(), (amount, ccy, cross) => {
        const f = computeFees(amount, ccy, { cardCurrency: cross ? 'EUR' : ccy });
        for (const v of Object.values(f)) expect(Number.isSafeInteger(v)).toBe(true);
        expect(f.fee).toBe(f.serviceFee + f.fxFee);
        expect(f.net).toBe(amount - f.fee);
        // Exact against bigint arithmetic.
        expect(BigInt(f.serviceFee - fixedFee(ccy))).toBe((BigInt(amount) * 290n + 5000n) / 10000n);
      }),
    );
    for (const ccy of ['USD', 'JPY', 'KWD']) expect(computeFees(minimumAmount(ccy), ccy, { cardCurrency: 'EUR' }).net).toBeGreaterThan(0);
    expect(() => basisPoints(MAX_PAYMENT_AMOUNT + 1, 290)).toThrow(RangeError);
    expect(() => basisPoints(1.5, 290)).toThrow(RangeError);
  });
});
