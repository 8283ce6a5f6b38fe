// Refunds API: full and partial refunds and the payment statuses they lead to, every refusal (amount, state,
// balance), the refund-fails card, lists, isolation, Idempotency-Key, concurrency (also across two server
// processes on one PostgreSQL) and fuzzed bodies.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeFees } from '../../domain/pricing';
import { setupTestApp, withSecondProcess } from '../helpers/app';
import { isPostgres } from '../helpers/db';
import { CARDS, makePayment, signedInMerchant, topUp } from '../factories/payments';

const { app, database, config } = await setupTestApp();
const db = database.db;

async function refund(client: Awaited<ReturnType<typeof signedInMerchant>>['test'], paymentId: string, amount?: number, headers?: Record<string, string>) {
  return client.post('/refunds', { paymentId, amount, reason: 'requested_by_customer' }, headers);
}

describe('POST {base}/refunds', () => {
  it('refunds in part, then the rest: partiallyRefunded, then refunded, with the balance following', async () => {
    const m = await signedInMerchant(app, db);
    await topUp(db, m.test.scope, 'USD', 1000);
    const p = await makePayment(m.test, { amount: 10_000 });
    const first = await refund(m.test, p.id, 3000);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ status: 'refunded', amount: 3000, currency: 'USD', paymentId: p.id, customerName: 'Ada Lovelace' });
    let detail = (await m.test.get(`/payments/${p.id}`)).json();
    expect(detail).toMatchObject({ status: 'partiallyRefunded', amountRefunded: 3000, amountRefundable: 7000 });
    expect(detail.refunds).toHaveLength(1);

    const rest = await m.test.post('/refunds', { paymentId: p.id, reason: 'duplicate' });
    expect(rest.json()).toMatchObject({ status: 'refunded', amount: 7000 });
    detail = (await m.test.get(`/payments/${p.id}`)).json();
    expect(detail).toMatchObject({ status: 'refunded', amountRefunded: 10_000, amountRefundable: 0 });
    // Each entry with the amount it is about: a payment's refund entries show the refund, not the payment's amount.
    expect(detail.timeline.map((t: { type: string; amount: number | null }) => [t.type, t.amount])).toEqual([
      ['payment.created', 10_000], ['payment.succeeded', 10_000],
      ['refund.created', 3000], ['payment.refund_pending', 3000], ['refund.succeeded', 3000], ['payment.partially_refunded', 3000],
      ['refund.created', 7000], ['payment.refund_pending', 7000], ['refund.succeeded', 7000], ['payment.refunded', 10_000],
    ]);
    const balance = (await m.test.get('/balance')).json().data;
    expect(balance).toEqual([{ currency: 'USD', available: 1000 - 10_000, pending: 10_000 - computeFees(10_000, 'USD').fee }]);
    const refunds = await m.test.get('/refunds', { filter: { paymentId: p.id } });
    expect(refunds.json().map((r: { amount: number }) => r.amount).sort()).toEqual([3000, 7000]);
  });

  it('refuses more than the refundable amount, naming the amount field', async () => {
    const m = await signedInMerchant(app, db);
    await topUp(db, m.test.scope, 'USD', 1_000_000);
    const p = await makePayment(m.test, { amount: 5000 });
    const res = await refund(m.test, p.id, 5001);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.amount).toBe('The refund amount is more than what can still be refunded on this payment.');
    expect((await refund(m.test, p.id, 5000)).statusCode).toBe(201);
    const again = await refund(m.test, p.id, 1);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This payment cannot be refunded in its current status.');
  });

  it('refuses payments that were never captured', async () => {
    const m = await signedInMerchant(app, db);
    await topUp(db, m.test.scope, 'USD', 1_000_000);
    for (const p of [
      await makePayment(m.test, {}, CARDS.declined),
      await makePayment(m.test, { capture: false }),
      await makePayment(m.test, {}, CARDS.threeDs),
    ]) {
      const res = await refund(m.test, p.id, 100);
      expect(res.statusCode, p.status).toBe(409);
      expect(res.json().message).toBe('This payment cannot be refunded in its current status.');
    }
  });

  it('refuses a refund the balance of the currency cannot cover', async () => {
    const m = await signedInMerchant(app, db);
    const p = await makePayment(m.test, { amount: 10_000 });
    // The fee stays with the provider: the balance is 10,000 - fee, short of a full refund.
    const res = await refund(m.test, p.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Your balance in this currency cannot cover this refund.');
    expect((await m.test.get(`/payments/${p.id}`)).json().status).toBe('succeeded');
    // Another currency's balance does not help; a USD top-up does.
    await topUp(db, m.test.scope, 'EUR', 1_000_000);
    expect((await refund(m.test, p.id)).statusCode).toBe(409);
    await topUp(db, m.test.scope, 'USD', 1_000);
    expect((await refund(m.test, p.id)).statusCode).toBe(201);
  });

  it('the refund-fails card: the refund fails, the money comes back, the payment stays refundable', async () => {
    const m = await signedInMerchant(app, db);
    const p = await makePayment(m.test, { amount: 8000 }, CARDS.refundFails);
    const before = (await m.test.get('/balance')).json().data;
    const res = await refund(m.test, p.id, 2000);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'failed', failureCode: 'refund_failed' });
    expect((await m.test.get('/balance')).json().data).toEqual(before);
    expect((await m.test.get(`/payments/${p.id}`)).json()).toMatchObject({ status: 'succeeded', amountRefunded: 0, amountRefundable: 8000 });
    expect((await m.test.get('/refunds', { filter: { status: 'failed' } })).json()).toHaveLength(1);
  });

  it("answers 404 for another merchant's or mode's payment and refund", async () => {
    const a = await signedInMerchant(app, db);
    const b = await signedInMerchant(app, db);
    await topUp(db, b.test.scope, 'USD', 1_000_000);
    const p = await makePayment(a.test, { amount: 5000 });
    const res = await refund(b.test, p.id, 100);
    expect(res.statusCode).toBe(404);
    expect((await refund(a.live, p.id, 100)).statusCode).toBe(404);
    await topUp(db, a.test.scope, 'USD', 1_000_000);
    const r = (await refund(a.test, p.id, 100)).json();
    expect((await a.test.get(`/refunds/${r.id}`)).json()).toMatchObject({ id: r.id, amount: 100 });
    expect((await b.test.get(`/refunds/${r.id}`)).statusCode).toBe(404);
    expect((await a.live.get(`/refunds/${r.id}`)).statusCode).toBe(404);
    expect((await b.test.get('/refunds')).json()).toEqual([]);
  });

  it("needs the 'refund' permission", async () => {
    const m = await signedInMerchant(app, db, { permissions: ['dashPayment', 'Payment_detail', 'DevelopTest'] });
    const p = await makePayment(m.test);
    expect((await refund(m.test, p.id, 100)).statusCode).toBe(403);
    expect((await m.test.get('/refunds')).statusCode).toBe(403);
  });

  it('never answers a 5xx, whatever the body', async () => {
    const m = await signedInMerchant(app, db);
    await topUp(db, m.test.scope, 'USD', 10_000_000);
    const p = await makePayment(m.test, { amount: 100_000 });
    const body = fc.record({
      paymentId: fc.oneof(fc.constant(p.id), fc.string(), fc.integer(), fc.constant(null)),
      amount: fc.oneof(fc.integer({ min: -5, max: 200_000 }), fc.double(), fc.string(), fc.constant(undefined)),
      reason: fc.oneof(fc.constantFrom('requested_by_customer', 'duplicate', 'fraudulent', 'other'), fc.string()),
      description: fc.option(fc.string({ maxLength: 600 })),
    }, { requiredKeys: [] });
    await fc.assert(
      fc.asyncProperty(body, async (b) => {
        const res = await m.test.post('/refunds', b);
        expect(res.statusCode, res.body).toBeLessThan(500);
      }),
      { numRuns: 100 },
    );
    const after = (await m.test.get(`/payments/${p.id}`)).json();
    expect(after.amountRefunded).toBeLessThanOrEqual(100_000);
  });
});

