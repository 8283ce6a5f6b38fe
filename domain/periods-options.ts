// The dashboard's period, comparison and granularity options (spec section 4) and which go together. The range
// math is in periods.ts; this file has no dates in it, so the SPA's selectors can import it cheaply.

/** The data view's periods (spec section 4). */
export const PERIODS = [
  'today', 'last7Days', 'last4Weeks', 'last3Months', 'last12Months', 'monthToDate', 'quarterToDate', 'yearToDate',
  'allTime', 'custom',
] as const;
export type Period = (typeof PERIODS)[number];

/** The overview's payment-stats periods (spec section 2): "last day" is yesterday. */
export const OVERVIEW_PERIODS = [
  'today', 'last7Days', 'yesterday', 'last3Days', 'lastWeek', 'lastMonth', 'lastQuarter', 'lastYear', 'allTime',
] as const;
export type OverviewPeriod = (typeof OVERVIEW_PERIODS)[number];
/** The overview's stats open on this period. */
export const DEFAULT_OVERVIEW_PERIOD: OverviewPeriod = 'last7Days';

export const COMPARISONS = ['previousPeriod', 'previousMonth', 'previousQuarter', 'previousYear', 'custom', 'none'] as const;
export type Comparison = (typeof COMPARISONS)[number];

export const GRANULARITIES = ['hourly', 'daily', 'weekly', 'monthly', 'yearly'] as const;
export type Granularity = (typeof GRANULARITIES)[number];

/** Periods that end at "now" rather than at the next local midnight (see periodRange). */
export const TO_DATE_PERIODS: readonly Period[] = ['monthToDate', 'quarterToDate', 'yearToDate', 'allTime'];

/**
 * Previous month only with month to date, previous quarter only with quarter to date (spec section 4). All time
 * has nothing before it, so it offers no comparison.
 */
export function allowedComparisons(period: Period): readonly Comparison[] {
  if (period === 'allTime') return ['none'];
  const special: Comparison[] = period === 'monthToDate' ? ['previousMonth'] : period === 'quarterToDate' ? ['previousQuarter'] : [];
  return ['previousPeriod', ...special, 'previousYear', 'custom', 'none'];
}

/** Hourly only for today and the last 7 days, yearly only for all time; daily, weekly and monthly always. */
export function allowedGranularities(period: Period): readonly Granularity[] {
  const hourly: Granularity[] = period === 'today' || period === 'last7Days' ? ['hourly'] : [];
  const yearly: Granularity[] = period === 'allTime' ? ['yearly'] : [];
  return [...hourly, 'daily', 'weekly', 'monthly', ...yearly];
}

export const isComparisonAllowed = (period: Period, comparison: Comparison) => allowedComparisons(period).includes(comparison);
export const isGranularityAllowed = (period: Period, granularity: Granularity) => allowedGranularities(period).includes(granularity);

/** The previous period, except for all time (which has none). */
export function defaultComparison(period: Period): Comparison {
  return period === 'allTime' ? 'none' : 'previousPeriod';
}

const DEFAULT_GRANULARITY: Record<Exclude<Period, 'custom'>, Granularity> = {
  today: 'hourly',
  last7Days: 'daily',
  last4Weeks: 'daily',
  last3Months: 'weekly',
  last12Months: 'monthly',
  monthToDate: 'daily',
  quarterToDate: 'weekly',
  yearToDate: 'monthly',
  allTime: 'monthly',
};

/** A chart of some 7 to 90 points; a custom range picks by its length in days (daily when unknown). */
export function defaultGranularity(period: Period, customDays?: number): Granularity {
  if (period !== 'custom') return DEFAULT_GRANULARITY[period];
  if (customDays === undefined || customDays <= 31) return 'daily';
  return customDays <= 183 ? 'weekly' : 'monthly';
}
