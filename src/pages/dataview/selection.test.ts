// The data view's selection rules, checked for every period against the domain's allowed options.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPARISONS, GRANULARITIES, PERIODS, allowedComparisons, allowedGranularities } from '../../../domain/periods';
import { statsQuerySchema } from '../../../domain/periods-query';
import { initialSelection, selectionErrors, toQuery, withPeriod } from './selection';

describe('data view selection', () => {
  it('never leaves a comparison or granularity the period does not allow', () => {
    fc.assert(fc.property(
      fc.constantFrom(...PERIODS), fc.constantFrom(...COMPARISONS), fc.constantFrom(...GRANULARITIES), fc.constantFrom(...PERIODS),
      (p0, comparison, granularity, next) => {
        const sel = withPeriod({ ...initialSelection(), period: p0, comparison, granularity }, next);
        expect(allowedComparisons(next)).toContain(sel.comparison);
        expect(allowedGranularities(next)).toContain(sel.granularity);
        if (allowedComparisons(next).includes(comparison)) expect(sel.comparison).toBe(comparison);
      },
    ));
  });

  it('month to date may keep previous month; last 7 days drops it', () => {
    const mtd = withPeriod(initialSelection(), 'monthToDate');
    const prevMonth = { ...mtd, comparison: 'previousMonth' as const };
    expect(withPeriod(prevMonth, 'last7Days').comparison).toBe('previousPeriod');
    expect(withPeriod(withPeriod(initialSelection(), 'today'), 'allTime')).toMatchObject({ comparison: 'none', granularity: 'daily' });
  });

  it('sends custom dates only with a custom choice and names missing ones', () => {
    const sel = { ...initialSelection(), from: '2026-01-01', to: '2026-01-31' };
    expect(toQuery(sel)).not.toHaveProperty('from');
    const custom = withPeriod(sel, 'custom');
    expect(toQuery(custom)).toMatchObject({ period: 'custom', from: '2026-01-01', to: '2026-01-31' });
    expect(statsQuerySchema.safeParse(toQuery(custom)).success).toBe(true);
    expect(selectionErrors({ ...custom, to: '' })).toEqual({ to: 'stats_custom_range_required' });
    expect(selectionErrors({ ...custom, from: '2026-02-01' })).toEqual({ to: 'stats_range_order' });
    expect(selectionErrors(custom)).toEqual({});
  });
});
