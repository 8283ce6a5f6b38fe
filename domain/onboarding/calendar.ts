// Calendar dates (YYYY-MM-DD) as the onboarding rules need them: "today" in a zone, strict parsing, and month and
// year arithmetic that clamps to the month's end (31 May minus 3 months is 28 or 29 February).
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { calendarDate } from '../timezone';

dayjs.extend(utc);

export { calendarDate };

/** A real calendar date written YYYY-MM-DD (no 2026-02-30). */
export function isIsoDate(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && dayjs.utc(text).isValid() && dayjs.utc(text).format('YYYY-MM-DD') === text;
}

/** A calendar date plus (or minus) whole months or years, clamped to the end of a shorter month. */
export function shiftDate(date: string, amount: number, unit: 'month' | 'year'): string {
  return dayjs.utc(date).add(amount, unit).format('YYYY-MM-DD');
}
