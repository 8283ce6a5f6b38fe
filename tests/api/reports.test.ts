// Reports (issue 28): the create rule (translated errors naming the field), the job's file in CSV and XLSX with the
// ledger's rows and sums, progress, the mailed link, report.ready, the download until the 7-day cleanup, and the
// Idempotency-Key on the create.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Mail } from '../../server/lib/mailer';
import { REPORT_GENERATE } from '../../server/lib/queues';
import { cleanupReports } from '../../server/jobs/definitions/reports';
import { generateReport, periodOf } from '../../server/services/reports/generate';
import { csvChunks, exportChunks } from '../../server/lib/csv-export';
import type { Cursor } from '../../server/lib/paging';
import { itemizedColumns } from '../../server/repositories/report-columns';
import { countLedgerEntries, ledgerBatch, ledgerCopyRows, ledgerCreationSplits } from '../../server/repositories/reports';
import { seedPayments } from '../../server/seed/payments';
import { insertLedgerEntries } from '../../server/repositories/ledger';
import { isPostgres } from '../helpers/db';
import { rememberSecret } from '../helpers/secrets';
import { runSettlements } from '../../server/services/settlements/run';
import { calendarDate } from '../../domain/timezone';
import { setupTestApp } from '../helpers/app';
import { parseCsv } from '../helpers/csv';
import { jobsOf } from '../helpers/jobs';
import { makePayment, signedInMerchant, type ApiClient } from '../factories/payments';
import { sql } from 'drizzle-orm';

const { app, database, config } = await setupTestApp();
const db = database.db;
const DAY = 86_400_000;
const TZ = 'Asia/Shanghai';

async function merchantWithActivity() {
  const m = await signedInMerchant(app, db);
  const a = await makePayment(m.test, { amount: 10_000 });
  await makePayment(m.test, { amount: 2_500, currency: 'EUR' });
  expect((await m.test.post('/refunds', { paymentId: a.id, amount: 700, reason: 'requested_by_customer' })).statusCode).toBe(201);
  return m;
}

function generator(mails: Mail[] = [], now = () => new Date()) {
  return { db, dataDir: config.DATA_DIR, now, publicUrl: 'https://dash.example.test', sendMail: async (mail: Mail) => void mails.push(mail) };
}

async function create(client: ApiClient, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return client.post('/reports', { format: 'csv', timezone: TZ, periodFrom: calendarDate(new Date(), TZ), periodTo: calendarDate(new Date(), TZ), ...body }, headers);
}

async function ledgerOf(client: ApiClient) {
  const r = await db.execute(sql`select currency, amount::text from ledger_entries where account_id = ${client.scope.accountId} and livemode = false`);
  return (r as unknown as { rows: { currency: string; amount: string }[] }).rows;
}

