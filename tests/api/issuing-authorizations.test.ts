// Issuing balance, authorizations and transactions (issue 31, items 3-4): funding the issuing balance from the
// available balance (a ledger transfer, refused when short), every decline reason of the simulator's purchases named
// in both languages, an approval's hold, its capture (the rest released) into a transaction and the refund of it,
// the expiry sweep, the lists with tabs and export, test mode only, key scopes and Idempotency-Key, and parallel
// purchases (also across two server processes on one PostgreSQL) that never exceed a limit or the balance. The
// balance is kept in buckets (docs/decisions.md "fifth pass: buckets"): each bucket is the sums of its entries, a
// purchase no bucket covers alone is approved on their sum, and a decline for funds only comes when the sum is short.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { declineText, type DeclineReason } from '../../domain/issuing/limits';
import { ISSUING_BALANCE_BUCKETS } from '../../domain/issuing/balance';
import { events, issuingAuthorizations, issuingBalanceEntries, issuingBalances, ledgerEntries } from '../../server/db/schema';
import { cumulativeLimits } from '../../domain/issuing/limits';
import type { Database, Tx } from '../../server/db/client';
import { updateCard } from '../../server/repositories/cards';
import { insertAuthorizationWithEvent, issuingBucketRows, issuingEntrySums, purchaseSnapshot, seenOf, type PurchaseCheck } from '../../server/repositories/issuing';
import { authorizePurchase, expireAuthorizations, windowStarts } from '../../server/services/issuing/authorizations';
import { signedInMerchant, topUp, type ApiClient } from '../factories/payments';
import { setupTestApp, withSecondProcess } from '../helpers/app';
import { isPostgres, openSecondPool } from '../helpers/db';
import { rememberSecret } from '../helpers/secrets';

const { app, database, config } = await setupTestApp();
const db = database.db;

type Merchant = Awaited<ReturnType<typeof signedInMerchant>>;
type Auth = { id: string; approved: boolean; status: string; declineReason: DeclineReason | null; heldAmount: number; capturedAmount: number };

const limit = (interval: string, amount: number, currency = 'USD') => ({ interval, amount, currency });

async function setup(m: Merchant, opts: { fund?: number; card?: Record<string, unknown>; holder?: Record<string, unknown> } = {}) {
  const h = await m.test.post('/cardholders', {
    name: 'Grace Hopper', email: 'grace@example.com', phone: '+1 415 555 0100', billing: { line1: '1 Market St', city: 'San Francisco', postalCode: '94105', country: 'US' }, ...opts.holder,
  });
  expect(h.statusCode, h.body).toBe(201);
  const c = await m.test.post('/cards', { cardholderId: h.json().id, type: 'virtual', brand: 'VISA', currency: 'USD', ...opts.card });
  expect(c.statusCode, c.body).toBe(201);
  rememberSecret('revealed card number', c.json().reveal.number);
  if (opts.fund) {
    await topUp(db, m.test.scope, 'USD', opts.fund);
    const f = await m.test.post('/issuing-balance/fund', { amount: opts.fund, currency: 'USD' });
    expect(f.statusCode, f.body).toBe(201);
  }
  return { holderId: h.json().id as string, cardId: c.json().id as string };
}

const purchase = (cardId: string, over: Record<string, unknown> = {}) => ({
  cardId, merchantName: 'Blue Bottle Coffee', merchantCategory: 'restaurants', merchantCountry: 'us', amount: 1_000, currency: 'USD', ...over,
});

async function buy(client: ApiClient, cardId: string, over: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<Auth> {
  const res = await client.post('/issuing-authorizations', purchase(cardId, over), headers);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Auth;
}

async function issuingBalance(m: Merchant) {
  return ((await m.test.get('/issuing-balance')).json().data as { currency: string; available: number; held: number }[]).find((b) => b.currency === 'USD') ?? { available: 0, held: 0 };
}

async function available(m: Merchant) {
  const b = (await m.test.get('/balance')).json().data as { balances: { currency: string; available: number }[] } | { currency: string; available: number }[];
  const list = Array.isArray(b) ? b : b.balances;
  return list.find((x) => x.currency === 'USD')?.available ?? 0;
}

/**
 * Each bucket of the issuing balance equals the sums of its entries, none negative, and the balance the API answers is
 * their sum, which equals the sums of all the entries.
 */
async function expectConsistent(m: Merchant) {
  const rows = await issuingBucketRows(db, m.test.scope, 'USD');
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    expect({ bucket: row.bucket, available: row.available, held: row.held }).toEqual({ bucket: row.bucket, ...(await issuingEntrySums(db, m.test.scope, 'USD', row.bucket)) });
    expect(row.available >= 0n && row.held >= 0n).toBe(true);
  }
  const total = { available: rows.reduce((s, r) => s + r.available, 0n), held: rows.reduce((s, r) => s + r.held, 0n) };
  expect(total).toEqual(await issuingEntrySums(db, m.test.scope, 'USD'));
  expect(await issuingBalance(m)).toMatchObject({ available: Number(total.available), held: Number(total.held) });
}

/** The balance entries an authorization or transaction wrote: type, bucket, available, held. */
async function entriesOf(sourceId: string) {
  const e = issuingBalanceEntries;
  const rows = await db.select().from(e).where(eq(e.sourceId, sourceId)).orderBy(e.id);
  return rows.map((r) => ({ type: r.type, bucket: r.bucket, available: Number(r.available), held: Number(r.held) }));
}

