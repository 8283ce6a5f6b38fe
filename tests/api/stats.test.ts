// The stats API against a brute-force count of the seeded payments: every overview KPI for every overview period
// (in the account's zone, another zone and a half-hour zone), series buckets that add up to the totals, the
// comparison ranges, refused combinations, permissions, and isolation across accounts and modes.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { OVERVIEW_PERIODS, bucketRanges, comparisonRange, overviewPeriodRange, periodRange, type OverviewPeriod } from '../../domain/periods';
import { accounts } from '../../server/db/schema';
import { seedPayments } from '../../server/seed/payments';
import { setupTestApp } from '../helpers/app';
import { signedInMerchant } from '../factories/payments';
import { bruteKpis, loadRows, type Row } from './stats-brute';

const { app, database } = await setupTestApp();
const db = database.db;

let m: Awaited<ReturnType<typeof signedInMerchant>>;
let ny: Awaited<ReturnType<typeof signedInMerchant>>;
let rows: Row[];
let nyRows: Row[];
let first: Date;

beforeAll(async () => {
  m = await signedInMerchant(app, db);
  ny = await signedInMerchant(app, db);
  await db.update(accounts).set({ timezone: 'America/New_York' }).where(eq(accounts.id, ny.account.id));
  await seedPayments(db, m.test.scope, { count: 2500, months: 14, seed: 11, events: false });
  await seedPayments(db, ny.test.scope, { count: 800, months: 3, seed: 12, events: false });
  // Noise: the live mode of the first merchant has its own, smaller world.
  await seedPayments(db, m.live.scope, { count: 150, months: 2, seed: 13, events: false });
  rows = await loadRows(db, m.test.scope);
  nyRows = await loadRows(db, ny.test.scope);
  first = rows.reduce((a, r) => (r.createdAt < a ? r.createdAt : a), new Date());
}, 120_000);

type Overview = { tz: string; range: { start: string; end: string }; currencies: ReturnType<typeof bruteKpis> };

async function overview(client: typeof m.test, period: OverviewPeriod, tz?: string) {
  const before = new Date();
  const res = await client.get('/stats/overview', { period, tz });
  expect(res.statusCode).toBe(200);
  return { before, after: new Date(), data: res.json().data as Overview };
}