describe('reports', () => {
  it('generates the itemized activity as CSV: every ledger entry of the period, progress, mail and event', async () => {
    const m = await merchantWithActivity();
    const res = await create(m.test, { kind: 'itemized_activity' });
    expect(res.statusCode).toBe(201);
    const report = res.json();
    expect(report).toMatchObject({ status: 'pending', kind: 'itemized_activity', format: 'csv', rowsDone: 0 });
    expect((await jobsOf(db, REPORT_GENERATE, m.account.id)).map((j) => j.data.reportId)).toEqual([report.id]);
    expect((await m.test.get(`/reports/${report.id}/download`)).statusCode).toBe(409);

    const mails: Mail[] = [];
    const done = await generateReport(generator(mails), m.test.scope, report.id);
    expect(done?.status).toBe('succeeded');
    const entries = await ledgerOf(m.test);
    const shown = (await m.test.get(`/reports/${report.id}`)).json();
    expect(shown).toMatchObject({ status: 'succeeded', rowsDone: entries.length, rowsTotal: entries.length });
    expect(new Date(shown.expiresAt).getTime() - new Date(shown.completedAt).getTime()).toBe(7 * DAY);

    const file = await m.test.get(`/reports/${report.id}/download`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('itemized_activity_test_');
    const lines = file.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Entry ID,Created,Available on,Type,Currency,Amount,Source ID,Settlement ID');
    expect(lines).toHaveLength(1 + entries.length);
    const sum = lines.slice(1).reduce((s, l) => s + Math.round(Number(l.split(',')[5]) * 100), 0);
    expect(sum).toBe(entries.reduce((s, e) => s + Number(e.amount), 0));

    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: m.user.email });
    expect(mails[0].text).toContain(`https://dash.example.test/test/reports?id=${report.id}`);
    const events = await db.execute(sql`select type from events where object_id = ${report.id}`);
    expect((events as unknown as { rows: { type: string }[] }).rows.map((e) => e.type)).toEqual(['report.ready']);

    // A second delivery of the job finds it done.
    expect((await generateReport(generator(mails), m.test.scope, report.id))?.completedAt).toEqual(done?.completedAt);
    expect(mails).toHaveLength(1);
  });

  it('writes XLSX through the streaming writer, and the summary and settlement reports agree with the ledger', async () => {
    const m = await merchantWithActivity();
    await runSettlements(db, new Date(Date.now() + 5 * DAY), { accountId: m.account.id, livemode: false });
    const x = (await create(m.test, { kind: 'balance_summary', format: 'xlsx' })).json();
    await generateReport(generator(), m.test.scope, x.id);
    const file = await m.test.get(`/reports/${x.id}/download`);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0].slice(1)).toEqual(['Currency', 'Opening balance', 'Activity', 'Payouts', 'Closing balance']);
    const byCurrency = new Map(rows.slice(1).map((r) => [r[1], r[5]]));
    const entries = await ledgerOf(m.test);
    for (const ccy of ['USD', 'EUR']) {
      const total = entries.filter((e) => e.currency === ccy).reduce((s, e) => s + Number(e.amount), 0) / 100;
      expect(byCurrency.get(ccy)).toBeCloseTo(total, 2);
    }

    const today = calendarDate(new Date(), TZ);
    const later = calendarDate(new Date(Date.now() + 6 * DAY), TZ);
    const s = (await create(m.test, { kind: 'settlement', periodFrom: today, periodTo: later })).json();
    await generateReport(generator(), m.test.scope, s.id);
    const csv = (await m.test.get(`/reports/${s.id}/download`)).body;
    const batches = (await m.test.get('/settlements')).json() as { id: string }[];
    expect(batches.length).toBeGreaterThan(0);
    for (const b of batches) expect(csv).toContain(b.id);
    // The batches' statuses as the settlements list shows them (all paid five days on).
    const [head, ...lines] = parseCsv(csv);
    expect(new Set(lines.map((l) => l[head.indexOf('Status')]))).toEqual(new Set(['Paid']));
  });

  it('refuses a malformed request with translated errors naming the field', async () => {
    const m = await signedInMerchant(app, db);
    const bad = await create(m.test, { kind: 'itemized_activity', periodFrom: '2026-05-10', periodTo: '2026-05-01' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('periodTo');
    const zh = await m.test.post('/reports', { kind: 'settlement', format: 'csv', timezone: 'Mars/Olympus', periodFrom: '2026-05-01', periodTo: '2026-05-02' }, { 'accept-language': 'zh-CN' });
    expect(zh.statusCode).toBe(400);
    expect(zh.json().errors.timezone).toBe('请选择有效的时区。');
    const long = await create(m.test, { kind: 'settlement', periodFrom: '2025-01-01', periodTo: '2026-05-01' });
    expect(long.json().errors).toHaveProperty('periodTo');
    expect((await create(m.test, { kind: 'everything' })).json().errors).toHaveProperty('kind');
  });

  it('replays a create under the same Idempotency-Key, and expires files after 7 days', async () => {
    const m = await merchantWithActivity();
    const headers = { 'idempotency-key': `rpt-${m.account.id}` };
    const first = await create(m.test, { kind: 'balance_change' }, headers);
    const again = await create(m.test, { kind: 'balance_change' }, headers);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    expect((await m.test.get('/reports')).json()).toHaveLength(1);

    await generateReport(generator(), m.test.scope, first.json().id);
    expect((await m.test.get(`/reports/${first.json().id}/download`)).body).toContain('charge');
    expect(await cleanupReports({ db, now: () => new Date(Date.now() + 8 * DAY), settings: { webhookRetentionDays: 30, dataDir: config.DATA_DIR } })).toBeGreaterThanOrEqual(1);
    expect((await m.test.get(`/reports/${first.json().id}`)).json().status).toBe('expired');
    expect((await m.test.get(`/reports/${first.json().id}/download`)).statusCode).toBe(410);
    expect((await m.test.get('/reports/counts')).json().data).toMatchObject({ all: 1, expired: 1 });
  });
});

