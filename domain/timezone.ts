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

/** The zone's wall-clock time of an instant, held as a UTC dayjs (no daylight-saving gaps for calendar arithmetic). */
export const wallClock = (at: Dayjs | Date, tz: string): Dayjs => dayjs.utc(inZone(at, tz).format(WALL_FORMAT));

/** The instant a wall-clock time happens in the zone (a time skipped by daylight saving moves forward). */
export const fromWallClock = (wall: Dayjs, tz: string): Date => dayjs.tz(wall.format(WALL_FORMAT), tz).toDate();

/** The calendar date (YYYY-MM-DD) of an instant in a zone. */
export const calendarDate = (at: Dayjs | Date, tz: string = DEFAULT_TIMEZONE): string => inZone(at, tz).format('YYYY-MM-DD');
