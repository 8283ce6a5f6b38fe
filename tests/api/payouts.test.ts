// Beneficiaries and payouts API (issue 29): the bank and country rules refused naming the field, the review through
// the verification job (test accounts pass or fail), bank detail changes (password, back to review, owners
// mailed), payouts from the available balance with their fee, the money returned when a payout fails, expires or is
// canceled, Idempotency-Key, isolation, and parallel payouts (also across two server processes on one PostgreSQL)
// that never overdraw the balance.
import { describe, expect, it } from 'vitest';
import { payoutFee, TEST_ACCOUNTS } from '../../domain/payouts/rules';
import { payoutLineTypes } from '../../domain/payouts/waterfall';
import { setupTestApp, withSecondProcess } from '../helpers/app';
import { isPostgres } from '../helpers/db';
import { mailbox } from '../helpers/mailbox';
import { parseCsv } from '../helpers/csv';
import { rememberSecret } from '../helpers/secrets';
import { CARDS, makePayment, signedInMerchant, teammate, topUp, type ApiClient } from '../factories/payments';
import { TEST_PASSWORD } from '../factories';
import { upsertSystemParam } from '../../server/repositories/system-params';
import { DEFAULT_SYSTEM_PARAMS } from '../../server/seed';

const { app, database, config } = await setupTestApp({ BANK_SIMULATION_DELAY_SECONDS: 0 });
const db = database.db;
for (const p of DEFAULT_SYSTEM_PARAMS) await upsertSystemParam(db, p);

const US = { name: 'Acme Supplies', country: 'US', currency: 'USD', methodType: 'bank_account', holderName: 'Acme Supplies Inc', bankName: 'First Bank', routingNumber: '021000021' };

async function runJobs() {
  while ((await app.jobs.runDue('beneficiary_verify', 100)) + (await app.jobs.runDue('payout_process', 100)) > 0);
}

/** An approved US beneficiary of the client's scope (verification run at once, as in test mode). */
async function approvedBeneficiary(client: ApiClient, accountNumber: string = TEST_ACCOUNTS.succeeds) {
  const res = await client.post('/beneficiaries', { ...US, accountNumber });
  expect(res.statusCode, res.body).toBe(201);
  await runJobs();
  const b = (await client.get(`/beneficiaries/${res.json().id}`)).json();
  expect(b.status).toBe('approved');
  return b as { id: string; currency: string };
}

const available = async (client: ApiClient, currency = 'USD') =>
  ((await client.get('/balance')).json().data as { currency: string; available: number }[]).find((b) => b.currency === currency)?.available ?? 0;

