// Figures as people read them: per-currency decimals, rates from basis points, signed changes.
import { describe, expect, it } from 'vitest';
import { formatChange, formatFigure, formatRate, majorUnits } from './figures';

const k = { currency: 'JPY', successfulAmount: 1234567, averageAmount: 1235, successfulCount: 1000, failedCount: 3, totalCount: 1010, successRate: 9970 };

describe('stats figures', () => {
  it('formats money with the currency decimals and counts with separators', () => {
    expect(formatFigure('successfulAmount', k)).toBe('1,234,567 JPY');
    expect(formatFigure('successfulAmount', { ...k, currency: 'KWD' })).toBe('1,234.567 KWD');
    expect(formatFigure('averageAmount', { ...k, currency: 'USD' })).toBe('12.35 USD');
    expect(formatFigure('averageAmount', { ...k, averageAmount: null })).toBe('--');
    expect(formatFigure('successfulCount', k)).toBe('1,000');
    expect(formatFigure('successRate', k)).toBe('99.70%');
  });

  it('reads basis points and signs changes', () => {
    expect(formatRate(10000)).toBe('100.00%');
    expect(formatRate(null)).toBe('--');
    expect(formatChange(12.345)).toBe('+12.3%');
    expect(formatChange(-250)).toBe('-250.0%');
    expect(formatChange(0.01)).toBe('0.0%');
    expect(formatChange(null)).toBe('--');
    expect(majorUnits(1234, 'USD')).toBeCloseTo(12.34);
    expect(majorUnits(1234, 'KWD')).toBeCloseTo(1.234);
  });
});
