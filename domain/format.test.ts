import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyStringsToNull, formatNumber, groupThousands, percentChange } from './format';

const GROUPED = /^-?\d{1,3}(,\d{3})*(\.\d+)?$/;
const strip = (s: string) => s.replace(/,/g, '');

describe('groupThousands', () => {
  it('puts a comma every three digits from the right', () => {
    expect(groupThousands('0')).toBe('0');
    expect(groupThousands('999')).toBe('999');
    expect(groupThousands('1000')).toBe('1,000');
    expect(groupThousands('1234567')).toBe('1,234,567');
    expect(groupThousands('0001234')).toBe('1,234');
  });
});

describe('formatNumber', () => {
  it('adds thousands separators and keeps the value’s own decimals', () => {
    expect(formatNumber(1234567.891)).toBe('1,234,567.891');
    expect(formatNumber('1234.5')).toBe('1,234.5');
    expect(formatNumber(-1000)).toBe('-1,000');
    expect(formatNumber(12345678901234567890n)).toBe('12,345,678,901,234,567,890');
  });

  it('rounds to fixed decimals half away from zero, by the digits shown', () => {
    expect(formatNumber(1234.5, { decimals: 2 })).toBe('1,234.50');
    expect(formatNumber(1.005, { decimals: 2 })).toBe('1.01'); // (1.005).toFixed(2) would say 1.00
    expect(formatNumber(-2.5, { decimals: 0 })).toBe('-3');
    expect(formatNumber(999.996, { decimals: 2 })).toBe('1,000.00');
    expect(formatNumber(-0.001, { decimals: 2 })).toBe('0.00');
    expect(formatNumber(1e21, { decimals: 1 })).toBe('1,000,000,000,000,000,000,000.0');
    expect(formatNumber(1e-7, { decimals: 7 })).toBe('0.0000001');
  });

  it('shows empty values as 0 by default or blank when asked', () => {
    for (const empty of [null, undefined, '', '  ', 'abc', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatNumber(empty)).toBe('0');
      expect(formatNumber(empty, { decimals: 2 })).toBe('0.00');
      expect(formatNumber(empty, { emptyAs: '' })).toBe('');
    }
    expect(formatNumber(0, { emptyAs: '' })).toBe('0');
  });

  it('rejects an impossible decimals option', () => {
    expect(() => formatNumber(1, { decimals: -1 })).toThrow(RangeError);
    expect(() => formatNumber(1, { decimals: 1.5 })).toThrow(RangeError);
  });

  it('groups any integer correctly and loses no digit', () => {
    fc.assert(fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), (n) => {
      const out = formatNumber(n);
      expect(out).toMatch(GROUPED);
      expect(BigInt(strip(out))).toBe(n);
    }));
  });

  it('keeps every finite double within half a unit of the last shown decimal', () => {
    fc.assert(fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), fc.integer({ min: 0, max: 6 }), (n, decimals) => {
      const out = formatNumber(n, { decimals });
      expect(out).toMatch(GROUPED);
      expect(out.split('.')[1]?.length ?? 0).toBe(decimals);
      expect(Math.abs(Number(strip(out)) - n)).toBeLessThanOrEqual(0.5 * 10 ** -decimals * (1 + 1e-9) + Math.abs(n) * 1e-15);
    }));
  });

  it('is idempotent: formatting a formatted value changes nothing', () => {
    fc.assert(fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }), (n, decimals) => {
      const once = formatNumber(n, { decimals });
      expect(formatNumber(once, { decimals })).toBe(once);
    }));
  });
});

describe('emptyStringsToNull', () => {
  it('turns empty strings into null at any depth and leaves the rest alone', () => {
    const when = new Date(0);
    const input = { name: '', note: ' ', n: 0, ok: false, none: null, when, tags: ['', 'a'], owner: { email: '', list: [{ x: '' }] } };
    expect(emptyStringsToNull(input)).toEqual({
      name: null, note: ' ', n: 0, ok: false, none: null, when, tags: [null, 'a'], owner: { email: null, list: [{ x: null }] },
    });
    expect(emptyStringsToNull(input).when).toBe(when);
    expect(input.name).toBe('');
    expect(emptyStringsToNull('')).toBeNull();
  });

  it('never leaves an empty string and keeps every other leaf', () => {
    const leaves = (v: unknown): unknown[] =>
      Array.isArray(v) ? v.flatMap(leaves) : v !== null && typeof v === 'object' ? Object.values(v).flatMap(leaves) : [v];
    fc.assert(fc.property(fc.jsonValue(), (value) => {
      const out = emptyStringsToNull(value);
      expect(leaves(out)).not.toContain('');
      expect(leaves(out)).toEqual(leaves(value).map((x) => (x === '' ? null : x)));
    }));
  });
});

describe('percentChange', () => {
  it('computes the ordinary change', () => {
    expect(percentChange(100, 80)).toBe(25);
    expect(percentChange(80, 100)).toBe(-20);
    expect(percentChange(50, 50)).toBe(0);
  });

  it('follows the spec for a zero base or a zero current value', () => {
    expect(percentChange(5, 0)).toBe(500);
    expect(percentChange(0, 5)).toBe(-500);
    expect(percentChange(0, 0)).toBe(0);
    expect(Object.is(percentChange(0, 0), 0)).toBe(true);
  });

  it('obeys the rule for any amounts and counts', () => {
    const amount = fc.integer({ min: -1e12, max: 1e12 });
    fc.assert(fc.property(amount, amount, (current, base) => {
      const p = percentChange(current, base);
      expect(Object.is(p, -0)).toBe(false);
      if (base === 0) expect(p).toBe(current * 100 || 0);
      else if (current === 0) expect(p).toBe(-base * 100);
      else expect(Math.abs(base * (1 + p / 100) - current)).toBeLessThanOrEqual(Math.max(Math.abs(current), Math.abs(base)) * 1e-9);
      if (base !== 0 && current !== 0) expect(Math.sign(p)).toBe(Math.sign(current - base) * Math.sign(base) || 0);
    }), { examples: [[-2, -2], [3, 3], [0, -4]] });
  });
});
