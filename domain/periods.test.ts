import dayjs from 'dayjs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateRange } from './dates';
import {
  COMPARISONS, GRANULARITIES, OVERVIEW_PERIODS, PERIODS, TO_DATE_PERIODS, allowedComparisons, allowedGranularities,
  bucketRanges, buckets, comparisonRange, defaultGranularity, fromWallClock, overviewPeriodRange,
  periodRange, wallClock, type Granularity, type Period, type TimeRange,
} from './periods';
import { periodMessages, statsQuerySchema } from './periods-query';

const SH = 'Asia/Shanghai';
const NY = 'America/New_York';
// Saturday 21 Nov 2026, 18:00 in Shanghai.
const NOW = new Date('2026-11-21T10:00:00Z');
/** A Shanghai wall-clock time as an instant (UTC+8, no daylight saving). */
const sh = (wall: string) => new Date(`${wall}+08:00`);
const iso = (r: TimeRange | null) => (r ? [r.start.toISOString(), r.end.toISOString()] : null);
const shRange = (a: string, b: string) => [sh(a).toISOString(), sh(b).toISOString()];
const wall = (d: Date, tz: string) => wallClock(d, tz).format('YYYY-MM-DD HH:mm:ss.SSS');
const isMidnight = (d: Date, tz: string) => wallClock(d, tz).format('HH:mm:ss.SSS') === '00:00:00.000';
const wallLength = (r: TimeRange, tz: string) => wallClock(r.end, tz).diff(wallClock(r.start, tz));
const FIRST_PAYMENT = new Date('2025-03-10T20:00:00Z'); // 11 Mar 2025 04:00 in Shanghai

describe('options and their combinations (spec section 4)', () => {
  it('offers previous month only with month to date, previous quarter only with quarter to date', () => {
    for (const p of PERIODS) {
      expect(allowedComparisons(p).includes('previousMonth'), p).toBe(p === 'monthToDate');
      expect(allowedComparisons(p).includes('previousQuarter'), p).toBe(p === 'quarterToDate');
      expect(allowedComparisons(p)).toContain('none');
    }
    expect(allowedComparisons('allTime')).toEqual(['none']);
    expect(allowedComparisons('last7Days')).toEqual(['previousPeriod', 'previousYear', 'custom', 'none']);
  });

  it('offers hourly only for today and 7 days, yearly only for all time', () => {
    for (const p of PERIODS) {
      expect(allowedGranularities(p).includes('hourly'), p).toBe(p === 'today' || p === 'last7Days');
      expect(allowedGranularities(p).includes('yearly'), p).toBe(p === 'allTime');
      expect(allowedGranularities(p)).toEqual(expect.arrayContaining(['daily', 'weekly', 'monthly']));
      expect(allowedGranularities(p)).toContain(defaultGranularity(p));
    }
  });

  it('picks a custom range granularity by its length', () => {
    expect([undefined, 1, 31, 32, 183, 184].map((d) => defaultGranularity('custom', d)))
      .toEqual(['daily', 'daily', 'daily', 'weekly', 'weekly', 'monthly']);
  });
});

