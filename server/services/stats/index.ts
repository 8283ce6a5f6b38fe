// The overview's and the data view's payment stats. Ranges come from the domain period functions in the zone
// the stats are read in: the `tz` of the query when given (a person looking from elsewhere), otherwise the
// account's time zone (accounts.timezone, DEFAULT_TIMEZONE of domain/timezone.ts by default).
import { percentChange } from '../../../domain/format';
import { amountPercentChange } from '../../../domain/currency';
import {
  bucketRanges, comparisonRange, overviewPeriodRange, periodRange, type OverviewPeriod, type StatsQuery, type TimeRange,
} from '../../../domain/periods';
import type { DbOrTx } from '../../db/client';
import { DEFAULT_TIMEZONE } from '../../../domain/timezone';
import { accountTimezone } from '../../repositories/accounts';
import type { Scope } from '../../repositories/scope';
import { bucketSums, firstPaymentAt } from '../../repositories/stats';
import { addSums, emptySums, kpis, totalsByCurrency, type Kpis } from './totals';

export async function statsZone(db: DbOrTx, scope: Scope, tz: string | undefined): Promise<string> {
  if (tz) return tz;
  return (await accountTimezone(db, scope.accountId)) ?? DEFAULT_TIMEZONE;
}

export interface OverviewStats {
  period: OverviewPeriod;
  tz: string;
  range: TimeRange;
  currencies: Kpis[];
}

export async function overviewStats(db: DbOrTx, scope: Scope, period: OverviewPeriod, tzOverride: string | undefined, now = new Date()): Promise<OverviewStats> {
  const tz = await statsZone(db, scope, tzOverride);
  const first = period === 'allTime' ? await firstPaymentAt(db, scope) : null;
  const range = overviewPeriodRange(period, now, tz, first);
  const rows = await bucketSums(db, scope, [range.start, range.end]);
  return { period, tz, range, currencies: totalsByCurrency(rows) };
}

export interface SeriesBucket {
  start: Date;
  end: Date;
  /** Successful amount and count, as the KPIs count them. */
  amount: bigint;
  count: number;
}

export interface CurrencySeries {
  currency: string;
  current: SeriesBucket[];
  /** The comparison's buckets, aligned with current by index (their numbers may differ); null without one. */
  comparison: SeriesBucket[] | null;
  totals: Kpis;
  comparisonTotals: Kpis | null;
  /** percentChange (domain/format) of each KPI against the comparison; null without one or without a rate. */
  change: { successfulAmount: number; successfulCount: number; averageAmount: number | null; successRate: number | null } | null;
}

export interface SeriesStats {
  query: StatsQuery;
  tz: string;
  range: TimeRange;
  comparisonRange: TimeRange | null;
  currencies: CurrencySeries[];
}

async function seriesOf(db: DbOrTx, scope: Scope, ranges: TimeRange[], currency: string | undefined) {
  const bounds = [...ranges.map((r) => r.start), ranges[ranges.length - 1].end];
  const rows = await bucketSums(db, scope, bounds, currency);
  const byCurrency = new Map<string, ReturnType<typeof emptySums>[]>();
  for (const row of rows) {
    const list = byCurrency.get(row.currency) ?? byCurrency.set(row.currency, ranges.map(emptySums)).get(row.currency)!;
    addSums(list[row.bucket], row);
  }
  return byCurrency;
}

const toBuckets = (ranges: TimeRange[], sums: ReturnType<typeof emptySums>[] | undefined): SeriesBucket[] =>
  ranges.map((r, i) => ({ ...r, amount: sums?.[i].successfulAmount ?? 0n, count: sums?.[i].successfulCount ?? 0 }));

const total = (currency: string, sums: ReturnType<typeof emptySums>[] | undefined) =>
  kpis(currency, (sums ?? []).reduce((acc, s) => addSums(acc, s), emptySums()));

function change(cur: Kpis, base: Kpis): CurrencySeries['change'] {
  return {
    successfulAmount: amountPercentChange(cur.successfulAmount, base.successfulAmount, cur.currency),
    successfulCount: percentChange(cur.successfulCount, base.successfulCount),
    averageAmount: cur.averageAmount === null && base.averageAmount === null ? null
      : amountPercentChange(cur.averageAmount ?? 0n, base.averageAmount ?? 0n, cur.currency),
    successRate: cur.successRate === null || base.successRate === null ? null : percentChange(cur.successRate, base.successRate),
  };
}

export async function seriesStats(db: DbOrTx, scope: Scope, query: StatsQuery, now = new Date()): Promise<SeriesStats> {
  const tz = await statsZone(db, scope, query.tz);
  const custom = query.from && query.to ? { from: query.from, to: query.to } : undefined;
  const first = query.period === 'allTime' ? await firstPaymentAt(db, scope) : null;
  const range = periodRange(query.period, now, tz, custom, first);
  const compareCustom = query.compareFrom && query.compareTo ? { from: query.compareFrom, to: query.compareTo } : undefined;
  const prev = comparisonRange(query.period, query.comparison, range, tz, compareCustom);
  const curRanges = bucketRanges(range, query.granularity, tz);
  const prevRanges = prev ? bucketRanges(prev, query.granularity, tz) : null;
  const cur = await seriesOf(db, scope, curRanges, query.currency);
  const base = prevRanges ? await seriesOf(db, scope, prevRanges, query.currency) : null;
  const currencies = [...new Set([...cur.keys(), ...(base?.keys() ?? [])])].sort();
  if (query.currency && currencies.length === 0) currencies.push(query.currency);
  return {
    query, tz, range, comparisonRange: prev,
    currencies: currencies.map((c) => {
      const totals = total(c, cur.get(c));
      const comparisonTotals = prevRanges && base ? total(c, base.get(c)) : null;
      return {
        currency: c,
        current: toBuckets(curRanges, cur.get(c)),
        comparison: prevRanges && base ? toBuckets(prevRanges, base.get(c)) : null,
        totals,
        comparisonTotals,
        change: comparisonTotals ? change(totals, comparisonTotals) : null,
      };
    }),
  };
}
