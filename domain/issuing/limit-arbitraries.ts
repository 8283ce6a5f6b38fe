// The arbitraries of the limit rule's property tests (limits.test.ts) and of the limit simulator's
// (limit-simulator.test.ts): instants over a decade, zones with odd offsets and DST, the windowed intervals.
import fc from 'fast-check';
import { wallClock } from '../timezone';
import type { CumulativeInterval } from './limits';

export const ZONES = ['UTC', 'Asia/Shanghai', 'America/New_York', 'Europe/London', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'Pacific/Chatham'];
export const instant = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true });
export const zone = fc.constantFrom(...ZONES);
export const windowed = fc.constantFrom<Exclude<CumulativeInterval, 'all_time'>>('daily', 'weekly', 'monthly');
export const zero = (): Record<CumulativeInterval, number> => ({ daily: 0, weekly: 0, monthly: 0, all_time: 0 });

/** The calendar unit of an interval as the account's wall clock reads it. */
export function unitKey(interval: Exclude<CumulativeInterval, 'all_time'>, at: Date, tz: string): string {
  const wall = wallClock(at, tz);
  if (interval === 'daily') return wall.format('YYYY-MM-DD');
  if (interval === 'monthly') return wall.format('YYYY-MM');
  return wall.subtract((wall.day() + 6) % 7, 'day').format('YYYY-MM-DD');
}
