// The hourly rollups stay equal to a GROUP BY over payments through every way payments change (created by the
// API with each outcome, captured, canceled, refunded in part and in full, bulk seeded, deleted), and the
// contract-signing endpoint records who signed and when, only with agreed: true.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentRollups, payments } from '../../server/db/schema';
import { seedPayments } from '../../server/seed/payments';
import type { Scope } from '../../server/repositories/scope';
import { SUCCESSFUL_STATUSES } from '../../server/repositories/stats';
import { setupTestApp } from '../helpers/app';
import { CARDS, makePayment, signedInMerchant, topUp } from '../factories/payments';

const { app, database } = await setupTestApp();
const db = database.db;

/** The rollups of a scope, without the rows that netted out to zero, as comparable strings. */
async function rollupKeys(scope: Scope) {
  const rows = await db.select().from(paymentRollups)
    .where(and(eq(paymentRollups.accountId, scope.accountId), eq(paymentRollups.livemode, scope.livemode)));
  return rows.filter((r) => r.totalCount !== 0)
    .map((r) => `${r.hour.toISOString()} ${r.currency} ${r.totalCount} ${r.successfulCount} ${r.successfulAmount} ${r.failedCount}`).sort();
}

const SUCCESS = new Set<string>(SUCCESSFUL_STATUSES);

/** What the rollups must hold, computed in JS from the scope's payments. */
async function groupedPayments(scope: Scope) {
  const rows = await db.select().from(payments).where(and(eq(payments.accountId, scope.accountId), eq(payments.livemode, scope.livemode)));
  const by = new Map<string, { total: number; ok: number; amount: bigint; failed: number }>();
  for (const p of rows) {
    const hour = new Date(Math.floor(p.createdAt.getTime() / 3_600_000) * 3_600_000).toISOString();
    const key = `${hour} ${p.currency}`;
    const g = by.get(key) ?? by.set(key, { total: 0, ok: 0, amount: 0n, failed: 0 }).get(key)!;
    g.total++;
    if (SUCCESS.has(p.status)) {
      g.ok++;
      g.amount += p.amount;
    }
    if (p.status === 'failed') g.failed++;
  }
  return [...by.entries()].map(([k, g]) => `${k} ${g.total} ${g.ok} ${g.amount} ${g.failed}`).sort();
}

describe('payment rollups', () => {
  it('follow payments created, captured, canceled and refunded through the API', async () => {
    const m = await signedInMerchant(app, db);
    await topUp(db, m.test.scope, 'USD', 1_000_000);
    const ok = await makePayment(m.test, { amount: 10_000 });
    await makePayment(m.test, { amount: 2000 }, CARDS.declined);
    await makePayment(m.test, { amount: 3000, currency: 'JPY' });
    const manual = await makePayment(m.test, { amount: 4000, capture: false });
    const other = await makePayment(m.test, { amount: 5000, capture: false });
    await makePayment(m.test, { amount: 6000, currency: 'EUR' }, CARDS.threeDs);
    expect(await rollupKeys(m.test.scope)).toEqual(await groupedPayments(m.test.scope));

    expect((await m.test.post(`/payments/${manual.id}/capture`, {})).statusCode).toBeLessThan(300);
    expect((await m.test.post(`/payments/${other.id}/cancel`, {})).statusCode).toBeLessThan(300);
    expect((await m.test.post('/refunds', { paymentId: ok.id, amount: 3000, reason: 'duplicate' })).statusCode).toBe(201);
    expect(await rollupKeys(m.test.scope)).toEqual(await groupedPayments(m.test.scope));
    expect((await m.test.post('/refunds', { paymentId: ok.id, reason: 'duplicate' })).statusCode).toBe(201);
    expect(await rollupKeys(m.test.scope)).toEqual(await groupedPayments(m.test.scope));

    // Refunds do not undo success: the refunded payment still counts in full.
    const stats = (await m.test.get('/stats/overview', { period: 'today' })).json().data;
    const usd = stats.currencies.find((c: { currency: string }) => c.currency === 'USD');
    expect(usd).toMatchObject({ successfulCount: 2, successfulAmount: 14_000, averageAmount: 7000, failedCount: 1, totalCount: 4, successRate: 6667 });
    expect(await rollupKeys(m.live.scope)).toEqual([]);
  });

  it('follow a bulk seed and deletes, and leave other scopes alone', async () => {
    const m = await signedInMerchant(app, db);
    await seedPayments(db, m.live.scope, { count: 400, months: 2, seed: 5, events: false });
    expect(await rollupKeys(m.live.scope)).toEqual(await groupedPayments(m.live.scope));
    const some = await db.select({ id: payments.id }).from(payments).where(eq(payments.accountId, m.account.id)).limit(30);
    await db.delete(payments).where(sql`${payments.id} in ${some.map((s) => s.id)}`);
    await db.update(payments).set({ status: 'failed' }).where(and(eq(payments.accountId, m.account.id), eq(payments.status, 'processing')));
    expect(await rollupKeys(m.live.scope)).toEqual(await groupedPayments(m.live.scope));
    expect(await rollupKeys(m.test.scope)).toEqual([]);
  });
});

describe('{base}/contract', () => {
  it('is unsigned at first, refuses signing without agreed: true, then records who and when', async () => {
    const m = await signedInMerchant(app, db);
    expect((await m.test.get('/contract')).json().data).toEqual({ signed: false, signedAt: null, signerName: null, signerEmail: null });
    for (const body of [{}, { agreed: false }, { agreed: 'true' }]) {
      const res = await m.test.post('/contract', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty('agreed');
    }
    expect((await m.live.get('/contract')).json().data.signed).toBe(false);
    const before = Date.now();
    const signed = await m.live.post('/contract', { agreed: true });
    expect(signed.statusCode).toBe(200);
    const data = signed.json().data;
    expect(data).toMatchObject({ signed: true, signerEmail: m.user.email });
    expect(new Date(data.signedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    // Per account: the test base sees it too, and signing again keeps the first signature.
    expect((await m.test.get('/contract')).json().data).toEqual(data);
    expect((await m.test.post('/contract', { agreed: true })).json().data.signedAt).toBe(data.signedAt);
  });

  it('is signed by owners and admins only: Overview (or every code) is not enough', async () => {
    const m = await signedInMerchant(app, db, { permissions: ['*'], role: 'member' });
    expect((await m.test.post('/contract', { agreed: true })).statusCode).toBe(403);
  });
});
