import dayjs from 'dayjs';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DATE_FORMATS, DATE_RANGE_NAMES, DEFAULT_TIMEZONE, dateRange, dateRangeDays, formatDate, formatDateTime, formatListTime,
  formatPaymentCreated, normalizeTimestamp, parseDate, toZonedIso, formatZonedTime, zoneLabel, zoneOfOffset, dayRangeInstants, instantRangeDays, type DateRangeName,
} from './dates';

// Saturday 21 Nov 2026, 10:00 UTC = 18:00 in Shanghai.
const NOW = '2026-11-21T10:00:00Z';
const NOW_MS = Date.UTC(2026, 10, 21, 10, 0, 0);
const iso = ([a, b]: [Date, Date]) => [a.toISOString(), b.toISOString()];

describe('normalizeTimestamp', () => {
  it('multiplies timestamps that fall in 1970 as milliseconds', () => {
    expect(normalizeTimestamp(NOW_MS / 1000)).toBe(NOW_MS);
    expect(normalizeTimestamp(NOW_MS)).toBe(NOW_MS);
    expect(normalizeTimestamp(0)).toBe(0);
    expect(normalizeTimestamp(Date.UTC(1971, 0, 1))).toBe(Date.UTC(1971, 0, 1));
  });

  it('turns any seconds timestamp up to the year 2900 into the same instant in ms', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 29_000_000_000 }), (s) => {
      expect(normalizeTimestamp(s)).toBe(s * 1000);
      expect(normalizeTimestamp(s * 1000)).toBe(s * 1000 >= Date.UTC(1971, 0, 1) ? s * 1000 : s * 1_000_000);
    }));
  });
});

describe('parseDate', () => {
  it('reads dates, numbers, digit strings and ISO strings; naive strings as UTC', () => {
    expect(parseDate(NOW)?.valueOf()).toBe(NOW_MS);
    expect(parseDate(NOW_MS / 1000)?.valueOf()).toBe(NOW_MS);
    expect(parseDate(String(NOW_MS / 1000))?.valueOf()).toBe(NOW_MS);
    expect(parseDate(new Date(NOW_MS))?.valueOf()).toBe(NOW_MS);
    expect(parseDate(dayjs(NOW_MS))?.valueOf()).toBe(NOW_MS);
    expect(parseDate('2026-11-21 10:00:00')?.valueOf()).toBe(NOW_MS);
    expect(parseDate('2026-11-21T18:00:00+08:00')?.valueOf()).toBe(NOW_MS);
  });

  it('gives null for empty or invalid input', () => {
    for (const v of [null, undefined, '', '  ', 'not a date', new Date(Number.NaN)]) expect(parseDate(v)).toBeNull();
  });
});

describe('formatDateTime', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it('defaults to YYYY-MM-DD HH:mm:ss in UTC and -- when empty', () => {
    expect(formatDateTime(NOW)).toBe('2026-11-21 10:00:00');
    expect(formatDateTime(NOW_MS / 1000)).toBe('2026-11-21 10:00:00');
    expect(formatDateTime(null)).toBe('--');
    expect(formatDateTime('')).toBe('--');
    expect(formatDateTime('garbage')).toBe('--');
  });

  it('takes a zone and a format', () => {
    expect(formatDateTime(NOW, { tz: 'Asia/Shanghai' })).toBe('2026-11-21 18:00:00');
    expect(formatDateTime(NOW, { tz: 'America/New_York', format: 'YYYY-MM-DD HH:mm' })).toBe('2026-11-21 05:00');
  });

  it('shows list times in UTC+0 and the payments created time in UTC+8', () => {
    expect(formatListTime('2026-11-21T20:30:00Z')).toBe('2026-11-21 20:30:00');
    expect(formatPaymentCreated('2026-11-21T20:30:00Z')).toBe('2026-11-22 04:30:00');
    expect(formatPaymentCreated(undefined)).toBe('--');
  });

  it('does not depend on the zone of the machine', () => {
    const before = [formatDateTime(NOW), formatPaymentCreated(NOW), formatDate(NOW, 'D_M_H:M'), iso(dateRange('thisMonth', NOW))];
    process.env.TZ = 'America/Los_Angeles';
    expect([formatDateTime(NOW), formatPaymentCreated(NOW), formatDate(NOW, 'D_M_H:M'), iso(dateRange('thisMonth', NOW))]).toEqual(before);
  });
});

