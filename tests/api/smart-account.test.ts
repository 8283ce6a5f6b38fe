// The smart account API (issue 29, item 4): its number and the details a payer needs, money received through the
// test bank (the job queue), its statement and export, transfers out to an approved beneficiary (the fee, pending
// then succeeded or failed with the money back, Idempotency-Key), the refusals naming the field, isolation (another
// account's or mode's objects are 404), parallel transfers out (also across two server processes on one PostgreSQL)
// that never overdraw it, the payments balance it never touches, permissions, secret keys and webhook events.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { virtualAccountNumber } from '../../domain/balance/rules';
import { payoutFee, TEST_ACCOUNTS } from '../../domain/payouts/rules';
import { smartAccountNumber } from '../../domain/smart-account/rules';
import { webhookDeliveries } from '../../server/db/schema';
import { upsertSystemParam } from '../../server/repositories/system-params';
import { DEFAULT_SYSTEM_PARAMS } from '../../server/seed';
import { setupTestApp, withSecondProcess } from '../helpers/app';
import { parseCsv } from '../helpers/csv';
import { isPostgres } from '../helpers/db';
import { rememberSecret } from '../helpers/secrets';
import { signedInMerchant, topUp, type ApiClient } from '../factories/payments';

const { app, database, config } = await setupTestApp({ BANK_SIMULATION_DELAY_SECONDS: 0, WEBHOOK_LOOPBACK: true });
const db = database.db;
for (const p of DEFAULT_SYSTEM_PARAMS) await upsertSystemParam(db, p);

const US = { name: 'Acme Supplies', country: 'US', currency: 'USD', methodType: 'bank_account', holderName: 'Acme Supplies Inc', bankName: 'First Bank', routingNumber: '021000021' };

async function runJobs() {
  const queues = ['beneficiary_verify', 'smart_transfer_process', 'smart_incoming_transfer'];
  for (;;) {
    let ran = 0;
    for (const q of queues) ran += await app.jobs.runDue(q, 100);
    if (ran === 0) return;
  }
}

