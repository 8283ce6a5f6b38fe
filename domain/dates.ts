// Date display and period boundaries of spec section 9. Every function names its zone, so the result never depends
// on the zone of the browser or server running it.
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { effectiveZone, getReaderZone } from './settings/zone';
import { DEFAULT_TIMEZONE, PAYMENT_CREATED_TIMEZONE, calendarDate, formatInZone, fromWallClock, inZone, zoneOffsetMinutes } from './timezone';

dayjs.extend(utc);

export { DEFAULT_TIMEZONE, PAYMENT_CREATED_TIMEZONE };
export const DEFAULT_DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const EMPTY_DATE = '--';

export type DateInput = Date | Dayjs | number | string | null | undefined;

/** One year of milliseconds: any timestamp below it reads as a 1970 date, which the API never means. */
const END_OF_1970_MS = Date.UTC(1971, 0, 1);

/** A timestamp that falls in 1970 when read as milliseconds is in seconds: multiply it by 1000. */
export function normalizeTimestamp(ts: number): number {
  return ts >= 0 && ts < END_OF_1970_MS ? ts * 1000 : ts;
}

/**
 * Reads what the API and inputs hand us: Date, dayjs, epoch milliseconds or seconds (number or digit string), or an
 * ISO string. A string without an offset is read as UTC. Empty or invalid input gives null.
 */
export function parseDate(value: DateInput): Dayjs | null {
  if (value === null || value === undefined) return null;
  let d: Dayjs;
  if (typeof value === 'number') d = dayjs(normalizeTimestamp(value));
  else if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return null;
    d = /^\d+$/.test(text) ? dayjs(normalizeTimestamp(Number(text))) : dayjs.utc(text);
  } else d = dayjs(value);
  return d.isValid() ? d : null;
}

export interface FormatDateTimeOptions {
  /** IANA zone or 'UTC' (default). */
  tz?: string;
  format?: string;
}

/** Default 'YYYY-MM-DD HH:mm:ss' in UTC; '--' when empty or invalid. */
export function formatDateTime(value: DateInput, options: FormatDateTimeOptions = {}): string {
  const d = parseDate(value);
  return d ? formatInZone(d, options.tz ?? 'UTC', options.format ?? DEFAULT_DATETIME_FORMAT) : EMPTY_DATE;
}

/**
 * The zone the reader chose in /settings (issue 32 item 2), null until they pick one. The SPA sets it from the user's
 * info (src/providers/accountApi.ts); the server never does: it names its zones (exports ask effectiveZone).
 */
export { setReaderZone, getReaderZone } from './settings/zone';

/** The zone of a place that shows times (a list, a detail, a chart): the reader's once chosen, else the place's own. */
export function displayZone(placeDefault: string): string {
  return effectiveZone(getReaderZone(), placeDefault);
}

/** Times in most lists are shown in UTC+0 (or the reader's chosen zone). */
export function formatListTime(value: DateInput): string {
  return formatDateTime(value, { tz: displayZone('UTC') });
}

/** The payments list's created time is shown in UTC+8 (or the reader's chosen zone). */
export function formatPaymentCreated(value: DateInput): string {
  return formatDateTime(value, { tz: displayZone(PAYMENT_CREATED_TIMEZONE) });
}

/** The zone's offset at an instant as a person reads it: 'UTC', 'UTC+8', 'UTC-3:30'. */
export function zoneLabel(tz: string, at: DateInput = new Date()): string {
  const d = parseDate(at) ?? dayjs();
  const minutes = inZone(d, tz).utcOffset();
  if (minutes === 0) return 'UTC';
  const sign = minutes > 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  return `UTC${sign}${Math.floor(abs / 60)}${abs % 60 ? `:${String(abs % 60).padStart(2, '0')}` : ''}`;
}

/**
 * A time with its zone named, as every time a person reads is shown: '2026-11-21 18:00:00 (UTC+8)'; '--' when empty.
 * In the reader's chosen zone once they picked one (displayZone), else the place's.
 */
