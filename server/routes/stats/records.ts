// The mappers from the service's bigint figures to the stats API's response shapes (domain/stats-records.ts:
// money as integer minor units, instants as ISO strings), which fail loudly rather than lose precision.
import type { z } from 'zod';
import { kpiRecord, overviewRecord, seriesRecord } from '../../../domain/stats-records';
import { toSafeNumber } from '../../lib/money';
import type { CurrencySeries, OverviewStats, SeriesBucket } from '../../services/stats';
import type { Kpis } from '../../services/stats/totals';

/** The wire shapes live in domain/ (the SPA's dataProvider is typed by them); re-exported for the routes. */
export { kpiRecord, overviewRecord, seriesRecord };

export const rangeOf = (r: { start: Date; end: Date }) => ({ start: r.start.toISOString(), end: r.end.toISOString() });

export const kpiOf = (k: Kpis): z.infer<typeof kpiRecord> => ({
  ...k,
  successfulAmount: toSafeNumber(k.successfulAmount),
  averageAmount: k.averageAmount === null ? null : toSafeNumber(k.averageAmount),
});

export const overviewOf = (o: OverviewStats): z.infer<typeof overviewRecord> =>
  ({ period: o.period, tz: o.tz, range: rangeOf(o.range), currencies: o.currencies.map(kpiOf) });

const bucketOf = (b: SeriesBucket) => ({ ...rangeOf(b), amount: toSafeNumber(b.amount), count: b.count });

export const currencySeriesOf = (c: CurrencySeries) => ({
  currency: c.currency,
  current: c.current.map(bucketOf),
  comparison: c.comparison?.map(bucketOf) ?? null,
  totals: kpiOf(c.totals),
  comparisonTotals: c.comparisonTotals ? kpiOf(c.comparisonTotals) : null,
  change: c.change,
});
