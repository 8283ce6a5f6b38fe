// The ledger: balances are sums of entries, and after any sequence of payments, captures, cancels, refunds and
// top-ups the balance matches the payments and refunds; the seeded world holds the same invariants.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { statusAfterRefunds } from '../../domain/payment-status';
import { setupTestApp } from '../helpers/app';
import { CARDS, makePayment, signedInMerchant, topUp, type ApiClient } from '../factories/payments';
import { seedPayments } from '../../server/seed/payments';
import type { Scope } from '../../server/repositories/scope';

const { app, database } = await setupTestApp();
const db = database.db;

type Payment = { id: string; status: string; amount: number; currency: string; fee: number; amountRefunded: number; capturedAt: string | null };
type Refund = { paymentId: string; amount: number; status: string; currency: string };

/** The ledger's own sums, straight from SQL: per currency, all entries and those available now. */
async function ledgerSums(scope: Scope) {
  const result = await db.execute(sql`
    select currency, sum(amount)::text as total, coalesce(sum(amount) filter (where available_on <= now()), 0)::text as available
    from ledger_entries where account_id = ${scope.accountId} and livemode = ${scope.livemode} group by currency`);
  const rows = (result as unknown as { rows: { currency: string; total: string; available: string }[] }).rows;
  return new Map(rows.map((r) => [r.currency, { total: Number(r.total), available: Number(r.available) }]));
}

async function all<T>(client: ApiClient, resource: string): Promise<T[]> {
  return (await client.get(`/${resource}`, { range: [0, 499] })).json() as T[];
}

/** Balance (API) == sums of entries (SQL) == net of captured payments - refunds + adjustments - payouts. */
async function expectConsistent(client: ApiClient, extra: Map<string, number>) {
  const [balance, sums, payments, refunds] = await Promise.all([
    client.get('/balance').then((r) => r.json().data as { currency: string; available: number; pending: number }[]),
    ledgerSums(client.scope),
    all<Payment>(client, 'payments'),
    all<Refund>(client, 'refunds'),
  ]);
  const expected = new Map(extra);
  const add = (currency: string, amount: number) => expected.set(currency, (expected.get(currency) ?? 0) + amount);
  for (const p of payments) if (p.capturedAt) add(p.currency, p.amount - p.fee);
  for (const r of refunds) if (r.status !== 'failed') add(r.currency, -r.amount);
  for (const b of balance) {
    expect(b.available + b.pending).toBe(sums.get(b.currency)!.total);
    expect(b.available).toBe(sums.get(b.currency)!.available);
  }
  expect(new Map(balance.map((b) => [b.currency, b.available + b.pending]))).toEqual(
    new Map([...expected].filter(([currency]) => sums.has(currency) || expected.get(currency) !== 0)),
  );
  for (const p of payments) {
    const mine = refunds.filter((r) => r.paymentId === p.id);
    const refunded = mine.filter((r) => r.status === 'refunded').reduce((s, r) => s + r.amount, 0);
    const pending = mine.filter((r) => r.status === 'refundPending').reduce((s, r) => s + r.amount, 0);
    expect(p.amountRefunded).toBe(refunded);
    expect(refunded + pending).toBeLessThanOrEqual(p.amount);
    if (p.capturedAt) expect(p.status).toBe(statusAfterRefunds({ amount: p.amount, refunded, pending }));
  }
}