describe('the reports list export', () => {
  it('streams the list as CSV with the list filter, statuses and kinds as the list shows them, in both languages', async () => {
    const m = await merchantWithActivity();
    const ready = (await create(m.test, { kind: 'balance_change', currency: 'USD' })).json();
    await generateReport(generator(), m.test.scope, ready.id);
    const queued = (await create(m.test, { kind: 'settlement', format: 'xlsx' })).json();
    const csv = await m.test.get('/reports/export');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/filename="reports_test_UTC_\d{8}-\d{6}\.csv"/);
    expect(csv.headers['x-total-count']).toBe('2');
    const rows = parseCsv(csv.body);
    expect(rows[0]).toEqual(['Report ID', 'Report', 'First day', 'Last day', 'Time zone', 'Currency', 'Format', 'Status', 'Rows', 'Requested', 'Completed', 'Kept until', 'File name']);
    const byId = new Map(rows.slice(1).map((r) => [r[0], r]));
    const done = (await m.test.get(`/reports/${ready.id}`)).json();
    expect(byId.get(ready.id)).toEqual([
      ready.id, 'Balance change from activity', ready.periodFrom, ready.periodTo, TZ, 'USD', 'CSV', 'Ready', String(done.rowsTotal),
      expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/), expect.stringMatching(/^\d{4}-/), expect.stringMatching(/^\d{4}-/), done.fileName,
    ]);
    expect(byId.get(queued.id)?.slice(1, 9)).toEqual(['Settlement report', queued.periodFrom, queued.periodTo, TZ, '', 'XLSX', 'Queued', '']);

    const zh = parseCsv((await m.test.get('/reports/export', { filter: { status: 'succeeded' }, lang: 'zh' })).body);
    expect(zh.map((r) => r[0])).toEqual(['报表编号', ready.id]);
    expect(zh[1].slice(1, 8)).toEqual(['交易活动引起的余额变动', ready.periodFrom, ready.periodTo, TZ, 'USD', 'CSV', '可下载']);
    expect((await m.live.get('/reports/export')).body.replace(/^\uFEFF/, '').trim().split('\r\n')).toHaveLength(1);
  });
});

describe('restricted keys on settlements and reports', () => {
  it('read what their scopes give and are refused the writes, naming the resource', async () => {
    const m = await merchantWithActivity();
    const res = await m.test.post('/api-keys', { name: 'Finance', scopes: { settlements: 'read', reports: 'read' } });
    expect(res.statusCode, res.body).toBe(201);
    const key = res.json().data.value as string;
    rememberSecret('created api key', key);
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      app.inject({ method, url: `/test/api${url}`, headers: { authorization: `Bearer ${key}` }, payload, remoteAddress: '10.99.0.2' });
    for (const url of ['/settlements', '/settlements/counts', '/settlements/export', '/reports', '/reports/counts', '/reports/export']) expect((await call('GET', url)).statusCode, url).toBe(200);
    const report = await call('POST', '/reports', { kind: 'balance_change', format: 'csv', timezone: TZ, periodFrom: calendarDate(new Date(), TZ), periodTo: calendarDate(new Date(), TZ) });
    expect(report.statusCode).toBe(403);
    expect(report.json().message).toBe('This restricted key has no write access to reports.');
    expect((await call('POST', '/settlements/stl_x/return', {})).statusCode).toBe(403);
    expect((await call('GET', '/balance/summary')).statusCode).toBe(403);
  });
});

