// Dashboard period math (spec sections 4 and 9), computed in the account's time zone and shared by the server's
// aggregates and the SPA's charts. Every range is half-open, [start, end), as instants.
//
// Where a range ends:
// - today, the rolling periods (last 7 days, 4 weeks, 3 months, 12 months) and custom ranges are whole local days
//   and end at the next local midnight after their last day; for today that is tonight's midnight, so an hourly
//   chart has all 24 buckets and start <= now < end.
// - the "to date" periods (month, quarter and year to date, all time) end at `now` exactly. Only at the very first
//   millisecond of a period would that be empty; the range is then [now, now + 1 ms), so no range is ever empty.
//
// Calendar arithmetic runs on the zone's wall-clock time held as a UTC dayjs (which has no daylight-saving gaps),
// and each boundary is converted back to an instant, so a boundary is always a local midnight, also in zones with
// daylight saving, and nothing depends on the zone of the machine.
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { dateRange } from './dates';
import { DEFAULT_TIMEZONE, fromWallClock, wallClock } from './timezone';
import { isIsoDate } from './onboarding/calendar';
import { isComparisonAllowed, type Comparison, type Granularity, type OverviewPeriod, type Period } from './periods-options';

dayjs.extend(utc);

export * from './periods-options';
// The stats query's zod schema lives in ./periods-query: importing it from here would put zod on every page that
// only names periods (the overview's first load).
export type { PeriodMessageKey, StatsQuery, StatsQueryInput } from './periods-query';

export interface TimeRange {
  start: Date;
  end: Date;
}

/** A custom range of whole local days, both inclusive, as YYYY-MM-DD. */
export interface CustomRange {
  from: string;
  to: string;
}

export { fromWallClock, wallClock };

const range = (start: Dayjs, end: Dayjs, tz: string): TimeRange => ({ start: fromWallClock(start, tz), end: fromWallClock(end, tz) });
/** A range that ends at now, never empty. */
const toNow = (start: Date, now: Date): TimeRange =>
  ({ start, end: now.getTime() > start.getTime() ? now : new Date(start.getTime() + 1) });

function customDays(custom: CustomRange | undefined): [Dayjs, Dayjs] {
  if (!custom || !isIsoDate(custom.from) || !isIsoDate(custom.to) || custom.from > custom.to) {
    throw new RangeError('a custom range needs from <= to, both YYYY-MM-DD');
  }
  return [dayjs.utc(custom.from), dayjs.utc(custom.to).add(1, 'day')];
}

/** The local midnight of the first payment's day (today's when there is none yet, or it lies in the future). */
export function allTimeStart(firstPaymentAt: Date | null | undefined, now: Date, tz: string = DEFAULT_TIMEZONE): Date {
  const first = firstPaymentAt && firstPaymentAt.getTime() < now.getTime() ? firstPaymentAt : now;
  return fromWallClock(wallClock(first, tz).startOf('day'), tz);
}

/** Wall-clock start of the month, quarter or year containing `day`. */
function periodStart(day: Dayjs, unit: 'month' | 'quarter' | 'year'): Dayjs {
  const month = day.startOf('month');
  if (unit === 'month') return month;
  return unit === 'year' ? month.month(0) : month.month(Math.floor(month.month() / 3) * 3);
}

/**
 * The range of a data-view period at `now` in the zone (see the top of this file for where it ends). A custom
 * period needs `custom`; all time needs the account's first payment date.
 */
export function periodRange(
  period: Period, now: Date, tz: string = DEFAULT_TIMEZONE, custom?: CustomRange, firstPaymentAt?: Date | null,
): TimeRange {
  const today = wallClock(now, tz).startOf('day');
  const tomorrow = today.add(1, 'day');
  switch (period) {
    case 'today': return range(today, tomorrow, tz);
    case 'last7Days': return range(tomorrow.subtract(7, 'day'), tomorrow, tz);
    case 'last4Weeks': return range(tomorrow.subtract(4, 'week'), tomorrow, tz);
    case 'last3Months': return range(tomorrow.subtract(3, 'month'), tomorrow, tz);
    case 'last12Months': return range(tomorrow.subtract(12, 'month'), tomorrow, tz);
    case 'monthToDate': return toNow(fromWallClock(periodStart(today, 'month'), tz), now);
    case 'quarterToDate': return toNow(fromWallClock(periodStart(today, 'quarter'), tz), now);
    case 'yearToDate': return toNow(fromWallClock(periodStart(today, 'year'), tz), now);
    case 'allTime': return toNow(allTimeStart(firstPaymentAt, now, tz), now);
    case 'custom': {
      const [from, to] = customDays(custom);
      return range(from, to, tz);
    }
  }
}

/**
 * The overview's periods: today and the last 7 and 3 days (today included) end at the next local midnight;
 * yesterday is the whole previous day; last week (Monday to Sunday), month, quarter and year are the previous
 * whole calendar periods; all time runs from the first payment's day to now.
 */