async function approvedBeneficiary(client: ApiClient, accountNumber: string = TEST_ACCOUNTS.succeeds, extra: object = {}) {
  const res = await client.post('/beneficiaries', { ...US, accountNumber, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  await runJobs();
  const b = (await client.get(`/beneficiaries/${res.json().id}`)).json();
  expect(b.status).toBe('approved');
  return b as { id: string; currency: string };
}

/** A payer's transfer through the test bank: queued by the simulator, credited when the queue runs it. */
async function receive(client: ApiClient, amount: number, currency = 'USD', payerName = 'Initech Ltd') {
  const res = await client.post('/smart-account-incoming/simulate', { amount, currency, payerName, reference: 'INV-42' });
  expect(res.statusCode, res.body).toBe(202);
  await runJobs();
}

const held = async (client: ApiClient, currency = 'USD') =>
  ((await client.get('/smart-account')).json().data.balances as { currency: string; balance: number }[]).find((b) => b.currency === currency)?.balance ?? 0;

const paymentsBalance = async (client: ApiClient) => (await client.get('/balance')).json().data as unknown[];

describe('the smart account', () => {
  it('has its own number and the details a payer needs, per mode, apart from the balance’s virtual account', async () => {
    const m = await signedInMerchant(app, db);
    const test = (await m.test.get('/smart-account')).json().data;
    const live = (await m.live.get('/smart-account')).json().data;
    expect(test).toMatchObject({
      accountNumber: smartAccountNumber(m.account.id, false), holderName: m.account.name, bankName: expect.any(String), swift: 'SSBKUS33', routingNumber: '021000021', balances: [],
    });
    expect(test.reference).toBe(`SA-${test.accountNumber.slice(-8)}`);
    expect(test.accountNumber).toMatch(/^99\d{12}$/);
    expect(live.accountNumber).toMatch(/^88\d{12}$/);
    expect(test.accountNumber).not.toBe(virtualAccountNumber(m.account.id, false));
  });

  it('credits a simulated incoming transfer through the job queue: listed, on the statement and its export, never on the payments balance', async () => {
    const m = await signedInMerchant(app, db);
    const before = await paymentsBalance(m.test);
    await receive(m.test, 125_000);
    await receive(m.test, 9_000, 'EUR', 'Globex GmbH');
    expect(await held(m.test)).toBe(125_000);
    expect(await held(m.test, 'EUR')).toBe(9_000);
    expect(await paymentsBalance(m.test)).toEqual(before);
    const incoming = (await m.test.get('/smart-account-incoming', { sort: ['amount', 'DESC'] })).json() as { id: string; amount: number; payerName: string; status: string }[];
    expect(incoming.map((i) => [i.amount, i.payerName, i.status])).toEqual([[125_000, 'Initech Ltd', 'credited'], [9_000, 'Globex GmbH', 'credited']]);
    expect((await m.test.get(`/smart-account-incoming/${incoming[0].id}`)).json()).toMatchObject({ id: incoming[0].id, reference: 'INV-42', currency: 'USD' });
    expect((await m.test.get('/smart-account-incoming', { filter: { q: 'Glob' } })).json()).toHaveLength(1);
    const entries = (await m.test.get('/smart-account-entries', { filter: { currency: 'USD' } })).json() as { type: string; amount: number; sourceId: string }[];
    expect(entries).toEqual([expect.objectContaining({ type: 'incoming', amount: 125_000, sourceId: incoming[0].id })]);
    expect((await m.test.get('/smart-account-entries/counts', { filter: { type: 'transfer_out' } })).json().data).toMatchObject({ all: 2, incoming: 2, transfer_out: 0 });
    const csv = parseCsv((await m.test.get('/smart-account-entries/export', { filter: {}, lang: 'en' })).body);
    expect(csv[0]).toEqual(['Entry ID', 'Created', 'Type', 'Currency', 'Amount', 'Source']);
    expect(csv.some((row) => row.includes(incoming[0].id) && row.includes('1250.00'))).toBe(true);
    // Only test mode simulates; a bad body names its field, translated.
    expect((await m.live.post('/smart-account-incoming/simulate', { amount: 100, currency: 'USD', payerName: 'X' })).statusCode).toBe(403);
    const bad = await m.test.post('/smart-account-incoming/simulate', { amount: 0, currency: 'XYZ', payerName: ' ' }, { 'accept-language': 'zh-CN' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ amount: '金额：请输入大于零的金额。', currency: '币种：请选择智能账户支持的币种。', payerName: '付款人名称：请输入汇款人。' });
  });

  it('transfers out to an approved beneficiary: fee, pending, then succeeded; the bank refusing it gives amount and fee back; Idempotency-Key sends once', async () => {
    const m = await signedInMerchant(app, db);
    await receive(m.test, 100_000);
    const ok = await approvedBeneficiary(m.test);
    const failing = await approvedBeneficiary(m.test, TEST_ACCOUNTS.payoutFails);
    const fee = payoutFee(20_000, 'USD');
    const first = await m.test.post('/smart-account-transfers', { beneficiaryId: ok.id, amount: 20_000, description: 'Rent' }, { 'idempotency-key': 'rent-1' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ status: 'pending', amount: 20_000, fee, total: 20_000 + fee, currency: 'USD', beneficiaryName: 'Acme Supplies', beneficiaryLast4: '6789' });
    const again = await m.test.post('/smart-account-transfers', { beneficiaryId: ok.id, amount: 20_000, description: 'Rent' }, { 'idempotency-key': 'rent-1' });
    expect(again.json().id).toBe(first.json().id);
    expect(await held(m.test)).toBe(100_000 - 20_000 - fee);
    const lost = await m.test.post('/smart-account-transfers', { beneficiaryId: failing.id, amount: 10_000 });
    expect(lost.statusCode).toBe(201);
    await runJobs();
    const done = (await m.test.get(`/smart-account-transfers/${first.json().id}`)).json();
    expect(done).toMatchObject({ status: 'succeeded', failureReason: null });
    expect(done.timeline.map((t: { type: string }) => t.type)).toEqual(['smart_account_transfer.created', 'smart_account_transfer.succeeded']);
    expect(done.entries.map((e: { type: string; amount: number }) => [e.type, e.amount])).toEqual([['transfer_out', -20_000], ['transfer_out_fee', -fee]]);
    const failed = (await m.test.get(`/smart-account-transfers/${lost.json().id}`)).json();
    expect(failed).toMatchObject({ status: 'failed', failureReason: 'account_closed' });
    expect(failed.entries.map((e: { type: string }) => e.type)).toEqual(['transfer_out', 'transfer_out_fee', 'transfer_out_return']);
    expect(await held(m.test)).toBe(100_000 - 20_000 - fee);
    expect((await m.test.get('/smart-account-transfers/counts', { filter: { status: 'pending' } })).json().data).toMatchObject({ all: 2, pending: 0, succeeded: 1, failed: 1 });
    const csv = parseCsv((await m.test.get('/smart-account-transfers/export', { filter: { status: 'succeeded' }, lang: 'zh' })).body);
    expect(csv[0][0]).toBe('转账号');
    expect(csv.slice(1).map((r) => r[0])).toEqual([first.json().id]);
  });

  it('refuses, naming the field: a beneficiary not approved, more than it holds, a currency it does not hold; another account’s or mode’s objects are 404', async () => {
    const m = await signedInMerchant(app, db);
    await receive(m.test, 10_000);
    const b = await approvedBeneficiary(m.test);
    const pending = (await m.test.post('/beneficiaries', { ...US, accountNumber: '000123456780' })).json();
    const notApproved = await m.test.post('/smart-account-transfers', { beneficiaryId: pending.id, amount: 100 });
    expect(notApproved.statusCode).toBe(409);
    expect(notApproved.json().errors.beneficiaryId).toBe('Beneficiary: only an approved beneficiary can be paid.');
    const tooMuch = await m.test.post('/smart-account-transfers', { beneficiaryId: b.id, amount: 10_000 }, { 'accept-language': 'zh-CN' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().errors.amount).toBe('金额：超过智能账户中该币种的余额（含手续费）。');
    // A balance on the payments side is not the smart account's.
    await topUp(db, m.test.scope, 'GBP', 1_000_000);
    const gbp = await approvedBeneficiary(m.test, '12345678', { country: 'GB', currency: 'GBP', routingNumber: null, sortCode: '123456' });
    expect((await m.test.post('/smart-account-transfers', { beneficiaryId: gbp.id, amount: 100 })).json().errors.amount).toBe('Amount: more than the smart account holds in this currency (with the fee).');
    expect((await m.test.post('/smart-account-transfers', { beneficiaryId: b.id, amount: -5 })).json().errors.amount).toBe('Amount: enter an amount greater than zero.');
    const mine = (await m.test.post('/smart-account-transfers', { beneficiaryId: b.id, amount: 1_000 })).json();
    const incoming = ((await m.test.get('/smart-account-incoming')).json() as { id: string }[])[0];
    const other = await signedInMerchant(app, db);
    expect((await other.test.post('/smart-account-transfers', { beneficiaryId: b.id, amount: 100 })).statusCode).toBe(404);
    expect((await other.test.get(`/smart-account-transfers/${mine.id}`)).statusCode).toBe(404);
    expect((await other.test.get(`/smart-account-incoming/${incoming.id}`)).statusCode).toBe(404);
    expect((await m.live.get(`/smart-account-transfers/${mine.id}`)).statusCode).toBe(404);
    expect((await m.live.get(`/smart-account-incoming/${incoming.id}`)).statusCode).toBe(404);
    expect((await m.live.post('/smart-account-transfers', { beneficiaryId: b.id, amount: 100 })).statusCode).toBe(404);
    expect((await other.test.get('/smart-account-entries')).json()).toEqual([]);
    expect((await m.live.get('/smart-account')).json().data.balances).toEqual([]);
  });

  it('asks for the code Account, on the server', async () => {
    const m = await signedInMerchant(app, db, { permissions: ['Payoutslist', 'Payoutscreate_ovo'] });
    expect((await m.test.get('/smart-account')).statusCode).toBe(403);
    expect((await m.test.get('/smart-account-entries')).statusCode).toBe(403);
    expect((await m.test.post('/smart-account-transfers', { beneficiaryId: 'ben_x', amount: 100 })).statusCode).toBe(403);
    expect((await m.test.post('/smart-account-incoming/simulate', { amount: 100, currency: 'USD', payerName: 'X' })).statusCode).toBe(403);
    const allowed = await signedInMerchant(app, db, { permissions: ['Account'] });
    expect((await allowed.test.get('/smart-account')).statusCode).toBe(200);
  });
});

describe('concurrent transfers out', () => {
  /** 20 transfers of 10,000 (+ fee 100) against 75,000: 7 go through, the smart account never goes below zero. */
  async function race(clients: ApiClient[], m: Awaited<ReturnType<typeof signedInMerchant>>) {
    await receive(m.test, 75_000);
    // Four beneficiaries, so the beneficiary's row lock does not serialise the requests: the balance's lock must.
    const bs: { id: string }[] = [];
    for (let k = 0; k < 4; k++) bs.push(await approvedBeneficiary(m.test));
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => clients[i % clients.length].post('/smart-account-transfers', { beneficiaryId: bs[i % bs.length]!.id, amount: 10_000 })));
    expect(results.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(7);
    expect(await held(m.test)).toBe(75_000 - 7 * 10_100);
  }

  it('never overdraws the smart account', async () => {
    const m = await signedInMerchant(app, db);
    await race([m.test], m);
  });

  it.runIf(isPostgres())('never overdraws it across two server processes on one PostgreSQL', async () => {
    const m = await signedInMerchant(app, db);
    await withSecondProcess({ database, config }, m, (viaOther) => race([m.test, viaOther], m));
  });
});

describe('the merchant API with secret keys, and webhooks', () => {
  const withKey = (method: 'GET' | 'POST', url: string, key: string, payload?: object, headers: Record<string, string> = {}) =>
    app.inject({ method, url, headers: { authorization: `Bearer ${key}`, ...headers }, payload, remoteAddress: '10.79.0.1' });

  it('transfers out with a key that may write the smart account, idempotently; a read-only key is refused naming it', async () => {
    const m = await signedInMerchant(app, db);
    await receive(m.test, 50_000);
    const b = await approvedBeneficiary(m.test);
    const key = async (body: object) => {
      const value = (await m.test.post('/api-keys', body)).json().data as { value: string };
      rememberSecret('smart account test key', value.value);
      return value.value;
    };
    const writer = await key({ name: 'Treasury', scopes: { 'smart-account': 'write' } });
    const reader = await key({ name: 'Reporting', scopes: { 'smart-account': 'read' } });
    const first = await withKey('POST', '/test/api/smart-account-transfers', writer, { beneficiaryId: b.id, amount: 5_000 }, { 'idempotency-key': 'erp-1' });
    expect(first.statusCode, first.body).toBe(201);
    expect((await withKey('POST', '/test/api/smart-account-transfers', writer, { beneficiaryId: b.id, amount: 5_000 }, { 'idempotency-key': 'erp-1' })).json().id).toBe(first.json().id);
    expect((await withKey('GET', '/test/api/smart-account', reader)).statusCode).toBe(200);
    expect((await withKey('GET', `/test/api/smart-account-transfers/${first.json().id}`, reader)).statusCode).toBe(200);
    const refused = await withKey('POST', '/test/api/smart-account-transfers', reader, { beneficiaryId: b.id, amount: 5_000 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This restricted key has no write access to the smart account.');
    expect(await held(m.test)).toBe(50_000 - 5_000 - payoutFee(5_000, 'USD'));
  });

  it('delivers its events to subscribed endpoints and documents them in x-webhooks', async () => {
    const m = await signedInMerchant(app, db);
    const endpoint = await m.test.post('/webhook-endpoints', { url: 'http://127.0.0.1:9/hooks', enabledEvents: ['smart_account_incoming.credited', 'smart_account_transfer.succeeded'] });
    expect(endpoint.statusCode, endpoint.body).toBeLessThan(300);
    await receive(m.test, 30_000);
    const b = await approvedBeneficiary(m.test);
    const t = (await m.test.post('/smart-account-transfers', { beneficiaryId: b.id, amount: 1_000 })).json();
    await runJobs();
    const sent = await db.select({ type: webhookDeliveries.eventType, payload: webhookDeliveries.payload }).from(webhookDeliveries).where(eq(webhookDeliveries.accountId, m.account.id));
    expect(sent.map((d) => d.type).sort()).toEqual(['smart_account_incoming.credited', 'smart_account_transfer.succeeded']);
    expect(JSON.parse(sent.find((d) => d.type === 'smart_account_transfer.succeeded')!.payload)).toMatchObject({ data: { id: t.id, status: 'succeeded', amount: 1_000 } });
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const type of ['smart_account_transfer.created', 'smart_account_transfer.succeeded', 'smart_account_transfer.failed', 'smart_account_incoming.credited']) expect(doc['x-webhooks'][type], type).toBeDefined();
    expect(doc.paths['/test/api/smart-account-transfers'].post.parameters.some((p: { name: string }) => p.name === 'idempotency-key')).toBe(true);
  });
});

describe('moves between the available balance and the smart account', () => {
  const available = async (client: ApiClient, currency = 'USD') =>
    ((await client.get('/balance')).json().data as { currency: string; available: number }[]).find((b) => b.currency === currency)?.available ?? 0;
  const move = (client: ApiClient, body: object, headers: Record<string, string> = {}) => client.post('/smart-account/moves', body, headers);

  it('moves either way at once, with an entry on both ledgers, an event, a row in the transfer list; Idempotency-Key moves once', async () => {
    const m = await signedInMerchant(app, db);
    await topUp(db, m.test.scope, 'USD', 50_000);
    const endpoint = await m.test.post('/webhook-endpoints', { url: 'http://127.0.0.1:9/hooks', enabledEvents: ['smart_account_move.succeeded'] });
    expect(endpoint.statusCode, endpoint.body).toBeLessThan(300);
    const first = await move(m.test, { direction: 'to_smart_account', currency: 'USD', amount: 20_000, description: 'Supplier float' }, { 'idempotency-key': 'float-1' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ direction: 'to_smart_account', status: 'succeeded', amount: 20_000, currency: 'USD', description: 'Supplier float' });
    const again = await move(m.test, { direction: 'to_smart_account', currency: 'USD', amount: 20_000, description: 'Supplier float' }, { 'idempotency-key': 'float-1' });
    expect(again.json().id).toBe(first.json().id);
    expect(await available(m.test)).toBe(30_000);
    expect(await held(m.test)).toBe(20_000);
    const back = await move(m.test, { direction: 'to_balance', currency: 'USD', amount: 5_000 });
    expect(back.statusCode, back.body).toBe(201);
    expect(await available(m.test)).toBe(35_000);
    expect(await held(m.test)).toBe(15_000);

    // Both statements name the move: the balance's entries (type smart_account) and the smart account's.
    const entries = (await m.test.get('/balance-entries', { filter: { type: 'smart_account' } })).json() as { amount: number; source: string; sourceId: string }[];
    expect(entries.map((e) => [e.sourceId, e.amount, e.source])).toEqual([[back.json().id, 5_000, 'smart_account'], [first.json().id, -20_000, 'smart_account']]);
    const statement = (await m.test.get('/smart-account-entries')).json() as { type: string; amount: number; sourceId: string }[];
    expect(statement.map((e) => [e.type, e.amount, e.sourceId])).toEqual([['to_balance', -5_000, back.json().id], ['from_balance', 20_000, first.json().id]]);
    // The transfer list: out of the balance to the smart account, in from it; its page opens.
    const transfers = (await m.test.get('/transfers', { filter: { kind: 'smart_account' } })).json() as { id: string; direction: string; status: string; counterparty: string }[];
    const number = smartAccountNumber(m.account.id, false).replace(/(\d{4})(?=\d)/g, '$1 ');
    expect(transfers.map((t) => [t.id, t.direction, t.status, t.counterparty])).toEqual([[back.json().id, 'in', 'succeeded', number], [first.json().id, 'out', 'succeeded', number]]);
    // The export names the move's other side as the list does, in either language.
    const [head, ...rows] = parseCsv((await m.test.get('/transfers/export', { filter: { kind: 'smart_account' }, lang: 'zh' })).body);
    expect(rows.map((r) => [r[0], r[head.indexOf('账户')]])).toEqual([[back.json().id, number], [first.json().id, number]]);
    expect((await m.test.get(`/transfers/${first.json().id}`)).json()).toMatchObject({ kind: 'smart_account', amount: 20_000, reference: 'Supplier float' });
    expect((await m.test.get('/transfers/counts', { filter: { kind: 'smart_account' } })).json().data).toMatchObject({ all: 2, in: 1, out: 1 });
    // Its event, delivered like any other and documented.
    const sent = await db.select({ type: webhookDeliveries.eventType, payload: webhookDeliveries.payload }).from(webhookDeliveries).where(eq(webhookDeliveries.accountId, m.account.id));
    expect(sent.map((d) => d.type)).toEqual(['smart_account_move.succeeded', 'smart_account_move.succeeded']);
    expect(sent.map((d) => JSON.parse(d.payload).data.id).sort()).toEqual([first.json().id, back.json().id].sort());
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc['x-webhooks']['smart_account_move.succeeded']).toBeDefined();
    expect(doc.paths['/test/api/smart-account/moves'].post.parameters.some((p: { name: string }) => p.name === 'idempotency-key')).toBe(true);
  });

  it('refuses, naming the field and in the caller’s language, more than the side it leaves holds, and moves nothing then', async () => {
    const m = await signedInMerchant(app, db);
    await topUp(db, m.test.scope, 'USD', 10_000);
    const over = await move(m.test, { direction: 'to_smart_account', currency: 'USD', amount: 10_001 }, { 'accept-language': 'zh-CN' });
    expect(over.statusCode).toBe(409);
    expect(over.json().errors.amount).toBe('金额：超过该币种的可用余额。');
    expect((await move(m.test, { direction: 'to_balance', currency: 'USD', amount: 1 })).json().errors.amount).toBe('Amount: more than the smart account holds in this currency.');
    expect((await move(m.test, { direction: 'sideways', currency: 'USD', amount: 1 })).json().errors.direction).toBe('Direction: choose where the money goes.');
    expect((await move(m.test, { direction: 'to_balance', currency: 'XYZ', amount: 1 })).json().errors.currency).toBe('Currency: choose a currency the smart account holds.');
    expect((await move(m.test, { direction: 'to_balance', currency: 'USD', amount: 0 })).json().errors.amount).toBe('Amount: enter an amount greater than zero.');
    expect(await available(m.test)).toBe(10_000);
    expect((await m.test.get('/transfers', { filter: { kind: 'smart_account' } })).json()).toEqual([]);
    expect((await m.test.get('/smart-account-entries')).json()).toEqual([]);
    // Live mode has its own balance and smart account.
    expect((await move(m.live, { direction: 'to_smart_account', currency: 'USD', amount: 1 })).statusCode).toBe(409);
    // The code Account, on the server.
    const without = await signedInMerchant(app, db, { permissions: ['BalanceList', 'transfer'] });
    expect((await move(without.test, { direction: 'to_smart_account', currency: 'USD', amount: 1 })).statusCode).toBe(403);
  });

  /**
   * 20 moves of 10,000 at once, half each way, with 75,000 available and 30,000 on the smart account: whatever wins,
   * no money appears or disappears, neither side goes below zero, and no request fails otherwise (two moves in
   * opposite directions never wait for each other).
   */
  async function race(clients: ApiClient[], m: Awaited<ReturnType<typeof signedInMerchant>>) {
    await topUp(db, m.test.scope, 'USD', 75_000);
    await receive(m.test, 30_000);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => move(clients[i % clients.length], { direction: i % 2 ? 'to_balance' : 'to_smart_account', currency: 'USD', amount: 10_000 })),
    );
    expect(results.map((r) => r.statusCode).filter((s) => s !== 201 && s !== 409)).toEqual([]);
    const ok = (direction: string) => results.filter((r) => r.statusCode === 201 && r.json().direction === direction).length;
    const [a, h] = [await available(m.test), await held(m.test)];
    expect(a).toBeGreaterThanOrEqual(0);
    expect(h).toBeGreaterThanOrEqual(0);
    expect(a + h).toBe(105_000);
    expect(h).toBe(30_000 + 10_000 * (ok('to_smart_account') - ok('to_balance')));
    // And one way only: room for seven.
    const more = await Promise.all(Array.from({ length: 12 }, (_, i) => move(clients[i % clients.length], { direction: 'to_smart_account', currency: 'USD', amount: 10_000 })));
    expect(more.filter((r) => r.statusCode === 201)).toHaveLength(Math.floor(a / 10_000));
    expect(await available(m.test)).toBe(a % 10_000);
  }

  it('never overdraws either side with parallel moves', async () => {
    const m = await signedInMerchant(app, db);
    await race([m.test], m);
  });

  it.runIf(isPostgres())('never overdraws either side across two server processes on one PostgreSQL', async () => {
    const m = await signedInMerchant(app, db);
    await withSecondProcess({ database, config }, m, (viaOther) => race([m.test, viaOther], m));
  });
});
