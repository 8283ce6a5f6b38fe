// The stats and contract calls of the overview and data view, with the shapes the server sends (money in minor
// units, instants as ISO strings; see server/routes/stats/records.ts).
import type { OverviewPeriod, StatsQueryInput } from '../../../domain/periods';
import { http } from '../../providers/runtime';

export interface Kpis {
  currency: string;
  successfulAmount: number;
  averageAmount: number | null;
  successfulCount: number;
  failedCount: number;
  totalCount: number;
  /** Basis points: 10000 = 100 %. */
  successRate: number | null;
}

export interface IsoRange {
  start: string;
  end: string;
}

export interface OverviewStats {
  period: OverviewPeriod;
  tz: string;
  range: IsoRange;
  currencies: Kpis[];
}

export interface SeriesBucket extends IsoRange {
  amount: number;
  count: number;
}

export interface KpiChange {
  successfulAmount: number;
  successfulCount: number;
  averageAmount: number | null;
  successRate: number | null;
}

export interface CurrencySeries {
  currency: string;
  current: SeriesBucket[];
  comparison: SeriesBucket[] | null;
  totals: Kpis;
  comparisonTotals: Kpis | null;
  change: KpiChange | null;
}

export interface SeriesStats {
  period: string;
  comparison: string;
  granularity: string;
  tz: string;
  range: IsoRange;
  comparisonRange: IsoRange | null;
  currencies: CurrencySeries[];
}

export interface Contract {
  signed: boolean;
  signedAt: string | null;
  signerName: string | null;
  signerEmail: string | null;
}

export const fetchOverviewStats = (period: OverviewPeriod, test: boolean) =>
  http.requestData<OverviewStats>({ url: '/stats/overview', data: { period }, test });

export const fetchSeries = (query: StatsQueryInput, test: boolean) =>
  http.requestData<SeriesStats>({ url: '/stats/series', data: query, test });

export const fetchContract = () => http.requestData<Contract>({ url: '/contract' });

export const signContract = (agreed: boolean) => http.requestData<Contract>({ url: '/contract', method: 'POST', data: { agreed } });
