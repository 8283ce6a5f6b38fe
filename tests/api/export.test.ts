// Streaming CSV export: rows equal the filtered count (across several keyset batches), formula cells are
// defused, the first line is the header, the file name carries the mode, the time zone and the time, statuses read
// as the lists show them, and every list has one.
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../helpers/app';
import { parseCsv } from '../helpers/csv';
import { PAYMENT_STATUS_LABELS } from '../../domain/csv-headers';
import { makePayment, signedInMerchant, topUp } from '../factories/payments';
import { seedPayments } from '../../server/seed/payments';
import { sql } from 'drizzle-orm';
import { paymentFilterSchema } from '../../domain/payment-filters';
import { countPayments, paymentBatch } from '../../server/repositories/payments';
import { insertPayment } from '../../server/repositories/payments';
import type { Cursor } from '../../server/repositories/keyset';

const { app, database } = await setupTestApp();
const db = database.db;

let m: Awaited<ReturnType<typeof signedInMerchant>>;

beforeAll(async () => {
  m = await signedInMerchant(app, db);
  await seedPayments(db, m.test.scope, { count: 6000, events: false, seed: 11 });
  // The table's statistics, as PostgreSQL's autovacuum gathers them on its own some time after the seed (under load,
  // in the middle of a test once): with them, the list's total of more rows than its exact cap is a sample's estimate.
  await db.execute(sql`analyze payments`);
});

describe('GET {base}/payments/export', () => {
  it('streams every row matching the filter, over several batches: the header first, mode, zone and time in the file name', async () => {
    const kept = ['succeeded', 'partiallyRefunded', 'refunded', 'refundPending', 'canceled', 'incomplete', 'uncaptured', 'processing'];
    const filter = { status: kept, createdFrom: '2000-01-01' };
    // The export counts exactly; the list's total of that many rows is an estimate, and says so (list-total.ts), so
    // the export is compared with the exact count (the list once agreed by chance, until autovacuum analysed the
    // table in the middle of the file on PostgreSQL: about 5,490 against the export's 5,489).
    const total = await countPayments(db, m.test.scope, paymentFilterSchema.parse(filter));
    // More rows than one keyset batch (5,000) holds.
    expect(total).toBeGreaterThan(5000);
    const list = await m.test.get('/payments', { filter, range: [0, 0] });
    expect(list.headers['x-total-estimated']).toBe('true');
    const res = await m.test.get('/payments/export', { filter, tz: 'Asia/Shanghai' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['x-total-count']).toBe(String(total));
    const name = /attachment; filename="(.+)"/.exec(res.headers['content-disposition'] as string)?.[1];
    expect(name).toMatch(/^payments_test_Asia-Shanghai_\d{8}-\d{6}\.csv$/);
    // The export's time in the name is in the zone asked for.
    const stamp = /_(\d{8})-\d{6}\.csv$/.exec(name!)![1];
    expect(stamp).toBe(new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, ''));
    expect(res.body.startsWith('\uFEFFTransaction ID,Created,Status,')).toBe(true);
    const rows = parseCsv(res.body);
    expect(rows[0][0]).toBe('Transaction ID');
    const data = rows.slice(1);
    expect(data).toHaveLength(total);
    expect(new Set(data.map((r) => r[0])).size).toBe(total);
    // Statuses as the list's chips say them.
    const shown = ['Succeeded', 'Partially refunded', 'Refunded', 'Refund pending', 'Canceled', 'Incomplete', 'Uncaptured', 'Processing'];
    expect(data.every((r) => shown.includes(r[2]))).toBe(true);
    // Newest first, times in the zone asked for, amounts in the currency's decimals.
    expect(data.map((r) => r[1])).toEqual([...data.map((r) => r[1])].sort().reverse());
    const decimals: Record<string, number> = { USD: 2, EUR: 2, CNY: 2, JPY: 0, KWD: 3 };
    expect(data.every((r) => (r[4].split('.')[1] ?? '').length === decimals[r[3]])).toBe(true);
  });

  it('shows times in the requested zone, zero- and three-decimal amounts exactly, and Chinese headers', async () => {
    const p = await makePayment(m.test, { amount: 123456, currency: 'KWD' });
    const utc = parseCsv((await m.test.get('/payments/export', { filter: { id: [p.id] }, tz: 'UTC' })).body);
    const shanghai = parseCsv((await m.test.get('/payments/export', { filter: { id: [p.id] } })).body);
    expect(utc).toHaveLength(2);
    expect(utc[1][4]).toBe('123.456');
    const created = new Date(p.createdAt as string);
    expect(utc[1][1]).toBe(created.toISOString().slice(0, 19).replace('T', ' '));
    expect(shanghai[1][1]).toBe(new Date(created.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' '));
    const jpy = await makePayment(m.test, { amount: 5000, currency: 'JPY' });
    expect(parseCsv((await m.test.get('/payments/export', { filter: { id: [jpy.id] } })).body)[1][4]).toBe('5000');
    const zh = parseCsv((await m.test.get('/payments/export', { filter: { id: [p.id] }, lang: 'zh' })).body);
    expect(zh[0].slice(0, 3)).toEqual(['交易号', '创建时间', '状态']);
    expect(zh[1][2]).toBe('成功');
    expect(utc[1][2]).toBe('Succeeded');
    expect((await m.test.get('/payments/export', { tz: 'Mars/Olympus' })).statusCode).toBe(400);
    expect((await m.test.get('/payments/export', { filter: { colour: 'red' } })).statusCode).toBe(400);
  });

  it('defuses formula cells but leaves plain numbers alone', async () => {
    const n = await signedInMerchant(app, db);
    // (Leading tabs and carriage returns are trimmed by the API's schemas; csvCell's unit test covers them.)
    const evil = ['=HYPERLINK("http://evil.test","x")', '+1+2', '-2+3', '@SUM(A1)', '=1,"2"\nthree'];
    for (const name of evil) await makePayment(n.test, { customer: { name }, description: name });
    const rows = parseCsv((await n.test.get('/payments/export', { sort: ['createdAt', 'ASC'] })).body).slice(1).reverse();
    expect(rows.map((r) => r[7])).toEqual(evil.map((e) => `'${e}`));
    expect(rows.map((r) => r[13])).toEqual(evil.map((e) => `'${e}`));
    expect(rows.every((r) => r[4] === '100.00')).toBe(true);
  });

  it('live mode and other merchants: mode in the name, only their rows', async () => {
    await makePayment(m.live);
    const res = await m.live.get('/payments/export');
    expect(res.headers['content-disposition']).toContain('payments_live_');
    const rows = parseCsv(res.body);
    expect(rows[0][0]).toBe('Transaction ID');
    expect(rows.slice(1)).toHaveLength(1);
    const other = await signedInMerchant(app, db);
    expect(parseCsv((await other.test.get('/payments/export')).body).slice(1)).toEqual([]);
  });
});

