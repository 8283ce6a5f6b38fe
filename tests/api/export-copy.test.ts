// The PostgreSQL COPY path of the payments export writes the very bytes of the JS batch path: awkward cells
// (formulas, quotes, line breaks, empty strings, microseconds, zero- and three-decimal currencies, DST edges),
// several zones and both languages; the route serves them; an export stopped half way gives its connection back.
// PostgreSQL only: PGlite always takes the JS path.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../helpers/app';
import { isPostgres } from '../helpers/db';
import { signedInMerchant } from '../factories/payments';
import { seedPayments } from '../../server/db/seed/payments';
import { copyConnection, copyPool } from '../../server/lib/csv-copy';
import { csvChunks, exportChunks, type ExportRequest } from '../../server/lib/csv-export';
import { insertPayment, type NewPaymentRow } from '../../server/repositories/payments';
import { paymentExport } from '../../server/routes/payments/export';
import type { PaymentFilter } from '../../domain/payment-filters';

const { app, database } = await setupTestApp();
const db = database.db;

let m: Awaited<ReturnType<typeof signedInMerchant>>;

const AWKWARD: Partial<NewPaymentRow>[] = [
  { customerName: '=HYPERLINK("http://evil.test","x")', description: '+1+2' },
  { customerName: '-2+3', description: '@SUM(A1)', merchantOrderId: '-12.50' },
  { customerName: 'a, "quoted" name', description: 'two\nlines', customerEmail: '' },
  { customerName: '', description: 'crlf\r\ninside', merchantOrderId: '\tTAB' },
  { customerName: ' ', description: '\\.', channelOrderId: '\rCR' },
  { customerName: '佐藤 健', description: '"', cardBrand: null, cardLast4: '4242' },
  { cardBrand: '=VISA', cardLast4: '1111' },
  { cardBrand: 'VISA', cardLast4: '' },
  { amount: 0n, currency: 'JPY' },
  { amount: 5n, amountRefunded: 1n, currency: 'KWD' },
  { amount: 999_999_999_999n, serviceFee: 29_000_000_030n, currency: 'BHD' },
  { amount: 7n, currency: 'USD', createdAt: new Date('2026-03-08T06:59:59.999Z') },
  { amount: 100n, currency: 'EUR', createdAt: new Date('2026-03-08T07:00:00.000Z') },
  { amount: 101n, currency: 'CNY', createdAt: new Date('2026-11-01T05:59:59.999Z') },
];

beforeAll(async () => {
  m = await signedInMerchant(app, db);
  await seedPayments(db, m.test.scope, { count: 1500, events: false, seed: 5 });
  let i = 0;
  for (const extra of AWKWARD) {
    i++;
    await insertPayment(db, m.test.scope, {
      id: `pay_awkward${String(i).padStart(9, '0')}`,
      status: 'succeeded',
      amount: 1234n,
      currency: 'USD',
      captureMethod: 'automatic',
      cardBrand: 'Mastercard',
      cardLast4: '4444',
      ...extra,
    });
  }
  // Microseconds, which JS Dates cannot hold: both paths cut to the second.
  await db.execute(sql`update payments set created_at = '2026-05-05 23:59:59.999999+00' where id = 'pay_awkward000000001'`);
});

async function text(chunks: AsyncIterable<string | Buffer>): Promise<string> {
  const parts: Buffer[] = [];
  for await (const c of chunks) parts.push(typeof c === 'string' ? Buffer.from(c) : c);
  return Buffer.concat(parts).toString('utf8');
}

function both(filter: PaymentFilter, req: ExportRequest, ids?: string[]) {
  const source = paymentExport.source(db, m.test.scope, filter, ids);
  const from = paymentExport.copyFrom!(m.test.scope, filter, ids);
  return Promise.all([text(csvChunks(paymentExport.columns, source, req)), text(exportChunks(db, paymentExport.columns, source, req, from))]);
}

const request = (tz: string, lang: 'en' | 'zh' = 'en'): ExportRequest => ({
  resource: 'payments', title: paymentExport.title, livemode: false, tz, lang, now: new Date('2026-11-21T10:00:00Z'),
});

describe.skipIf(!isPostgres())('payments export by COPY (PostgreSQL)', () => {
  it('takes the COPY path on PostgreSQL for zone names, not for offsets PostgreSQL would read backwards', async () => {
    expect(copyPool(db)).not.toBeNull();
    const client = await copyConnection(db, 'Asia/Shanghai');
    expect(client).not.toBeNull();
    client!.release();
    expect(await copyConnection(db, '+08:00')).toBeNull();
    expect(await copyConnection(db, 'Not/AZone')).toBeNull();
  });

  it.each([
    ['UTC', 'en'],
    ['Asia/Shanghai', 'zh'],
    ['America/New_York', 'en'],
    ['Asia/Kolkata', 'en'],
    ['Australia/Lord_Howe', 'zh'],
  ] as const)('writes the same bytes as the JS path in %s (%s)', async (tz, lang) => {
    const [js, copy] = await both({}, request(tz, lang));
    expect(js.split('\r\n').length).toBeGreaterThan(1500);
    expect(js).toContain("'=HYPERLINK");
    expect(copy).toBe(js);
  });

  it('writes the same bytes for filtered exports and id lists', async () => {
    for (const [filter, ids] of [
      [{ status: ['succeeded', 'refunded'] as PaymentFilter['status'], currency: 'KWD' as const }, undefined],
      [{ q: 'a, "quoted"' }, undefined],
      [{ createdFrom: '2026-03-01', createdTo: '2026-03-31T23:59:59Z' }, undefined],
      [{}, ['pay_awkward000000003', 'pay_awkward000000004', 'pay_nope']],
    ] as const) {
      const [js, copy] = await both(filter, request('Europe/London'), ids ? [...ids] : undefined);
      expect(copy).toBe(js);
    }
  });

  it('serves the COPY bytes from the route: all but the export time equal the JS path', async () => {
    const res = await m.test.get('/payments/export', { tz: 'America/New_York' });
    expect(res.statusCode).toBe(200);
    const [js] = await both({}, request('America/New_York'));
    const body = (s: string) => s.slice(s.indexOf('\r\n'));
    expect(body(res.body)).toBe(body(js));
    expect(res.headers['x-total-count']).toBe(String(1500 + AWKWARD.length));
  });

  it('gives the connection back when an export stops half way', async () => {
    // The test pool holds 5 connections: leaking one per export would hang the later ones.
    for (let i = 0; i < 8; i++) {
      const chunks = exportChunks(db, paymentExport.columns, paymentExport.source(db, m.test.scope, {}, undefined), request('UTC'), paymentExport.copyFrom!(m.test.scope, {}, undefined));
      await chunks.next();
      const first = await chunks.next();
      expect(Buffer.isBuffer(first.value)).toBe(true);
      await chunks.return(undefined);
    }
    const { rows } = (await db.execute(sql`select 1 as n`)) as unknown as { rows: { n: number }[] };
    const [{ n }] = rows;
    expect(n).toBe(1);
  });
});
