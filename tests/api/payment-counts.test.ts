// The payment counters of migration 0005: exact after every kind of change (API payments, captures, refunds,
// bulk seed, concurrent creations, direct updates and deletes), the source of Content-Range totals and status
// tab counts for status-only filters, and deep createdAt pages seeked through them equal to plain OFFSET pages.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../helpers/app';
import { EXACT_TOTAL_CAP } from '../../domain/list-total';
import { CARDS, makePayment, signedInMerchant, topUp } from '../factories/payments';
import { payments } from '../../server/db/schema';
import { seedPayments } from '../../server/seed/payments';
import type { Scope } from '../../server/repositories/scope';
import type { PaymentStatus } from '../../domain/payment-status';

const { app, database } = await setupTestApp();
const db = database.db;

type Rows = { rows: Record<string, unknown>[] };
const rowsOf = async (q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as Rows).rows.map((r) => Object.values(r).map(String).join('|')).sort();

/** The counters of a scope and the same figures counted from payments, as sorted "key|count" lines. */
async function countersAndTruth(scope: Scope) {
  const s = sql`account_id = ${scope.accountId} and livemode = ${scope.livemode}`;
  return {
    counters: [
      await rowsOf(sql`select status, count from payment_status_counts where ${s} and count <> 0`),
      await rowsOf(sql`select day::text, status, count from payment_day_counts where ${s} and count <> 0`),
      await rowsOf(sql`select hour::text, status, count from payment_hour_counts where ${s} and count <> 0`),
    ],
    truth: [
      await rowsOf(sql`select status, count(*) from payments where ${s} group by 1`),
      await rowsOf(sql`select date_trunc('day', created_at, 'UTC')::text, status, count(*) from payments where ${s} group by 1, 2`),
      await rowsOf(sql`select date_trunc('hour', created_at, 'UTC')::text, status, count(*) from payments where ${s} group by 1, 2`),
    ],
  };
}

async function expectExact(scope: Scope) {
  const { counters, truth } = await countersAndTruth(scope);
  expect(truth[0].length).toBeGreaterThan(0);
  expect(counters).toEqual(truth);
}

describe('payment counters', () => {
  it('stay exact through API payments, capture, cancel, refunds, direct updates and deletes', async () => {
    const m = await signedInMerchant(app, db);
    await topUp(db, m.test.scope, 'USD', 1_000_000);
    const ok = await makePayment(m.test, { amount: 5000 });
    await makePayment(m.test, {}, CARDS.declined);
    await makePayment(m.test, {}, CARDS.threeDs);
    const held = await makePayment(m.test, { capture: false });
    const held2 = await makePayment(m.test, { capture: false });
    expect((await m.test.post(`/payments/${held.id}/capture`)).statusCode).toBe(200);
    expect((await m.test.post(`/payments/${held2.id}/cancel`)).statusCode).toBe(200);
    expect((await m.test.post('/refunds', { paymentId: ok.id, amount: 1000, reason: 'duplicate' })).statusCode).toBe(201);
    await makePayment(m.live, { amount: 100 });
    await expectExact(m.test.scope);
    await expectExact(m.live.scope);
    // A payment moved to another hour and day, a field that is not counted, then deletes.
    await db.update(payments).set({ createdAt: new Date('2025-01-01T03:30:00Z') }).where(eq(payments.id, ok.id));
    await db.update(payments).set({ description: 'no count changes' }).where(eq(payments.accountId, m.test.scope.accountId));
    await expectExact(m.test.scope);
    await db.delete(payments).where(eq(payments.id, held.id));
    await expectExact(m.test.scope);
  });

  it('stay exact through a bulk seed and many concurrent creations in one account', async () => {
    const m = await signedInMerchant(app, db);
    await seedPayments(db, m.test.scope, { count: 2000, events: false, seed: 3 });
    const made = await Promise.all(Array.from({ length: 12 }, (_, i) => m.test.post('/payments', {
      amount: 100 + i, currency: 'USD', card: { number: i % 3 ? CARDS.success : CARDS.declined, expMonth: 12, expYear: 2035, cvc: '123' },
    })));
    expect(made.map((r) => r.statusCode)).toEqual(made.map(() => 201));
    await expectExact(m.test.scope);
  });
});

