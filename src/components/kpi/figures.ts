// How the stats figures read: money per currency, counts with separators, rates from basis points, and the
// signed percentage change of the data view.
import { formatMoney, minorUnitExponent } from '../../../domain/currency';
import { formatNumber } from '../../../domain/format';
import type { StatsFigure } from './drill';
import type { Kpis } from '../../../domain/stats-records';

export const STATS_FIGURES: readonly StatsFigure[] = ['successfulAmount', 'averageAmount', 'successfulCount', 'successRate'];

/** '97.53%' from 9753 basis points; '--' when there is no rate. */
export function formatRate(bps: number | null): string {
  return bps === null ? '--' : `${formatNumber(bps / 100, { decimals: 2 })}%`;
}

export function formatFigure(figure: StatsFigure, k: Kpis): string {
  switch (figure) {
    case 'successfulAmount': return formatMoney(k.successfulAmount, k.currency);
    case 'averageAmount': return k.averageAmount === null ? '--' : formatMoney(k.averageAmount, k.currency);
    case 'successfulCount': return formatNumber(k.successfulCount);
    case 'successRate': return formatRate(k.successRate);
  }
}

/** '+12.5%', '-3.0%', '0.0%'; '--' without a comparison. One decimal. */
export function formatChange(change: number | null | undefined): string {
  if (change === null || change === undefined || !Number.isFinite(change)) return '--';
  const text = formatNumber(Math.abs(change), { decimals: 1 });
  if (text === '0.0') return '0.0%';
  return `${change > 0 ? '+' : '-'}${text}%`;
}

/** Minor units as a chart value in major units (charts only; labels use formatMoney). */
export const majorUnits = (minor: number, currency: string) => minor / 10 ** minorUnitExponent(currency);

/** The chosen currency while it is offered, otherwise the first one. */
export const pickCurrency = (currencies: string[], chosen: string | null) => (chosen && currencies.includes(chosen) ? chosen : currencies[0] ?? '');
