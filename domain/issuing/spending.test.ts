import { describe, expect, it } from 'vitest';
import { limitSpending } from './spending';

const starts = { daily: new Date('2026-11-27T00:00:00Z'), weekly: new Date('2026-11-23T00:00:00Z'), monthly: new Date('2026-11-01T00:00:00Z') };

describe('spending against limits', () => {
  it('gives each limit the usage of its own window and what is left, never below zero; per authorization has no window', () => {
    const usage = (currency: string) => (currency === 'USD' ? { daily: 4_000, weekly: 9_000, monthly: 31_000, all_time: 50_000 } : { daily: 0, weekly: 0, monthly: 700, all_time: 700 });
    const got = limitSpending(
      {
        spendingLimits: [
          { interval: 'daily', amount: 5_000, currency: 'USD' },
          { interval: 'weekly', amount: 10_000, currency: 'USD' },
          { interval: 'monthly', amount: 30_000, currency: 'USD' },
          { interval: 'all_time', amount: 100_000, currency: 'USD' },
          { interval: 'per_authorization', amount: 2_000, currency: 'USD' },
          { interval: 'monthly', amount: 1_000, currency: 'EUR' },
        ],
        blockedCategories: [],
        blockedCountries: [],
      },
      usage,
      starts,
    );
    expect(got.map((l) => [l.interval, l.currency, l.used, l.remaining, l.windowStart?.toISOString() ?? null])).toEqual([
      ['daily', 'USD', 4_000, 1_000, '2026-11-27T00:00:00.000Z'],
      ['weekly', 'USD', 9_000, 1_000, '2026-11-23T00:00:00.000Z'],
      ['monthly', 'USD', 31_000, 0, '2026-11-01T00:00:00.000Z'],
      ['all_time', 'USD', 50_000, 50_000, null],
      ['per_authorization', 'USD', null, 2_000, null],
      ['monthly', 'EUR', 700, 300, '2026-11-01T00:00:00.000Z'],
    ]);
  });
});
