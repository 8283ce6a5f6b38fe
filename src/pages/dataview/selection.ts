// The data view's choices and the rules that keep them valid (spec section 4): changing the period resets a
// comparison or granularity it does not allow; custom dates are sent only with a custom choice.
import {
  allowedComparisons, allowedGranularities, defaultComparison, defaultGranularity,
  type Comparison, type Granularity, type Period, type StatsQueryInput,
} from '../../../domain/periods';
import { statsQuerySchema } from '../../../domain/periods-query';

export interface Selection {
  period: Period;
  comparison: Comparison;
  granularity: Granularity;
  from: string;
  to: string;
  compareFrom: string;
  compareTo: string;
}

export const initialSelection = (): Selection => ({
  period: 'last7Days', comparison: 'previousPeriod', granularity: 'daily', from: '', to: '', compareFrom: '', compareTo: '',
});

/** A new period keeps the comparison and granularity when it allows them, else takes its defaults. */
export function withPeriod(sel: Selection, period: Period): Selection {
  const comparison = allowedComparisons(period).includes(sel.comparison) ? sel.comparison : defaultComparison(period);
  const granularity = allowedGranularities(period).includes(sel.granularity) ? sel.granularity : defaultGranularity(period);
  return { ...sel, period, comparison, granularity };
}

export function toQuery(sel: Selection): StatsQueryInput {
  const custom = sel.period === 'custom';
  const compareCustom = sel.comparison === 'custom';
  return {
    period: sel.period,
    comparison: sel.comparison,
    granularity: sel.granularity,
    ...(custom ? { from: sel.from || undefined, to: sel.to || undefined } : {}),
    ...(compareCustom ? { compareFrom: sel.compareFrom || undefined, compareTo: sel.compareTo || undefined } : {}),
  };
}

/** The message key per field for a selection the server would refuse (e.g. a custom range without dates). */
export function selectionErrors(sel: Selection): Record<string, string> {
  const parsed = statsQuerySchema.safeParse(toQuery(sel));
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? 'period'), i.message]));
}

/**
 * The errors to show: a custom date that is merely still missing is not called out until its field has been touched
 * (a date chosen or the field left); other errors (an order, a malformed date) show at once.
 */
export function shownErrors(errors: Record<string, string>, touched: ReadonlySet<string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter(([field, key]) => key !== 'stats_custom_range_required' || touched.has(field)));
}