describe('lists counted by the counters', () => {
  let m: Awaited<ReturnType<typeof signedInMerchant>>;
  beforeAll(async () => {
    m = await signedInMerchant(app, db);
    // More than the 5,000 rows from which a createdAt page seeks its hour.
    await seedPayments(db, m.test.scope, { count: 12_000, events: false, seed: 9 });
  });

  async function plainPage(statuses: PaymentStatus[] | undefined, order: 'ASC' | 'DESC', offset: number) {
    const dir = order === 'ASC' ? asc : desc;
    const where = and(eq(payments.accountId, m.test.scope.accountId), eq(payments.livemode, false), statuses ? inArray(payments.status, statuses) : undefined);
    const rows = await db.select({ id: payments.id }).from(payments).where(where).orderBy(dir(payments.createdAt), dir(payments.id)).limit(25).offset(offset);
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(payments).where(where);
    return { ids: rows.map((r) => r.id), total: n };
  }

  it('serves every deep createdAt page exactly as OFFSET would, both orders, with and without status filters', async () => {
    for (const statuses of [undefined, ['succeeded'], ['failed', 'canceled', 'refunded']] as (PaymentStatus[] | undefined)[]) {
      const { total } = await plainPage(statuses, 'DESC', 0);
      for (const order of ['DESC', 'ASC'] as const) {
        for (const offset of [0, 4999, 5000, 5001, Math.floor(total / 2), total - 30, total - 1, total + 3].filter((o) => o >= 0)) {
          const res = await m.test.get('/payments', { sort: ['createdAt', order], range: [offset, offset + 24], filter: statuses ? { status: statuses } : {} });
          const want = await plainPage(statuses, order, offset);
          const label = `${String(statuses)} ${order} ${offset}`;
          expect((res.json() as { id: string }[]).map((p) => p.id), label).toEqual(want.ids);
          expect(res.headers['content-range'], label).toBe(`payments ${want.ids.length ? `${offset}-${offset + want.ids.length - 1}` : '*'}/${want.total}`);
        }
      }
    }
  });

  it('takes status-only totals and tab counts from the counters, other filters from the rows', async () => {
    const scope = m.test.scope;
    const s = sql`account_id = ${scope.accountId} and livemode = false and status = 'succeeded'`;
    const before = await m.test.get('/payments', { filter: { status: 'succeeded' }, range: [0, 0] });
    const n = Number(before.headers['content-range']!.split('/')[1]);
    // Tampering with the counter shows where the figure comes from; it is put back right after.
    const TAMPER = 1000;
    // A filter beyond the status, with fewer matches than the exact-count cap: counted from the rows. (Above the cap
    // the total is a sample's share of the scope's counted rows, X-Total-Estimated, which PostgreSQL's autovacuum
    // may switch on at any moment: not what this test is about.)
    const [{ k }] = (await db.execute(sql`select count(*)::int as k from payments where ${s} and currency = 'KWD'`) as unknown as { rows: { k: number }[] }).rows;
    expect(k).toBeGreaterThan(0);
    expect(k).toBeLessThanOrEqual(EXACT_TOTAL_CAP);
    await db.execute(sql`update payment_status_counts set count = count + ${TAMPER} where ${s}`);
    try {
      expect((await m.test.get('/payments', { filter: { status: 'succeeded' }, range: [0, 0] })).headers['content-range']).toBe(`payments 0-0/${n + TAMPER}`);
      expect((await m.test.get('/payments/counts')).json().data.succeeded).toBe(n + TAMPER);
      const withCurrency = await m.test.get('/payments', { filter: { status: 'succeeded', currency: ['KWD'] }, range: [0, 0] });
      expect(withCurrency.headers['content-range']).toBe(`payments 0-0/${k}`);
      expect(withCurrency.headers['x-total-estimated']).toBeUndefined();
      expect((await m.test.get('/payments/counts', { filter: { currency: ['USD', 'EUR', 'CNY', 'JPY', 'KWD'] } })).json().data.succeeded).toBe(n);
    } finally {
      await db.execute(sql`update payment_status_counts set count = count - ${TAMPER} where ${s}`);
    }
    expect((await m.test.get('/payments/counts')).json().data.succeeded).toBe(n);
  });
});