export function formatZonedTime(value: DateInput, placeZone: string = 'UTC', format: string = DEFAULT_DATETIME_FORMAT): string {
  const d = parseDate(value);
  const tz = displayZone(placeZone);
  return d ? `${formatDateTime(d, { tz, format })} (${zoneLabel(tz, d)})` : EMPTY_DATE;
}

/** The zone of detail pages and of what they show beside the record (timeline, events, refunds): the display default. */
export const DETAIL_TIMEZONE = DEFAULT_TIMEZONE;

/** Named date formats, e.g. for 2026-11-21 09:05: */
export const DATE_FORMATS = {
  /** '21 Nov' */
  D_M: 'D MMM',
  /** 'Nov 21' */
  M_D: 'MMM D',
  /** '21 Nov 09:05' */
  'D_M_H:M': 'D MMM HH:mm',
  /** '09:05' */
  'H:M': 'HH:mm',
  /** '21 Nov 2026': the default, day, month abbreviation and year */
  D_M_Y: 'D MMM YYYY',
  /** 'Nov 2026' */
  M_Y: 'MMM YYYY',
  /** '2026' */
  Y: 'YYYY',
} as const;
export type DateFormatName = keyof typeof DATE_FORMATS;

/** The same formats as Chinese writes them, with no month names to translate: '2026年11月21日'. */
export const DATE_FORMATS_ZH: Readonly<Record<DateFormatName, string>> = {
  D_M: 'M月D日',
  M_D: 'M月D日',
  'D_M_H:M': 'M月D日 HH:mm',
  'H:M': 'HH:mm',
  D_M_Y: 'YYYY年M月D日',
  M_Y: 'YYYY年M月',
  Y: 'YYYY',
};

/**
 * A date in one of the named formats, in the display zone (default Asia/Shanghai); '--' when empty. `locale` 'zh'
 * (any 'zh…') writes it the Chinese way; anything else the English way.
 */
export function formatDate(value: DateInput, name: DateFormatName = 'D_M_Y', tz: string = DEFAULT_TIMEZONE, locale = 'en'): string {
  return formatDateTime(value, { tz, format: (locale.startsWith('zh') ? DATE_FORMATS_ZH : DATE_FORMATS)[name] });
}

/** The instant as an ISO string with the zone's offset, e.g. '2026-11-16T00:00:00+08:00' (for API filters). */
export function toZonedIso(value: Date | Dayjs, tz: string = DEFAULT_TIMEZONE): string {
  return inZone(dayjs(value), tz).format();
}

export const DATE_RANGE_NAMES = [
  'thisWeek', 'thisMonth', 'thisQuarter', 'thisYear', 'lastWeek', 'lastMonth', 'lastQuarter', 'lastYear',
] as const;
export type DateRangeName = (typeof DATE_RANGE_NAMES)[number] | `past${number}Months`;

/** Calendar arithmetic runs on the zone's wall-clock date held as a UTC date, which has no daylight-saving gaps. */
const wallToday = (now: Dayjs, tz: string): Dayjs => dayjs.utc(calendarDate(now, tz));
const atZoneMidnight = fromWallClock;

function wallRange(name: DateRangeName, today: Dayjs): [Dayjs, Dayjs] {
  const week = today.subtract((today.day() + 6) % 7, 'day'); // weeks start on Monday
  const month = today.date(1);
  const quarter = month.month(Math.floor(month.month() / 3) * 3);
  const year = month.month(0);
  switch (name) {
    case 'thisWeek': return [week, week.add(1, 'week')];
    case 'lastWeek': return [week.subtract(1, 'week'), week];
    case 'thisMonth': return [month, month.add(1, 'month')];
    case 'lastMonth': return [month.subtract(1, 'month'), month];
    case 'thisQuarter': return [quarter, quarter.add(3, 'month')];
    case 'lastQuarter': return [quarter.subtract(3, 'month'), quarter];
    case 'thisYear': return [year, year.add(1, 'year')];
    case 'lastYear': return [year.subtract(1, 'year'), year];
  }
  const n = Number(/^past(\d+)Months$/.exec(name)?.[1]);
  if (!Number.isInteger(n) || n < 1 || n > 1200) throw new RangeError(`unknown date range '${name}'`);
  return [today.subtract(n, 'month'), today.add(1, 'day')];
}

