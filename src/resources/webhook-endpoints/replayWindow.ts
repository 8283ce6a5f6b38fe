// The replay form's time window: two wall-clock times typed in the user's zone (datetime-local values) become the
// instants the API takes, or the i18n keys of what is wrong with them. DOM-free.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { fromWallClock, inZone } from '../../../domain/timezone';

dayjs.extend(utc);

export type ReplayWindowResult =
  | { ok: true; from: string; to: string }
  | { ok: false; errors: Partial<Record<'from' | 'to', string>> };

const WALL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

function instant(wall: string, tz: string): Date | null {
  if (!WALL.test(wall)) return null;
  const parsed = dayjs.utc(wall);
  return parsed.isValid() ? fromWallClock(parsed, tz) : null;
}

/** Both ends are required, `from` must lie in the past and `to` after `from`. */
export function replayWindow(fromWall: string, toWall: string, tz: string, now: Date = new Date()): ReplayWindowResult {
  const errors: Partial<Record<'from' | 'to', string>> = {};
  const from = instant(fromWall, tz);
  const to = instant(toWall, tz);
  if (!fromWall) errors.from = 'validation.please_input';
  else if (!from) errors.from = 'app.webhooks.replay.invalidTime';
  else if (from.getTime() > now.getTime()) errors.from = 'app.webhooks.replay.fromFuture';
  if (!toWall) errors.to = 'validation.please_input';
  else if (!to) errors.to = 'app.webhooks.replay.invalidTime';
  else if (from && to.getTime() <= from.getTime()) errors.to = 'app.webhooks.replay.toBeforeFrom';
  if (!from || !to || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, from: from.toISOString(), to: to.toISOString() };
}

/** The datetime-local value of an instant in a zone (the form's defaults: the last 24 hours). */
export function wallValue(at: Date, tz: string): string {
  return inZone(at, tz).format('YYYY-MM-DDTHH:mm');
}