describe('formatDate', () => {
  it('renders every named format in the display zone', () => {
    const at = '2026-11-21T01:05:00Z'; // 09:05 in Shanghai
    expect(DEFAULT_TIMEZONE).toBe('Asia/Shanghai');
    const shown = Object.fromEntries(Object.keys(DATE_FORMATS).map((n) => [n, formatDate(at, n as keyof typeof DATE_FORMATS)]));
    expect(shown).toEqual({
      D_M: '21 Nov', M_D: 'Nov 21', 'D_M_H:M': '21 Nov 09:05', 'H:M': '09:05', D_M_Y: '21 Nov 2026', M_Y: 'Nov 2026', Y: '2026',
    });
  });

  it('defaults to day, month abbreviation and year', () => {
    expect(formatDate('2026-01-05T00:00:00Z')).toBe('5 Jan 2026');
    expect(formatDate('2026-12-31T20:00:00Z')).toBe('1 Jan 2027'); // already the next day in Shanghai
    expect(formatDate('2026-12-31T20:00:00Z', 'D_M_Y', 'UTC')).toBe('31 Dec 2026');
    expect(formatDate(null)).toBe('--');
  });

  it('writes every format the Chinese way in Chinese, with no English month name', () => {
    const at = '2026-11-21T01:05:00Z';
    const shown = Object.fromEntries(Object.keys(DATE_FORMATS).map((n) => [n, formatDate(at, n as keyof typeof DATE_FORMATS, DEFAULT_TIMEZONE, 'zh-CN')]));
    expect(shown).toEqual({
      D_M: '11月21日', M_D: '11月21日', 'D_M_H:M': '11月21日 09:05', 'H:M': '09:05', D_M_Y: '2026年11月21日', M_Y: '2026年11月', Y: '2026',
    });
    expect(Object.values(shown).join(' ')).not.toMatch(/[A-Za-z]/);
  });
});

describe('dateRange', () => {
  it('computes every named range in Shanghai', () => {
    const expected: Record<string, [string, string]> = {
      thisWeek: ['2026-11-15T16:00:00.000Z', '2026-11-22T16:00:00.000Z'],
      lastWeek: ['2026-11-08T16:00:00.000Z', '2026-11-15T16:00:00.000Z'],
      thisMonth: ['2026-10-31T16:00:00.000Z', '2026-11-30T16:00:00.000Z'],
      lastMonth: ['2026-09-30T16:00:00.000Z', '2026-10-31T16:00:00.000Z'],
      thisQuarter: ['2026-09-30T16:00:00.000Z', '2026-12-31T16:00:00.000Z'],
      lastQuarter: ['2026-06-30T16:00:00.000Z', '2026-09-30T16:00:00.000Z'],
      thisYear: ['2025-12-31T16:00:00.000Z', '2026-12-31T16:00:00.000Z'],
      lastYear: ['2024-12-31T16:00:00.000Z', '2025-12-31T16:00:00.000Z'],
      past3Months: ['2026-08-20T16:00:00.000Z', '2026-11-21T16:00:00.000Z'],
    };
    for (const [name, range] of Object.entries(expected)) expect(iso(dateRange(name as DateRangeName, NOW)), name).toEqual(range);
    expect(toZonedIso(dateRange('thisWeek', NOW)[0])).toBe('2026-11-16T00:00:00+08:00');
  });

  it('uses the zone’s calendar date, not UTC’s', () => {
    // Sunday 22 Nov 17:00 UTC is already Monday 23 Nov in Shanghai: a new week there, not in UTC.
    expect(iso(dateRange('thisWeek', '2026-11-22T17:00:00Z'))[0]).toBe('2026-11-22T16:00:00.000Z');
    expect(iso(dateRange('thisWeek', '2026-11-22T17:00:00Z', 'UTC'))[0]).toBe('2026-11-16T00:00:00.000Z');
  });

  it('follows daylight saving in zones that have it', () => {
    expect(iso(dateRange('thisMonth', '2026-03-15T12:00:00Z', 'America/New_York'))).toEqual([
      '2026-03-01T05:00:00.000Z', '2026-04-01T04:00:00.000Z',
    ]);
  });

  it('clamps past N months at the end of a short month and rejects bad names', () => {
    expect(iso(dateRange('past3Months', '2026-05-31T12:00:00Z', 'UTC'))).toEqual(['2026-02-28T00:00:00.000Z', '2026-06-01T00:00:00.000Z']);
    expect(() => dateRange('past0Months', NOW)).toThrow(RangeError);
    expect(() => dateRange('past1.5Months', NOW)).toThrow(RangeError);
    expect(() => dateRange('thisWeek', 'nope')).toThrow(RangeError);
  });

  it('always contains now for this-periods and ends where the last period starts the current one', () => {
    const zones = fc.constantFrom('UTC', 'Asia/Shanghai', 'America/New_York', 'Europe/London', 'Australia/Sydney');
    const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) });
    fc.assert(fc.property(instant, zones, fc.constantFrom(...DATE_RANGE_NAMES), (ms, tz, name) => {
      const [start, end] = dateRange(name, ms, tz);
      expect(start.getTime()).toBeLessThan(end.getTime());
      if (name.startsWith('this')) {
        expect(start.getTime()).toBeLessThanOrEqual(ms);
        expect(end.getTime()).toBeGreaterThan(ms);
        const last = dateRange(name.replace('this', 'last') as DateRangeName, ms, tz);
        expect(last[1].getTime()).toBe(start.getTime());
      }
      expect(toZonedIso(start, tz).slice(11, 19)).toBe('00:00:00');
    }), { numRuns: 300 });
  });
});