describe('periodRange in Asia/Shanghai', () => {
  it('gives whole local days ending at the next midnight for today and the rolling periods', () => {
    expect(iso(periodRange('today', NOW))).toEqual(shRange('2026-11-21T00:00:00', '2026-11-22T00:00:00'));
    expect(iso(periodRange('last7Days', NOW, SH))).toEqual(shRange('2026-11-15T00:00:00', '2026-11-22T00:00:00'));
    expect(iso(periodRange('last4Weeks', NOW, SH))).toEqual(shRange('2026-10-25T00:00:00', '2026-11-22T00:00:00'));
    expect(iso(periodRange('last3Months', NOW, SH))).toEqual(shRange('2026-08-22T00:00:00', '2026-11-22T00:00:00'));
    expect(iso(periodRange('last12Months', NOW, SH))).toEqual(shRange('2025-11-22T00:00:00', '2026-11-22T00:00:00'));
  });

  it('ends the to-date periods at now, starting where dates.ts says the month, quarter and year start', () => {
    expect(iso(periodRange('monthToDate', NOW, SH))).toEqual([sh('2026-11-01T00:00:00').toISOString(), NOW.toISOString()]);
    expect(iso(periodRange('quarterToDate', NOW, SH))).toEqual([sh('2026-10-01T00:00:00').toISOString(), NOW.toISOString()]);
    expect(iso(periodRange('yearToDate', NOW, SH))).toEqual([sh('2026-01-01T00:00:00').toISOString(), NOW.toISOString()]);
    for (const [p, name] of [['monthToDate', 'thisMonth'], ['quarterToDate', 'thisQuarter'], ['yearToDate', 'thisYear']] as const) {
      for (const tz of [SH, NY]) expect(periodRange(p, NOW, tz).start).toEqual(dateRange(name, NOW, tz)[0]);
    }
  });

  it('starts all time at the local midnight of the first payment, or today without one', () => {
    expect(iso(periodRange('allTime', NOW, SH, undefined, FIRST_PAYMENT))).toEqual([sh('2025-03-11T00:00:00').toISOString(), NOW.toISOString()]);
    expect(iso(periodRange('allTime', NOW, SH))).toEqual([sh('2026-11-21T00:00:00').toISOString(), NOW.toISOString()]);
    expect(periodRange('allTime', NOW, SH, undefined, new Date('2030-01-01T00:00:00Z')).start).toEqual(sh('2026-11-21T00:00:00'));
  });

  it('never returns an empty range at the first instant of a period', () => {
    const monthStart = sh('2026-11-01T00:00:00');
    expect(periodRange('monthToDate', monthStart, SH)).toEqual({ start: monthStart, end: new Date(monthStart.getTime() + 1) });
  });

  it('takes custom ranges as inclusive local days and refuses bad ones', () => {
    expect(iso(periodRange('custom', NOW, SH, { from: '2028-02-01', to: '2028-02-29' })))
      .toEqual(shRange('2028-02-01T00:00:00', '2028-03-01T00:00:00'));
    for (const custom of [undefined, { from: '2026-02-02', to: '2026-02-01' }, { from: '2026-02-30', to: '2026-03-01' }]) {
      expect(() => periodRange('custom', NOW, SH, custom)).toThrow(RangeError);
    }
  });
});

describe('overviewPeriodRange', () => {
  it('covers the nine overview periods', () => {
    const r = (p: (typeof OVERVIEW_PERIODS)[number]) => iso(overviewPeriodRange(p, NOW, SH, FIRST_PAYMENT));
    expect(r('today')).toEqual(shRange('2026-11-21T00:00:00', '2026-11-22T00:00:00'));
    expect(r('last7Days')).toEqual(shRange('2026-11-15T00:00:00', '2026-11-22T00:00:00'));
    expect(r('yesterday')).toEqual(shRange('2026-11-20T00:00:00', '2026-11-21T00:00:00'));
    expect(r('last3Days')).toEqual(shRange('2026-11-19T00:00:00', '2026-11-22T00:00:00'));
    expect(r('lastWeek')).toEqual(shRange('2026-11-09T00:00:00', '2026-11-16T00:00:00'));
    expect(r('lastMonth')).toEqual(shRange('2026-10-01T00:00:00', '2026-11-01T00:00:00'));
    expect(r('lastQuarter')).toEqual(shRange('2026-07-01T00:00:00', '2026-10-01T00:00:00'));
    expect(r('lastYear')).toEqual(shRange('2025-01-01T00:00:00', '2026-01-01T00:00:00'));
    expect(r('allTime')).toEqual([sh('2025-03-11T00:00:00').toISOString(), NOW.toISOString()]);
  });
});

