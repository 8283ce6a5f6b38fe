// The one time-zone helper: every reading of an instant in a zone, and every wall-clock time turned back into an
// instant, goes through here, so display, period boundaries and calendar dates agree and never depend on the
// zone of the browser or server running them. Which zone a page uses is its caller's choice.
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** An account's zone unless it set another. */
export const DEFAULT_TIMEZONE = 'Asia/Shanghai';
/** The payments list shows its created time in UTC+8 (spec section 9); Shanghai has had no daylight saving since 1991. */
export const PAYMENT_CREATED_TIMEZONE = 'Asia/Shanghai';

const WALL_FORMAT = 'YYYY-MM-DD HH:mm:ss.SSS';

/** A moment seen in a zone (IANA name, or 'UTC'). */
export const inZone = (d: Dayjs | Date, tz: string): Dayjs => (tz === 'UTC' ? dayjs.utc(d) : dayjs(d).tz(tz));

// One Intl formatter per zone, made once: dayjs's tz() asks toLocaleString for a new one on every call, which costs
// about a millisecond, so a list page of dates spent tens of milliseconds in it.
const wallParts = new Map<string, Intl.DateTimeFormat>();
const partsFormatter = (tz: string): Intl.DateTimeFormat => {
  let f = wallParts.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallParts.set(tz, f);
  }
  return f;
};

/** The zone's offset from UTC at an instant, in minutes (Shanghai +480, New York -300 or -240). */
export function zoneOffsetMinutes(at: Date, tz: string): number {
  if (tz === 'UTC') return 0;
  const part: Record<string, number> = {};
  for (const p of partsFormatter(tz).formatToParts(at)) if (p.type !== 'literal') part[p.type] = Number(p.value);
  const wall = Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second);
  const instant = Math.floor(at.getTime() / 1000) * 1000;
  return Math.round((wall - instant) / 60_000);
}

/**
 * An instant formatted as the zone's wall-clock time (dayjs format tokens, no zone-name tokens): what
 * `inZone(d, tz).format(f)` prints, without dayjs's per-call cost. For display only; calendar arithmetic in a zone
 * goes through inZone.
 */
export const formatInZone = (d: Dayjs | Date, tz: string, format: string): string => {
  const at = d instanceof Date ? d : d.toDate();
  return dayjs.utc(at).utcOffset(zoneOffsetMinutes(at, tz)).format(format);
};

/** The zone's wall-clock time of an instant, held as a UTC dayjs (no daylight-saving gaps for calendar arithmetic). */
export const wallClock = (at: Dayjs | Date, tz: string): Dayjs => dayjs.utc(inZone(at, tz).format(WALL_FORMAT));

/** The instant a wall-clock time happens in the zone (a time skipped by daylight saving moves forward). */
export const fromWallClock = (wall: Dayjs, tz: string): Date => dayjs.tz(wall.format(WALL_FORMAT), tz).toDate();

/** The calendar date (YYYY-MM-DD) of an instant in a zone. */
export const calendarDate = (at: Dayjs | Date, tz: string = DEFAULT_TIMEZONE): string => inZone(at, tz).format('YYYY-MM-DD');
