// The answers of the stats and contract calls (money as integer minor units, instants as ISO strings): the server's
// route schemas serialise through these and the SPA's data-provider methods are typed by them.
import { z } from 'zod';
import { OVERVIEW_PERIODS } from './periods';

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

export const currencySeriesRecord = z.object({
  currency: z.string(),
  current: z.array(bucketRecord),
  comparison: z.array(bucketRecord).nullable(),
  totals: kpiRecord,
  comparisonTotals: kpiRecord.nullable(),
  change: changeRecord.nullable(),
});

export const seriesRecord = z.object({
  period: z.string(),
  comparison: z.string(),
  granularity: z.string(),
  tz: z.string(),
  range,
  comparisonRange: range.nullable(),
  currencies: z.array(currencySeriesRecord),
});

export const contractRecord = z.object({
  signed: z.boolean(),
  signedAt: z.string().nullable(),
  signerName: z.string().nullable(),
  signerEmail: z.string().nullable(),
});
export const signContractSchema = z.object({ agreed: z.literal(true) });

export type Kpis = z.infer<typeof kpiRecord>;
export type IsoRange = z.infer<typeof range>;
export type OverviewStats = z.infer<typeof overviewRecord>;
export type SeriesBucket = z.infer<typeof bucketRecord>;
export type KpiChange = z.infer<typeof changeRecord>;
export type CurrencySeries = z.infer<typeof currencySeriesRecord>;
export type SeriesStats = z.infer<typeof seriesRecord>;
export type Contract = z.infer<typeof contractRecord>;
