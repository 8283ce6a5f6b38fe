// The data view's stats query (period, comparison, granularity, custom dates, zone, currency), shared by the SPA's
// selectors and the API's querystring validation. It refuses the combinations spec section 4 does not offer.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { z } from 'zod';
import { isIsoDate } from './onboarding/calendar';
import {
  COMPARISONS, GRANULARITIES, PERIODS, defaultComparison, defaultGranularity, isComparisonAllowed, isGranularityAllowed,
} from './periods-options';

dayjs.extend(utc);

/** Messages of the stats query, in the shape of domain/messages.ts (to be merged into it). */
export const periodMessages = {
  stats_period_invalid: { en: 'Please choose a valid period.', zh: '请选择有效的时间段。' },
  stats_comparison_invalid: { en: 'Please choose a valid comparison.', zh: '请选择有效的对比方式。' },
  stats_granularity_invalid: { en: 'Please choose a valid granularity.', zh: '请选择有效的时间粒度。' },
  stats_comparison_not_allowed: {
    en: 'This comparison is not available for the selected period: previous month goes with month to date, previous quarter with quarter to date, and all time has no comparison.',
    zh: '所选时间段不支持该对比方式：上月仅适用于本月至今，上季度仅适用于本季度至今，全部时间不支持对比。',
  },
  stats_granularity_not_allowed: {
    en: 'This granularity is not available for the selected period: hourly goes with today and the last 7 days, yearly with all time.',
    zh: '所选时间段不支持该粒度：按小时仅适用于今天和最近 7 天，按年仅适用于全部时间。',
  },
  stats_custom_range_required: { en: 'Please choose a start date and an end date.', zh: '请选择开始日期和结束日期。' },
  stats_date_invalid: { en: 'Please enter a date as YYYY-MM-DD.', zh: '请按 YYYY-MM-DD 格式输入日期。' },
  stats_range_order: { en: 'The start date must be on or before the end date.', zh: '开始日期不能晚于结束日期。' },
  stats_range_too_long: { en: 'A custom range can cover at most 10 years.', zh: '自定义范围最长为 10 年。' },
  stats_range_only_custom: { en: 'Dates can only be given for a custom range.', zh: '仅自定义范围可以指定日期。' },
  stats_timezone_invalid: { en: 'Unknown time zone.', zh: '未知的时区。' },
  stats_currency_invalid: { en: 'Please choose a valid currency code.', zh: '请选择有效的币种代码。' },
} as const satisfies Record<string, { en: string; zh: string }>;

export type PeriodMessageKey = keyof typeof periodMessages;

/** An IANA zone the runtime knows (any case: 'asia/shanghai' is Asia/Shanghai). */
export function isValidTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return tz.trim() !== '';
  } catch {
    return false;
  }
}

const canonicalZone = (tz: string) => new Intl.DateTimeFormat('en-US', { timeZone: tz }).resolvedOptions().timeZone;

/** Ten years of days (leap days included): the longest custom range, which keeps a daily chart under 4,000 points. */
export const MAX_CUSTOM_RANGE_DAYS = 3653;

const day = z.string({ error: 'stats_date_invalid' }).trim().refine(isIsoDate, 'stats_date_invalid');
/** Whole days from `from` through `to`, both included. */
const daysBetween = (from: string, to: string) => dayjs.utc(to).diff(dayjs.utc(from), 'day') + 1;

type RangeCtx = z.RefinementCtx;
/** Both dates given (for a custom choice) or neither (otherwise), in order and not too long. */
function checkDates(ctx: RangeCtx, isCustom: boolean, from: string | undefined, to: string | undefined, fields: [string, string]) {
  const issue = (message: string, field: string) => ctx.addIssue({ code: 'custom', message, path: [field] });
  if (!isCustom) {
    if (from !== undefined || to !== undefined) issue('stats_range_only_custom', from !== undefined ? fields[0] : fields[1]);
    return;
  }
  if (from === undefined || to === undefined) return issue('stats_custom_range_required', from === undefined ? fields[0] : fields[1]);
  if (from > to) return issue('stats_range_order', fields[1]);
  if (daysBetween(from, to) > MAX_CUSTOM_RANGE_DAYS) issue('stats_range_too_long', fields[1]);
}

export const statsQuerySchema = z
  .object({
    period: z.enum(PERIODS, { error: 'stats_period_invalid' }).default('last7Days'),
    comparison: z.enum(COMPARISONS, { error: 'stats_comparison_invalid' }).optional(),
    granularity: z.enum(GRANULARITIES, { error: 'stats_granularity_invalid' }).optional(),
    /** Custom period, inclusive local days. */
    from: day.optional(),
    to: day.optional(),
    /** Custom comparison, inclusive local days. */
    compareFrom: day.optional(),
    compareTo: day.optional(),
    /** Absent: the account's zone (Asia/Shanghai unless set). */
    tz: z.string({ error: 'stats_timezone_invalid' }).trim().refine(isValidTimeZone, 'stats_timezone_invalid').transform(canonicalZone).optional(),
    /** Stats are per currency; absent: one result per currency. */
    currency: z.string({ error: 'stats_currency_invalid' }).trim().toUpperCase().regex(/^[A-Z]{3}$/, 'stats_currency_invalid').optional(),
  })
  .superRefine((q, ctx) => {
    checkDates(ctx, q.period === 'custom', q.from, q.to, ['from', 'to']);
    checkDates(ctx, q.comparison === 'custom', q.compareFrom, q.compareTo, ['compareFrom', 'compareTo']);
    if (q.comparison !== undefined && !isComparisonAllowed(q.period, q.comparison)) {
      ctx.addIssue({ code: 'custom', message: 'stats_comparison_not_allowed', path: ['comparison'] });
    }
    if (q.granularity !== undefined && !isGranularityAllowed(q.period, q.granularity)) {
      ctx.addIssue({ code: 'custom', message: 'stats_granularity_not_allowed', path: ['granularity'] });
    }
  })
  .transform((q) => ({
    ...q,
    comparison: q.comparison ?? defaultComparison(q.period),
    granularity: q.granularity ?? defaultGranularity(q.period, q.from && q.to ? daysBetween(q.from, q.to) : undefined),
  }));

export type StatsQueryInput = z.input<typeof statsQuerySchema>;
export type StatsQuery = z.output<typeof statsQuerySchema>;