describe('GET {base}/stats/overview', () => {
  it.each(OVERVIEW_PERIODS)('%s: every KPI per currency matches a brute-force count in the account zone', async (period) => {
    const { before, data } = await overview(m.test, period);
    expect(data.tz).toBe('Asia/Shanghai');
    const expected = overviewPeriodRange(period, before, 'Asia/Shanghai', first);
    const start = new Date(data.range.start);
    const end = new Date(data.range.end);
    expect(start).toEqual(expected.start);
    if (period !== 'allTime') expect(end).toEqual(expected.end);
    expect(data.currencies).toEqual(bruteKpis(rows, start, end));
    if (period === 'allTime' || period === 'lastYear') expect(data.currencies.length).toBeGreaterThan(1);
  });

  it.each(['lastMonth', 'last7Days', 'yesterday', 'allTime'] as const)('%s in a New York account and a half-hour zone', async (period) => {
    const { before, data } = await overview(ny.test, period);
    expect(data.tz).toBe('America/New_York');
    const nyFirst = nyRows.reduce((a, r) => (r.createdAt < a ? r.createdAt : a), new Date());
    expect(new Date(data.range.start)).toEqual(overviewPeriodRange(period, before, 'America/New_York', nyFirst).start);
    expect(data.currencies).toEqual(bruteKpis(nyRows, new Date(data.range.start), new Date(data.range.end)));
    // Kolkata is UTC+5:30: every boundary cuts a UTC hour, read from the payments themselves.
    const india = (await overview(m.test, period, 'Asia/Kolkata')).data;
    expect(india.tz).toBe('Asia/Kolkata');
    expect(india.currencies).toEqual(bruteKpis(rows, new Date(india.range.start), new Date(india.range.end)));
  });

  it('keeps accounts and modes apart', async () => {
    const live = await loadRows(db, m.live.scope);
    const { data } = await overview(m.live, 'allTime');
    expect(data.currencies).toEqual(bruteKpis(live, new Date(data.range.start), new Date(data.range.end)));
    expect(data.currencies.reduce((s, c) => s + c.totalCount, 0)).toBe(live.length);
    const stranger = await signedInMerchant(app, db);
    expect((await overview(stranger.test, 'allTime')).data.currencies).toEqual([]);
  });

  it('refuses an unknown period or zone, and a member without the Overview permission', async () => {
    const bad = await m.test.get('/stats/overview', { period: 'lastDecade' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('period');
    expect((await m.test.get('/stats/overview', { tz: 'Mars/Olympus' })).json().errors).toHaveProperty('tz');
    const limited = await signedInMerchant(app, db, { permissions: ['dashPayment'] });
    expect((await limited.test.get('/stats/overview')).statusCode).toBe(403);
  });
});

interface Bucket { start: string; end: string; amount: number; count: number }
interface Series {
  range: { start: string; end: string };
  comparisonRange: { start: string; end: string } | null;
  currencies: { currency: string; current: Bucket[]; comparison: Bucket[] | null; totals: ReturnType<typeof bruteKpis>[number];
    comparisonTotals: ReturnType<typeof bruteKpis>[number] | null; change: Record<string, number | null> | null }[];
}

describe('GET {base}/stats/series', () => {
  const cases = [
    { period: 'today', granularity: 'hourly' },
    { period: 'last7Days', granularity: 'hourly', comparison: 'previousYear' },
    { period: 'last4Weeks', granularity: 'weekly' },
    { period: 'last12Months', granularity: 'monthly', comparison: 'previousPeriod' },
    { period: 'monthToDate', comparison: 'previousMonth' },
    { period: 'quarterToDate', comparison: 'previousQuarter', granularity: 'daily' },
    { period: 'yearToDate', comparison: 'previousYear' },
    { period: 'allTime', granularity: 'yearly' },
    // Kolkata (UTC+5:30): every daily boundary cuts an hour, so each bucket mixes rollups and payments.
    { period: 'last4Weeks', granularity: 'daily', tz: 'Asia/Kolkata' },
    { period: 'custom', from: '2025-12-30', to: '2026-03-02', comparison: 'custom', compareFrom: '2025-01-01', compareTo: '2025-02-10' },
  ];

  it.each(cases)('$period $granularity $comparison $tz: buckets cover the range and add up to brute-force totals', async (q) => {
    const before = new Date();
    const tz = q.tz ?? 'Asia/Shanghai';
    const res = await m.test.get('/stats/series', q);
    expect(res.statusCode).toBe(200);
    const s = res.json().data as Series;
    const range = { start: new Date(s.range.start), end: new Date(s.range.end) };
    const custom = q.from ? { from: q.from, to: q.to! } : undefined;
    expect(range.start).toEqual(periodRange(q.period as 'today', before, tz, custom, first).start);
    const brute = bruteKpis(rows, range.start, range.end);
    // A currency seen only in the comparison range has zero totals in the current one.
    const zero = (currency: string) => ({ currency, successfulAmount: 0, averageAmount: null, successfulCount: 0, failedCount: 0, totalCount: 0, successRate: null });
    expect(s.currencies.map((c) => c.totals)).toEqual(s.currencies.map((c) => brute.find((b) => b.currency === c.currency) ?? zero(c.currency)));
    expect(brute.every((b) => s.currencies.some((c) => c.currency === b.currency))).toBe(true);
    for (const c of s.currencies) {
      const expectedBuckets = bucketRanges(range, (res.json().data.granularity), tz);
      expect(c.current.map((b) => b.start)).toEqual(expectedBuckets.map((b) => b.start.toISOString()));
      expect(c.current.reduce((sum, b) => sum + b.amount, 0)).toBe(c.totals.successfulAmount);
      expect(c.current.reduce((sum, b) => sum + b.count, 0)).toBe(c.totals.successfulCount);
      for (const b of c.current) {
        const one = bruteKpis(rows, new Date(b.start), new Date(b.end)).find((k) => k.currency === c.currency);
        expect([b.amount, b.count]).toEqual([one?.successfulAmount ?? 0, one?.successfulCount ?? 0]);
      }
    }
    if (!s.comparisonRange) return expect(q.comparison ?? 'none').toMatch(/none|undefined/);
    const compareCustom = q.compareFrom ? { from: q.compareFrom, to: q.compareTo! } : undefined;
    const expectedPrev = comparisonRange(q.period as 'today', (q.comparison ?? 'previousPeriod') as 'none', range, tz, compareCustom)!;
    expect(new Date(s.comparisonRange.start)).toEqual(expectedPrev.start);
    expect(new Date(s.comparisonRange.end)).toEqual(expectedPrev.end);
    const prevBrute = bruteKpis(rows, expectedPrev.start, expectedPrev.end);
    for (const c of s.currencies) {
      const want = prevBrute.find((b) => b.currency === c.currency);
      expect(c.comparisonTotals!.successfulAmount).toBe(want?.successfulAmount ?? 0);
      expect(c.comparison!.reduce((sum, b) => sum + b.count, 0)).toBe(want?.successfulCount ?? 0);
    }
  });

  it('applies the percentage-change rule to the KPI totals', async () => {
    const res = await m.test.get('/stats/series', { period: 'last12Months', comparison: 'previousPeriod', currency: 'usd' });
    const [usd] = (res.json().data as Series).currencies;
    expect(usd.currency).toBe('USD');
    const { totals: t, comparisonTotals: p } = usd;
    const rule = (cur: number, base: number) => (base === 0 ? cur * 100 : cur === 0 ? -base * 100 : ((cur - base) / base) * 100);
    // Amounts in major units (USD has 2 decimals): from 0 to 6,860.94 is 686,094 %, not 68,609,400 %.
    expect(usd.change!.successfulAmount).toBeCloseTo(rule(t.successfulAmount / 100, p!.successfulAmount / 100), 9);
    expect(usd.change!.successfulCount).toBeCloseTo(rule(t.successfulCount, p!.successfulCount), 9);
  });

  it('takes the zero-base rule on major units: from nothing to an amount is the amount times 100', async () => {
    const res = await m.test.get('/stats/series', {
      period: 'last12Months', comparison: 'custom', compareFrom: '2001-01-01', compareTo: '2001-02-01', currency: 'usd',
    });
    expect(res.statusCode).toBe(200);
    const [usd] = (res.json().data as Series).currencies;
    expect(usd.comparisonTotals!.successfulAmount).toBe(0);
    expect(usd.totals.successfulAmount).toBeGreaterThan(0);
    expect(usd.change!.successfulAmount).toBeCloseTo(usd.totals.successfulAmount, 6);
  });

  it.each([
    [{ period: 'last7Days', comparison: 'previousMonth' }, 'comparison'],
    [{ period: 'monthToDate', comparison: 'previousQuarter' }, 'comparison'],
    [{ period: 'last3Months', granularity: 'hourly' }, 'granularity'],
    [{ period: 'last7Days', granularity: 'yearly' }, 'granularity'],
    [{ period: 'custom', to: '2026-01-01' }, 'from'],
    [{ period: 'allTime', comparison: 'previousPeriod' }, 'comparison'],
  ])('refuses %j naming %s', async (q, field) => {
    const res = await m.test.get('/stats/series', q);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toContain(field);
  });
});
