// Filtered lists' totals: exact up to a cap; above it a seeded sample's estimate, flagged in X-Total-Estimated so
// the pager says "about"; and the search box finds payments by the start of their id.
import { count, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../helpers/app';
import { signedInMerchant } from '../factories/payments';
import { seedPayments } from '../../server/seed/payments';
import { payments } from '../../server/db/schema';
import { boundedTotal } from '../../server/repositories/list-total';
import { paymentConditions } from '../../server/repositories/payments';
import { inScope } from '../../server/repositories/scope';

const { app, database } = await setupTestApp();
const db = database.db;
let m: Awaited<ReturnType<typeof signedInMerchant>>;

beforeAll(async () => {
  m = await signedInMerchant(app, db);
  await seedPayments(db, m.test.scope, { count: 3000, events: false, seed: 11 });
  await db.execute(sql`analyze payments`);
});

const exactCount = async (filter: Record<string, unknown>) => {
  const [row] = await db.select({ n: count() }).from(payments).where(paymentConditions(m.test.scope, filter));
  return row.n;
};

describe('bounded totals', () => {
  const scopeRows = () => ({ where: inScope(payments, m.test.scope), rows: async () => 3000 });
  const small = { cap: 100, sampleRows: 1000, minScopeSample: 50 };

  it('counts exactly up to the cap', async () => {
    const where = paymentConditions(m.test.scope, { currency: 'EUR' });
    const exact = await exactCount({ currency: 'EUR' });
    expect(exact).toBeGreaterThan(100);
    expect(await boundedTotal(db, payments, where, scopeRows(), { ...small, cap: 3000 })).toEqual({ total: exact, estimated: false });
  });

  it('estimates above the cap from a sample, the same on every call, close to the exact count', async () => {
    const where = paymentConditions(m.test.scope, { currency: 'EUR' });
    const exact = await exactCount({ currency: 'EUR' });
    const first = await boundedTotal(db, payments, where, scopeRows(), small);
    expect(first.estimated).toBe(true);
    expect(first.total).toBeGreaterThan(100);
    expect(Math.abs(first.total - exact) / exact).toBeLessThan(0.35);
    expect(await boundedTotal(db, payments, where, scopeRows(), small)).toEqual(first);
  });

  it('gives the same answers whether or not the planner lets it skip the capped count', async () => {
    const where = paymentConditions(m.test.scope, { currency: 'EUR' });
    const counted = await boundedTotal(db, payments, where, scopeRows(), { ...small, plannerFactor: Infinity });
    const skipped = await boundedTotal(db, payments, where, scopeRows(), { ...small, plannerFactor: 0 });
    expect(skipped).toEqual(counted);
    expect(skipped.estimated).toBe(true);
    // Few matches while the planner is taken to expect many: the sample's small estimate leads to the exact count.
    const [one] = await db.select({ name: payments.customerName }).from(payments).where(inScope(payments, m.test.scope)).limit(1);
    const few = paymentConditions(m.test.scope, { customerName: one.name ?? '' });
    const exact = await exactCount({ customerName: one.name ?? '' });
    expect(exact).toBeLessThanOrEqual(100);
    expect(await boundedTotal(db, payments, few, scopeRows(), { ...small, plannerFactor: 0 })).toEqual({ total: exact, estimated: false });
  });

  it('counts exactly when the sample holds too few of the scope\'s rows', async () => {
    const where = paymentConditions(m.test.scope, { currency: 'EUR' });
    const exact = await exactCount({ currency: 'EUR' });
    expect(await boundedTotal(db, payments, where, scopeRows(), { ...small, minScopeSample: 100_000 })).toEqual({ total: exact, estimated: false });
  });
});

describe('the list route', () => {
  it('sends an exact total below the cap without the estimate flag, and exposes the header', async () => {
    const res = await m.test.get('/payments', { filter: { currency: 'EUR' }, range: [0, 9] });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-estimated']).toBeUndefined();
    expect(String(res.headers['access-control-expose-headers'])).toContain('X-Total-Estimated');
    expect(Number(String(res.headers['content-range']).split('/')[1])).toBe(await exactCount({ currency: 'EUR' }));
  });

  it('finds payments by the start of their id, with % and _ taken literally', async () => {
    const [one] = await db.select({ id: payments.id }).from(payments).where(inScope(payments, m.test.scope)).limit(1);
    const prefix = one.id.slice(0, 9);
    const res = await m.test.get('/payments', { filter: { q: prefix }, range: [0, 99] });
    const ids = (res.json() as { id: string }[]).map((p) => p.id);
    expect(ids).toContain(one.id);
    expect(ids.every((id) => id.startsWith(prefix))).toBe(true);
    const wild = await m.test.get('/payments', { filter: { q: 'pay%' }, range: [0, 9] });
    expect(wild.json()).toEqual([]);
  });
});
