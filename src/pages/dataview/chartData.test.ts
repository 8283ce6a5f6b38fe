// Chart rows align the comparison by index and label buckets in the stats' zone.
import { describe, expect, it } from 'vitest';
import { chartRows } from './chartData';

const bucket = (start: string, end: string, amount: number, count: number) => ({ start, end, amount, count });

describe('chartRows', () => {
  it('aligns by index, pads the shorter side with nulls and uses major units', () => {
    const rows = chartRows({
      currency: 'USD',
      current: [bucket('2026-10-31T16:00:00Z', '2026-11-01T16:00:00Z', 1250, 2)],
      comparison: [bucket('2026-09-30T16:00:00Z', '2026-10-01T16:00:00Z', 500, 1), bucket('2026-10-01T16:00:00Z', '2026-10-02T16:00:00Z', 0, 0)],
      totals: { currency: 'USD', successfulAmount: 1250, averageAmount: 625, successfulCount: 2, failedCount: 0, totalCount: 2, successRate: 10000 },
      comparisonTotals: null,
      change: null,
    }, 'daily', 'Asia/Shanghai');
    expect(rows).toEqual([
      { index: 0, label: '11-01', amount: 12.5, previousAmount: 5, count: 2, previousCount: 1 },
      { index: 1, label: '#2', amount: null, previousAmount: 0, count: null, previousCount: 0 },
    ]);
  });
});
