// The chart's rows: current and comparison buckets aligned by index (the comparison may have fewer or more
// buckets; the longer side sets the length), labelled by the current bucket's local start.
import { formatDateTime } from '../../../domain/dates';
import type { Granularity } from '../../../domain/periods';
import { majorUnits } from '../../components/kpi/figures';
import type { CurrencySeries } from '../../../domain/stats-records';

export interface ChartRow {
  index: number;
  label: string;
  amount: number | null;
  previousAmount: number | null;
  count: number | null;
  previousCount: number | null;
}

const LABEL: Record<Granularity, string> = { hourly: 'MM-DD HH:mm', daily: 'MM-DD', weekly: 'MM-DD', monthly: 'YYYY-MM', yearly: 'YYYY' };

export function chartRows(series: CurrencySeries, granularity: Granularity, tz: string): ChartRow[] {
  const prev = series.comparison ?? [];
  const length = Math.max(series.current.length, prev.length);
  return Array.from({ length }, (_, index) => {
    const cur = series.current[index];
    const old = prev[index];
    const at = cur?.start ?? old?.start;
    return {
      index,
      label: cur ? formatDateTime(at, { tz, format: LABEL[granularity] }) : `#${index + 1}`,
      amount: cur ? majorUnits(cur.amount, series.currency) : null,
      previousAmount: old ? majorUnits(old.amount, series.currency) : null,
      count: cur ? cur.count : null,
      previousCount: old ? old.count : null,
    };
  });
}