describe('beneficiaries', () => {
  it('refuses bad bank details and destinations naming the field, translated', async () => {
    const m = await signedInMerchant(app, db);
    const bad = await m.test.post('/beneficiaries', { ...US, accountNumber: '1234567', routingNumber: '12345678' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ accountNumber: 'Please enter a valid account number (8 to 12 digits).', routingNumber: 'Please enter a valid 9-digit routing number.' });
    const blocked = await m.test.post('/beneficiaries', { ...US, country: 'IR', accountNumber: '000123456789' });
    expect(blocked.json().errors.country).toBe('Country: payouts to this country are not allowed.');
    const unsupported = await m.test.post('/beneficiaries', { ...US, country: 'BR', accountNumber: '000123456789' });
    expect(unsupported.json().errors.country).toBe('Country: payouts to this country are not supported.');
    const currency = await m.test.post('/beneficiaries', { ...US, currency: 'EUR', accountNumber: '000123456789' }, { 'accept-language': 'zh-CN' });
    expect(currency.json().errors.currency).toBe('币种：收款人所在国家/地区不支持该币种。');
    const iban = await m.test.post('/beneficiaries', { ...US, country: 'DE', currency: 'EUR', iban: 'DE89370400440532013001' });
    expect(iban.json().errors.iban).toBe('Please enter a valid IBAN. Check the country code, the length and the check digits.');
    expect((await m.test.post('/beneficiaries', { ...US, country: 'DE', currency: 'EUR', iban: 'DE89 3704 0044 0532 0130 00' })).statusCode).toBe(201);
  });

  it('is reviewed by the verification job: the test accounts pass or fail; a change of bank details needs the password, goes back to review and mails every owner', async () => {
    const m = await signedInMerchant(app, db);
    const created = await m.test.post('/beneficiaries', { ...US, accountNumber: TEST_ACCOUNTS.verificationFails });
    expect(created.json()).toMatchObject({ status: 'needs_review', last4: '9999' });
    const id = created.json().id as string;
    await runJobs();
    expect((await m.test.get(`/beneficiaries/${id}`)).json()).toMatchObject({ status: 'needs_update', reviewNote: 'beneficiary_verification_failed' });

    const body = { ...US, accountNumber: TEST_ACCOUNTS.succeeds };
    const noPassword = await m.test.put(`/beneficiaries/${id}`, body);
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().errors.password).toBe('Password: enter your password to change the bank details.');
    expect((await m.test.put(`/beneficiaries/${id}`, { ...body, password: 'wrong-one' })).json().errors.password).toBe('Password: the password is wrong.');
    const changed = await m.test.put(`/beneficiaries/${id}`, { ...body, password: TEST_PASSWORD });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ status: 'needs_review', last4: '6789' });
    await runJobs();
    expect((await m.test.get(`/beneficiaries/${id}`)).json().status).toBe('approved');
    while ((await app.jobs.runDue('beneficiary_mail', 100)) > 0);
    const mails = await mailbox(app, m.user.email);
    expect(mails.some((mail) => mail.subject === 'Bank details changed: Acme Supplies' && mail.text.includes(id))).toBe(true);

    // A new name alone needs no password and keeps the approval.
    const renamed = await m.test.put(`/beneficiaries/${id}`, { ...body, name: 'Acme Supplies (US)' });
    expect(renamed.json()).toMatchObject({ status: 'approved', name: 'Acme Supplies (US)' });
    const counts = (await m.test.get('/beneficiaries/counts')).json().data;
    expect(counts).toMatchObject({ all: 1, approved: 1, needs_review: 0 });
    const inactive = await m.test.post(`/beneficiaries/${id}/status`, { status: 'inactive' });
    expect(inactive.json().data.status).toBe('inactive');
  });
});

