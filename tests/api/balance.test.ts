// Balance, top-ups and transfers API (issue 28): the summary's figures (available, pending by day, reserved by open
// disputes) equal the sums of the entries the balance-entries list answers for each figure; top-ups by card
// (credited at once, a declined card stores nothing) and by bank transfer (pending with a reference, credited when
// the test bank's transfer arrives through the job queue, an unknown reference held for review, expiry by the
// scheduled job), their events, limits named by field in both languages, idempotent creates, test-mode-only
// simulation, the transfer list, access by permission code and by restricted key, other accounts and modes.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, events, ledgerDailySums, ledgerEntries, topups, webhookDeliveries } from '../../server/db/schema';
import { expireTopups } from '../../server/services/balance/topups';
import { setupTestApp } from '../helpers/app';
import { parseCsv } from '../helpers/csv';
import { rememberSecret } from '../helpers/secrets';
import { CARDS, makePayment } from '../factories/payments';
import { disputedPayment, disputeMerchant, type DisputeClient } from '../factories/disputes';

const { app, database } = await setupTestApp({ BANK_SIMULATION_DELAY_SECONDS: 0, WEBHOOK_LOOPBACK: true });
const db = database.db;

type Summary = { currency: string; available: number; pending: number; reserved: { disputes: number; disbursements: number; total: number }; pendingByDate: { date: string; amount: number }[] };
type Entry = { id: string; amount: number; type: string; source: string; sourceId: string; availability: string; currency: string };
type Topup = { id: string; status: string; method: string; amount: number; currency: string; reference: string | null; virtualAccount: string | null; amountReceived: number | null };

const card = (number: string = CARDS.success) => ({ number, expMonth: 12, expYear: 2040, cvc: '123' });
const summary = async (c: DisputeClient, currency = 'USD') => ((await c.get('/balance/summary')).json().data as Summary[]).find((s) => s.currency === currency);
const entries = async (c: DisputeClient, filter: Record<string, unknown>) => (await c.get('/balance-entries', { filter, range: [0, 499] })).json() as Entry[];
const sum = (list: { amount: number }[]) => list.reduce((s, e) => s + e.amount, 0);
let keys = 0;
const topUp = (c: DisputeClient, body: Record<string, unknown>, key = `k-${++keys}`) => c.post('/topups', body, { 'idempotency-key': key });

