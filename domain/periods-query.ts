// The data view's stats query (period, comparison, granularity, custom dates, zone, currency), shared by the SPA's
// selectors and the API's querystring validation. It refuses the combinations spec section 4 does not offer.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { z } from 'zod';
import { isIsoDate } from './onboarding/calendar';
import { canonicalTimeZone } from './settings/zone';
import {
  COMPARISONS, GRANULARITIES, PERIODS, defaultComparison, defaultGranularity, isComparisonAllowed, isGranularityAllowed,
} from './periods-options';

dayjs.extend(utc);

export { periodMessages, type PeriodMessageKey } from './period-messages';

/** An IANA zone the runtime knows (any case: 'asia/shanghai' is Asia/Shanghai). */
export function isValidTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return tz.trim() !== '';
  } catch {
    return false;
  }
}

/** The zone's one name: today's IANA spelling when it is offered (Asia/Kolkata, not ICU's Asia/Calcutta). */
const canonicalZone = (tz: string) => canonicalTimeZone(tz) ?? new Intl.DateTimeFormat('en-US', { timeZone: tz }).resolvedOptions().timeZone;

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