describe('the issuing balance', () => {
  it('is funded from the available balance by a ledger transfer, and refused what the available balance lacks', async () => {
    const m = await signedInMerchant(app, db, { issuingEnabled: true });
    await topUp(db, m.test.scope, 'USD', 30_000);
    const short = await m.test.post('/issuing-balance/fund', { amount: 30_001, currency: 'USD' });
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toBe('Amount: more than the available balance in this currency.');
    const invalid = await m.test.post('/issuing-balance/fund', { amount: 0, currency: 'USD' }, { 'accept-language': 'zh-CN' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors.amount).toBe('金额：请输入大于零的金额。');
    const ok = await m.test.post('/issuing-balance/fund', { amount: 20_000, currency: 'USD' }, { 'idempotency-key': 'fund-1' });
    expect(ok.statusCode, ok.body).toBe(201);
    const again = await m.test.post('/issuing-balance/fund', { amount: 20_000, currency: 'USD' }, { 'idempotency-key': 'fund-1' });
    expect(again.json().data.id).toBe(ok.json().data.id);
    expect(await issuingBalance(m)).toMatchObject({ available: 20_000, held: 0 });
    expect(await available(m)).toBe(10_000);
    const entries = await db.select().from(ledgerEntries).where(eq(ledgerEntries.sourceId, ok.json().data.id));
    expect(entries.map((e) => [e.type, e.amount])).toEqual([['issuing_funding', -20_000n]]);
    const funded = await db.select().from(events).where(eq(events.objectId, ok.json().data.id));
    expect(funded.map((e) => e.type)).toEqual(['issuing_balance.funded']);
    await expectConsistent(m);
  });

  it('is funded over every bucket, and the balance shown is their sum', async () => {
    const m = await signedInMerchant(app, db, { issuingEnabled: true });
    await setup(m, { fund: 10_003 });
    const rows = await issuingBucketRows(db, m.test.scope, 'USD');
    expect(rows.map((r) => r.bucket)).toEqual(Array.from({ length: ISSUING_BALANCE_BUCKETS }, (_, i) => i));
    // 10,003 over 8: 1,250 each, the 3 left one each to the first buckets.
    expect(rows.map((r) => Number(r.available))).toEqual([1_251, 1_251, 1_251, 1_250, 1_250, 1_250, 1_250, 1_250]);
    expect(await issuingBalance(m)).toMatchObject({ available: 10_003, held: 0 });
    await expectConsistent(m);
  });

  it('never goes negative: the table refuses it', async () => {
    const m = await signedInMerchant(app, db, { issuingEnabled: true });
    await db.insert(issuingBalances).values({ accountId: m.account.id, livemode: false, currency: 'USD', available: 100n, held: 0n });
    await expect(db.update(issuingBalances).set({ available: -1n }).where(eq(issuingBalances.accountId, m.account.id))).rejects.toThrow();
  });
});

describe('authorizations from the simulator', () => {
  it('declines each rule by name, in English and Chinese, holding nothing', async () => {
    const m = await signedInMerchant(app, db, { issuingEnabled: true });
    const { cardId, holderId } = await setup(m, {
      fund: 20_000,
      card: { spendingControls: { spendingLimits: [limit('per_authorization', 6_000), limit('daily', 5_000)], blockedCategories: ['gambling'], blockedCountries: ['KP'] } },
      holder: { spendingControls: { spendingLimits: [limit('weekly', 12_000)], blockedCategories: ['jewelry'], blockedCountries: [] } },
    });
    const reasons: Record<string, DeclineReason | null> = {};
    const decide = async (name: string, over: Record<string, unknown>) => {
      const a = await buy(m.test, cardId, over);
      expect(a.approved, name).toBe(a.declineReason === null);
      reasons[name] = a.declineReason;
      if (!a.approved) expect(a).toMatchObject({ status: 'declined', heldAmount: 0 });
    };
    await decide('first', { amount: 4_000 });
    await decide('category', { merchantCategory: 'gambling' });
    await decide('holderCategory', { merchantCategory: 'jewelry' });
    await decide('country', { merchantCountry: 'KP' });
    await decide('currency', { currency: 'EUR' });
    await decide('perAuth', { amount: 6_001 });
    await decide('daily', { amount: 1_001 });
    await decide('second', { amount: 1_000 });
    expect(reasons.first).toBeNull();
    expect(reasons.second).toBeNull();
    expect(declineText(reasons.category!, 'en')).toBe('blocked category: gambling');
    expect(declineText(reasons.holderCategory!, 'en')).toBe('cardholder blocked category: jewelry');
    expect(declineText(reasons.country!, 'en')).toBe('blocked country: KP');
    expect(declineText(reasons.currency!, 'en')).toBe("currency not the card's (USD)");
    expect(declineText(reasons.perAuth!, 'en')).toBe('per-authorization limit 60.00 USD');
    expect(declineText(reasons.daily!, 'en')).toBe('daily limit 50.00 USD, 40.00 used');
    expect(declineText(reasons.daily!, 'zh')).toBe('卡片每日限额 50.00 USD，已用 40.00');

    // The cardholder's weekly limit (120.00) across their cards: a second card of theirs, no limits of its own.
    const other = await m.test.post('/cards', { cardholderId: holderId, type: 'virtual', brand: 'Mastercard', currency: 'USD' });
    const weekly = await buy(m.test, other.json().id, { amount: 7_001 });
    expect(declineText(weekly.declineReason!, 'en')).toBe('cardholder weekly limit 120.00 USD, 50.00 used');
    // The balance: 200.00 funded, 50.00 held, so 150.01 is refused naming what is available.
    const funds = await buy(m.test, other.json().id, { amount: 15_001, merchantCategory: 'software' });
    expect(funds.declineReason).toMatchObject({ code: expect.any(String) });
    // The weekly limit speaks first (50.00 + 150.01 > 120.00); with the limit lifted the balance does.
    await m.test.put(`/cardholders/${holderId}`, {
      name: 'Grace Hopper', email: 'grace@example.com', phone: '+1 415 555 0100', billing: { line1: '1 Market St', city: 'San Francisco', postalCode: '94105', country: 'US' },
    });
    const noFunds = await buy(m.test, other.json().id, { amount: 15_001 });
    expect(declineText(noFunds.declineReason!, 'en')).toBe('issuing balance too low: 150.00 USD available');

    // Card and cardholder states.
    await m.test.put(`/cards/${cardId}`, { status: 'inactive' });
    expect(declineText((await buy(m.test, cardId)).declineReason!, 'en')).toBe('card inactive');
    await updateCard(db, m.test.scope, cardId, { status: 'active', expYear: 2020, expMonth: 1 });
    expect(declineText((await buy(m.test, cardId)).declineReason!, 'en')).toBe('card expired');
    await m.test.put(`/cards/${other.json().id}`, { status: 'canceled' });
    expect(declineText((await buy(m.test, other.json().id)).declineReason!, 'en')).toBe('card canceled');
    const third = await m.test.post('/cards', { cardholderId: holderId, type: 'physical', brand: 'VISA', currency: 'USD' });
    await m.test.put(`/cardholders/${holderId}`, {
      name: 'Grace Hopper', email: 'grace@example.com', phone: '+1 415 555 0100', billing: { line1: '1 Market St', city: 'San Francisco', postalCode: '94105', country: 'US' }, status: 'inactive',
    });
    expect(declineText((await buy(m.test, third.json().id)).declineReason!, 'en')).toBe('cardholder inactive');

    expect(await issuingBalance(m)).toMatchObject({ available: 15_000, held: 5_000 });
    await expectConsistent(m);
  });

  it('holds an approval, captures part of it into a transaction (the rest released), refunds it; events for each', async () => {
    const m = await signedInMerchant(app, db, { issuingEnabled: true });
    const { cardId } = await setup(m, { fund: 10_000 });
    const a = await buy(m.test, cardId, { amount: 3_000 }, { 'idempotency-key': 'buy-1' });
    expect(a).toMatchObject({ approved: true, status: 'pending', heldAmount: 3_000 });
    expect((await buy(m.test, cardId, { amount: 3_000 }, { 'idempotency-key': 'buy-1' })).id).toBe(a.id);
    expect(await issuingBalance(m)).toMatchObject({ available: 7_000, held: 3_000 });

    const tooMuch = await m.test.post(`/issuing-authorizations/${a.id}/capture`, { amount: 3_001 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors.amount).toBe('Amount: at most what the authorization holds.');
    const cap = await m.test.post(`/issuing-authorizations/${a.id}/capture`, { amount: 2_500 });
    expect(cap.statusCode, cap.body).toBe(201);
    expect(cap.json()).toMatchObject({ type: 'capture', amount: 2_500, authorizationId: a.id });
    expect(await issuingBalance(m)).toMatchObject({ available: 7_500, held: 0 });
    expect((await m.test.get(`/issuing-authorizations/${a.id}`)).json()).toMatchObject({ status: 'closed', capturedAmount: 2_500, heldAmount: 0 });
    expect((await m.test.post(`/issuing-authorizations/${a.id}/capture`, {})).statusCode).toBe(409);

    const refund = await m.test.post(`/issuing-transactions/${cap.json().id}/refund`, { amount: 1_000 });
    expect(refund.statusCode, refund.body).toBe(201);
    expect(refund.json()).toMatchObject({ type: 'refund', amount: 1_000, refundOf: cap.json().id });
    expect((await m.test.post(`/issuing-transactions/${cap.json().id}/refund`, { amount: 1_501 })).statusCode).toBe(400);
    expect((await m.test.post(`/issuing-transactions/${cap.json().id}/refund`, {})).json()).toMatchObject({ amount: 1_500 });
    expect((await m.test.post(`/issuing-transactions/${cap.json().id}/refund`, {})).statusCode).toBe(409);
    expect(await issuingBalance(m)).toMatchObject({ available: 10_000, held: 0 });
    await expectConsistent(m);
    // The capture, the release of the rest and the refunds went back to the bucket the hold came from.
    const [{ bucket }] = await db.select({ bucket: issuingAuthorizations.bucket }).from(issuingAuthorizations).where(eq(issuingAuthorizations.id, a.id));
    // (10,000 over eight buckets: none held 3,000 alone, so funds moved into one first, the authorization's transfers.)
    expect((await entriesOf(a.id)).filter((e) => e.type !== 'transfer')).toEqual([{ type: 'hold', bucket, available: -3_000, held: 3_000 }, { type: 'release', bucket, available: 500, held: -500 }]);
    expect(await entriesOf(cap.json().id)).toEqual([{ type: 'capture', bucket, available: 0, held: -2_500 }]);
    const refunds = (await m.test.get('/issuing-transactions', { filter: { type: 'refund' } })).json() as { id: string }[];
    expect(refunds).toHaveLength(2);
    for (const r of refunds) expect((await entriesOf(r.id)).map((e) => [e.type, e.bucket])).toEqual([['refund', bucket]]);

    const types = (await db.select().from(events).where(eq(events.accountId, m.account.id))).map((e) => e.type);
    expect(types.filter((t) => t.startsWith('issuing_authorization') || t.startsWith('issuing_transaction')).sort()).toEqual([
      'issuing_authorization.created', 'issuing_authorization.updated', 'issuing_transaction.created', 'issuing_transaction.created', 'issuing_transaction.created',
    ]);

    // Lists: tabs with counts, a card's own, the CSV with the decline's reason.
    await buy(m.test, cardId, { amount: 20_000 });
    expect((await m.test.get('/issuing-authorizations/counts')).json().data).toEqual({ all: 2, pending: 0, closed: 1, expired: 0, declined: 1, awaiting_decision: 0 });
    expect((await m.test.get('/issuing-transactions/counts')).json().data).toEqual({ all: 3, capture: 1, refund: 2 });
    const ofCard = await m.test.get('/issuing-authorizations', { filter: { cardId, status: 'declined' } });
    expect(ofCard.json()).toHaveLength(1);
    const csv = await m.test.get('/issuing-authorizations/export');
    expect(csv.body).toContain('issuing balance too low: 100.00 USD available');
    expect((await m.test.get('/issuing-transactions/export')).body).toContain('-10.00');
  });

  it('approves a purchase larger than any bucket but within their sum, moving funds between buckets; declines for funds only when the sum is short', async () => {
    const m = await signedInMerchant(app, db, { issuingEnabled: true });
    const { cardId } = await setup(m, { fund: 8_000 });
    expect((await issuingBucketRows(db, m.test.scope, 'USD')).every((r) => r.available === 1_000n)).toBe(true);
    const big = await buy(m.test, cardId, { amount: 7_500 });
    expect(big).toMatchObject({ approved: true, status: 'pending', heldAmount: 7_500 });
    // The moves between buckets are the authorization's transfer entries: they add up to zero.
    const entries = await entriesOf(big.id);
    const transfers = entries.filter((e) => e.type === 'transfer');
    expect(transfers.length).toBeGreaterThan(0);
    expect(transfers.reduce((s, e) => s + e.available, 0)).toBe(0);
    expect(entries.filter((e) => e.type === 'hold')).toHaveLength(1);
    expect(await issuingBalance(m)).toMatchObject({ available: 500, held: 7_500 });
    await expectConsistent(m);
    // 500 left over eight buckets, none holding it alone: 501 is declined naming the sum, 500 approved.
    const short = await buy(m.test, cardId, { amount: 501 });
    expect(short).toMatchObject({ approved: false, heldAmount: 0, declineReason: { code: 'insufficient_funds', available: 500, currency: 'USD' } });
    expect(await buy(m.test, cardId, { amount: 500 })).toMatchObject({ approved: true, heldAmount: 500 });
    expect(await issuingBalance(m)).toMatchObject({ available: 0, held: 8_000 });
    await expectConsistent(m);
    // A release goes back to the bucket of its hold, and a purchase fits again.
    expect((await m.test.post(`/issuing-authorizations/${big.id}/capture`, { amount: 7_000 })).statusCode).toBe(201);
    expect(await buy(m.test, cardId, { amount: 500 })).toMatchObject({ approved: true });
    expect(await buy(m.test, cardId, { amount: 1 })).toMatchObject({ approved: false, declineReason: { code: 'insufficient_funds', available: 0 } });
    await expectConsistent(m);
  });

  it('expires an approval not captured in seven days: the sweep gives its hold back', async () => {
    const m = await signedInMerchant(app, db, { issuingEnabled: true });
    const { cardId } = await setup(m, { fund: 10_000 });
    const old = await db.transaction((tx) => authorizePurchase(tx, m.test.scope, purchase(cardId, { merchantCountry: 'US', amount: 4_000 }) as never, new Date(Date.now() - 8 * 86_400_000)));
    const fresh = await buy(m.test, cardId, { amount: 1_000 });
    expect(await issuingBalance(m)).toMatchObject({ available: 5_000, held: 5_000 });
    expect(await expireAuthorizations(db, new Date())).toBeGreaterThanOrEqual(1);
    expect((await m.test.get(`/issuing-authorizations/${old.id}`)).json()).toMatchObject({ status: 'expired', heldAmount: 0 });
    expect((await m.test.get(`/issuing-authorizations/${fresh.id}`)).json()).toMatchObject({ status: 'pending' });
    expect(await issuingBalance(m)).toMatchObject({ available: 9_000, held: 1_000 });
    await expectConsistent(m);
  });

  it('is test mode only, names refused fields, and answers keys by their scopes', async () => {
    const m = await signedInMerchant(app, db, { issuingEnabled: true });
    const { cardId } = await setup(m, { fund: 10_000 });
    const live = await m.live.post('/issuing-authorizations', purchase(cardId));
    expect(live.statusCode).toBe(403);
    expect(live.json().message).toContain('test mode');
    const bad = await m.test.post('/issuing-authorizations', { cardId: 'ic_nope', merchantName: ' ', merchantCategory: 'casino', merchantCountry: 'ZZ', amount: -1, currency: 'USD' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      merchantName: 'Merchant name: enter the merchant’s name (at most 100 characters).',
      merchantCategory: 'Merchant category: choose from the list.',
      merchantCountry: 'Merchant country: choose from the list.',
      amount: 'Amount: enter an amount greater than zero.',
    });
    expect((await m.test.post('/issuing-authorizations', purchase('ic_nope'))).json().errors.cardId).toBe('Card: choose a card of this account.');

    const key = async (scopes: object) => {
      const value = (await m.test.post('/api-keys', { name: 'Cards', scopes })).json().data as { value: string };
      rememberSecret('issuing key', value.value);
      return value.value;
    };
    const reader = await key({ 'issuing-authorizations': 'read' });
    const writer = await key({ 'issuing-authorizations': 'write' });
    const withKey = (k: string, method: 'GET' | 'POST', url: string, payload?: object) =>
      app.inject({ method, url: `/test/api${url}`, headers: { authorization: `Bearer ${k}` }, payload, remoteAddress: '10.79.0.1' });
    expect((await withKey(reader, 'GET', '/issuing-authorizations')).statusCode).toBe(200);
    const refused = await withKey(reader, 'POST', '/issuing-authorizations', purchase(cardId));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This restricted key has no write access to authorizations.');
    expect((await withKey(writer, 'POST', '/issuing-authorizations', purchase(cardId))).statusCode).toBe(201);
    expect((await withKey(writer, 'GET', '/issuing-transactions')).statusCode).toBe(403);
  });
});

describe('concurrent authorizations', () => {
  /**
   * 20 purchases of 10.00 at once on one card with a daily limit of 75.00 and 200.00 funded: exactly 7 approved;
   * then 20 of 10.00 on a card without limits against the 130.00 left: exactly 13.
   */
  async function race(clients: ApiClient[], m: Merchant) {
    const { cardId, holderId } = await setup(m, { fund: 20_000, card: { spendingControls: { spendingLimits: [limit('daily', 7_500)] } } });
    const burst = (id: string) => Promise.all(Array.from({ length: 20 }, (_, i) => buy(clients[i % clients.length], id, { amount: 1_000 })));
    const first = await burst(cardId);
    expect(first.filter((a) => a.approved)).toHaveLength(7);
    expect(first.filter((a) => !a.approved).every((a) => a.declineReason?.code === 'spending_limit')).toBe(true);
    const other = await m.test.post('/cards', { cardholderId: holderId, type: 'virtual', brand: 'VISA', currency: 'USD' });
    const second = await burst(other.json().id);
    expect(second.filter((a) => a.approved)).toHaveLength(13);
    expect(second.filter((a) => !a.approved).every((a) => a.declineReason?.code === 'insufficient_funds')).toBe(true);
    expect(await issuingBalance(m)).toMatchObject({ available: 0, held: 20_000 });
    await expectConsistent(m);
  }

  /** A cardholder's daily limit of 75.00 shared by three cards without their own: 21 purchases of 10.00 at once over the three, exactly 7 approved. */
  async function holderRace(clients: ApiClient[], m: Merchant) {
    const { cardId, holderId } = await setup(m, { fund: 50_000, holder: { spendingControls: { spendingLimits: [limit('daily', 7_500)], blockedCategories: [], blockedCountries: [] } } });
    const more = await Promise.all([1, 2].map(() => m.test.post('/cards', { cardholderId: holderId, type: 'virtual', brand: 'VISA', currency: 'USD' })));
    const ids = [cardId, ...more.map((r) => r.json().id as string)];
    const all = await Promise.all(Array.from({ length: 21 }, (_, i) => buy(clients[i % clients.length], ids[i % 3], { amount: 1_000 })));
    expect(all.filter((a) => a.approved)).toHaveLength(7);
    expect(all.filter((a) => !a.approved).every((a) => a.declineReason?.code === 'spending_limit' && a.declineReason.owner === 'cardholder')).toBe(true);
    await expectConsistent(m);
  }

  /** Two purchases at once on two cards against a balance that covers one of them: exactly one approved, the other declined for the balance. */
  async function pairRace(clients: ApiClient[], m: Merchant) {
    const { cardId, holderId } = await setup(m, { fund: 1_500 });
    const other = await m.test.post('/cards', { cardholderId: holderId, type: 'virtual', brand: 'VISA', currency: 'USD' });
    const both = await Promise.all([buy(clients[0], cardId, { amount: 1_000 }), buy(clients[clients.length - 1], other.json().id, { amount: 1_000 })]);
    expect(both.filter((a) => a.approved)).toHaveLength(1);
    expect(both.find((a) => !a.approved)?.declineReason).toEqual({ code: 'insufficient_funds', available: 500, currency: 'USD' });
    expect(await issuingBalance(m)).toMatchObject({ available: 500, held: 1_000 });
    await expectConsistent(m);
  }

  /**
   * 30 purchases of 30.00 at once on six cards without limits against 800.00 funded (100.00 a bucket, each covering
   * three alone): exactly 26 approved (780.00), whichever buckets they took, the others declined for the balance
   * with less than 30.00 left in all; the holds came from more than one bucket.
   */
  async function bucketRace(clients: ApiClient[], m: Merchant) {
    const { cardId, holderId } = await setup(m, { fund: 80_000 });
    const more = await Promise.all(Array.from({ length: 5 }, () => m.test.post('/cards', { cardholderId: holderId, type: 'virtual', brand: 'VISA', currency: 'USD' })));
    const ids = [cardId, ...more.map((r) => r.json().id as string)];
    const all = await Promise.all(Array.from({ length: 30 }, (_, i) => buy(clients[i % clients.length], ids[i % ids.length], { amount: 3_000 })));
    expect(all.filter((a) => a.approved)).toHaveLength(26);
    const declined = all.filter((a) => !a.approved);
    expect(declined.every((a) => a.declineReason?.code === 'insufficient_funds' && (a.declineReason as { available: number }).available < 3_000)).toBe(true);
    expect(await issuingBalance(m)).toMatchObject({ available: 2_000, held: 78_000 });
    const buckets = await db.selectDistinct({ bucket: issuingAuthorizations.bucket }).from(issuingAuthorizations).where(and(eq(issuingAuthorizations.accountId, m.account.id), eq(issuingAuthorizations.approved, true)));
    expect(buckets.length).toBeGreaterThan(1);
    await expectConsistent(m);
  }

  it('many at once over the buckets: never more than funded, no spurious decline', async () => {
    const m = await signedInMerchant(app, db, { issuingEnabled: true });
    await bucketRace([m.test], m);
  });

  it.runIf(isPostgres())('many at once over the buckets through two server processes: never more than funded, no spurious decline', async () => {
    const m = await signedInMerchant(app, db, { issuingEnabled: true });
    await withSecondProcess({ database, config }, m, (viaOther) => bucketRace([m.test, viaOther], m));
  });

  it('two at once against a balance covering one: exactly one approved', async () => {
    const m = await signedInMerchant(app, db, { issuingEnabled: true });
    await pairRace([m.test], m);
  });

  it.runIf(isPostgres())('two at once against a balance covering one, through two server processes: exactly one approved', async () => {
    const m = await signedInMerchant(app, db, { issuingEnabled: true });
    await withSecondProcess({ database, config }, m, (viaOther) => pairRace([m.test, viaOther], m));
  });

  it.runIf(isPostgres())("a purchase the rules decline does not wait for an approval in progress on its card", async () => {
    const m = await signedInMerchant(app, db, { issuingEnabled: true });
    const { cardId } = await setup(m, { fund: 5_000, card: { spendingControls: { spendingLimits: [limit('per_authorization', 2_000)] } } });
    const second = await openSecondPool(database, 2);
    try {
      // The card's lock as an approval deciding on it holds it, in another connection, until the purchase is answered or waits.
      await second.db.transaction(async (tx) => {
        await tx.execute(sql`select id from issuing_cards where id = ${cardId} for no key update`);
        let done = false;
        const answered = buy(m.test, cardId, { amount: 3_000 }).then((a) => ({ answered: a }));
        void answered.finally(() => (done = true));
        // Polls until the purchase is answered or some statement of this database waits for a lock.
        const waiting = (async () => {
          while (!done) {
            const rows = await second.db.execute(sql`select 1 from pg_locks l join pg_stat_activity s on s.pid = l.pid where not l.granted and s.datname = current_database()`);
            if ((Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows).length > 0) return { answered: null };
            await new Promise((r) => setTimeout(r, 10));
          }
          return answered;
        })();
        const first = await Promise.race([answered, waiting]);
        done = true;
        await waiting;
        expect(first.answered).toMatchObject({ approved: false, declineReason: { code: 'spending_limit', interval: 'per_authorization' } });
      });
    } finally {
      await second.close();
    }
  });

  it('never exceed a limit or the balance', async () => {
    const m = await signedInMerchant(app, db, { issuingEnabled: true });
    await race([m.test], m);
    await holderRace([m.test], m);
  });

  it.runIf(isPostgres())('never exceed a limit or the balance across two server processes on one PostgreSQL', async () => {
    const m = await signedInMerchant(app, db, { issuingEnabled: true });
    await withSecondProcess({ database, config }, m, async (viaOther) => {
      await race([m.test, viaOther], m);
      await holderRace([m.test, viaOther], m);
    });
  });

});

/**
 * An approval's hold of `amount` written as the slow path writes it (issuing_hold_bucket: the first free bucket that
 * covers it from bucket `from` on), in a transaction of its own or in `tx`; the bucket it took.
 */
async function holdFrom(m: Merchant, card: { cardId: string; holderId: string }, from: number, amount: number, tx?: Tx): Promise<number> {
  const now = new Date();
  const id = `iauth_hold_${Math.random().toString(36).slice(2, 10)}`;
  const row = {
    id, cardId: card.cardId, cardholderId: card.holderId, amount: BigInt(amount), currency: 'USD', merchantName: 'Blue Bottle Coffee', merchantCategory: 'restaurants', merchantCountry: 'US',
    approved: true, status: 'pending' as const, declineReason: null, decidedBy: 'rules' as const, heldAmount: BigInt(amount), capturedAmount: 0n, expiresAt: null, createdAt: now,
  };
  const write = async (on: Tx) => {
    expect((await insertAuthorizationWithEvent(on, m.test.scope, row, null, { from, buckets: ISSUING_BALANCE_BUCKETS })).written).toBe(true);
    return (await on.select({ bucket: issuingAuthorizations.bucket }).from(issuingAuthorizations).where(eq(issuingAuthorizations.id, id)))[0]!.bucket;
  };
  return tx ? write(tx) : db.transaction(write);
}

/**
 * An approval of `amount` on the card as its lock-free snapshot sees it now (`seen` changed by `stale`): its row and the
 * check its statement runs (insertAuthorizationWithEvent with `check`).
 */
async function approvalOf(m: Merchant, cardId: string, amount: number, stale: Partial<ReturnType<typeof seenOf>> = {}) {
  const now = new Date();
  const { snap } = await purchaseSnapshot(db, m.test.scope, cardId, 'USD', windowStarts('UTC', now));
  const starts = windowStarts(snap!.timezone, now);
  const check: PurchaseCheck = {
    cardId, seen: { ...seenOf(snap!), ...stale }, holderLock: null,
    limits: cumulativeLimits({ card: snap!.card.spendingControls, cardholder: snap!.holder.spendingControls }, 'USD', starts),
  };
  const id = `iauth_check_${Math.random().toString(36).slice(2, 10)}`;
  const row = {
    id, cardId, cardholderId: snap!.holder.id, amount: BigInt(amount), currency: 'USD', merchantName: 'Blue Bottle Coffee', merchantCategory: 'restaurants', merchantCountry: 'US',
    approved: true, status: 'pending' as const, declineReason: null, decidedBy: 'rules' as const, heldAmount: BigInt(amount), capturedAmount: 0n, expiresAt: null, createdAt: now,
  };
  return { id, row, check };
}

describe('the free bucket a hold is taken from (issuing_hold_bucket, migration 0039)', () => {
  it('is the first that covers it from the bucket asked on, in bucket order, round', async () => {
    const m = await signedInMerchant(app, db, { issuingEnabled: true });
    const fund = ISSUING_BALANCE_BUCKETS * 1_000;
    const { cardId, holderId } = await setup(m, { fund });
    const hold = (from: number, amount: number) => holdFrom(m, { cardId, holderId }, from, amount);
    // Every bucket holds 1,000: the one asked for covers 100.
    for (const from of [0, 3, ISSUING_BALANCE_BUCKETS - 1]) expect(await hold(from, 100)).toBe(from);
    // Those three now hold 900: 950 is taken from the next bucket that covers it; past the last, round from the first
    // (bucket 0 holds 900 too, so bucket 1).
    expect(await hold(3, 950)).toBe(4);
    expect(await hold(ISSUING_BALANCE_BUCKETS - 1, 950)).toBe(1);
  });
});

describe('the locked part of an approval in one statement (issuing_purchase_check, docs/decisions.md "sixth pass")', () => {
  /** The check of an approval of `amount` on the card as its snapshot sees it now, with `seen` changed by `stale`. */
  async function checkOf(m: Merchant, cardId: string, amount: number, stale: Partial<ReturnType<typeof seenOf>> = {}) {
    const { id, row, check } = await approvalOf(m, cardId, amount, stale);
    const answer = await db.transaction((tx) => insertAuthorizationWithEvent(tx, m.test.scope, row, null, { from: 0, buckets: ISSUING_BALANCE_BUCKETS }, undefined, check));
    const written = await db.select({ id: issuingAuthorizations.id }).from(issuingAuthorizations).where(eq(issuingAuthorizations.id, id));
    return { ...answer, rows: written.length };
  }

  it('writes only when the card is as its snapshot saw it and every limit still fits; else says why and writes nothing', async () => {
    const m = await signedInMerchant(app, db, { issuingEnabled: true });
    const { cardId } = await setup(m, { fund: 10_000, card: { spendingControls: { spendingLimits: [limit('per_authorization', 900), limit('weekly', 4_000), limit('daily', 1_500)] } } });
    expect(await buy(m.test, cardId, { amount: 600 })).toMatchObject({ approved: true });
    expect(await buy(m.test, cardId, { amount: 400 })).toMatchObject({ approved: true });
    // The card no longer as seen (frozen since, say): 'changed', nothing written, no lock beyond the card's.
    expect(await checkOf(m, cardId, 100, { cardStatus: 'inactive' })).toEqual({ written: false, keyTaken: false, available: 0n, check: { state: 'changed' }, rows: 0 });
    expect(await checkOf(m, cardId, 100, { cardControls: { spendingLimits: [{ interval: 'daily', amount: 5_000, currency: 'USD' }], blockedCategories: [], blockedCountries: [] } })).toMatchObject({ check: { state: 'changed' }, rows: 0 });
    // The cumulative limits in the order the rule tries them (daily, then weekly), each with the usage read after the lock.
    expect(await checkOf(m, cardId, 501)).toEqual({ written: false, keyTaken: false, available: 9_000n, check: { state: 'exceeds', used: [1_000, 1_000] }, rows: 0 });
    const fits = await checkOf(m, cardId, 500);
    expect(fits).toEqual({ written: true, keyTaken: false, available: 9_000n, check: { state: 'fits', used: [1_000, 1_000] }, rows: 1 });
    expect(await issuingBalance(m)).toMatchObject({ available: 8_500, held: 1_500 });
    await expectConsistent(m);
  });

  /** Polls, from `pool`, until `n` statements of this database wait for a lock inside the check. */
  async function waitingInCheck(pool: Database, n: number) {
    for (;;) {
      const r = await pool.db.execute(sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock' and query like '%issuing_purchase_check(%'`);
      const [row] = (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as { n: number }[];
      if (Number(row.n) >= n) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  /** Runs `during` while another connection of `pool` holds the card's lock as an approval deciding on it would; the lock is released (committed) after. */
  async function holdingCard<T>(pool: Database, cardId: string, during: (tx: Tx) => Promise<T>): Promise<T> {
    return pool.db.transaction(async (tx) => {
      await tx.execute(sql`select id from issuing_cards where id = ${cardId} for no key update`);
      return during(tx);
    });
  }

  it.runIf(isPostgres())('two approvals racing on one card through two server processes both wait in the check; the usage read after the lock approves exactly one', async () => {
    const m = await signedInMerchant(app, db, { issuingEnabled: true });
    const { cardId } = await setup(m, { fund: 10_000, card: { spendingControls: { spendingLimits: [limit('daily', 1_500)] } } });
    const holder = await openSecondPool(database, 2);
    try {
      await withSecondProcess({ database, config }, m, async (viaOther) => {
        let both: Promise<Auth[]> | undefined;
        await holdingCard(holder, cardId, async () => {
          // Each passes its lock-free snapshot (nothing used yet) and waits for the card's lock inside the one statement
          // that would write it. Both statements' own snapshots were taken before the first approval commits: only the
          // check's usage, read by a statement of its own after the lock, can see it.
          both = Promise.all([buy(m.test, cardId), buy(viaOther, cardId)]);
          await waitingInCheck(holder, 2);
        });
        const answers = await both!;
        expect(answers.filter((a) => a.approved)).toHaveLength(1);
        const lost = answers.find((a) => !a.approved)!;
        expect(lost).toMatchObject({ status: 'declined', heldAmount: 0 });
        expect(lost.declineReason).toEqual({ code: 'spending_limit', owner: 'card', interval: 'daily', limit: 1_500, used: 1_000, currency: 'USD' });
        expect(declineText(lost.declineReason!, 'en')).toBe('daily limit 15.00 USD, 10.00 used');
        // The same rule and figures as a purchase decided afterwards.
        expect((await buy(viaOther, cardId)).declineReason).toEqual(lost.declineReason);
      });
      expect(await issuingBalance(m)).toMatchObject({ available: 9_000, held: 1_000 });
      await expectConsistent(m);
    } finally {
      await holder.close();
    }
  });

  it.runIf(isPostgres())('a card changed between its snapshot and its lock takes the slow path and is judged by its new state', async () => {
    const m = await signedInMerchant(app, db, { issuingEnabled: true });
    const daily = (amount: number) => JSON.stringify({ spendingLimits: [limit('daily', amount)], blockedCategories: [], blockedCountries: [] });
    const { cardId, holderId } = await setup(m, { fund: 10_000, card: { spendingControls: { spendingLimits: [limit('daily', 5_000)] } } });
    const frozen = (await m.test.post('/cards', { cardholderId: holderId, type: 'virtual', brand: 'VISA', currency: 'USD' })).json().id as string;
    expect(await buy(m.test, cardId)).toMatchObject({ approved: true });
    const holder = await openSecondPool(database, 2);
    try {
      // Limits lowered while the purchase (approved by its snapshot: 10.00 + 10.00 within 50.00) waits for the card.
      let lowered: Promise<Auth> | undefined;
      await holdingCard(holder, cardId, async (tx) => {
        lowered = buy(m.test, cardId);
        await waitingInCheck(holder, 1);
        await tx.execute(sql`update issuing_cards set spending_controls = ${daily(1_500)}::jsonb where id = ${cardId}`);
      });
      // Decided on the new limit, with the figures the check would have named: the same rule and figures as a race's loser.
      expect((await lowered!).declineReason).toEqual({ code: 'spending_limit', owner: 'card', interval: 'daily', limit: 1_500, used: 1_000, currency: 'USD' });
      // Frozen while the purchase waits: declined for it (the check alone compares only limits).
      let held: Promise<Auth> | undefined;
      await holdingCard(holder, frozen, async (tx) => {
        held = buy(m.test, frozen);
        await waitingInCheck(holder, 1);
        await tx.execute(sql`update issuing_cards set status = 'inactive' where id = ${frozen}`);
      });
      expect(await held!).toMatchObject({ approved: false, status: 'declined', declineReason: { code: 'card_inactive' } });
      expect(await issuingBalance(m)).toMatchObject({ available: 9_000, held: 1_000 });
      await expectConsistent(m);
    } finally {
      await holder.close();
    }
  });
});

describe('an approval waits in its statement for the one bucket that covers it (issuing_purchase_check, migration 0040)', () => {
  const rowsOf = <T>(r: unknown) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as T[];

  /** Polls, from `pool`, until a statement of this database (other than its own) waits for a lock; the waiting statements' text. */
  async function lockWaiters(pool: Database): Promise<string[]> {
    for (;;) {
      const r = await pool.db.execute(sql`select query from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`);
      const queries = rowsOf<{ query: string }>(r).map((q) => q.query);
      if (queries.length > 0) return queries;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  /** Runs `during` while a connection of `pool` holds bucket `bucket` as an approval taking its hold there would; committed after. */
  function holdingBucket<T>(pool: Database, m: Merchant, bucket: number, during: (tx: Tx) => Promise<T>): Promise<T> {
    return pool.db.transaction(async (tx) => {
      await tx.execute(sql`select bucket from issuing_balances where account_id = ${m.account.id} and livemode = false and currency = 'USD' and bucket = ${bucket} for no key update`);
      return during(tx);
    });
  }

  /** 80.00 funded, 10.00 a bucket; then holds of 6.00 from every bucket but 5: only bucket 5 (10.00) covers a purchase of 7.00. */
  async function oneCovers(m: Merchant) {
    const card = await setup(m, { fund: ISSUING_BALANCE_BUCKETS * 1_000 });
    for (let b = 0; b < ISSUING_BALANCE_BUCKETS; b += 1) if (b !== 5) expect(await holdFrom(m, card, b, 600)).toBe(b);
    expect((await issuingBucketRows(db, m.test.scope, 'USD')).map((r) => Number(r.available))).toEqual([400, 400, 400, 400, 400, 1_000, 400, 400]);
    return card;
  }

  it.runIf(isPostgres())('waits for the covering bucket another approval holds, inside the check, and takes its hold there once it is free', async () => {
    const m = await signedInMerchant(app, db, { issuingEnabled: true });
    const { cardId } = await oneCovers(m);
    const holder = await openSecondPool(database, 2);
    try {
      let bought: Promise<Auth> | undefined;
      await holdingBucket(holder, m, 5, async () => {
        bought = buy(m.test, cardId, { amount: 700 });
        // It waits inside the one statement that writes it (not in the slow path's lock of every bucket).
        const waiting = await lockWaiters(holder);
        expect(waiting).toHaveLength(1);
        expect(waiting[0]).toContain('issuing_purchase_check(');
      });
      const a = await bought!;
      expect(a).toMatchObject({ approved: true, status: 'pending', heldAmount: 700 });
      // Its hold from bucket 5 alone: no funds moved.
      expect(await entriesOf(a.id)).toEqual([{ type: 'hold', bucket: 5, available: -700, held: 700 }]);
      expect(await issuingBalance(m)).toMatchObject({ available: 3_100, held: 4_900 });
      await expectConsistent(m);
    } finally {
      await holder.close();
    }
  });

  it.runIf(isPostgres())('when the awaited bucket no longer covers it, holds no bucket and the slow path moves funds to approve it', async () => {
    const m = await signedInMerchant(app, db, { issuingEnabled: true });
    const card = await oneCovers(m);
    const holder = await openSecondPool(database, 2);
    try {
      let bought: Promise<Auth> | undefined;
      await holdingBucket(holder, m, 5, async (tx) => {
        bought = buy(m.test, card.cardId, { amount: 700 });
        expect(await lockWaiters(holder)).toEqual([expect.stringContaining('issuing_purchase_check(')]);
        // The approval holding bucket 5 takes 6.00 from it: 4.00 left, short of 7.00.
        expect(await holdFrom(m, card, 5, 600, tx)).toBe(5);
      });
      const a = await bought!;
      expect(a).toMatchObject({ approved: true, status: 'pending', heldAmount: 700 });
      // Approved on the buckets' sum (32.00): funds moved between buckets for it (transfers), then its hold.
      const moved = await entriesOf(a.id);
      expect(moved.filter((e) => e.type === 'transfer').length).toBeGreaterThan(0);
      expect(moved.filter((e) => e.type === 'hold')).toEqual([{ type: 'hold', bucket: expect.any(Number), available: -700, held: 700 }]);
      expect(await issuingBalance(m)).toMatchObject({ available: 2_500, held: 5_500 });
      await expectConsistent(m);
    } finally {
      await holder.close();
    }
  });

  it.runIf(isPostgres())('gives the short bucket back at once: the rest of its transaction holds no bucket', async () => {
    const m = await signedInMerchant(app, db, { issuingEnabled: true });
    const card = await oneCovers(m);
    const { row, check } = await approvalOf(m, card.cardId, 700);
    const holder = await openSecondPool(database, 2);
    const buyer = await openSecondPool(database, 2);
    try {
      // The statement in a transaction kept open after it (as an account with webhook endpoints runs a purchase).
      let release: () => void = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      let checked: Promise<Awaited<ReturnType<typeof insertAuthorizationWithEvent>>> | undefined;
      let answered: (v: Awaited<ReturnType<typeof insertAuthorizationWithEvent>>) => void = () => {};
      const answer = new Promise<Awaited<ReturnType<typeof insertAuthorizationWithEvent>>>((resolve) => (answered = resolve));
      await holdingBucket(holder, m, 5, async (tx) => {
        checked = buyer.db.transaction(async (btx) => {
          const found = await insertAuthorizationWithEvent(btx, m.test.scope, row, null, { from: 5, buckets: ISSUING_BALANCE_BUCKETS }, undefined, check);
          answered(found);
          await released;
          return found;
        });
        expect(await lockWaiters(holder)).toEqual([expect.stringContaining('issuing_purchase_check(')]);
        expect(await holdFrom(m, card, 5, 600, tx)).toBe(5);
      });
      // Short once granted: nothing written, the sum read after the wait (4.00 x 8).
      expect(await Promise.race([answer, checked!])).toEqual({ written: false, keyTaken: false, available: 3_200n, check: { state: 'fits', used: [] } });
      try {
        // While the buyer's transaction is still open, bucket 5 (and every other) can be locked at once by another connection.
        const locked = await holder.db.transaction(async (tx) => rowsOf<{ bucket: number }>(await tx.execute(sql`select bucket from issuing_balances
          where account_id = ${m.account.id} and livemode = false and currency = 'USD' order by bucket for no key update nowait`)).map((r) => Number(r.bucket)));
        expect(locked).toEqual(Array.from({ length: ISSUING_BALANCE_BUCKETS }, (_, i) => i));
      } finally {
        release();
        await checked;
      }
      await expectConsistent(m);
    } finally {
      await Promise.all([holder.close(), buyer.close()]);
    }
  });

  /**
   * 96 purchases at once over eight cards (four with a daily limit of 25.00) through two server processes, against
   * 80.00 funded, with 20.00 more funded among them: amounts of 3.00 to 19.00 so that near the end few buckets cover
   * one, approvals wait for a bucket in their check while others lock every bucket on the slow path and the funding
   * locks them all. Every purchase is answered (a deadlock would be a 500), no limit and no balance exceeded, every
   * approval's hold is in its entries, each bucket is the sum of its entries.
   */
  it.runIf(isPostgres())('many at once with the buckets near empty and a funding among them, through two processes: every one answered, nothing exceeded', async () => {
    const m = await signedInMerchant(app, db, { issuingEnabled: true });
    const first = await setup(m, { fund: 8_000 });
    const more = await Promise.all(Array.from({ length: 7 }, (_, i) => m.test.post('/cards', {
      cardholderId: first.holderId, type: 'virtual', brand: 'VISA', currency: 'USD', ...(i % 2 === 0 ? { spendingControls: { spendingLimits: [limit('daily', 2_500)] } } : {}),
    })));
    const ids = [first.cardId, ...more.map((r) => r.json().id as string)];
    const limited = new Set(ids.filter((_, i) => i > 0 && (i - 1) % 2 === 0));
    await topUp(db, m.test.scope, 'USD', 2_000);
    const amounts = [300, 700, 1_100, 1_900, 500, 1_300];
    await withSecondProcess({ database, config }, m, async (viaOther) => {
      const clients = [m.test, viaOther];
      const purchases = Array.from({ length: 96 }, (_, i) => buy(clients[i % 2], ids[i % ids.length], { amount: amounts[i % amounts.length] }).then((a) => ({ ...a, cardId: ids[i % ids.length], amount: amounts[i % amounts.length] })));
      const funded = m.test.post('/issuing-balance/fund', { amount: 2_000, currency: 'USD' });
      const [all, f] = await Promise.all([Promise.all(purchases), funded]);
      expect(f.statusCode, f.body).toBe(201);
      const approved = all.filter((a) => a.approved);
      expect(approved.length).toBeGreaterThan(0);
      const total = approved.reduce((s, a) => s + a.heldAmount, 0);
      expect(total).toBeLessThanOrEqual(10_000);
      for (const id of limited) expect(approved.filter((a) => a.cardId === id).reduce((s, a) => s + a.heldAmount, 0)).toBeLessThanOrEqual(2_500);
      for (const a of all.filter((x) => !x.approved)) {
        expect(['insufficient_funds', 'spending_limit']).toContain(a.declineReason?.code);
        // A decline for funds names a sum short of its amount.
        if (a.declineReason?.code === 'insufficient_funds') expect((a.declineReason as { available: number }).available).toBeLessThan(a.amount);
      }
      for (const a of approved) {
        const held = (await entriesOf(a.id)).reduce((s, e) => s + e.held, 0);
        expect(held).toBe(a.heldAmount);
      }
      expect(await issuingBalance(m)).toMatchObject({ available: 10_000 - total, held: total });
    });
    await expectConsistent(m);
  });
});