describe('the balance summary and the entries behind each figure', () => {
  it('available, pending and reserved are the sums of the entries the list answers for them', async () => {
    const m = await disputeMerchant(app, db);
    await makePayment(m.test, { amount: 10_000 });
    await makePayment(m.test, { amount: 5_000 }, CARDS.availableNow);
    const { dispute } = await disputedPayment(m.test, { amount: 4_000, payment: { }, reason: 'fraudulent' });
    const s = (await summary(m.test))!;
    const available = await entries(m.test, { currency: 'USD', availability: 'available' });
    const pending = await entries(m.test, { currency: 'USD', availability: 'pending' });
    expect(s.available).toBe(sum(available));
    expect(s.pending).toBe(sum(pending));
    expect(sum(s.pendingByDate)).toBe(s.pending);
    expect(s.pendingByDate.length).toBeGreaterThan(0);
    // The open dispute holds its amount and fee; its entries are the reserved figure's.
    const reserved = await entries(m.test, { currency: 'USD', reserved: 'disputes' });
    expect(reserved.map((e) => e.type).sort()).toEqual(['dispute', 'dispute_fee']);
    expect(reserved.every((e) => e.sourceId === dispute.id && e.source === 'dispute')).toBe(true);
    expect(s.reserved).toEqual({ disputes: -sum(reserved), disbursements: 0, payouts: 0, total: -sum(reserved) });
    // Disputes overdraw: available goes below zero while the captures are still pending.
    expect(s.available).toBeLessThan(0);
    // Accepting it closes it: nothing is reserved any more, the money stays out.
    expect((await m.test.post(`/disputes/${dispute.id}/accept`)).statusCode).toBe(200);
    expect((await summary(m.test))!.reserved.total).toBe(0);
  });

  it('lists, counts per type, sorts, shows and exports the entries; other accounts and modes see none', async () => {
    const m = await disputeMerchant(app, db);
    const payment = await makePayment(m.test, { amount: 2_000 });
    const list = await entries(m.test, {});
    expect(list.map((e) => e.type).sort()).toEqual(['charge', 'fee']);
    expect(list.every((e) => e.sourceId === payment.id && e.source === 'payment' && e.availability === 'pending')).toBe(true);
    const counts = (await m.test.get('/balance-entries/counts', { filter: { type: 'fee' } })).json().data;
    expect(counts).toMatchObject({ all: 2, charge: 1, fee: 1, topup: 0 });
    const byAmount = (await m.test.get('/balance-entries', { sort: ['amount', 'ASC'] })).json() as Entry[];
    expect(byAmount.map((e) => e.amount)).toEqual([...byAmount.map((e) => e.amount)].sort((a, b) => a - b));
    expect((await m.test.get('/balance-entries', { sort: ['type', 'ASC'] })).statusCode).toBe(400);
    expect((await m.test.get('/balance-entries', { filter: { availability: 'soon' } })).statusCode).toBe(400);
    expect((await m.test.get(`/balance-entries/${list[0].id}`)).json()).toMatchObject({ id: list[0].id, amount: list[0].amount });
    const csv = parseCsv((await m.test.get('/balance-entries/export', { filter: {}, lang: 'en' })).body);
    expect(csv.some((row) => row.includes(payment.id) && row.includes('charge') && row.includes('20.00'))).toBe(true);
    const other = await disputeMerchant(app, db);
    expect((await other.test.get(`/balance-entries/${list[0].id}`)).statusCode).toBe(404);
    expect((await m.live.get(`/balance-entries/${list[0].id}`)).statusCode).toBe(404);
    expect(await entries(other.test, {})).toEqual([]);
  });

  it('draws the balance day by day, ending at today’s total', async () => {
    const m = await disputeMerchant(app, db);
    await makePayment(m.test, { amount: 3_000 });
    const h = (await m.test.get('/balance/history', { currency: 'USD', days: '30' })).json().data as { points: { date: string; balance: number }[] };
    expect(h.points).toHaveLength(30);
    const s = (await summary(m.test))!;
    expect(h.points.at(-1)!.balance).toBe(s.available + s.pending);
    expect((await m.test.get('/balance/history', { currency: 'XYZ' })).statusCode).toBe(400);
  });

  it('draws the days of the zone the page names: an entry at 01:00 in Shanghai (17:00 UTC the day before) is on its Shanghai day', async () => {
    const m = await disputeMerchant(app, db);
    // 01:00 in Shanghai five days ago: in UTC, 17:00 of the day before.
    const shanghaiDay = new Date(Date.now() + 8 * 3_600_000 - 5 * 86_400_000).toISOString().slice(0, 10);
    const at = new Date(Date.parse(`${shanghaiDay}T01:00:00+08:00`));
    const dayBefore = new Date(Date.parse(`${shanghaiDay}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await db.insert(ledgerEntries).values({ accountId: m.account.id, livemode: false, currency: 'USD', amount: 7_000n, type: 'topup', sourceId: 'tu_zone_day', availableOn: at, createdAt: at });
    type History = { tz: string; points: { date: string; balance: number }[] };
    const history = async (query: Record<string, string>) => (await m.test.get('/balance/history', { currency: 'USD', days: '30', ...query })).json().data as History;
    const balanceOn = (h: History, date: string) => h.points.find((p) => p.date === date)?.balance;
    const shanghai = await history({ tz: 'Asia/Shanghai' });
    expect(shanghai.tz).toBe('Asia/Shanghai');
    expect(balanceOn(shanghai, dayBefore)).toBe(0);
    expect(balanceOn(shanghai, shanghaiDay)).toBe(7_000);
    // In UTC the same entry is on the day before.
    const utc = await history({});
    expect(utc.tz).toBe('UTC');
    expect(balanceOn(utc, dayBefore)).toBe(7_000);
    // The reader's chosen zone is the chart's unless the query names another.
    expect((await m.test.put('/settings/profile', { nickname: 'Ann', language: 'en', timezone: 'Asia/Shanghai' })).statusCode).toBe(200);
    const chosen = await history({});
    expect(chosen.tz).toBe('Asia/Shanghai');
    expect(chosen.points).toEqual(shanghai.points);
    expect((await m.test.get('/balance/history', { currency: 'USD', tz: 'Mars/Olympus' })).statusCode).toBe(400);
  });

  it('schedules pending amounts by the day of the zone the page names: 23:30 UTC is the next day in Shanghai (UTC+8)', async () => {
    const m = await disputeMerchant(app, db);
    // Two top-ups becoming available at 23:30 and 00:30 UTC around a midnight three days ahead: one UTC day each side
    // of it, one Shanghai day (07:30 and 08:30 of the day after) for both.
    const utcDay = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const midnight = Date.parse(`${utcDay}T00:00:00Z`) + 86_400_000;
    const nextDay = new Date(midnight).toISOString().slice(0, 10);
    const late = new Date(midnight - 30 * 60_000);
    const early = new Date(midnight + 30 * 60_000);
    const createdAt = new Date();
    await db.insert(ledgerEntries).values([
      { accountId: m.account.id, livemode: false, currency: 'USD', amount: 4_000n, type: 'topup', sourceId: 'tu_zone_late', availableOn: late, createdAt },
      { accountId: m.account.id, livemode: false, currency: 'USD', amount: 6_000n, type: 'topup', sourceId: 'tu_zone_early', availableOn: early, createdAt },
    ]);
    type Zoned = Summary & { tz: string };
    const zoned = async (query: Record<string, string>) => ((await m.test.get('/balance/summary', query)).json().data as Zoned[]).find((x) => x.currency === 'USD')!;
    const utc = await zoned({});
    expect(utc.tz).toBe('UTC');
    expect(utc.pendingByDate).toEqual([{ date: utcDay, amount: 4_000 }, { date: nextDay, amount: 6_000 }]);
    const shanghai = await zoned({ tz: 'Asia/Shanghai' });
    expect(shanghai.tz).toBe('Asia/Shanghai');
    expect(shanghai.pendingByDate).toEqual([{ date: nextDay, amount: 10_000 }]);
    // The figures themselves do not depend on the zone.
    expect([shanghai.available, shanghai.pending]).toEqual([utc.available, utc.pending]);
    // The reader's chosen zone is the schedule's unless the query names another.
    expect((await m.test.put('/settings/profile', { nickname: 'Ann', language: 'en', timezone: 'Asia/Shanghai' })).statusCode).toBe(200);
    const chosen = await zoned({});
    expect(chosen.tz).toBe('Asia/Shanghai');
    expect(chosen.pendingByDate).toEqual(shanghai.pendingByDate);
    expect((await zoned({ tz: 'UTC' })).pendingByDate).toEqual(utc.pendingByDate);
    const refused = await m.test.get('/balance/summary', { tz: 'Mars/Olympus' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toHaveProperty('tz');
  });

  it('keeps the daily sums behind the figures equal to the entries when entries are written, moved and deleted', async () => {
    const m = await disputeMerchant(app, db);
    const p = await makePayment(m.test, { amount: 6_000 });
    await makePayment(m.test, { amount: 4_000 }, CARDS.availableNow);
    const before = (await summary(m.test))!;
    // An entry's funds released earlier (as a settlement run may do): pending becomes available, same total.
    await db.update(ledgerEntries).set({ availableOn: new Date(Date.now() - 60_000) }).where(and(eq(ledgerEntries.sourceId, p.id), eq(ledgerEntries.type, 'charge')));
    const after = (await summary(m.test))!;
    expect(after.available - before.available).toBe(6_000);
    expect(after.available + after.pending).toBe(before.available + before.pending);
    const daily = async () => (await db.select({ n: sql<number>`count(*)::int`, sum: sql<string>`coalesce(sum(${ledgerDailySums.amount}), 0)::text` }).from(ledgerDailySums).where(eq(ledgerDailySums.accountId, m.account.id)))[0];
    expect(Number((await daily()).sum)).toBe(after.available + after.pending);
    await db.delete(accounts).where(eq(accounts.id, m.account.id));
    expect(await daily()).toEqual({ n: 0, sum: '0' });
  });

  it("needs the 'BalanceList' code", async () => {
    const limited = await disputeMerchant(app, db, { permissions: ['dashPayment'] });
    expect((await limited.test.get('/balance/summary')).statusCode).toBe(403);
    expect((await limited.test.get('/balance-entries')).statusCode).toBe(403);
    expect((await limited.test.get('/topups')).statusCode).toBe(403);
    const allowed = await disputeMerchant(app, db, { permissions: ['BalanceList'] });
    expect((await allowed.test.get('/balance/summary')).statusCode).toBe(200);
    expect((await allowed.test.get('/transfers')).statusCode).toBe(403);
  });
});

describe('top-ups', () => {
  it('by card: credited at once, available, with its events; a declined card stores nothing', async () => {
    const m = await disputeMerchant(app, db);
    const res = await topUp(m.test, { method: 'card', amount: 25_000, currency: 'USD', card: card() });
    expect(res.statusCode, res.body).toBe(201);
    const t = res.json() as Topup & { cardLast4: string };
    expect(t).toMatchObject({ method: 'card', status: 'succeeded', amount: 25_000, amountReceived: 25_000, cardLast4: '4242', reference: null });
    expect((await summary(m.test))!.available).toBe(25_000);
    const entry = await entries(m.test, { type: 'topup' });
    expect(entry).toEqual([expect.objectContaining({ amount: 25_000, sourceId: t.id, source: 'topup', availability: 'available' })]);
    const evts = await db.select({ type: events.type }).from(events).where(and(eq(events.objectId, t.id)));
    expect(evts.map((e) => e.type).sort()).toEqual(['topup.created', 'topup.succeeded']);

    const declined = await topUp(m.test, { method: 'card', amount: 25_000, currency: 'USD', card: card(CARDS.declined) });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().errors).toEqual({ card: 'Card: the card was declined; nothing was charged.' });
    expect((await m.test.get('/topups')).json()).toHaveLength(1);
    expect((await summary(m.test))!.available).toBe(25_000);
  });

  it('by bank transfer: pending with a reference; the test bank credits it; a second arrival and an unknown reference are held', async () => {
    const m = await disputeMerchant(app, db);
    const va = (await m.test.get('/topups/virtual-account')).json().data;
    expect(va.accountNumber).toMatch(/^99\d{12}$/);
    const t = (await topUp(m.test, { method: 'bank_transfer', amount: 50_000, currency: 'EUR' })).json() as Topup;
    expect(t).toMatchObject({ status: 'pending', virtualAccount: va.accountNumber, amountReceived: null });
    expect(t.reference).toMatch(/^TU-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(await summary(m.test, 'EUR')).toBeUndefined();

    const send = (reference: string, amount = 50_000, key = `s-${++keys}`) =>
      m.test.post('/topups/simulate-transfer', { reference, amount, currency: 'EUR' }, { 'idempotency-key': key });
    expect((await send(` ${t.reference!.toLowerCase()} `)).statusCode).toBe(202);
    expect(await app.jobs.runDue('topup_transfer')).toBeGreaterThanOrEqual(1);
    expect((await m.test.get(`/topups/${t.id}`)).json()).toMatchObject({ status: 'succeeded', amountReceived: 50_000 });
    expect((await summary(m.test, 'EUR'))!.available).toBe(50_000);

    // The same transfer again, and one quoting no top-up: held for review, nothing credited.
    await send(t.reference!);
    await send('INVOICE 12345', 7_000);
    await app.jobs.runDue('topup_transfer');
    expect((await summary(m.test, 'EUR'))!.available).toBe(50_000);
    const held = (await m.test.get('/transfers', { filter: { status: 'held' } })).json() as { reference: string; amount: number; kind: string }[];
    expect(held.map((h) => [h.kind, h.amount, h.reference]).sort()).toEqual([['incoming_transfer', 50_000, t.reference], ['incoming_transfer', 7_000, 'INVOICE 12345']].sort());
    const all = (await m.test.get('/transfers')).json() as { id: string; direction: string; status: string }[];
    expect(all.find((x) => x.id === t.id)).toMatchObject({ direction: 'in', status: 'succeeded' });
    expect((await m.test.get(`/transfers/${t.id}`)).json()).toMatchObject({ kind: 'topup', counterparty: expect.stringMatching(/^99/) });
    expect((await m.test.get('/transfers/counts')).json().data).toEqual({ all: 3, in: 3, out: 0 });
    // The export writes each status as the list's chip shows it, in the export's language.
    const statusOf = ([head, ...rows]: string[][], id: string) => rows.find((r) => r[0] === id)?.[head.findIndex((h) => h === 'Status' || h === '状态')];
    const en = parseCsv((await m.test.get('/transfers/export', { filter: {}, lang: 'en' })).body);
    expect(statusOf(en, t.id)).toBe('Succeeded');
    expect(en.filter((r) => r.includes('Held for review'))).toHaveLength(2);
    const zh = parseCsv((await m.test.get('/transfers/export', { filter: {}, lang: 'zh' })).body);
    expect(statusOf(zh, t.id)).toBe('成功');
    expect(zh.filter((r) => r.includes('待审核'))).toHaveLength(2);
  });

  it('expires pending top-ups past their time, once, with their event; a transfer after that is held', async () => {
    const m = await disputeMerchant(app, db);
    const t = (await topUp(m.test, { method: 'bank_transfer', amount: 2_000, currency: 'USD' })).json() as Topup;
    expect(await expireTopups(db, new Date())).toBe(0);
    const later = new Date(Date.now() + 8 * 86_400_000);
    expect(await expireTopups(db, later)).toBeGreaterThanOrEqual(1);
    expect(await expireTopups(db, later)).toBe(0);
    expect((await m.test.get(`/topups/${t.id}`)).json()).toMatchObject({ status: 'expired' });
    const evts = await db.select({ type: events.type }).from(events).where(eq(events.objectId, t.id));
    expect(evts.map((e) => e.type).sort()).toEqual(['topup.created', 'topup.expired']);
    await m.test.post('/topups/simulate-transfer', { reference: t.reference, amount: 2_000, currency: 'USD' }, { 'idempotency-key': 'late' });
    await app.jobs.runDue('topup_transfer');
    expect(await summary(m.test)).toBeUndefined();
    const counts = (await m.test.get('/topups/counts')).json().data;
    expect(counts).toEqual({ all: 1, pending: 0, succeeded: 0, expired: 1 });
  });

  it('refuses amounts outside the limits naming the field, in both languages; replays a create by its key', async () => {
    const m = await disputeMerchant(app, db);
    const small = await topUp(m.test, { method: 'bank_transfer', amount: 999, currency: 'USD' });
    expect(small.statusCode).toBe(400);
    expect(small.json().errors.amount).toBe('Top-up amount: below the minimum for this currency.');
    const large = await m.test.send('POST', '/topups', { method: 'bank_transfer', amount: 100_000_001, currency: 'JPY' });
    expect(large.json().errors.amount).toBe('Top-up amount: above the maximum for this currency.');
    const zh = await m.test.post('/topups', { method: 'card', amount: 5_000, currency: 'USD' }, { 'accept-language': 'zh-CN' });
    expect(zh.json().errors.card).toBe('银行卡：请输入要扣款的银行卡。');
    expect((await topUp(m.test, { method: 'bank_transfer', amount: 5_000, currency: 'XYZ' })).json().errors.currency).toBeDefined();
    const first = await topUp(m.test, { method: 'card', amount: 5_000, currency: 'USD', card: card() }, 'same');
    const again = await topUp(m.test, { method: 'card', amount: 5_000, currency: 'USD', card: card() }, 'same');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    expect((await summary(m.test))!.available).toBe(5_000);
  });

  it('simulates bank transfers in test mode only; lists, filters and exports the history', async () => {
    const m = await disputeMerchant(app, db);
    const live = await m.live.post('/topups/simulate-transfer', { reference: 'TU-AAAA-AAAA', amount: 5_000, currency: 'USD' });
    expect(live.statusCode).toBe(403);
    await topUp(m.test, { method: 'bank_transfer', amount: 3_000, currency: 'USD' });
    await topUp(m.test, { method: 'card', amount: 4_000, currency: 'GBP', card: card() });
    const pending = (await m.test.get('/topups', { filter: { status: 'pending' } })).json() as Topup[];
    expect(pending.map((t) => t.amount)).toEqual([3_000]);
    expect((await m.test.get('/topups', { filter: { q: pending[0].reference } })).json()).toHaveLength(1);
    const csv = parseCsv((await m.test.get('/topups/export', { filter: {}, lang: 'en' })).body);
    // Statuses as the list shows them, in the export's language.
    expect(csv.some((row) => row.includes('GBP') && row.includes('40.00') && row.includes('Succeeded'))).toBe(true);
    expect(csv.some((row) => row.includes('USD') && row.includes('30.00') && row.includes('Pending'))).toBe(true);
    const zh = parseCsv((await m.test.get('/topups/export', { filter: {}, lang: 'zh' })).body);
    expect(zh.some((row) => row.includes('GBP') && row.includes('成功'))).toBe(true);
    expect(zh.some((row) => row.includes('USD') && row.includes('待处理'))).toBe(true);
    expect((await m.live.get('/topups')).json()).toEqual([]);
  });

  it('answers restricted keys per scope', async () => {
    const m = await disputeMerchant(app, db);
    const res = await m.test.post('/api-keys', { name: 'Treasury', scopes: { topups: 'read', balance: 'read' } });
    const key = res.json().data.value as string;
    rememberSecret('created api key', key);
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      app.inject({ method, url, headers: { authorization: `Bearer ${key}` }, payload, remoteAddress: '10.99.0.1' });
    expect((await call('GET', '/test/api/topups')).statusCode).toBe(200);
    expect((await call('GET', '/test/api/balance/summary')).statusCode).toBe(200);
    expect((await call('GET', '/test/api/balance-entries')).statusCode).toBe(200);
    const create = await call('POST', '/test/api/topups', { method: 'bank_transfer', amount: 5_000, currency: 'USD' });
    expect(create.statusCode).toBe(403);
    expect(create.json().message).toBe('This restricted key has no write access to top-ups.');
    expect((await call('GET', '/test/api/transfers')).statusCode).toBe(403);
    expect((await db.select().from(topups).where(eq(topups.accountId, m.account.id)))).toEqual([]);
  });

  it('delivers top-up events to the endpoints subscribed to them, and documents them in x-webhooks', async () => {
    const m = await disputeMerchant(app, db);
    const endpoint = await m.test.post('/webhook-endpoints', { url: 'http://127.0.0.1:9/hooks', enabledEvents: ['topup.succeeded', 'topup.expired'] });
    expect(endpoint.statusCode, endpoint.body).toBeLessThan(300);
    const t = (await topUp(m.test, { method: 'card', amount: 5_000, currency: 'USD', card: card() })).json() as Topup;
    const sent = await db.select({ type: webhookDeliveries.eventType, payload: webhookDeliveries.payload }).from(webhookDeliveries).where(eq(webhookDeliveries.accountId, m.account.id));
    expect(sent.map((d) => d.type)).toEqual(['topup.succeeded']);
    expect(JSON.parse(sent[0].payload)).toMatchObject({ type: 'topup.succeeded', data: { id: t.id, status: 'succeeded', amount: 5_000 } });
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const type of ['topup.created', 'topup.succeeded', 'topup.expired']) expect(doc['x-webhooks'][type], type).toBeDefined();
    expect(doc.paths['/test/api/topups'].post.parameters.some((p: { name: string }) => p.name === 'idempotency-key')).toBe(true);
  });
});