describe('payouts', () => {
  it('takes amount and fee from the available balance at once, shows them on the payout, and the job succeeds it', async () => {
    const m = await signedInMerchant(app, db);
    await topUp(db, m.test.scope, 'USD', 100_000);
    const b = await approvedBeneficiary(m.test);
    const res = await m.test.post('/payouts', { beneficiaryId: b.id, amount: 40_000, description: 'Invoice 7' });
    expect(res.statusCode, res.body).toBe(201);
    const fee = payoutFee(40_000, 'USD');
    expect(res.json()).toMatchObject({ status: 'pending', amount: 40_000, fee, total: 40_000 + fee, currency: 'USD', beneficiaryName: 'Acme Supplies', beneficiaryLast4: '6789' });
    expect(await available(m.test)).toBe(100_000 - 40_000 - fee);
    await runJobs();
    const detail = (await m.test.get(`/payouts/${res.json().id}`)).json();
    expect(detail.status).toBe('succeeded');
    expect(detail.timeline.map((t: { type: string }) => t.type)).toEqual(['payout.created', 'payout.succeeded']);
    expect(detail.entries.map((e: { amount: number; type: string; source: string }) => [e.type, e.source, e.amount])).toEqual([['payout', 'payout', -40_000], ['payout', 'payout', -fee]]);
    expect(await available(m.test)).toBe(100_000 - 40_000 - fee);
    const csv = parseCsv((await m.test.get('/payouts/export', { filter: {}, lang: 'en' })).body);
    expect(csv[0]).toContain('Payout ID');
    expect(csv.some((row) => row.includes('400.00') && row.includes('succeeded') && row.includes('6789'))).toBe(true);
  });

  it('gives the money back when a payout fails, expires or is canceled', async () => {
    const m = await signedInMerchant(app, db);
    await topUp(db, m.test.scope, 'USD', 100_000);
    const fails = await approvedBeneficiary(m.test, TEST_ACCOUNTS.payoutFails);
    const expires = await approvedBeneficiary(m.test, TEST_ACCOUNTS.payoutExpires);
    const a = (await m.test.post('/payouts', { beneficiaryId: fails.id, amount: 10_000 })).json();
    const b = (await m.test.post('/payouts', { beneficiaryId: expires.id, amount: 10_000 })).json();
    expect(await available(m.test)).toBe(100_000 - 2 * (10_000 + payoutFee(10_000, 'USD')));
    await runJobs();
    expect((await m.test.get(`/payouts/${a.id}`)).json()).toMatchObject({ status: 'failed', failureReason: 'account_closed' });
    expect((await m.test.get(`/payouts/${b.id}`)).json().status).toBe('expired');
    expect(await available(m.test)).toBe(100_000);

    const ok = await approvedBeneficiary(m.test);
    const c = (await m.test.post('/payouts', { beneficiaryId: ok.id, amount: 5_000 })).json();
    const canceled = await m.test.post(`/payouts/${c.id}/cancel`);
    expect(canceled.json().data.status).toBe('canceled');
    expect(await available(m.test)).toBe(100_000);
    expect((await m.test.post(`/payouts/${c.id}/cancel`)).json().message).toBe('This payout is no longer pending.');
    await runJobs();
    expect((await m.test.get(`/payouts/${c.id}`)).json().status).toBe('canceled');
    const counts = (await m.test.get('/payouts/counts')).json().data;
    expect(counts).toEqual({ all: 3, awaiting_approval: 0, pending: 0, succeeded: 0, failed: 1, expired: 1, canceled: 1, rejected: 0 });
  });

  it('refuses, naming the field: a beneficiary not approved, more than available, another account or mode (404)', async () => {
    const m = await signedInMerchant(app, db);
    await topUp(db, m.test.scope, 'USD', 10_000);
    const pending = (await m.test.post('/beneficiaries', { ...US, accountNumber: TEST_ACCOUNTS.succeeds })).json();
    const notApproved = await m.test.post('/payouts', { beneficiaryId: pending.id, amount: 1_000 });
    expect(notApproved.statusCode).toBe(409);
    expect(notApproved.json().errors.beneficiaryId).toBe('Beneficiary: only an approved beneficiary can be paid.');
    const notApprovedZh = await m.test.post('/payouts', { beneficiaryId: pending.id, amount: 1_000 }, { 'accept-language': 'zh-CN' });
    expect(notApprovedZh.json().errors.beneficiaryId).toBe('收款人：只能向已审核通过的收款人付款。');
    await runJobs();
    const tooMuch = await m.test.post('/payouts', { beneficiaryId: pending.id, amount: 10_000 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().errors.amount).toBe('Amount: more than the available balance in this currency.');
    const tooMuchZh = await m.test.post('/payouts', { beneficiaryId: pending.id, amount: 10_000 }, { 'accept-language': 'zh-CN' });
    expect(tooMuchZh.json().errors.amount).toBe('金额：超过该币种的可用余额。');
    expect((await m.test.post('/payouts', { beneficiaryId: pending.id, amount: 0 })).json().errors.amount).toBe('Amount: enter an amount greater than zero.');
    expect((await m.live.post('/payouts', { beneficiaryId: pending.id, amount: 100 })).statusCode).toBe(404);
    expect((await m.live.get(`/beneficiaries/${pending.id}`)).statusCode).toBe(404);
    const other = await signedInMerchant(app, db);
    expect((await other.test.post('/payouts', { beneficiaryId: pending.id, amount: 100 })).statusCode).toBe(404);
    const mine = (await m.test.post('/payouts', { beneficiaryId: pending.id, amount: 1_000 })).json();
    expect((await other.test.get(`/payouts/${mine.id}`)).statusCode).toBe(404);
    expect((await other.test.post(`/payouts/${mine.id}/cancel`)).statusCode).toBe(404);
    expect((await other.test.put(`/beneficiaries/${pending.id}`, { ...US, accountNumber: TEST_ACCOUNTS.succeeds })).statusCode).toBe(404);
    expect((await other.test.get('/payouts')).json()).toEqual([]);
  });

  it('replays a create by its Idempotency-Key: one payout, one debit', async () => {
    const m = await signedInMerchant(app, db);
    await topUp(db, m.test.scope, 'USD', 100_000);
    const b = await approvedBeneficiary(m.test);
    const send = () => m.test.post('/payouts', { beneficiaryId: b.id, amount: 10_000 }, { 'idempotency-key': 'pay-once' });
    const [one, two] = await Promise.all([send(), send()]);
    expect(one.body).toBe(two.body);
    expect((await m.test.get('/payouts')).json()).toHaveLength(1);
    expect(await available(m.test)).toBe(100_000 - 10_000 - payoutFee(10_000, 'USD'));
  });
});

describe('payouts in the transfer list and the reserved figure', () => {
  it('lists each payout as a transfer out, and counts payouts in flight as reserved, opening their entries', async () => {
    const m = await signedInMerchant(app, db);
    await topUp(db, m.test.scope, 'USD', 100_000);
    const b = await approvedBeneficiary(m.test);
    await m.test.put('/payouts/approval-thresholds', { currency: 'USD', threshold: 20_000 });
    const waiting = (await m.test.post('/payouts', { beneficiaryId: b.id, amount: 30_000, description: 'Rent' })).json();
    const sent = (await m.test.post('/payouts', { beneficiaryId: b.id, amount: 10_000 })).json();
    const transfers = (await m.test.get('/transfers', { filter: { kind: 'payout' } })).json() as { id: string; direction: string; status: string; amount: number; counterparty: string; reference: string | null }[];
    expect(transfers.map((t) => [t.id, t.direction, t.status, t.amount]).sort()).toEqual([[waiting.id, 'out', 'awaiting_approval', 30_000], [sent.id, 'out', 'pending', 10_000]].sort());
    expect(transfers.find((t) => t.id === waiting.id)).toMatchObject({ counterparty: 'Acme Supplies •••• 6789', reference: 'Rent' });
    expect((await m.test.get(`/transfers/${sent.id}`)).json()).toMatchObject({ kind: 'payout', status: 'pending' });
    expect((await m.test.get('/transfers/counts')).json().data).toMatchObject({ out: 2 });
    // The export names the beneficiary as the list does.
    const [head, ...rows] = parseCsv((await m.test.get('/transfers/export', { filter: { kind: 'payout' }, lang: 'en' })).body);
    expect(rows.map((r) => [r[0], r[head.indexOf('Account')]]).sort()).toEqual([[waiting.id, 'Acme Supplies •••• 6789'], [sent.id, 'Acme Supplies •••• 6789']].sort());

    const reservedOf = async () => ((await m.test.get('/balance/summary')).json().data as { currency: string; reserved: { payouts: number; total: number } }[]).find((x) => x.currency === 'USD')!.reserved;
    const inFlight = waiting.total + sent.total;
    expect(await reservedOf()).toMatchObject({ payouts: inFlight, total: inFlight });
    const entries = (await m.test.get('/balance-entries', { filter: { currency: 'USD', reserved: 'payouts' } })).json() as { amount: number; sourceId: string }[];
    expect(-entries.reduce((t, e) => t + e.amount, 0)).toBe(inFlight);
    expect(new Set(entries.map((e) => e.sourceId))).toEqual(new Set([waiting.id, sent.id]));
    // Answered by the bank, or canceled: no longer in flight.
    await runJobs();
    await m.test.post(`/payouts/${waiting.id}/cancel`);
    expect(await reservedOf()).toMatchObject({ payouts: 0 });
    expect((await m.test.get('/balance-entries', { filter: { currency: 'USD', reserved: 'payouts' } })).json()).toEqual([]);
    expect((await m.test.get(`/transfers/${sent.id}`)).json().status).toBe('succeeded');
  });
});

describe('the waterfall of a payout', () => {
  it('runs from the gross of the payments available since the previous payout to the payout, from the ledger', async () => {
    const m = await signedInMerchant(app, db);
    await topUp(db, m.test.scope, 'USD', 5_000);
    const b = await approvedBeneficiary(m.test);
    const p1 = await makePayment(m.test, { amount: 30_000 }, CARDS.availableNow);
    const p2 = await makePayment(m.test, { amount: 20_000 }, CARDS.availableNow);
    expect((await m.test.post('/refunds', { paymentId: p1.id, amount: 4_000, reason: 'requested_by_customer' })).statusCode).toBe(201);
    const fees = -(p1.fee + p2.fee);
    const first = (await m.test.post('/payouts', { beneficiaryId: b.id, amount: 40_000 })).json();
    const w1 = (await m.test.get(`/payouts/${first.id}`)).json().waterfall;
    expect(w1).toMatchObject({ gross: 50_000, fees, refunds: -4_000, disputes: 0, other: 5_000, payoutFee: -first.fee, net: 40_000, payments: 2, from: null });
    expect(w1.carried).toBe(40_000 + first.fee - (50_000 + fees - 4_000 + 5_000));

    // The next payout starts where the first one ended; a canceled one in between paid nothing out and closes nothing.
    const p3 = await makePayment(m.test, { amount: 10_000 }, CARDS.availableNow);
    const canceled = (await m.test.post('/payouts', { beneficiaryId: b.id, amount: 1_000 })).json();
    await m.test.post(`/payouts/${canceled.id}/cancel`);
    const second = (await m.test.post('/payouts', { beneficiaryId: b.id, amount: 5_000 })).json();
    const w2 = (await m.test.get(`/payouts/${second.id}`)).json().waterfall;
    expect(w2).toMatchObject({ gross: 10_000, fees: -p3.fee, refunds: 0, other: 0, payments: 1, net: 5_000, from: first.createdAt });
    expect(w2.gross + w2.fees + w2.refunds + w2.disputes + w2.other + w2.carried + w2.payoutFee).toBe(5_000);

    // A bar opens its entries: the balance entries of its line's types in the window sum to the bar.
    const sumOf = async (filter: Record<string, unknown>) => {
      const res = await m.test.get('/balance-entries', { filter: { currency: 'USD', ...filter }, range: [0, 99] });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { amount: number }[]).reduce((n, e) => n + e.amount, 0);
    };
    const second1 = { availableAfter: first.createdAt, availableUntil: second.createdAt };
    expect(await sumOf({ ...second1, type: payoutLineTypes('gross') })).toBe(w2.gross);
    expect(await sumOf({ ...second1, type: payoutLineTypes('fees') })).toBe(w2.fees);
    expect(await sumOf({ availableUntil: first.createdAt, type: payoutLineTypes('other') })).toBe(5_000);
    expect(await sumOf({ availableUntil: first.createdAt, type: payoutLineTypes('refunds') })).toBe(-4_000);
    expect((await m.test.get('/balance-entries', { filter: { availableAfter: 'yesterday' } })).statusCode).toBe(400);
  });
});