describe.skipIf(!isPostgres())('the itemized report by COPY over two connections (PostgreSQL)', () => {
  const text = async (parts: AsyncIterable<string | Buffer>) => {
    const all: string[] = [];
    for await (const p of parts) all.push(String(p));
    return all.join('');
  };

  it('cuts the period at UTC days of the daily sums and writes the bytes of the batch path, whatever the run size', async () => {
    const m = await signedInMerchant(app, db);
    await seedPayments(db, m.test.scope, { count: 600, events: false, months: 3, seed: 11 });
    const now = new Date();
    // What the decoder formats on PostgreSQL (plain columns): amounts of every exponent around their decimals, times
    // with and without fractions, source ids a spreadsheet would read as formulas or that need quoting.
    const at = (days: number, ms: number) => new Date(Math.floor(now.getTime() / 1000) * 1000 - days * DAY + ms);
    const edges = [
      ['USD', 0n, 'adj_zero'], ['USD', -5n, '=HYPERLINK("x")'], ['JPY', -100n, '+81'], ['KWD', 1n, '-12.5'], ['ETH', 5n, '@sum'],
      ['BTC', -123456789n, 'a,b'], ['EUR', 123456n, '-'], ['JPY', 0n, '\tx'],
    ] as const;
    await insertLedgerEntries(db, m.test.scope, edges.map(([currency, amount, sourceId], i) => ({ currency, amount, sourceId, type: 'adjustment' as const, createdAt: at(i * 3 + 1, i % 2 ? 0 : 123), availableOn: at(i * 3, i % 3 ? 999 : 0) })));
    const period = periodOf({ periodFrom: calendarDate(new Date(now.getTime() - 120 * DAY), TZ), periodTo: calendarDate(now, TZ), timezone: TZ, currency: null });
    const splits = await ledgerCreationSplits(db, m.test.scope, period, 40);
    expect(splits.length).toBeGreaterThan(5);
    expect(splits.every((at, i) => i === 0 || at < splits[i - 1])).toBe(true);
    expect(splits.every((at) => at.getTime() % DAY === 0 && at > period.from && at < period.to)).toBe(true);
    expect(await ledgerCreationSplits(db, m.test.scope, period, 1_000_000)).toEqual([]);

    for (const [tz, lang, runRows, currency] of [['Asia/Shanghai', 'en', 40, null], ['America/New_York', 'zh', 7, null], ['UTC', 'en', 25, 'USD']] as const) {
      const p = { ...period, currency };
      const req = { resource: 'itemized_activity', livemode: false, tz, lang, now } as const;
      const source = { count: () => countLedgerEntries(db, m.test.scope, p), batch: (after: Cursor | null, limit: number) => ledgerBatch(db, m.test.scope, p, after, limit) };
      const js = await text(csvChunks(itemizedColumns, source, req));
      expect(js.split('\r\n').length).toBeGreaterThan(100);
      // The count from the daily sums and the part-days at the ends: the rows written (the head line and the last CRLF apart).
      expect(await source.count(), `${tz} count`).toBe(js.split('\r\n').length - 2);
      expect(await text(exportChunks(db, itemizedColumns, source, req, ledgerCopyRows(db, m.test.scope, p), runRows)), `${tz} runs of ${runRows}`).toBe(js);
    }
  });
});