describe('Idempotency-Key on POST {base}/refunds', () => {
  it('replays the first refund instead of refunding twice; another body with the key is a 409', async () => {
    const m = await signedInMerchant(app, db);
    await topUp(db, m.test.scope, 'USD', 1_000_000);
    const p = await makePayment(m.test, { amount: 10_000 });
    const key = { 'idempotency-key': 'refund-once' };
    const first = await refund(m.test, p.id, 4000, key);
    const replay = await refund(m.test, p.id, 4000, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.body).toBe(first.body);
    expect((await m.test.get(`/payments/${p.id}`)).json().amountRefunded).toBe(4000);
    const conflict = await refund(m.test, p.id, 4001, key);
    expect(conflict.statusCode).toBe(409);
    // The same key sent twice at once: one refund, one replay.
    const both = await Promise.all([refund(m.test, p.id, 1000, { 'idempotency-key': 'race' }), refund(m.test, p.id, 1000, { 'idempotency-key': 'race' })]);
    expect(both.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(both[0].body).toBe(both[1].body);
    expect((await m.test.get(`/payments/${p.id}`)).json().amountRefunded).toBe(5000);
  });
});

describe('concurrent refunds', () => {
  async function raceRefunds(clients: Awaited<ReturnType<typeof signedInMerchant>>['test'][]) {
    const m = await signedInMerchant(app, db);
    await topUp(db, m.test.scope, 'USD', 10_000_000);
    const p = await makePayment(m.test, { amount: 10_000 });
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => refund(clients.length ? clients[i % clients.length] : m.test, p.id, 700)));
    return { m, p, results };
  }

  it('20 parallel refunds of 700 on a payment of 10,000: exactly 14 go through, the rest are refused', async () => {
    const { m, p, results } = await raceRefunds([]);
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(14);
    expect(codes.filter((c) => c !== 201).every((c) => c === 400 || c === 409)).toBe(true);
    const after = (await m.test.get(`/payments/${p.id}`)).json();
    expect(after.amountRefunded).toBe(9800);
    expect(after.status).toBe('partiallyRefunded');
  });

  it.runIf(isPostgres())('holds across two server processes on one PostgreSQL', async () => {
    const m = await signedInMerchant(app, db);
    await topUp(db, m.test.scope, 'USD', 10_000_000);
    const p = await makePayment(m.test, { amount: 10_000 });
    await withSecondProcess({ database, config }, m, async (viaOther) => {
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => refund(i % 2 ? viaOther : m.test, p.id, 700)));
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(14);
      expect(results.every((r) => r.statusCode < 500)).toBe(true);
      expect((await viaOther.get(`/payments/${p.id}`)).json().amountRefunded).toBe(9800);
      const sameKey = await Promise.all([
        refund(m.test, p.id, 100, { 'idempotency-key': 'two-processes' }),
        refund(viaOther, p.id, 100, { 'idempotency-key': 'two-processes' }),
      ]);
      expect(sameKey[0].body).toBe(sameKey[1].body);
      expect((await m.test.get(`/payments/${p.id}`)).json().amountRefunded).toBe(9900);
    });
  });
});