describe('comparisonRange', () => {
  const cmp = (p: Period, c: (typeof COMPARISONS)[number], now: Date, custom?: { from: string; to: string }) =>
    iso(comparisonRange(p, c, periodRange(p, now, SH), SH, custom));

  it('compares with the same length immediately before', () => {
    expect(cmp('today', 'previousPeriod', NOW)).toEqual(shRange('2026-11-20T00:00:00', '2026-11-21T00:00:00'));
    expect(cmp('last7Days', 'previousPeriod', NOW)).toEqual(shRange('2026-11-08T00:00:00', '2026-11-15T00:00:00'));
    expect(cmp('monthToDate', 'previousPeriod', NOW)).toEqual(shRange('2026-10-11T06:00:00', '2026-11-01T00:00:00'));
  });

  it('compares month to date with as far into the previous month, clamped at its end', () => {
    expect(cmp('monthToDate', 'previousMonth', NOW)).toEqual(shRange('2026-10-01T00:00:00', '2026-10-21T18:00:00'));
    expect(cmp('monthToDate', 'previousMonth', sh('2027-03-31T15:00:00'))).toEqual(shRange('2027-02-01T00:00:00', '2027-03-01T00:00:00'));
    expect(cmp('monthToDate', 'previousMonth', sh('2028-03-31T15:00:00'))).toEqual(shRange('2028-02-01T00:00:00', '2028-03-01T00:00:00'));
    expect(cmp('monthToDate', 'previousMonth', sh('2028-03-29T10:00:00'))).toEqual(shRange('2028-02-01T00:00:00', '2028-02-29T10:00:00'));
    expect(cmp('monthToDate', 'previousMonth', sh('2027-03-29T10:00:00'))).toEqual(shRange('2027-02-01T00:00:00', '2027-03-01T00:00:00'));
    expect(cmp('monthToDate', 'previousMonth', sh('2027-01-15T12:00:00'))).toEqual(shRange('2026-12-01T00:00:00', '2026-12-15T12:00:00'));
  });

  it('compares quarter to date with as many days into the previous quarter, clamped at its end', () => {
    expect(cmp('quarterToDate', 'previousQuarter', NOW)).toEqual(shRange('2026-07-01T00:00:00', '2026-08-21T18:00:00'));
    expect(cmp('quarterToDate', 'previousQuarter', sh('2026-09-30T12:00:00'))).toEqual(shRange('2026-04-01T00:00:00', '2026-07-01T00:00:00'));
    expect(cmp('quarterToDate', 'previousQuarter', sh('2027-01-02T00:00:00'))).toEqual(shRange('2026-10-01T00:00:00', '2026-10-02T00:00:00'));
  });

  it('compares with the same dates a year earlier, 29 February becoming 28 February', () => {
    expect(cmp('today', 'previousYear', sh('2028-02-29T09:00:00'))).toEqual(shRange('2027-02-28T00:00:00', '2027-03-01T00:00:00'));
    expect(cmp('today', 'previousYear', sh('2028-02-28T09:00:00'))).toEqual(shRange('2027-02-28T00:00:00', '2027-03-01T00:00:00'));
    expect(cmp('today', 'previousYear', sh('2028-03-01T09:00:00'))).toEqual(shRange('2027-03-01T00:00:00', '2027-03-02T00:00:00'));
    expect(cmp('yearToDate', 'previousYear', sh('2028-02-29T10:00:00'))).toEqual(shRange('2027-01-01T00:00:00', '2027-02-28T10:00:00'));
    expect(cmp('last7Days', 'previousYear', NOW)).toEqual(shRange('2025-11-15T00:00:00', '2025-11-22T00:00:00'));
  });

  it('takes a custom comparison, gives null for none and refuses combinations the spec does not offer', () => {
    expect(cmp('last7Days', 'custom', NOW, { from: '2026-01-01', to: '2026-01-07' })).toEqual(shRange('2026-01-01T00:00:00', '2026-01-08T00:00:00'));
    expect(cmp('today', 'none', NOW)).toBeNull();
    expect(() => cmp('last7Days', 'previousMonth', NOW)).toThrow(RangeError);
    expect(() => cmp('monthToDate', 'previousQuarter', NOW)).toThrow(RangeError);
    expect(() => cmp('allTime', 'previousPeriod', NOW)).toThrow(RangeError);
    expect(() => cmp('today', 'custom', NOW)).toThrow(RangeError);
  });
});

