import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MINOR_UNIT_EXPONENT, amountPercentChange, MINOR_UNIT_EXPONENTS, formatMajorAmount, formatMoney, fromMinorUnits, minorUnitExponent, parseMinorUnits,
  toBigIntMinor, toMinorUnits,
} from './currency';

const CODES = ['USD', 'EUR', 'CNY', ...Object.keys(MINOR_UNIT_EXPONENTS)];

describe('minorUnitExponent', () => {
  it('follows the spec table exactly', () => {
    const expected: Record<number, string> = {
      0: 'JPY KRW VND CLP ISK UGX XOF XAF XPF RWF PYG DJF GNF KMF VUV BIF UYI',
      3: 'BHD IQD JOD KWD LYD OMR TND', 4: 'CLF UYW', 6: 'USDT USDC TRX', 8: 'BTC LTC XBT', 18: 'ETH',
    };
    const table = Object.entries(expected).flatMap(([e, codes]) => codes.split(' ').map((c) => [c, Number(e)] as const));
    expect(MINOR_UNIT_EXPONENTS).toEqual(Object.fromEntries(table));
    for (const [code, exp] of table) expect(minorUnitExponent(code)).toBe(exp);
  });

  it('defaults to 2 and ignores case', () => {
    expect(DEFAULT_MINOR_UNIT_EXPONENT).toBe(2);
    expect(minorUnitExponent('USD')).toBe(2);
    expect(minorUnitExponent('XYZ')).toBe(2);
    expect(minorUnitExponent('jpy')).toBe(0);
    expect(minorUnitExponent(' eth ')).toBe(18);
  });
});

describe('toMinorUnits', () => {
  it('reads decimal strings without floats', () => {
    expect(toMinorUnits('1234.56', 'USD')).toBe(123456n);
    expect(toMinorUnits('0.1', 'USD')).toBe(10n);
    expect(toMinorUnits('1,234.5', 'USD')).toBe(123450n);
    expect(toMinorUnits('-0.05', 'USD')).toBe(-5n);
    expect(toMinorUnits('+7', 'USD')).toBe(700n);
    expect(toMinorUnits('.5', 'USD')).toBe(50n);
    expect(toMinorUnits('100', 'JPY')).toBe(100n);
    expect(toMinorUnits('1.234', 'KWD')).toBe(1234n);
    expect(toMinorUnits('1.000000000000000001', 'ETH')).toBe(1_000_000_000_000_000_001n);
    expect(toMinorUnits('123456789012345678.123456789012345678', 'ETH')).toBe(123456789012345678123456789012345678n);
  });

  it('rejects too many decimals, even zeros', () => {
    expect(parseMinorUnits('1.234', 'USD')).toEqual({ ok: false, reason: 'decimals' });
    expect(parseMinorUnits('100.00', 'JPY')).toEqual({ ok: false, reason: 'decimals' });
    expect(() => toMinorUnits('0.1234567', 'USDT')).toThrow(/more than 6 decimals/);
  });

  it('rejects anything that is not a decimal amount', () => {
    for (const bad of ['', '.', '-', '1.2.3', '1e5', '12a', '1,23.00', '1,2345', ' ', 'NaN', '0x10', '1 000']) {
      expect(parseMinorUnits(bad, 'USD'), bad).toEqual({ ok: false, reason: 'format' });
    }
    expect(() => toMinorUnits('abc', 'USD')).toThrow(RangeError);
  });
});

describe('fromMinorUnits', () => {
  it('writes exactly the currency’s decimals', () => {
    expect(fromMinorUnits(123456n, 'USD')).toBe('1234.56');
    expect(fromMinorUnits(5, 'USD')).toBe('0.05');
    expect(fromMinorUnits('-5', 'USD')).toBe('-0.05');
    expect(fromMinorUnits(0n, 'BHD')).toBe('0.000');
    expect(fromMinorUnits(100, 'JPY')).toBe('100');
    expect(fromMinorUnits(1n, 'ETH')).toBe('0.000000000000000001');
    expect(fromMinorUnits(10n ** 18n, 'ETH')).toBe('1.000000000000000000');
  });

  it('refuses unsafe numbers and non-integers', () => {
    expect(() => fromMinorUnits(2 ** 53, 'USD')).toThrow(RangeError);
    expect(() => fromMinorUnits(1.5, 'USD')).toThrow(RangeError);
    expect(() => fromMinorUnits('1.5', 'USD')).toThrow(RangeError);
    expect(toBigIntMinor(' 42 ')).toBe(42n);
  });

  it('round-trips with toMinorUnits for every currency', () => {
    fc.assert(fc.property(fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }), fc.constantFrom(...CODES), (minor, ccy) => {
      const text = fromMinorUnits(minor, ccy);
      expect(toMinorUnits(text, ccy)).toBe(minor);
      expect(text.split('.')[1]?.length ?? 0).toBe(minorUnitExponent(ccy));
    }));
  });
});

describe('formatMajorAmount', () => {
  it('shows a chart value with the currency decimals and code, or whole for axis ticks', () => {
    expect(formatMajorAmount(1234.5, 'usd')).toBe('1,234.50 USD');
    expect(formatMajorAmount(1234.5, 'JPY')).toBe('1,235 JPY');
    expect(formatMajorAmount(1.2345, 'KWD')).toBe('1.235 KWD');
    expect(formatMajorAmount(98765.4, 'USD', { decimals: 0 })).toBe('98,765 USD');
    expect(formatMajorAmount(0, 'EUR')).toBe('0.00 EUR');
  });
});

describe('formatMoney', () => {
  it('shows separators, decimals and the code after by default', () => {
    expect(formatMoney(123456, 'USD')).toBe('1,234.56 USD');
    expect(formatMoney(-123456789n, 'usd')).toBe('-1,234,567.89 USD');
    expect(formatMoney(1234567, 'JPY')).toBe('1,234,567 JPY');
    expect(formatMoney(1234567n, 'KWD')).toBe('1,234.567 KWD');
    expect(formatMoney(1234n * 10n ** 18n + 5n, 'ETH')).toBe('1,234.000000000000000005 ETH');
    expect(formatMoney(0, 'USD')).toBe('0.00 USD');
  });

  it('can put the code first or leave it out', () => {
    expect(formatMoney(123456, 'EUR', { code: 'before' })).toBe('EUR 1,234.56');
    expect(formatMoney(123456, 'EUR', { code: 'none' })).toBe('1,234.56');
  });

  it('is the exact amount with separators for any value', () => {
    fc.assert(fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), fc.constantFrom(...CODES), (minor, ccy) => {
      const out = formatMoney(minor, ccy, { code: 'none' });
      expect(out).toMatch(/^-?\d{1,3}(,\d{3})*(\.\d+)?$/);
      expect(toMinorUnits(out, ccy)).toBe(minor);
    }));
  });
});

describe('amountPercentChange', () => {
  it('applies the zero-base rule to major units', () => {
    expect(amountPercentChange(686_094n, 0n, 'USD')).toBe(686_094);
    expect(amountPercentChange(0n, 500n, 'USD')).toBe(-500);
    expect(amountPercentChange(1_000n, 0n, 'JPY')).toBe(100_000);
    expect(amountPercentChange(1_500n, 0n, 'KWD')).toBe(150);
  });

  it('gives the ordinary change whatever the unit', () => {
    expect(amountPercentChange(12_500n, 10_000n, 'USD')).toBe(25);
    expect(amountPercentChange(80, 100, 'JPY')).toBe(-20);
  });
});
