import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { DEFAULT_TIMEZONE, calendarDate, fromWallClock, inZone, wallClock } from './timezone';

const at = new Date('2026-03-29T00:30:00Z');

describe('the time-zone helper', () => {
  it('reads an instant in a named zone, in UTC, and in the default zone (UTC+8)', () => {
    expect(inZone(at, 'Asia/Shanghai').format('YYYY-MM-DD HH:mm')).toBe('2026-03-29 08:30');
    expect(inZone(dayjs(at), 'UTC').format('YYYY-MM-DD HH:mm')).toBe('2026-03-29 00:30');
    expect(inZone(at, 'America/New_York').format('YYYY-MM-DD HH:mm')).toBe('2026-03-28 20:30');
    expect(DEFAULT_TIMEZONE).toBe('Asia/Shanghai');
  });

  it('gives the calendar date of the zone, not of the machine', () => {
    expect(calendarDate(new Date('2026-03-28T17:00:00Z'))).toBe('2026-03-29');
    expect(calendarDate(new Date('2026-03-28T17:00:00Z'), 'UTC')).toBe('2026-03-28');
  });

  it('round-trips a wall-clock time, and moves a time skipped by daylight saving forward', () => {
    const wall = wallClock(at, 'Europe/Berlin');
    expect(wall.format('YYYY-MM-DD HH:mm:ss.SSS')).toBe('2026-03-29 01:30:00.000');
    expect(fromWallClock(wall, 'Europe/Berlin').toISOString()).toBe(at.toISOString());
    // 29 March 2026, 02:30 does not exist in Berlin (clocks jump from 02:00 to 03:00).
    const skipped = fromWallClock(dayjs.utc('2026-03-29T02:30:00'), 'Europe/Berlin');
    expect(skipped.toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });
});
