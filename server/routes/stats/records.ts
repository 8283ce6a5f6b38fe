// The stats API's response shapes (money as integer minor units, instants as ISO strings) and the mappers from
// the service's bigint figures, which fail loudly rather than lose precision.
import { z } from 'zod';
import { OVERVIEW_PERIODS } from '../../../domain/periods';
import { toSafeNumber } from '../../lib/money';
import type { CurrencySeries, OverviewStats, SeriesBucket } from '../../services/stats';
import type { Kpis } from '../../services/stats/totals';

const range = z.object({ start: z.string(), end: z.string() });

export const kpiRecord = z.object({
  currency: z.string(),
  successfulAmount: z.number().int(),
  averageAmount: z.number().int().nullable(),
  successfulCount: z.number().int(),
  failedCount: z.number().int(),
  totalCount: z.number().int(),
  successRate: z.number().int().nullable().describe('successful / (successful + failed), basis points'),
});

export const overviewRecord = z.object({ period: z.enum(OVERVIEW_PERIODS), tz: z.string(), range, currencies: z.array(kpiRecord) });

const bucketRecord = z.object({ start: z.string(), end: z.string(), amount: z.number().int(), count: z.number().int() });
const changeRecord = z.object({
  successfulAmount: z.number(), successfulCount: z.number(), averageAmount: z.number().nullable(), successRate: z.number().nullable(),
});

export const seriesRecord = z.object({
  period: z.string(),
  comparison: z.string(),
  granularity: z.string(),
  tz: z.string(),
  range,
  comparisonRange: range.nullable(),
  currencies: z.array(z.object({
    currency: z.string(),
    current: z.array(bucketRecord),
    comparison: z.array(bucketRecord).nullable(),
    totals: kpiRecord,
    comparisonTotals: kpiRecord.nullable(),
    change: changeRecord.nullable(),
  })),
});

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