const currency = fc.constantFrom('USD', 'JPY', 'KWD');
const operation = fc.oneof(
  fc.record({
    kind: fc.constant('pay' as const),
    amount: fc.integer({ min: 500, max: 200_000 }),
    currency,
    card: fc.constantFrom(CARDS.success, CARDS.euro, CARDS.declined, CARDS.refundFails, CARDS.availableNow, CARDS.threeDs),
    capture: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('refund' as const), pick: fc.nat(), share: fc.double({ min: 0.05, max: 1.2, noNaN: true }) }),
  fc.record({ kind: fc.constantFrom('capture' as const, 'cancel' as const, 'pass3ds' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('topUp' as const), currency, amount: fc.integer({ min: 1, max: 100_000 }) }),
);

describe('ledger property', () => {
  it('after any sequence of operations the balance is the sum of entries and matches the payments', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 12 }), async (ops) => {
        const m = await signedInMerchant(app, db);
        const made: Payment[] = [];
        const adjustments = new Map<string, number>();
        for (const op of ops) {
          const target = made.length ? made[('pick' in op ? op.pick : 0) % made.length] : undefined;
          if (op.kind === 'pay') made.push((await makePayment(m.test, { amount: op.amount, currency: op.currency, capture: op.capture }, op.card)) as Payment);
          else if (op.kind === 'topUp') {
            await topUp(db, m.test.scope, op.currency, op.amount);
            adjustments.set(op.currency, (adjustments.get(op.currency) ?? 0) + op.amount);
          } else if (target && op.kind === 'refund') {
            const amount = Math.max(1, Math.round(target.amount * op.share));
            const res = await m.test.post('/refunds', { paymentId: target.id, amount, reason: 'other' });
            expect(res.statusCode, res.body).toBeLessThan(500);
          } else if (target) {
            const path = op.kind === 'pass3ds' ? '3ds' : op.kind;
            const res = await m.test.post(`/payments/${target.id}/${path}`, op.kind === 'pass3ds' ? { result: 'pass' } : {});
            expect(res.statusCode, res.body).toBeLessThan(500);
          }
        }
        await expectConsistent(m.test, adjustments);
      }),
      { numRuns: 15 },
    );
  });
});

describe('GET {base}/balance', () => {
  it('answers available and pending per currency, for the scope only', async () => {
    const m = await signedInMerchant(app, db);
    await makePayment(m.test, { amount: 10_000 });
    await makePayment(m.test, { amount: 1000, currency: 'JPY' }, CARDS.availableNow);
    const res = await m.test.get('/balance');
    expect(res.json()).toMatchObject({ code: 200, message: 'success' });
    expect(res.json().data).toEqual([
      { currency: 'JPY', available: expect.any(Number), pending: 0 },
      { currency: 'USD', available: 0, pending: 10_000 - 320 },
    ]);
    expect((await m.live.get('/balance')).json().data).toEqual([]);
    const limited = await signedInMerchant(app, db, { permissions: ['refund'] });
    expect((await limited.test.get('/balance')).statusCode).toBe(403);
  });
});

describe('seeded world', () => {
  it('is consistent: balances, refunds and payouts add up to the payments', async () => {
    const m = await signedInMerchant(app, db);
    const result = await seedPayments(db, m.test.scope, { count: 450, seed: 5 });
    expect(result).toMatchObject({ payments: 450 });
    expect(result.refunds).toBeGreaterThan(10);
    expect(result.events).toBeGreaterThan(900);
    const disbursements = await all<{ currency: string; amount: number }>(m.test, 'disbursements');
    const payouts = new Map<string, number>();
    for (const d of disbursements) payouts.set(d.currency, (payouts.get(d.currency) ?? 0) - d.amount);
    await expectConsistent(m.test, payouts);
    const statuses = new Set((await all<Payment>(m.test, 'payments')).map((p) => p.status));
    for (const s of ['succeeded', 'failed', 'refunded', 'partiallyRefunded', 'canceled', 'incomplete']) expect(statuses).toContain(s);
    const p = (await all<Payment>(m.test, 'payments')).find((x) => x.status === 'partiallyRefunded')!;
    const timeline = (await m.test.get(`/payments/${p.id}`)).json().timeline.map((t: { type: string }) => t.type);
    expect(timeline.slice(0, 2)).toEqual(['payment.created', 'payment.succeeded']);
    expect(timeline).toContain('refund.succeeded');
    expect(timeline.at(-1)).toBe('payment.partially_refunded');
  });
});
