// The COPY paths of the payments export (streamed on PostgreSQL, keyset chunks on PGlite) write the very bytes of
// the JS batch path: awkward cells (formulas, quotes, line breaks, empty strings, microseconds, zero- and
// three-decimal currencies, DST edges, rows sharing a timestamp), several zones and both languages; the route serves
// them. On PostgreSQL an export stopped half way gives its connection back; on PGlite chunks of any size give the
// same bytes and other queries run between chunks.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../helpers/app';
import { isPostgres } from '../helpers/db';
import { signedInMerchant } from '../factories/payments';
import { seedPayments } from '../../server/seed/payments';
import { copyConnection, copyCsv, copyFromSql, copyPool } from '../../server/lib/csv-copy';
import { pgliteClient, pgliteCopyClient, pgliteCopyCsv } from '../../server/lib/csv-copy-pglite';
import { copySelect, csvChunks, csvHead, exportChunks, type ExportRequest } from '../../server/lib/csv-export';
import { insertPayment, type NewPaymentRow } from '../../server/repositories/payments';
import { creationSplits } from '../../server/repositories/payment-counts';
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
  // Under an open dispute: the status cell says Disputed.
  { openDisputeId: 'dp_awkward0000000001' },
  // The legacy flow: its status (Guaranteed; Refunded once refunded), Disputed still first.
  { legacyStage: 'guaranteed' },
  { legacyStage: 'paid', status: 'refunded', amountRefunded: 1234n },
  { legacyStage: 'delivered', openDisputeId: 'dp_awkward0000000002' },
  { amount: 0n, currency: 'JPY' },
  { amount: 5n, amountRefunded: 1n, currency: 'KWD' },
  { amount: 999_999_999_999n, serviceFee: 29_000_000_030n, currency: 'BHD' },
  { amount: 7n, currency: 'USD', createdAt: new Date('2026-03-08T06:59:59.999Z') },
  { amount: 100n, currency: 'EUR', createdAt: new Date('2026-03-08T07:00:00.000Z') },
  { amount: 101n, currency: 'CNY', createdAt: new Date('2026-11-01T05:59:59.999Z') },
  // One instant, four rows: keyset chunk ends fall between rows that differ only by id.
  ...[1n, 2n, 3n, 4n].map((amount) => ({ amount, createdAt: new Date('2026-06-15T12:00:00.000Z') })),
];

/** When the awkward rows without a time of their own were made (they are created now). */
let awkwardFrom = 0;

