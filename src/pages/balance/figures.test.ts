import { describe, expect, it } from 'vitest';
import { figureFilter, overdrawFilter, topupToCover } from './figures';

describe('balance figures', () => {
  it('open the entries they sum', () => {
    expect(figureFilter('available', 'EUR')).toEqual({ currency: 'EUR', availability: 'available' });
    expect(figureFilter('pending', 'USD')).toEqual({ currency: 'USD', availability: 'pending' });
    expect(figureFilter('reservedDisputes', 'USD')).toEqual({ currency: 'USD', reserved: 'disputes' });
    expect(figureFilter('reservedPayouts', 'USD')).toEqual({ currency: 'USD', reserved: 'payouts' });
    expect(overdrawFilter('EUR')).toEqual({ currency: 'EUR', availability: 'available', type: ['dispute', 'dispute_fee'] });
  });

  it('offers the top-up that brings a negative balance back to zero, never below the minimum', () => {
    expect(topupToCover(-12_345, 'EUR')).toBe('123.45');
    expect(topupToCover(-5, 'EUR')).toBe('10.00');
    expect(topupToCover(-500, 'JPY')).toBe('1000');
    expect(topupToCover(0, 'EUR')).toBeUndefined();
  });
});
