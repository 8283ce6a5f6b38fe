// The settlement run (issue 28) on a controllable clock: batches per currency and settlement date of the account's
// zone whose lines are the ledger's sums, every entry settled exactly once when the run is repeated or two runs race,
// arrival marking the batch paid once; and the settlements resource (list, counts, detail, lines' entries, records).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { availableOn, settlementDateOf, settlementPeriod } from '../../domain/settlement-schedule';
import { seedPayments } from '../../server/seed/payments';
import { seedSettlements } from '../../server/seed/settlements';
import { DEFAULT_TIMEZONE } from '../../domain/timezone';
import { runSettlements } from '../../server/services/settlements/run';
import { settlementRunJob } from '../../server/jobs/definitions/settlements';
import { createJobQueue } from '../../server/jobs/queue';
import { SETTLEMENT_RUN } from '../../server/lib/queues';
import type { Scope } from '../../server/repositories/scope';
import { setupTestApp } from '../helpers/app';
import { parseCsv } from '../helpers/csv';
import { CARDS, makePayment, signedInMerchant, type ApiClient } from '../factories/payments';

const { app, database } = await setupTestApp({ WEBHOOK_LOOPBACK: true });
const db = database.db;
const DAY = 86_400_000;
const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

async function ledger(scope: Scope) {
  return rows<{ currency: string; type: string; amount: string; settlement_id: string | null; available_on: string | Date }>(
    await db.execute(sql`select currency, type, amount::text, settlement_id, available_on from ledger_entries
      where account_id = ${scope.accountId} and livemode = ${scope.livemode} order by id`),
  );
}

async function batches(scope: Scope) {
  return rows<{ id: string; currency: string; settlement_date: string; net: string; gross: string; fees: string; refunds: string; status: string }>(
    await db.execute(sql`select id, currency, settlement_date::text, net::text, gross::text, fees::text, refunds::text, status from settlements
      where account_id = ${scope.accountId} and livemode = ${scope.livemode} order by currency, settlement_date`),
  );
}

/** Payments in two currencies and a partial refund: three settlement dates at least. */
async function activity(client: ApiClient) {
  const usd = [await makePayment(client, { amount: 10_000 }), await makePayment(client, { amount: 2_550 })];
  const jpy = await makePayment(client, { amount: 5_000, currency: 'JPY' }, CARDS.success);
  const refund = await client.post('/refunds', { paymentId: usd[0].id, amount: 1_000, reason: 'requested_by_customer' });
  expect(refund.statusCode).toBe(201);
  return { usd, jpy };
}

/** Every settleable entry is in exactly one batch, and each batch's net is the sum of its entries. */
async function expectSettledOnce(scope: Scope) {
  const entries = await ledger(scope);
  const list = await batches(scope);
  for (const e of entries) expect(e.settlement_id, `${e.type} ${e.amount}`).not.toBeNull();
  for (const b of list) {
    const mine = entries.filter((e) => e.settlement_id === b.id);
    expect(BigInt(b.net)).toBe(mine.reduce((s, e) => s + BigInt(e.amount), 0n));
  }
  const keys = list.map((b) => `${b.currency}:${b.settlement_date}`);
  expect(new Set(keys).size).toBe(keys.length);
  return list;
}