beforeAll(async () => {
  m = await signedInMerchant(app, db);
  awkwardFrom = Date.now() - 1000;
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
  const rows = paymentExport.copyRows!(db, m.test.scope, filter, ids);
  return Promise.all([text(csvChunks(paymentExport.columns, source, req)), text(exportChunks(db, paymentExport.columns, source, req, rows))]);
}

const request = (tz: string, lang: 'en' | 'zh' = 'en'): ExportRequest => ({
  resource: 'payments', livemode: false, tz, lang, now: new Date('2026-11-21T10:00:00Z'),
});

describe('payments export by COPY', () => {
  it.skipIf(!isPostgres())('takes the COPY path on PostgreSQL for zone names, not for offsets PostgreSQL would read backwards', async () => {
    expect(copyPool(db)).not.toBeNull();
    const client = await copyConnection(db, 'Asia/Shanghai');
    expect(client).not.toBeNull();
    client!.release();
    expect(await copyConnection(db, '+08:00')).toBeNull();
    expect(await copyConnection(db, 'Not/AZone')).toBeNull();
  });

  it.skipIf(isPostgres())('takes the chunked COPY path on PGlite for zone names, not for offsets', async () => {
    expect(copyPool(db)).toBeNull();
    expect(pgliteClient(db)).not.toBeNull();
    expect(await pgliteCopyClient(db, 'Asia/Shanghai')).not.toBeNull();
    expect(await pgliteCopyClient(db, '+08:00')).toBeNull();
    expect(await pgliteCopyClient(db, 'Not/AZone')).toBeNull();
    // The rows come as COPY's bytes (Buffers), where the JS path yields strings.
    const rows = paymentExport.copyRows!(db, m.test.scope, {}, undefined);
    const chunks = exportChunks(db, paymentExport.columns, paymentExport.source(db, m.test.scope, {}, undefined), request('UTC'), rows);
    expect(typeof (await chunks.next()).value).toBe('string');
    expect(Buffer.isBuffer((await chunks.next()).value)).toBe(true);
    await chunks.return(undefined);
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
    expect(js).toContain(lang === 'zh' ? ',争议中,' : ',Disputed,');
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

  it('serves the COPY bytes from the route: the JS path\'s bytes', async () => {
    const res = await m.test.get('/payments/export', { tz: 'America/New_York' });
    expect(res.statusCode).toBe(200);
    const [js] = await both({}, request('America/New_York'));
    expect(res.body).toBe(js);
    expect(res.headers['x-total-count']).toBe(String(1500 + AWKWARD.length));
  });
});

describe.skipIf(isPostgres())('payments export by chunked COPY (PGlite)', () => {
  const chunked = (filter: PaymentFilter, req: ExportRequest, size: number) => {
    const rows = paymentExport.copyRows!(db, m.test.scope, filter, undefined);
    return pgliteCopyCsv(pgliteClient(db)!, rows, (range) => copySelect(paymentExport.columns, copyFromSql(rows, range), req.lang), req.tz, size);
  };

  // Chunks of 2 and 3 rows run over windows of the table that hold the awkward rows and the four rows sharing an
  // instant (every kind of chunk end: between ties, at a tie's start and end, the last row and past it): over the
  // whole table they were some 1,200 COPY queries, which came near the API tests' 30 s timeout on a loaded machine.
  // The whole table goes in larger chunks, ending one before, on and past the last row.
  const total = 1500 + AWKWARD.length;
  it.each([97, total - 1, total, total + 1])('writes the same bytes in chunks of %i rows', async (size) => {
    const req = request('Asia/Kolkata');
    const [js] = await both({}, req);
    expect(await text(chunked({}, req, size)), `chunks of ${size}`).toBe(js.slice(csvHead(paymentExport.columns, req).length));
  });

  it.each([
    ['the day of the four rows sharing an instant', { createdFrom: '2026-06-14T12:00:00Z', createdTo: '2026-06-16T12:00:00Z' }, 4],
    ['the awkward rows made now', () => ({ createdFrom: new Date(awkwardFrom).toISOString() }), 10],
  ] as const)('writes the same bytes in chunks of 2 and 3 rows over %s', async (_name, window, atLeast) => {
    const filter: PaymentFilter = typeof window === 'function' ? window() : window;
    const req = request('Asia/Kolkata');
    const [js] = await both(filter, req);
    const rows = js.slice(csvHead(paymentExport.columns, req).length);
    expect(rows.split('\r\n').length - 1).toBeGreaterThanOrEqual(atLeast);
    for (const size of [2, 3]) expect(await text(chunked(filter, req, size)), `chunks of ${size}`).toBe(rows);
  });

  it('writes the same bytes for a filtered export in chunks', async () => {
    const req = request('Asia/Kolkata');
    const filter: PaymentFilter = { currency: 'USD', status: ['succeeded'] };
    const [jsUsd] = await both(filter, req);
    expect(await text(chunked(filter, req, 5))).toBe(jsUsd.slice(csvHead(paymentExport.columns, req).length));
  });

  it('leaves the database free between chunks: other reads and writes run while an export waits', async () => {
    const chunks = chunked({}, request('UTC'), 200);
    const first = await chunks.next();
    expect(first.value?.length).toBeGreaterThan(0);
    // PGlite has one connection: a chunk holding a transaction open across the yield would block these forever.
    await db.execute(sql`update payments set description = 'changed between chunks' where id = 'pay_awkward000000001'`);
    const { rows } = (await db.execute(sql`select count(*)::int as n from payments`)) as unknown as { rows: { n: number }[] };
    expect(rows[0].n).toBeGreaterThan(1500);
    let more = 0;
    for await (const chunk of chunks) more += chunk.length;
    expect(more).toBeGreaterThan(0);
    await db.execute(sql`update payments set description = '+1+2' where id = 'pay_awkward000000001'`);
  });

  it("leaves no chunk file in PGlite's in-memory /tmp, after a whole export or one stopped half way", async () => {
    const files = (pgliteClient(db)!.Module as unknown as { FS: { readdir(path: string): string[] } }).FS;
    const leftovers = () => files.readdir('/tmp').filter((f) => f.startsWith('md-export-'));
    expect(await text(chunked({}, request('UTC'), 400))).toContain('pay_awkward000000001');
    expect(leftovers()).toEqual([]);
    const stopped = chunked({}, request('UTC'), 400);
    await stopped.next();
    await stopped.return(undefined);
    expect(leftovers()).toEqual([]);
  });
});

describe.skipIf(!isPostgres())('payments export by COPY over two connections (PostgreSQL)', () => {
  const parallel = (filter: PaymentFilter, req: ExportRequest, runRows: number) =>
    text(exportChunks(db, paymentExport.columns, paymentExport.source(db, m.test.scope, filter, undefined), req, paymentExport.copyRows!(db, m.test.scope, filter, undefined), runRows));

  it('cuts the rows into runs at whole hours of the counters', async () => {
    const splits = await creationSplits(db, m.test.scope, 100);
    expect(splits.length).toBeGreaterThan(5);
    expect(splits.every((at, i) => i === 0 || at < splits[i - 1])).toBe(true);
    expect(splits.every((at) => at.getTime() % 3_600_000 === 0)).toBe(true);
    expect(await creationSplits(db, m.test.scope, 1_000_000)).toEqual([]);
  });

  it('finds the cuts a running sum over every hour of the counters gives, several in a day or one in many days', async () => {
    const { rows } = (await db.execute(sql`
      select "hour", sum("count")::int8 as "n" from "payment_hour_counts"
      where "account_id" = ${m.test.scope.accountId} and "livemode" = ${m.test.scope.livemode}
      group by 1 order by 1 desc`)) as unknown as { rows: { hour: string | Date; n: string | number }[] };
    const hourly = (chunk: number) => {
      const cuts: number[] = [];
      let cum = 0;
      for (const r of rows) {
        const before = cum;
        cum += Number(r.n);
        if (Math.floor(cum / chunk) > Math.floor(before / chunk)) cuts.push(new Date(r.hour).getTime());
      }
      return cuts.slice(0, -1);
    };
    const perDay = new Map<string, number>();
    for (const r of rows) perDay.set(new Date(r.hour).toISOString().slice(0, 10), (perDay.get(new Date(r.hour).toISOString().slice(0, 10)) ?? 0) + Number(r.n));
    const busiest = Math.max(...perDay.values());
    // Chunks smaller than the busiest day (several cuts in it) and larger than it (days without a cut).
    for (const chunk of [1, 3, Math.max(2, Math.floor(busiest / 3)), busiest + 1, 97, 500]) {
      expect((await creationSplits(db, m.test.scope, chunk)).map((d) => d.getTime()), `chunks of ${chunk}`).toEqual(hourly(chunk));
    }
    expect(hourly(3).length).toBeGreaterThan(perDay.size);
  });

  it('writes the same bytes as the JS path, whatever the run size, filtered or not', async () => {
    for (const [filter, tz, runRows] of [
      [{}, 'Asia/Shanghai', 100],
      [{}, 'America/New_York', 7],
      [{ currency: 'USD', status: ['succeeded'] }, 'Europe/London', 50],
      [{ createdFrom: '2026-03-01', createdTo: '2026-06-30T23:59:59Z' }, 'UTC', 30],
    ] as [PaymentFilter, string, number][]) {
      const req = request(tz);
      const [js] = await both(filter, req);
      expect(await parallel(filter, req, runRows), `${tz} runs of ${runRows}`).toBe(js);
    }
  });

  it('leaves out a row written while the export runs, and gives both connections back when stopped half way', async () => {
    for (let i = 0; i < 6; i++) {
      const chunks = exportChunks(db, paymentExport.columns, paymentExport.source(db, m.test.scope, {}, undefined), request('UTC'), paymentExport.copyRows!(db, m.test.scope, {}, undefined), 40);
      await chunks.next();
      expect(Buffer.isBuffer((await chunks.next()).value)).toBe(true);
      await chunks.return(undefined);
    }
    // A write between the first run and the last is not in the export: one snapshot for both connections.
    const chunks = exportChunks(db, paymentExport.columns, paymentExport.source(db, m.test.scope, {}, undefined), request('UTC'), paymentExport.copyRows!(db, m.test.scope, {}, undefined), 40);
    const parts: string[] = [String((await chunks.next()).value), String((await chunks.next()).value)];
    await insertPayment(db, m.test.scope, { id: 'pay_during_export01', status: 'succeeded', amount: 1n, currency: 'USD', captureMethod: 'automatic', createdAt: new Date('2020-01-01T00:00:00Z') });
    for await (const c of chunks) parts.push(String(c));
    expect(parts.join('')).not.toContain('pay_during_export01');
    await db.execute(sql`delete from payments where id = 'pay_during_export01'`);
  });
});

describe.skipIf(!isPostgres())('payments export by COPY (PostgreSQL connections)', () => {
  it('gives the connection back when an export stops half way', async () => {
    // The test pool holds 5 connections: leaking one per export would hang the later ones.
    for (let i = 0; i < 8; i++) {
      const chunks = exportChunks(db, paymentExport.columns, paymentExport.source(db, m.test.scope, {}, undefined), request('UTC'), paymentExport.copyRows!(db, m.test.scope, {}, undefined));
      await chunks.next();
      const first = await chunks.next();
      expect(Buffer.isBuffer(first.value)).toBe(true);
      await chunks.return(undefined);
    }
    const { rows } = (await db.execute(sql`select 1 as n`)) as unknown as { rows: { n: number }[] };
    const [{ n }] = rows;
    expect(n).toBe(1);
  });

  it('fails with the database error when a row fails half way, and the pool still serves queries', async () => {
    for (let i = 0; i < 3; i++) {
      const client = (await copyConnection(db, 'UTC'))!;
      const parts: string[] = [];
      // Row 2,000 divides by zero: rows before it may already have been sent.
      const failing = copyCsv(client, sql`select n, 1 / (n - 2000) from generate_series(1, 4000) n`, 'UTC');
      await expect((async () => { for await (const c of failing) parts.push(String(c)); })()).rejects.toThrow(/division by zero/);
      expect(parts.join('')).toMatch(/^(\d+,-?\d+\r\n)*$/);
    }
    const client = (await copyConnection(db, 'UTC'))!;
    const lines: string[] = [];
    for await (const c of copyCsv(client, sql`select E'two\nlines', 'plain' union all select 'b"q', null`, 'UTC')) lines.push(String(c));
    expect(lines.join('')).toBe('"two\nlines",plain\r\n"b""q",\r\n');
  });
});