/**
 * [startInclusive, endExclusive) of a named period in the zone. 'this' periods cover the whole calendar period
 * (the end may lie in the future); weeks run Monday to Sunday; 'pastNMonths' runs from the same day N months ago
 * (clamped to the month's end) through today, both whole days.
 */
export function dateRange(name: DateRangeName, now: DateInput = new Date(), tz: string = DEFAULT_TIMEZONE): [Date, Date] {
  const at = parseDate(now);
  if (!at) throw new RangeError('dateRange needs a valid "now"');
  const [start, end] = wallRange(name, wallToday(at, tz));
  return [atZoneMidnight(start, tz), atZoneMidnight(end, tz)];
}

/**
 * A named period as the first and last calendar days ('YYYY-MM-DD', both included) in the zone: what a list's
 * From and To date filters show for a preset such as "last month".
 */
export function dateRangeDays(name: DateRangeName, now: DateInput = new Date(), tz: string = DEFAULT_TIMEZONE): { from: string; to: string } {
  const at = parseDate(now);
  if (!at) throw new RangeError('dateRangeDays needs a valid "now"');
  const [start, end] = wallRange(name, wallToday(at, tz));
  return { from: start.format('YYYY-MM-DD'), to: end.subtract(1, 'day').format('YYYY-MM-DD') };
}

/**
 * 'YYYY-MM-DD' days of a list's From and To inputs as the instants the zone's days start and end (the end included),
 * as the list filter sends them; a half-typed day is left out. The zone is the one the list shows its times in, so a
 * row shown on a day is found by that day (issue 32 item 2: the reader's chosen zone, else the list's own).
 */
export function dayRangeInstants(from: string, to: string, tz: string): { createdFrom?: string; createdTo?: string } {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  const start = (d: string) => fromWallClock(dayjs.utc(d), tz);
  const end = (d: string) => new Date(fromWallClock(dayjs.utc(d).add(1, 'day'), tz).getTime() - 1);
  return {
    ...(day.test(from) ? { createdFrom: withOffset(start(from), tz, 'YYYY-MM-DDTHH:mm:ss') } : {}),
    ...(day.test(to) ? { createdTo: withOffset(end(to), tz, 'YYYY-MM-DDTHH:mm:ss.SSS') } : {}),
  };
}

/** An instant as the zone's wall-clock time with its offset ('2026-11-01T00:00:00+08:00', 'Z' for UTC): readable in an address. */
function withOffset(at: Date, tz: string, format: string): string {
  const minutes = zoneOffsetMinutes(at, tz);
  if (minutes === 0) return `${formatInZone(at, tz, format)}Z`;
  const abs = Math.abs(minutes);
  return `${formatInZone(at, tz, format)}${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * The days a filter's instants fall on in the zone, for the From and To inputs: a drill-through from the overview
 * sends UTC instants ('2026-11-20T16:00:00Z' is 21 November in Shanghai); '' for a missing or unreadable one.
 */
export function instantRangeDays(filter: { createdFrom?: unknown; createdTo?: unknown }, tz: string): { from: string; to: string } {
  const day = (v: unknown) => {
    if (typeof v !== 'string') return '';
    const at = Date.parse(v);
    return Number.isNaN(at) ? '' : calendarDate(new Date(at), tz);
  };
  return { from: day(filter.createdFrom), to: day(filter.createdTo) };
}

/** The zone of a list's fixed offset ('Z' or '+08:00'): what its date presets count days in. */
export function zoneOfOffset(offset: string): string {
  return offset === 'Z' || offset === '+00:00' ? 'UTC' : PAYMENT_CREATED_TIMEZONE;
}
