// Streaming CSV export: rows equal the filtered count (across several keyset batches), formula cells are
// defused, the first line and the file name carry the mode and the time zone, and every list has one.
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../helpers/app';
import { parseCsv } from '../helpers/csv';
import { makePayment, signedInMerchant, topUp } from '../factories/payments';
import { seedPayments } from '../../server/seed/payments';
import { paymentBatch } from '../../server/repositories/payments';
import { insertPayment } from '../../server/repositories/payments';
import type { Cursor } from '../../server/repositories/keyset';

const { app, database } = await setupTestApp();
const db = database.db;

let m: Awaited<ReturnType<typeof signedInMerchant>>;

beforeAll(async () => {
  m = await signedInMerchant(app, db);
  await seedPayments(db, m.test.scope, { count: 6000, events: false, seed: 11 });
});

describe('GET {base}/payments/export', () => {
  it('streams every row matching the filter, over several batches, with mode and time zone up front', async () => {
    const kept = ['succeeded', 'partiallyRefunded', 'refunded', 'refundPending', 'canceled', 'incomplete', 'uncaptured', 'processing'];
    const filter = { status: kept, createdFrom: '2000-01-01' };
    const list = await m.test.get('/payments', { filter, range: [0, 0] });
    const total = Number(list.headers['content-range']!.split('/')[1]);
    // More rows than one keyset batch (5,000) holds.
    expect(total).toBeGreaterThan(5000);
    const res = await m.test.get('/payments/export', { filter, tz: 'Asia/Shanghai' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['x-total-count']).toBe(String(total));
    const name = /attachment; filename="(.+)"/.exec(res.headers['content-disposition'] as string)?.[1];
    expect(name).toMatch(/^payments_test_Asia-Shanghai_\d{8}\.csv$/);
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual(['Payments', 'Mode: test', 'Time zone: Asia/Shanghai (UTC+08:00)', expect.stringMatching(/^Exported at: \d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)]);
    expect(rows[1][0]).toBe('Transaction ID');
    const data = rows.slice(2);
    expect(data).toHaveLength(total);
    expect(new Set(data.map((r) => r[0])).size).toBe(total);
    expect(data.every((r) => kept.includes(r[2]))).toBe(true);
    // Newest first, times in the zone asked for, amounts in the currency's decimals.
    expect(data.map((r) => r[1])).toEqual([...data.map((r) => r[1])].sort().reverse());
    const decimals: Record<string, number> = { USD: 2, EUR: 2, CNY: 2, JPY: 0, KWD: 3 };
    expect(data.every((r) => (r[4].split('.')[1] ?? '').length === decimals[r[3]])).toBe(true);
  });

  it('shows times in the requested zone, zero- and three-decimal amounts exactly, and Chinese headers', async () => {
    const p = await makePayment(m.test, { amount: 123456, currency: 'KWD' });
    const utc = parseCsv((await m.test.get('/payments/export', { filter: { id: [p.id] }, tz: 'UTC' })).body);
    const shanghai = parseCsv((await m.test.get('/payments/export', { filter: { id: [p.id] } })).body);
    expect(utc[0][2]).toBe('Time zone: UTC (UTC+00:00)');
    expect(utc[2][4]).toBe('123.456');
    const created = new Date(p.createdAt as string);
    expect(utc[2][1]).toBe(created.toISOString().slice(0, 19).replace('T', ' '));
    expect(shanghai[2][1]).toBe(new Date(created.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' '));
    const jpy = await makePayment(m.test, { amount: 5000, currency: 'JPY' });
    expect(parseCsv((await m.test.get('/payments/export', { filter: { id: [jpy.id] } })).body)[2][4]).toBe('5000');
    const zh = parseCsv((await m.test.get('/payments/export', { filter: { id: [p.id] }, lang: 'zh' })).body);
    expect(zh[0].slice(0, 2)).toEqual(['支付', '模式: 测试模式']);
    expect(zh[1][0]).toBe('交易号');
    expect((await m.test.get('/payments/export', { tz: 'Mars/Olympus' })).statusCode).toBe(400);
    expect((await m.test.get('/payments/export', { filter: { colour: 'red' } })).statusCode).toBe(400);
  });

  it('defuses formula cells but leaves plain numbers alone', async () => {
    const n = await signedInMerchant(app, db);
    // (Leading tabs and carriage returns are trimmed by the API's schemas; csvCell's unit test covers them.)
    const evil = ['=HYPERLINK("http://evil.test","x")', '+1+2', '-2+3', '@SUM(A1)', '=1,"2"\nthree'];
    for (const name of evil) await makePayment(n.test, { customer: { name }, description: name });
    const rows = parseCsv((await n.test.get('/payments/export', { sort: ['createdAt', 'ASC'] })).body).slice(2).reverse();
    expect(rows.map((r) => r[7])).toEqual(evil.map((e) => `'${e}`));
    expect(rows.map((r) => r[13])).toEqual(evil.map((e) => `'${e}`));
    expect(rows.every((r) => r[4] === '100.00')).toBe(true);
  });

  it('live mode and other merchants: mode in the name and header, only their rows', async () => {
    await makePayment(m.live);
    const res = await m.live.get('/payments/export');
    expect(res.headers['content-disposition']).toContain('payments_live_');
    const rows = parseCsv(res.body);
    expect(rows[0][1]).toBe('Mode: live');
    expect(rows.slice(2)).toHaveLength(1);
    const other = await signedInMerchant(app, db);
    expect(parseCsv((await other.test.get('/payments/export')).body).slice(2)).toEqual([]);
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
      expect(rows[0][2], resource).toBe('Time zone: UTC (UTC+00:00)');
      expect(rows.slice(2), resource).toHaveLength(total);
      expect(res.headers['content-disposition']).toContain(`${resource}_test_UTC_`);
    }
  });
});