describe('dual approval', () => {
  const fee = payoutFee(50_000, 'USD');
  /** A merchant whose owner set a USD threshold of 20,000, 100,000 available, an approved beneficiary and a second member. */
  async function approvalWorld() {
    const m = await signedInMerchant(app, db);
    await topUp(db, m.test.scope, 'USD', 100_000);
    const b = await approvedBeneficiary(m.test);
    const set = await m.test.put('/payouts/approval-thresholds', { currency: 'USD', threshold: 20_000 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject([{ currency: 'USD', threshold: 20_000 }]);
    const colleague = await teammate(app, db, m.account.id, { nickname: 'Grace Approver', permissions: ['Payoutslist', 'Payoutscreate_ovo'] });
    return { m, b, colleague };
  }

  it('an owner sets the threshold per currency and mode; a member cannot, nor a secret key; a bad amount names the field', async () => {
    const { m, colleague } = await approvalWorld();
    const refused = await colleague.test.put('/payouts/approval-thresholds', { currency: 'USD', threshold: 1 });
    expect(refused.statusCode).toBe(403);
    const bad = await m.test.put('/payouts/approval-thresholds', { currency: 'USD', threshold: -5 }, { 'accept-language': 'zh-CN' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.threshold).toBe('审批阈值：请输入大于或等于零的金额。');
    expect((await m.live.get('/payouts/approval-thresholds')).json().data).toEqual([]);
    expect((await colleague.test.get('/payouts/approval-thresholds')).json().data).toMatchObject([{ currency: 'USD', threshold: 20_000 }]);
    const key = (await m.test.post('/api-keys', { name: 'Server' })).json().data as { value: string };
    rememberSecret('payout test key', key.value);
    const byKey = await app.inject({ method: 'PUT', url: '/test/api/payouts/approval-thresholds', headers: { authorization: `Bearer ${key.value}` }, payload: { currency: 'USD', threshold: 1 }, remoteAddress: '10.79.0.1' });
    expect(byKey.statusCode).toBe(403);
    const removed = await m.test.put('/payouts/approval-thresholds', { currency: 'USD', threshold: null });
    expect(removed.json().data).toEqual([]);
  });

  it('a payout above the threshold waits with its money reserved; the creator cannot approve it; a second member does and it goes to the bank', async () => {
    const { m, b, colleague } = await approvalWorld();
    // At the threshold: no approval needed.
    const atThreshold = (await m.test.post('/payouts', { beneficiaryId: b.id, amount: 20_000 })).json();
    expect(atThreshold.status).toBe('pending');
    const created = await m.test.post('/payouts', { beneficiaryId: b.id, amount: 50_000 });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    expect(created.json().status).toBe('awaiting_approval');
    // Reserved at once: what is left cannot pay another 50,000.
    expect(await available(m.test)).toBe(100_000 - 20_000 - payoutFee(20_000, 'USD') - 50_000 - fee);
    expect((await m.test.post('/payouts', { beneficiaryId: b.id, amount: 30_000 })).statusCode).toBe(409);
    await runJobs();
    expect((await m.test.get(`/payouts/${id}`)).json().status).toBe('awaiting_approval');
    const counts = (await m.test.get('/payouts/counts')).json().data;
    expect(counts).toMatchObject({ awaiting_approval: 1, succeeded: 1 });

    const own = await m.test.post(`/payouts/${id}/approve`, {}, { 'accept-language': 'zh-CN' });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('该付款由您创建，须由其他成员审批或驳回。');
    expect((await m.test.post(`/payouts/${id}/reject`)).json().message).toBe('You created this payout: another member must approve or reject it.');
    const seenByCreator = (await m.test.get(`/payouts/${id}`)).json();
    expect(seenByCreator).toMatchObject({ createdByYou: true, createdByName: m.user.nickname });
    expect((await colleague.test.get(`/payouts/${id}`)).json().createdByYou).toBe(false);

    const approved = await colleague.test.post(`/payouts/${id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'pending', approvedBy: colleague.user.id });
    expect((await colleague.test.post(`/payouts/${id}/approve`)).json().message).toBe('This payout is no longer waiting for approval.');
    await runJobs();
    const detail = (await m.test.get(`/payouts/${id}`)).json();
    expect(detail).toMatchObject({ status: 'succeeded', approvedByName: 'Grace Approver' });
    expect(detail.timeline.map((t: { type: string }) => t.type)).toEqual(['payout.created', 'payout.approval_required', 'payout.approved', 'payout.succeeded']);
    // Paid once: the approval moved no money.
    expect(detail.entries.map((e: { amount: number }) => e.amount)).toEqual([-50_000, -fee]);
    expect(await available(m.test)).toBe(100_000 - 20_000 - payoutFee(20_000, 'USD') - 50_000 - fee);
  });

  it('a rejection gives the money back through ledger entries; a member without the payout code cannot decide; another account gets 404', async () => {
    const { m, b, colleague } = await approvalWorld();
    const id = (await m.test.post('/payouts', { beneficiaryId: b.id, amount: 50_000 })).json().id as string;
    const reader = await teammate(app, db, m.account.id, { permissions: ['Payoutslist'] });
    expect((await reader.test.post(`/payouts/${id}/approve`)).statusCode).toBe(403);
    const stranger = await signedInMerchant(app, db);
    expect((await stranger.test.post(`/payouts/${id}/reject`)).statusCode).toBe(404);
    expect((await colleague.live.post(`/payouts/${id}/reject`)).statusCode).toBe(404);
    const rejected = await colleague.test.post(`/payouts/${id}/reject`);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({ status: 'rejected', rejectedBy: colleague.user.id });
    expect(await available(m.test)).toBe(100_000);
    const detail = (await m.test.get(`/payouts/${id}`)).json();
    expect(detail.entries.map((e: { amount: number }) => e.amount)).toEqual([-50_000, -fee, 50_000 + fee]);
    expect(detail.timeline.map((t: { type: string }) => t.type)).toEqual(['payout.created', 'payout.approval_required', 'payout.rejected']);
    expect((await colleague.test.post(`/payouts/${id}/approve`)).statusCode).toBe(409);
    // The creator may still withdraw a payout waiting for approval.
    const second = (await m.test.post('/payouts', { beneficiaryId: b.id, amount: 50_000 })).json().id as string;
    expect((await m.test.post(`/payouts/${second}/cancel`)).json().data.status).toBe('canceled');
    expect(await available(m.test)).toBe(100_000);
  });

  it('two approvals racing: one wins, the payout goes to the bank once', async () => {
    const { m, b, colleague } = await approvalWorld();
    const third = await teammate(app, db, m.account.id, { permissions: ['Payoutslist', 'Payoutscreate_ovo'] });
    const id = (await m.test.post('/payouts', { beneficiaryId: b.id, amount: 50_000 })).json().id as string;
    const results = await Promise.all([colleague.test.post(`/payouts/${id}/approve`), third.test.post(`/payouts/${id}/approve`), colleague.test.post(`/payouts/${id}/reject`)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const winner = results.find((r) => r.statusCode === 200)!.json().data.status as string;
    const events = (await m.test.get(`/payouts/${id}`)).json().timeline.map((t: { type: string }) => t.type);
    expect(events.filter((t: string) => t === 'payout.approved' || t === 'payout.rejected')).toHaveLength(1);
    await runJobs();
    const after = (await m.test.get(`/payouts/${id}`)).json();
    expect(after.status).toBe(winner === 'pending' ? 'succeeded' : 'rejected');
    expect(await available(m.test)).toBe(winner === 'pending' ? 100_000 - 50_000 - fee : 100_000);
  });

  it('a payout nobody approves expires and gives its money back', async () => {
    const { m, b } = await approvalWorld();
    const id = (await m.test.post('/payouts', { beneficiaryId: b.id, amount: 50_000 })).json().id as string;
    const { expirePayouts } = await import('../../server/services/payouts/payouts');
    await expirePayouts(db, new Date(Date.now() + 8 * 86_400_000));
    const detail = (await m.test.get(`/payouts/${id}`)).json();
    expect(detail.status).toBe('expired');
    // Returned at the sweep's instant (eight days on): the credit entry gives amount and fee back.
    expect(detail.entries.map((e: { amount: number }) => e.amount)).toEqual([-50_000, -fee, 50_000 + fee]);
  });
});

describe('concurrent payouts', () => {
  /** 20 payouts of 10,000 (+ fee 100) against 75,000 available: 7 go through, the balance never goes below zero. */
  async function race(clients: ApiClient[], m: Awaited<ReturnType<typeof signedInMerchant>>) {
    await topUp(db, m.test.scope, 'USD', 75_000);
    // Four beneficiaries, so the beneficiary's row lock does not serialise the requests: the balance's lock must.
    const bs: { id: string }[] = [];
    for (let k = 0; k < 4; k++) bs.push(await approvedBeneficiary(m.test));
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => clients[i % clients.length].post('/payouts', { beneficiaryId: bs[i % bs.length]!.id, amount: 10_000 })));
    expect(results.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(7);
    expect(await available(m.test)).toBe(75_000 - 7 * 10_100);
  }

  it('never overdraws the available balance', async () => {
    const m = await signedInMerchant(app, db);
    await race([m.test], m);
  });

  it.runIf(isPostgres())('never overdraws it across two server processes on one PostgreSQL', async () => {
    const m = await signedInMerchant(app, db);
    await withSecondProcess({ database, config }, m, (viaOther) => race([m.test, viaOther], m));
  });
});

describe('the merchant API with secret keys', () => {
  const withKey = (method: 'GET' | 'POST' | 'PUT', url: string, key: string, payload?: object, headers: Record<string, string> = {}) =>
    app.inject({ method, url, headers: { authorization: `Bearer ${key}`, ...headers }, payload, remoteAddress: '10.78.0.1' });

  it('pays out with a key that may write payouts, idempotently; a read-only key is refused naming the resource; bank details need a person', async () => {
    const m = await signedInMerchant(app, db);
    await topUp(db, m.test.scope, 'USD', 100_000);
    const b = await approvedBeneficiary(m.test);
    const key = async (body: object) => {
      const value = (await m.test.post('/api-keys', body)).json().data as { value: string };
      rememberSecret('payout test key', value.value);
      return value;
    };
    const writer = await key({ name: 'Treasury', scopes: { payouts: 'write', beneficiaries: 'read' } });
    const reader = await key({ name: 'Reporting', scopes: { payouts: 'read' } });
    const first = await withKey('POST', '/test/api/payouts', writer.value, { beneficiaryId: b.id, amount: 5_000 }, { 'idempotency-key': 'erp-1' });
    expect(first.statusCode, first.body).toBe(201);
    const again = await withKey('POST', '/test/api/payouts', writer.value, { beneficiaryId: b.id, amount: 5_000 }, { 'idempotency-key': 'erp-1' });
    expect(again.json().id).toBe(first.json().id);
    expect((await withKey('GET', `/test/api/payouts/${first.json().id}`, reader.value)).statusCode).toBe(200);
    const refused = await withKey('POST', '/test/api/payouts', reader.value, { beneficiaryId: b.id, amount: 5_000 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This restricted key has no write access to payouts.');
    expect((await withKey('GET', '/test/api/beneficiaries', reader.value)).statusCode).toBe(403);
    // A standard key may add beneficiaries, but where money goes changes only with a person's password.
    const standard = await key({ name: 'Server' });
    const added = await withKey('POST', '/test/api/beneficiaries', standard.value, { ...US, accountNumber: TEST_ACCOUNTS.succeeds });
    expect(added.statusCode).toBe(201);
    const change = await withKey('PUT', `/test/api/beneficiaries/${added.json().id}`, standard.value, { ...US, accountNumber: '000123456780', password: TEST_PASSWORD });
    expect(change.statusCode).toBe(403);
    expect(await available(m.test)).toBe(100_000 - 5_000 - payoutFee(5_000, 'USD'));
  });
});