describe('dateRangeDays', () => {
  // Monday 2026-11-23 at 20:00 UTC is Tuesday 04:00 in Shanghai.
  const at = '2026-11-23T20:00:00Z';
  it('gives the first and last day of each preset in the zone', () => {
    expect(dateRangeDays('thisWeek', at, 'UTC')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(dateRangeDays('lastWeek', at, 'UTC')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(dateRangeDays('thisMonth', at, 'UTC')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(dateRangeDays('lastMonth', at, 'UTC')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(dateRangeDays('thisQuarter', at, 'UTC')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(dateRangeDays('lastQuarter', at, 'UTC')).toEqual({ from: '2026-07-01', to: '2026-09-30' });
    expect(dateRangeDays('thisYear', at, 'UTC')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(dateRangeDays('lastYear', at, 'UTC')).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(dateRangeDays('past3Months', at, 'UTC')).toEqual({ from: '2026-08-23', to: '2026-11-23' });
  });

  it('counts days in the zone: the same instant is already Tuesday in Shanghai', () => {
    expect(dateRangeDays('past3Months', at, 'Asia/Shanghai')).toEqual({ from: '2026-08-24', to: '2026-11-24' });
    expect(zoneOfOffset('Z')).toBe('UTC');
    expect(zoneOfOffset('+08:00')).toBe('Asia/Shanghai');
  });
});

describe('a list\'s date range in its zone', () => {
  it('turns days into the instants the zone\'s days start and end (the end included), and back', () => {
    const shanghai = dayRangeInstants('2026-11-01', '2026-11-21', 'Asia/Shanghai');
    expect(shanghai).toEqual({ createdFrom: '2026-11-01T00:00:00+08:00', createdTo: '2026-11-21T23:59:59.999+08:00' });
    expect(instantRangeDays(shanghai, 'Asia/Shanghai')).toEqual({ from: '2026-11-01', to: '2026-11-21' });
    expect(dayRangeInstants('2026-11-01', '2026-11-21', 'UTC')).toEqual({ createdFrom: '2026-11-01T00:00:00Z', createdTo: '2026-11-21T23:59:59.999Z' });
  });

  it('reads a chosen zone: a Tokyo day is not the UTC day, and a day of a daylight-saving change is 25 hours long', () => {
    // A row made at 08:00 in Tokyo on 27 November (23:00 UTC the day before) is on the 27th for a Tokyo reader.
    const tokyo = dayRangeInstants('2026-11-27', '2026-11-27', 'Asia/Tokyo');
    expect(tokyo).toEqual({ createdFrom: '2026-11-27T00:00:00+09:00', createdTo: '2026-11-27T23:59:59.999+09:00' });
    const row = Date.parse('2026-11-26T23:00:00Z');
    expect(row >= Date.parse(tokyo.createdFrom ?? '') && row <= Date.parse(tokyo.createdTo ?? '')).toBe(true);
    // 1 November 2026 in New York starts in summer time (UTC-4) and ends in winter time (UTC-5).
    expect(dayRangeInstants('2026-11-01', '2026-11-01', 'America/New_York')).toEqual({ createdFrom: '2026-11-01T00:00:00-04:00', createdTo: '2026-11-01T23:59:59.999-05:00' });
    // Where midnight is skipped (Santiago, 6 September 2026), the day starts at the first minute that exists.
    expect(dayRangeInstants('2026-09-06', '', 'America/Santiago')).toEqual({ createdFrom: '2026-09-06T01:00:00-03:00' });
  });

  it('shows UTC instants as the days they fall on in the zone', () => {
    const drill = { createdFrom: '2026-11-20T16:00:00.000Z', createdTo: '2026-11-21T15:59:59.999Z' };
    expect(instantRangeDays(drill, 'Asia/Shanghai')).toEqual({ from: '2026-11-21', to: '2026-11-21' });
    expect(instantRangeDays(drill, 'UTC')).toEqual({ from: '2026-11-20', to: '2026-11-21' });
    expect(instantRangeDays({ createdFrom: '2026-11-01T02:00:00Z' }, 'America/St_Johns')).toEqual({ from: '2026-10-31', to: '' });
    expect(instantRangeDays({ createdFrom: 'not a date' }, 'Asia/Shanghai')).toEqual({ from: '', to: '' });
  });

  it('ignores a half-typed day', () => {
    expect(dayRangeInstants('2026-11', '', 'UTC')).toEqual({});
  });
});

describe('zone labels', () => {
  it('names the offset at the instant', () => {
    expect(zoneLabel('UTC', NOW)).toBe('UTC');
    expect(zoneLabel('Asia/Shanghai', NOW)).toBe('UTC+8');
    expect(zoneLabel('Asia/Kolkata', NOW)).toBe('UTC+5:30');
    expect(zoneLabel('America/New_York', '2026-07-01T12:00:00Z')).toBe('UTC-4');
    expect(zoneLabel('America/New_York', '2026-12-01T12:00:00Z')).toBe('UTC-5');
  });

  it('formats a time with its zone, and -- when empty', () => {
    expect(formatZonedTime(NOW)).toBe('2026-11-21 10:00:00 (UTC)');
    expect(formatZonedTime(NOW, 'Asia/Shanghai')).toBe('2026-11-21 18:00:00 (UTC+8)');
    expect(formatZonedTime(null, 'Asia/Shanghai')).toBe('--');
  });
});
