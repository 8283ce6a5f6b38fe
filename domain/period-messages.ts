// The stats query's messages, apart from its zod schema (./periods-query.ts) so the shared message table, which
// every page's bundle holds, does not bring zod along.
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