export function overviewPeriodRange(
  period: OverviewPeriod, now: Date, tz: string = DEFAULT_TIMEZONE, firstPaymentAt?: Date | null,
): TimeRange {
  const today = wallClock(now, tz).startOf('day');
  switch (period) {
    case 'today':
    case 'last7Days':
    case 'allTime': return periodRange(period, now, tz, undefined, firstPaymentAt);
    case 'yesterday': return range(today.subtract(1, 'day'), today, tz);
    case 'last3Days': return range(today.subtract(2, 'day'), today.add(1, 'day'), tz);
    default: {
      const [start, end] = dateRange(period, now, tz);
      return { start, end };
    }
  }
}

/**
 * The range a period is compared with, or null for 'none'. Lengths are measured on the wall clock, so the
 * previous period of a day-aligned range is also day-aligned (in a daylight-saving zone it may be an hour longer
 * or shorter as instants).
 * - previousPeriod: the same length immediately before.
 * - previousMonth / previousQuarter (month / quarter to date only): from the start of the previous month or
 *   quarter, as far into it as the range is into its own, clamped at its end (Mar 31 MTD -> all of February).
 * - previousYear: the same dates a year earlier; 29 February maps to 28 February (as the last day of a range, to
 *   the whole of 28 February).
 * - custom: the given days.
 */
export function comparisonRange(
  period: Period, comparison: Comparison, current: TimeRange, tz: string = DEFAULT_TIMEZONE, custom?: CustomRange,
): TimeRange | null {
  if (!isComparisonAllowed(period, comparison)) throw new RangeError(`comparison '${comparison}' is not allowed with '${period}'`);
  const start = wallClock(current.start, tz);
  const end = wallClock(current.end, tz);
  switch (comparison) {
    case 'none': return null;
    case 'custom': {
      const [from, to] = customDays(custom);
      return range(from, to, tz);
    }
    case 'previousPeriod': return { start: fromWallClock(start.subtract(end.diff(start), 'ms'), tz), end: current.start };
    case 'previousMonth':
    case 'previousQuarter': {
      const prevStart = start.subtract(comparison === 'previousMonth' ? 1 : 3, 'month');
      const into = prevStart.add(end.diff(start), 'ms');
      return range(prevStart, into.isAfter(start) ? start : into, tz);
    }
    case 'previousYear': {
      // The last included millisecond moves a year back (clamping 29 Feb), so a range ending at midnight after
      // 29 Feb ends at midnight after 28 Feb, never at its start.
      const lastIncluded = end.subtract(1, 'ms').subtract(1, 'year');
      return range(start.subtract(1, 'year'), lastIncluded.add(1, 'ms'), tz);
    }
  }
}

/** More buckets than any chart needs: a guard against a day-by-day chart over centuries. */
export const MAX_BUCKETS = 20_000;
const HOUR_MS = 3_600_000;

/** The wall-clock start of the bucket containing `wall`; weeks start on Monday. */
function bucketFloor(wall: Dayjs, granularity: Exclude<Granularity, 'hourly'>): Dayjs {
  const day = wall.startOf('day');
  switch (granularity) {
    case 'daily': return day;
    case 'weekly': return day.subtract((day.day() + 6) % 7, 'day');
    case 'monthly': return day.startOf('month');
    case 'yearly': return day.startOf('year');
  }
}

const STEP = { daily: 'day', weekly: 'week', monthly: 'month', yearly: 'year' } as const;

/**
 * The start of each chart bucket, in order: the range's start, then every bucket boundary inside the range, so the
 * buckets [b[i], b[i+1]) and the last [b[n-1], range.end) cover the range exactly. Daily and longer buckets begin
 * at local midnight (weeks on Monday); hourly buckets are real hours from the local hour, so a day on which the
 * clocks go back has 25 of them and one on which they go forward 23.
 */
export function buckets(current: TimeRange, granularity: Granularity, tz: string = DEFAULT_TIMEZONE): Date[] {
  const startMs = current.start.getTime();
  const endMs = current.end.getTime();
  if (!(endMs > startMs)) throw new RangeError('buckets need a non-empty range');
  const starts = [current.start];
  const push = (ms: number) => {
    if (starts.length >= MAX_BUCKETS) throw new RangeError(`more than ${MAX_BUCKETS} buckets`);
    starts.push(new Date(ms));
  };
  if (granularity === 'hourly') {
    let t = fromWallClock(wallClock(current.start, tz).startOf('hour'), tz).getTime() + HOUR_MS;
    while (t <= startMs) t += HOUR_MS;
    for (; t < endMs; t += HOUR_MS) push(t);
    return starts;
  }
  let wall = bucketFloor(wallClock(current.start, tz), granularity);
  for (;;) {
    wall = wall.add(1, STEP[granularity]);
    const t = fromWallClock(wall, tz).getTime();
    if (t >= endMs) return starts;
    if (t > starts[starts.length - 1].getTime()) push(t);
  }
}

/** The buckets as ranges: consecutive, without gaps or overlaps, from the range's start to its end. */
export function bucketRanges(current: TimeRange, granularity: Granularity, tz: string = DEFAULT_TIMEZONE): TimeRange[] {
  const starts = buckets(current, granularity, tz);
  return starts.map((start, i) => ({ start, end: starts[i + 1] ?? current.end }));
}