describe('keyset batches', () => {
  it('return every row exactly once even when many share a timestamp', async () => {
    const n = await signedInMerchant(app, db);
    const at = new Date('2026-01-01T00:00:00.123456Z');
    for (let i = 0; i < 23; i++) {
      await insertPayment(db, n.test.scope, { id: `pay_same${String(i).padStart(12, '0')}`, status: 'succeeded', amount: 100n, currency: 'USD', captureMethod: 'automatic', createdAt: at, updatedAt: at });
    }
    const seen: string[] = [];
    let after: Cursor | null = null;
    do {
      const batch: Awaited<ReturnType<typeof paymentBatch>> = await paymentBatch(db, n.test.scope, {}, undefined, after, 5);
      seen.push(...batch.rows.map((r) => r.id));
      after = batch.next;
    } while (after);
    expect(seen).toHaveLength(23);
    expect(new Set(seen).size).toBe(23);
  });
});

describe('exports of the other lists', () => {
  it('refunds, customers and disbursements export their filtered rows', async () => {
    await topUp(db, m.test.scope, 'USD', 1_000_000);
    for (const [resource, filter] of [
      ['refunds', { status: 'refunded' }],
      ['customers', { q: 'example.com' }],
      ['disbursements', { currency: 'EUR' }],
    ] as const) {
      const list = await m.test.get(`/${resource}`, { filter, range: [0, 0] });
      const total = Number(list.headers['content-range']!.split('/')[1]);
      expect(total, resource).toBeGreaterThan(0);
      const res = await m.test.get(`/${resource}/export`, { filter });
      expect(res.statusCode, resource).toBe(200);
      const rows = parseCsv(res.body);
      expect(rows.slice(1), resource).toHaveLength(total);
      expect(res.headers['content-disposition']).toMatch(new RegExp(`filename="${resource}_test_UTC_\\d{8}-\\d{6}\\.csv"`));
      const status = rows[0].indexOf('Status');
      const labels: string[] = Object.values(PAYMENT_STATUS_LABELS).map((l) => l.en);
      if (status >= 0) expect(rows.slice(1).filter((r) => !labels.includes(r[status])), resource).toEqual([]);
    }
  });
});