describe('settlement run', () => {
  it('closes one batch per currency and local settlement date once its midnight has passed', async () => {
    const m = await signedInMerchant(app, db);
    const { usd, jpy } = await activity(m.test);
    const tz = DEFAULT_TIMEZONE; // a new account's zone
    const now = new Date();
    // Nothing is closed before the capture's settlement date.
    expect((await runSettlements(db, now, { accountId: m.account.id })).created).toEqual([]);

    const at = new Date(now.getTime() + 5 * DAY);
    const run = await runSettlements(db, at, { accountId: m.account.id });
    const list = await expectSettledOnce(m.test.scope);
    expect(run.created).toHaveLength(list.length);
    const usdCapture = settlementDateOf(availableOn(new Date(usd[0].capturedAt as string), 'USD', tz), tz);
    const captureBatch = list.find((b) => b.currency === 'USD' && b.settlement_date === usdCapture)!;
    expect(Number(captureBatch.gross)).toBe(12_550);
    expect(Number(captureBatch.fees)).toBe(-(usd[0].fee + usd[1].fee));
    const refundBatch = list.find((b) => b.currency === 'USD' && Number(b.refunds) === -1_000)!;
    expect(refundBatch.settlement_date < usdCapture).toBe(true);
    // JPY settles T+3.
    const jpyDate = settlementDateOf(availableOn(new Date(jpy.capturedAt as string), 'JPY', tz), tz);
    expect(list.find((b) => b.currency === 'JPY')?.settlement_date).toBe(jpyDate);
    expect(Date.parse(jpyDate) - Date.parse(usdCapture)).toBe(DAY);

    // The same run again settles nothing more.
    const again = await runSettlements(db, at, { accountId: m.account.id });
    expect(again.created).toEqual([]);
    expect(await batches(m.test.scope)).toEqual(list);
  });

  it('settles once when two runs race for the same batches', async () => {
    const m = await signedInMerchant(app, db);
    await activity(m.test);
    await makePayment(m.test, { amount: 777 }, CARDS.availableNow);
    const at = new Date(Date.now() + 5 * DAY);
    const [a, b] = await Promise.all([runSettlements(db, at, { accountId: m.account.id }), runSettlements(db, at, { accountId: m.account.id })]);
    const list = await expectSettledOnce(m.test.scope);
    expect(a.created.length + b.created.length).toBe(list.length);
    // A run that reads the open dates after the other committed a batch no longer sees that date, so how many each
    // skipped depends on timing; neither run may have touched a date twice, and no batch was made twice.
    for (const r of [a, b]) expect(r.created.length + r.skipped).toBeLessThanOrEqual(list.length);
    expect(new Set([...a.created, ...b.created].map((x) => x.id)).size).toBe(list.length);
  });

  it('runs as the hourly job on a controllable clock: twice, and on two workers at once, it settles once', async () => {
    const m = await signedInMerchant(app, db);
    await activity(m.test);
    // Two job queues (two workers) whose clock is five days on, each running the settlement job of the account.
    const at = new Date(Date.now() + 5 * DAY);
    const worker = () => createJobQueue({ db, mailer: app.mailer, log: app.log, definitions: [settlementRunJob], timeZone: 'UTC', now: () => at });
    const [a, b] = [worker(), worker()];
    await Promise.all([a.start({ work: false }), b.start({ work: false })]);
    try {
      const none = await batches(m.test.scope);
      expect(none).toEqual([]);
      await a.send(SETTLEMENT_RUN, { accountId: m.account.id });
      await b.send(SETTLEMENT_RUN, { accountId: m.account.id });
      const ran = await Promise.all([a.runDue(SETTLEMENT_RUN), b.runDue(SETTLEMENT_RUN)]);
      // The job's singleton policy may refuse the second while the first waits (pg-boss on PostgreSQL does); when both
      // are queued, both run at once. Either way the batches are made once (the race itself: the test above).
      expect(ran[0] + ran[1]).toBeGreaterThanOrEqual(1);
      const list = await expectSettledOnce(m.test.scope);
      expect(list.length).toBeGreaterThanOrEqual(3);
      expect(new Set(list.map((x) => x.status))).toEqual(new Set(['paid']));
      // Once more on one worker: nothing changes, and each batch has one created and one paid event.
      await a.send(SETTLEMENT_RUN, { accountId: m.account.id });
      expect(await a.runDue(SETTLEMENT_RUN)).toBe(1);
      expect(await batches(m.test.scope)).toEqual(list);
      const events = rows<{ type: string; n: number }>(await db.execute(sql`select type, count(*)::int as n from events
        where account_id = ${m.account.id} and type like 'settlement.%' group by type order by type`));
      expect(events).toEqual([{ type: 'settlement.created', n: list.length }, { type: 'settlement.paid', n: list.length }]);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it('marks a batch paid once on its arrival date, with one settlement.paid event', async () => {
    const m = await signedInMerchant(app, db);
    await makePayment(m.test, { amount: 4_200 });
    // Two days on, the capture's local midnight (T+2) has passed and the next one, its arrival, has not.
    const closed = await runSettlements(db, new Date(Date.now() + 2 * DAY), { accountId: m.account.id });
    expect(closed.created.map((b) => b.status)).toEqual(['in_transit']);
    const arrival = new Date(Date.now() + 3 * DAY);
    const [first, second] = await Promise.all([runSettlements(db, arrival, { accountId: m.account.id }), runSettlements(db, arrival, { accountId: m.account.id })]);
    expect(first.paid.length + second.paid.length).toBe(1);
    const events = rows<{ type: string }>(await db.execute(sql`select type from events where object_id = ${closed.created[0].id} order by seq`));
    expect(events.map((e) => e.type)).toEqual(['settlement.created', 'settlement.paid']);
  });
});

describe('top-ups and settlement (docs/decisions.md: a top-up is never settled)', () => {
  const card = { number: CARDS.success, expMonth: 12, expYear: 2040, cvc: '123' };

  it('leaves top-up entries out of the batches, in the run and in bulk: a batch holds what processing produced', async () => {
    const m = await signedInMerchant(app, db);
    await makePayment(m.test, { amount: 6_000 });
    const topup = await m.test.post('/topups', { method: 'card', amount: 50_000, currency: 'USD', card }, { 'idempotency-key': 'stl-topup' });
    expect(topup.statusCode, topup.body).toBe(201);
    const at = new Date(Date.now() + 5 * DAY);
    const run = await runSettlements(db, at, { accountId: m.account.id, livemode: false });
    expect(run.created.length).toBeGreaterThan(0);
    const entries = await ledger(m.test.scope);
    expect(entries.filter((e) => e.type === 'topup').map((e) => e.settlement_id)).toEqual([null]);
    for (const e of entries) if (e.type !== 'topup') expect(e.settlement_id, e.type).not.toBeNull();
    for (const b of await batches(m.test.scope)) {
      expect(Number(b.net)).toBe(entries.filter((e) => e.settlement_id === b.id).reduce((s, e) => s + Number(e.amount), 0));
      // Nothing in the batch lacks a payment, refund or dispute behind it.
      const rec = (await m.test.get(`/settlements/${b.id}/reconciliation`)).json().data;
      expect(rec.ledgerOnly).toEqual([]);
    }
    // A second run has nothing left to settle: the top-up does not open a batch of its own.
    expect((await runSettlements(db, at, { accountId: m.account.id, livemode: false })).created).toEqual([]);

    // The bulk path (the demo world's year) follows the same rule.
    const other = await signedInMerchant(app, db);
    await makePayment(other.test, { amount: 3_000 });
    expect((await other.test.post('/topups', { method: 'card', amount: 9_000, currency: 'USD', card }, { 'idempotency-key': 'stl-topup-2' })).statusCode).toBe(201);
    await seedSettlements(db, other.test.scope, at);
    const bulk = await ledger(other.test.scope);
    expect(bulk.filter((e) => e.type === 'topup').map((e) => e.settlement_id)).toEqual([null]);
    expect(bulk.filter((e) => e.type !== 'topup').every((e) => e.settlement_id !== null)).toBe(true);
  });
});

describe('a seeded year of settlements', () => {
  it('settles the seeded payments in bulk by the same rule, in every state, consistent with the ledger', async () => {
    const m = await signedInMerchant(app, db);
    const scope = m.test.scope;
    await seedPayments(db, scope, { count: 400, events: false });
    const now = new Date();
    expect(await seedSettlements(db, scope, now, { failOne: true })).toBeGreaterThan(100);
    const entries = await ledger(scope);
    const list = await batches(scope);
    const tz = DEFAULT_TIMEZONE;
    for (const e of entries) {
      if (e.type === 'payout') continue;
      const closed = Date.parse(String(settlementPeriod(settlementDateOf(new Date(e.available_on), tz), tz).to.toISOString())) <= now.getTime();
      expect(e.settlement_id !== null, `${e.type} ${String(e.available_on)}`).toBe(closed);
    }
    for (const b of list) {
      const mine = entries.filter((e) => e.settlement_id === b.id);
      expect(BigInt(b.net)).toBe(mine.reduce((sum, e) => sum + BigInt(e.amount), 0n));
    }
    expect(new Set(list.map((b) => b.status))).toEqual(new Set(['paid', 'in_transit', 'failed']));
    // The hourly run after it finds nothing left to settle.
    expect((await runSettlements(db, now, { accountId: m.account.id, livemode: false })).created).toEqual([]);
  });
});

describe('settlements resource', () => {
  it('lists batches with counts, opens one with its lines, entries and settle records', async () => {
    const m = await signedInMerchant(app, db);
    const { usd } = await activity(m.test);
    const run = await m.test.post('/settlements/run', { at: new Date(Date.now() + 5 * DAY).toISOString() });
    expect(run.statusCode).toBe(200);
    const created = run.json().data.created as { id: string; currency: string; gross: number; net: number }[];
    expect(created.length).toBeGreaterThanOrEqual(3);

    const list = await m.test.get('/settlements', { filter: { currency: 'USD' }, sort: ['net', 'DESC'] });
    expect(list.statusCode).toBe(200);
    const usdBatches = list.json() as { id: string; net: number; gross: number; fees: number; refunds: number; status: string }[];
    expect(usdBatches.map((b) => b.net)).toEqual([...usdBatches.map((b) => b.net)].sort((x, y) => y - x));
    const counts = (await m.test.get('/settlements/counts')).json().data;
    // Five days on, every batch has also arrived.
    expect(counts).toMatchObject({ all: created.length, in_transit: 0, paid: created.length, failed: 0 });

    const batch = usdBatches.find((b) => b.gross > 0)!;
    const detail = (await m.test.get(`/settlements/${batch.id}`)).json();
    expect(detail.gross + detail.fees + detail.refunds + detail.disputes + detail.adjustments).toBe(detail.net);
    const fees = await m.test.get(`/settlements/${batch.id}/entries`, { filter: { line: 'fees' } });
    expect(fees.json().map((e: { type: string }) => e.type)).toEqual(['fee', 'fee']);
    expect(fees.json().reduce((s: number, e: { amount: number }) => s + e.amount, 0)).toBe(detail.fees);
    const records = (await m.test.get(`/settlements/${batch.id}/records`, { sort: ['paymentAmount', 'ASC'] })).json();
    expect(records.map((r: { transactionId: string }) => r.transactionId)).toEqual([usd[1].id, usd[0].id]);
    expect(records[0]).toMatchObject({ paymentAmount: 2_550, fee: usd[1].fee, settledAmount: 2_550 - usd[1].fee });

    const csv = await m.test.get('/settlements/export', { filter: { currency: 'USD' } });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(batch.id);
    // Each batch's status as the list shows it (all paid five days on), in the export's language.
    const statusCells = (body: string) => {
      const [head, ...rows] = parseCsv(body);
      const i = head.findIndex((h) => h === 'Status' || h === '状态');
      return rows.map((r) => r[i]);
    };
    expect(new Set(statusCells(csv.body))).toEqual(new Set(['Paid']));
    expect(new Set(statusCells((await m.test.get('/settlements/export', { filter: { currency: 'USD' }, lang: 'zh' })).body))).toEqual(new Set(['已到账']));

    // Another merchant sees none of it.
    const other = await signedInMerchant(app, db);
    expect((await other.test.get(`/settlements/${batch.id}`)).statusCode).toBe(404);
    expect((await other.test.get(`/settlements/${batch.id}/entries`)).statusCode).toBe(404);
  });

  it('simulates runs in test mode only, at most 10 days ahead', async () => {
    const m = await signedInMerchant(app, db);
    expect((await m.live.post('/settlements/run', {})).statusCode).toBe(403);
    const far = await m.test.post('/settlements/run', { at: new Date(Date.now() + 11 * DAY).toISOString() });
    expect(far.statusCode).toBe(400);
    expect(far.json().errors).toHaveProperty('at');
    expect((await m.test.get('/settlements', { filter: { status: 'nope' } })).statusCode).toBe(400);
  });
});

describe('a settlement the bank returns (test mode: POST /settlements/:id/return)', () => {
  it('fails the batch once with the bank reason and one settlement.failed, leaving the ledger and the balance as they were', async () => {
    const m = await signedInMerchant(app, db);
    const endpoint = await m.test.post('/webhook-endpoints', { url: 'http://127.0.0.1:9/hooks', enabledEvents: ['settlement.failed'] });
    expect(endpoint.statusCode, endpoint.body).toBeLessThan(300);
    await makePayment(m.test, { amount: 4_200 });
    const [batch] = (await runSettlements(db, new Date(Date.now() + 2 * DAY), { accountId: m.account.id })).created;
    expect(batch.status).toBe('in_transit');
    const before = { entries: await ledger(m.test.scope), balance: (await m.test.get('/balance/summary')).json() };

    const key = { 'idempotency-key': `return-${batch.id}` };
    const res = await m.test.post(`/settlements/${batch.id}/return`, { reason: 'R02: the receiving account is closed' }, key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: batch.id, status: 'failed', failureReason: 'R02: the receiving account is closed', paidAt: null, net: Number(batch.net) });
    const replay = await m.test.post(`/settlements/${batch.id}/return`, { reason: 'R02: the receiving account is closed' }, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(res.json());
    const again = await m.test.post(`/settlements/${batch.id}/return`, {}, { 'idempotency-key': `again-${batch.id}`, 'accept-language': 'zh-CN' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('只有在途或已到账的结算才能被银行退回。');
    // Its arrival date no longer marks it paid.
    expect((await runSettlements(db, new Date(Date.now() + 3 * DAY), { accountId: m.account.id })).paid).toEqual([]);

    const events = rows<{ type: string }>(await db.execute(sql`select type from events where object_id = ${batch.id} order by seq`));
    expect(events.map((e) => e.type)).toEqual(['settlement.created', 'settlement.failed']);
    const sent = rows<{ event_type: string; payload: string }>(await db.execute(sql`select event_type, payload from webhook_deliveries where account_id = ${m.account.id}`));
    expect(sent.map((d) => d.event_type)).toEqual(['settlement.failed']);
    expect(JSON.parse(sent[0].payload)).toMatchObject({ type: 'settlement.failed', data: { id: batch.id, status: 'failed' } });
    expect((await app.inject({ method: 'GET', url: '/api/openapi.json' })).json()['x-webhooks']['settlement.failed']).toBeDefined();

    // The batch never took its funds out of the balance: no entry is written and every figure stays.
    expect(await ledger(m.test.scope)).toEqual(before.entries);
    expect((await m.test.get('/balance/summary')).json()).toEqual(before.balance);
    // The list's Failed tab.
    expect((await m.test.get('/settlements/counts')).json().data).toMatchObject({ all: 1, failed: 1, in_transit: 0 });
    expect(((await m.test.get('/settlements', { filter: { status: 'failed' } })).json() as { id: string }[]).map((s) => s.id)).toEqual([batch.id]);
  });

  it('returns a paid batch too; refuses live mode, an unknown batch and a malformed reason with the field named', async () => {
    const m = await signedInMerchant(app, db);
    await makePayment(m.test, { amount: 1_500 });
    await runSettlements(db, new Date(Date.now() + 2 * DAY), { accountId: m.account.id });
    const [paid] = (await runSettlements(db, new Date(Date.now() + 3 * DAY), { accountId: m.account.id })).paid;
    expect(paid.status).toBe('paid');
    const res = await m.test.post(`/settlements/${paid.id}/return`, {}, { 'idempotency-key': `paid-${paid.id}` });
    expect(res.json()).toMatchObject({ status: 'failed', failureReason: 'R03: no account found under the number given', paidAt: null });
    expect((await m.live.post(`/settlements/${paid.id}/return`, {})).statusCode).toBe(403);
    expect((await m.test.post('/settlements/stl_unknown/return', {})).statusCode).toBe(404);
    const bad = await m.test.post(`/settlements/${paid.id}/return`, { reason: 'x'.repeat(201) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.reason).toBe('Enter the return reason (1 to 200 characters).');
  });
});