describe('GET {base}/refunds', () => {
  it('filters, sorts by allowed fields only, and pages with Content-Range', async () => {
    const m = await signedInMerchant(app, db);
    await topUp(db, m.test.scope, 'USD', 10_000_000);
    await topUp(db, m.test.scope, 'JPY', 10_000_000);
    const a = await makePayment(m.test, { amount: 9000, customer: { name: 'Grace Hopper' } });
    const b = await makePayment(m.test, { amount: 9000, currency: 'JPY', customer: { name: 'Alan Turing' } }, CARDS.refundFails);
    await refund(m.test, a.id, 100);
    await refund(m.test, a.id, 200);
    await refund(m.test, b.id, 300);
    const all = await m.test.get('/refunds', { sort: ['amount', 'ASC'], range: [0, 1] });
    expect(all.json().map((r: { amount: number }) => r.amount)).toEqual([100, 200]);
    expect(all.headers['content-range']).toBe('refunds 0-1/3');
    expect((await m.test.get('/refunds', { filter: { customerName: 'turing' } })).json()).toHaveLength(1);
    expect((await m.test.get('/refunds', { filter: { status: 'refunded', currency: 'USD' } })).json()).toHaveLength(2);
    expect((await m.test.get('/refunds', { filter: { q: b.id } })).json()).toHaveLength(1);
    const bad = await m.test.get('/refunds', { sort: ['reason', 'ASC'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('reason');
    expect((await m.test.get('/refunds', { filter: { amount: 1 } })).statusCode).toBe(400);

    // Tab counts answer the filter without its status, per status; another merchant counts nothing of these.
    const counts = await m.test.get('/refunds/counts', { filter: { status: 'failed', currency: 'USD' } });
    expect(counts.json().data).toEqual({ all: 2, refundPending: 0, refunded: 2, failed: 0 });
    expect((await m.test.get('/refunds/counts')).json().data).toEqual({ all: 3, refundPending: 0, refunded: 2, failed: 1 });
    const other = await signedInMerchant(app, db);
    expect((await other.test.get('/refunds/counts')).json().data.all).toBe(0);
    expect((await m.live.get('/refunds/counts')).json().data.all).toBe(0);
  });
});