describe('buckets', () => {
  it('cuts today into 24 hours, the last 7 days into 7 days, a quarter into Monday weeks', () => {
    expect(buckets(periodRange('today', NOW, SH), 'hourly', SH)).toHaveLength(24);
    expect(buckets(periodRange('last7Days', NOW, SH), 'daily', SH).map((d) => wall(d, SH).slice(0, 10)))
      .toEqual(['2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21']);
    const weeks = buckets(periodRange('quarterToDate', NOW, SH), 'weekly', SH).map((d) => wall(d, SH).slice(0, 10));
    expect(weeks.slice(0, 3)).toEqual(['2026-10-01', '2026-10-05', '2026-10-12']); // 1 Oct is a Thursday
    expect(weeks.at(-1)).toBe('2026-11-16');
  });

  it('gives all time a partial first year', () => {
    const years = buckets(periodRange('allTime', NOW, SH, undefined, FIRST_PAYMENT), 'yearly', SH);
    expect(years.map((d) => wall(d, SH).slice(0, 10))).toEqual(['2025-03-11', '2026-01-01']);
  });

  it('follows daylight saving in New York: 23 and 25 hour days, midnight boundaries', () => {
    const spring = periodRange('today', new Date('2026-03-08T17:00:00Z'), NY);
    const autumn = periodRange('today', new Date('2026-11-01T17:00:00Z'), NY);
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * 3_600_000);
    expect(buckets(spring, 'hourly', NY).map((d) => wallClock(d, NY).hour())).toEqual([0, 1, ...Array.from({ length: 21 }, (_, i) => i + 3)]);
    const autumnHours = buckets(autumn, 'hourly', NY).map((d) => wallClock(d, NY).hour());
    expect(autumnHours).toEqual([0, 1, 1, ...Array.from({ length: 22 }, (_, i) => i + 2)]);
    const week = periodRange('last7Days', new Date('2026-03-10T17:00:00Z'), NY);
    expect(buckets(week, 'daily', NY).every((d) => isMidnight(d, NY))).toBe(true);
    expect(comparisonRange('last7Days', 'previousPeriod', week, NY)?.start).toEqual(new Date('2026-02-25T05:00:00Z'));
  });

  it('refuses an empty range', () => {
    expect(() => buckets({ start: NOW, end: NOW }, 'daily', SH)).toThrow(RangeError);
  });
});

// Property tests: instants anywhere from 2000 to 2040, plus instants near month, quarter and year ends and
// 29 February, in a zone without daylight saving, zones with it (both hemispheres) and UTC.
const ZONES = [SH, NY, 'Europe/London', 'Australia/Sydney', 'Asia/Kolkata', 'UTC'];
const zoneArb = fc.constantFrom(...ZONES);
const anyInstant = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true });
const boundaryInstant = (tz: string) =>
  fc.record({
    year: fc.integer({ min: 2000, max: 2040 }),
    month: fc.integer({ min: 0, max: 11 }),
    day: fc.constantFrom(1, 2, 28, 29, 30, 31),
    hour: fc.constantFrom(0, 1, 12, 23),
    ms: fc.integer({ min: 0, max: 3_599_999 }),
  }).map(({ year, month, day, hour, ms }) => {
    const first = dayjs.utc(Date.UTC(year, month, 1));
    const w = first.date(Math.min(day, first.daysInMonth())).hour(hour).add(ms, 'ms');
    return fromWallClock(w, tz);
  });
const nowAndZone = zoneArb.chain((tz) => fc.tuple(fc.oneof(anyInstant, boundaryInstant(tz)), fc.constant(tz)));
const periodArb = fc.constantFrom(...PERIODS.filter((p) => p !== 'custom'));
const RUNS = { numRuns: 150 };

