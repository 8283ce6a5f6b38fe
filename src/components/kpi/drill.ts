// Drill-through from a stats figure to the payments list filtered to exactly the payments behind it. The stats
// ranges are half-open [start, end) while the list's createdTo is inclusive, so createdTo is end - 1 ms.
import { withModePrefix } from '../../../domain/routes';
import type { PaymentFilter } from '../../../domain/payment-filters';

/** The statuses the stats count as successful (a refund does not undo a success). */
export const SUCCESSFUL_STATUSES = ['succeeded', 'refundPending', 'partiallyRefunded', 'refunded'] as const;

export type StatsFigure = 'successfulAmount' | 'averageAmount' | 'successfulCount' | 'successRate';

/** The list filter of a figure: the success rate is made of the successful and the failed payments. */
export function drillFilter(figure: StatsFigure, currency: string, range: { start: string; end: string }): PaymentFilter {
  const status = figure === 'successRate' ? [...SUCCESSFUL_STATUSES, 'failed' as const] : [...SUCCESSFUL_STATUSES];
  return {
    status,
    currency: currency as PaymentFilter['currency'] & string,
    createdFrom: new Date(range.start).toISOString(),
    createdTo: new Date(new Date(range.end).getTime() - 1).toISOString(),
  };
}

export function drillUrl(filter: PaymentFilter, testMode: boolean): string {
  return `${withModePrefix('/dashPayment', testMode)}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
}
