// The figures around the resources: list tab counts, the CSV export stream, the overview and data-view statistics
// and the contract.
import type { OverviewPeriod, StatsQueryInput } from '../../../domain/periods';
import type { Contract, OverviewStats, SeriesStats } from '../../../domain/stats-records';
import type { HomeRecord } from '../../../domain/home';
import type { HttpClient, RequestOptions } from '../httpCore';
import { settle, type Transfer } from './transfer';

export const statsCalls = (http: HttpClient) => ({
  /** `GET {base}/<resource>/counts?filter=`: the counts of a list's status tabs. */
  listCounts: (resource: string, filter: Record<string, unknown>) =>
    http.requestData<Record<string, number>>({ url: `/${resource}/counts`, data: { filter: JSON.stringify(filter) } }),
  /** The streamed CSV of a list's filter; progress reports each chunk (rows are counted against X-Total-Count). */
  exportList: (resource: string, query: Record<string, string>, { onProgress, signal }: Transfer<Parameters<NonNullable<RequestOptions['onProgress']>>> = {}) =>
    settle(http.download({ url: `/${resource}/export`, data: query, timeout: 30 * 60_000, onProgress }), signal),
  overviewStats: (period: OverviewPeriod, test: boolean) => http.requestData<OverviewStats>({ url: '/stats/overview', data: { period }, test }),
  seriesStats: (query: StatsQueryInput, test: boolean) => http.requestData<SeriesStats>({ url: '/stats/series', data: query, test }),
  /** Home (/): today's figures, the balance, open disputes, the latest payments and the next steps' facts. */
  home: (test: boolean) => http.requestData<HomeRecord>({ url: '/home', test }),
  contract: () => http.requestData<Contract>({ url: '/contract' }),
  signContract: (agreed: boolean) => http.requestData<Contract>({ url: '/contract', method: 'POST', data: { agreed } }),
});