describe('properties', () => {
  it('every range is non-empty and half-open around now, with local-midnight boundaries', () => {
    fc.assert(fc.property(nowAndZone, periodArb, ([now, tz], period) => {
      const r = periodRange(period, now, tz, undefined, new Date(now.getTime() - 400 * 86_400_000));
      expect(r.end.getTime()).toBeGreaterThan(r.start.getTime());
      expect(r.start.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(isMidnight(r.start, tz)).toBe(true);
      if (TO_DATE_PERIODS.includes(period)) {
        expect(r.end.getTime()).toBe(now.getTime() === r.start.getTime() ? now.getTime() + 1 : now.getTime());
      } else {
        expect(now.getTime()).toBeLessThan(r.end.getTime());
        expect(isMidnight(r.end, tz)).toBe(true);
      }
    }), RUNS);
  });

  it('previous period: same wall-clock length, ending where the range starts (same instants length without DST)', () => {
    fc.assert(fc.property(nowAndZone, periodArb.filter((p) => p !== 'allTime'), ([now, tz], period) => {
      const r = periodRange(period, now, tz);
      const prev = comparisonRange(period, 'previousPeriod', r, tz)!;
      expect(prev.end).toEqual(r.start);
      expect(wallLength(prev, tz)).toBe(wallLength(r, tz));
      if (tz === SH || tz === 'UTC') expect(prev.end.getTime() - prev.start.getTime()).toBe(r.end.getTime() - r.start.getTime());
      if (!TO_DATE_PERIODS.includes(period)) expect(isMidnight(prev.start, tz)).toBe(true);
    }), RUNS);
  });

  it('previous month and quarter start on the 1st before the range and go as far in, clamped at their end', () => {
    // A counterexample once found: the end falls in London's spring-forward gap (31 Mar 2002 01:00).
    const gap: [Date, string] = [new Date('2002-06-29T00:00:00.000Z'), 'Europe/London'];
    fc.assert(fc.property(fc.oneof(fc.constant(gap), nowAndZone), fc.constantFrom('monthToDate', 'quarterToDate') as fc.Arbitrary<Period>, ([now, tz], period) => {
      const r = periodRange(period, now, tz);
      const prev = comparisonRange(period, period === 'monthToDate' ? 'previousMonth' : 'previousQuarter', r, tz)!;
      const start = wallClock(r.start, tz);
      const expectedStart = start.subtract(period === 'monthToDate' ? 1 : 3, 'month');
      expect(wallClock(prev.start, tz).format()).toBe(expectedStart.format());
      expect(prev.end.getTime()).toBeLessThanOrEqual(r.start.getTime());
      // As far in by the wall clock; an end that falls in a spring-forward gap lands where the zone resumes.
      const expectedEnd = fromWallClock(expectedStart.add(Math.min(wallLength(r, tz), start.diff(expectedStart)), 'ms'), tz);
      expect(prev.end.getTime()).toBe(expectedEnd.getTime());
    }), RUNS);
  });

  it('previous year keeps month and day (29 Feb -> 28 Feb) and is never empty', () => {
    fc.assert(fc.property(nowAndZone, periodArb.filter((p) => p !== 'allTime'), ([now, tz], period) => {
      const r = periodRange(period, now, tz);
      const prev = comparisonRange(period, 'previousYear', r, tz)!;
      const s = wallClock(r.start, tz);
      const p = wallClock(prev.start, tz);
      expect(p.year()).toBe(s.year() - 1);
      expect(p.format('MM-DD')).toBe(s.format('MM-DD') === '02-29' ? '02-28' : s.format('MM-DD'));
      expect(prev.end.getTime()).toBeGreaterThan(prev.start.getTime());
    }), RUNS);
  });

  it('buckets cover the range exactly, increasing, starting on local boundaries', () => {
    const withGranularity = periodArb.chain((p) => fc.tuple(fc.constant(p), fc.constantFrom(...allowedGranularities(p))));
    fc.assert(fc.property(nowAndZone, withGranularity, ([now, tz], [period, granularity]) => {
      const r = periodRange(period, now, tz, undefined, new Date(now.getTime() - 500 * 86_400_000));
      const parts = bucketRanges(r, granularity, tz);
      expect(parts[0].start).toEqual(r.start);
      expect(parts.at(-1)!.end).toEqual(r.end);
      parts.forEach((b, i) => {
        expect(b.end.getTime()).toBeGreaterThan(b.start.getTime());
        if (i > 0) {
          expect(b.start).toEqual(parts[i - 1].end);
          expect(onBoundary(b.start, granularity, tz)).toBe(true);
        }
      });
    }), RUNS);
  }, 30_000);

  it('does not depend on the time zone of the machine', () => {
    const compute = (now: Date, tz: string) => PERIODS.filter((p) => p !== 'custom').map((p) => {
      const r = periodRange(p, now, tz, undefined, new Date(now.getTime() - 60 * 86_400_000));
      const c = comparisonRange(p, allowedComparisons(p)[0], r, tz);
      return [iso(r), iso(c), buckets(r, defaultGranularity(p), tz).map((d) => d.getTime())];
    });
    const original = process.env.TZ;
    try {
      fc.assert(fc.property(nowAndZone, ([now, tz]) => {
        process.env.TZ = 'UTC';
        const reference = JSON.stringify(compute(now, tz));
        for (const machine of ['America/Los_Angeles', 'Asia/Kolkata', 'Pacific/Chatham']) {
          process.env.TZ = machine;
          expect(JSON.stringify(compute(now, tz))).toBe(reference);
        }
      }), { numRuns: 15 });
    } finally {
      // Assigning undefined would store the string 'undefined'.
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    }
  }, 30_000);
});

/** Whether an instant is where a bucket of this granularity starts in the zone. */
function onBoundary(d: Date, granularity: Granularity, tz: string): boolean {
  const w = wallClock(d, tz);
  if (granularity === 'hourly') return w.minute() === 0 && w.second() === 0 && w.millisecond() === 0;
  if (!isMidnight(d, tz)) return false;
  if (granularity === 'weekly') return w.day() === 1;
  if (granularity === 'monthly') return w.date() === 1;
  if (granularity === 'yearly') return w.date() === 1 && w.month() === 0;
  return true;
}

describe('statsQuerySchema', () => {
  const issues = (input: unknown) =>
    Object.fromEntries((statsQuerySchema.safeParse(input).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

  it('fills the defaults', () => {
    expect(statsQuerySchema.parse({})).toEqual({ period: 'last7Days', comparison: 'previousPeriod', granularity: 'daily' });
    expect(statsQuerySchema.parse({ period: 'allTime' })).toMatchObject({ comparison: 'none', granularity: 'monthly' });
    expect(statsQuerySchema.parse({ period: 'custom', from: '2026-01-01', to: '2026-03-31' }).granularity).toBe('weekly');
  });

  it('normalises the zone and currency', () => {
    expect(statsQuerySchema.parse({ tz: 'america/new_york', currency: 'usd' })).toMatchObject({ tz: NY, currency: 'USD' });
  });

  it.each([
    [{ period: 'lastDecade' }, { period: 'stats_period_invalid' }],
    [{ comparison: 'previousWeek' }, { comparison: 'stats_comparison_invalid' }],
    [{ granularity: 'minutely' }, { granularity: 'stats_granularity_invalid' }],
    [{ period: 'last7Days', comparison: 'previousMonth' }, { comparison: 'stats_comparison_not_allowed' }],
    [{ period: 'monthToDate', comparison: 'previousQuarter' }, { comparison: 'stats_comparison_not_allowed' }],
    [{ period: 'allTime', comparison: 'previousYear' }, { comparison: 'stats_comparison_not_allowed' }],
    [{ period: 'last4Weeks', granularity: 'hourly' }, { granularity: 'stats_granularity_not_allowed' }],
    [{ period: 'yearToDate', granularity: 'yearly' }, { granularity: 'stats_granularity_not_allowed' }],
    [{ period: 'custom' }, { from: 'stats_custom_range_required' }],
    [{ period: 'custom', from: '2026-01-01' }, { to: 'stats_custom_range_required' }],
    [{ period: 'custom', from: '2026-02-01', to: '2026-01-01' }, { to: 'stats_range_order' }],
    [{ period: 'custom', from: '2026-02-30', to: '2026-03-01' }, { from: 'stats_date_invalid' }],
    [{ period: 'custom', from: '2000-01-01', to: '2010-01-02' }, { to: 'stats_range_too_long' }],
    [{ period: 'today', from: '2026-01-01' }, { from: 'stats_range_only_custom' }],
    [{ comparison: 'custom', compareFrom: '2026-01-01' }, { compareTo: 'stats_custom_range_required' }],
    [{ compareTo: '2026-01-01' }, { compareTo: 'stats_range_only_custom' }],
    [{ tz: 'Mars/Olympus' }, { tz: 'stats_timezone_invalid' }],
    [{ currency: 'US' }, { currency: 'stats_currency_invalid' }],
  ])('refuses %j', (input, expected) => {
    expect(issues(input)).toEqual(expected);
  });

  it('accepts exactly the combinations the spec offers', () => {
    const dates = { from: '2026-01-01', to: '2026-01-31' };
    const compareDates = { compareFrom: '2025-01-01', compareTo: '2025-01-31' };
    for (const period of PERIODS) for (const comparison of COMPARISONS) for (const granularity of GRANULARITIES) {
      const input = { period, comparison, granularity, ...(period === 'custom' ? dates : {}), ...(comparison === 'custom' ? compareDates : {}) };
      const allowed = allowedComparisons(period).includes(comparison) && allowedGranularities(period).includes(granularity);
      expect(statsQuerySchema.safeParse(input).success, JSON.stringify(input)).toBe(allowed);
    }
  });

  it('has both languages for every message', () => {
    for (const [key, { en, zh }] of Object.entries(periodMessages)) {
      expect(en, key).not.toBe('');
      expect(zh, key).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
