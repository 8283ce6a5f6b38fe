// Disbursements API on a seeded payments world: list, search by id and dates, sort allow list, detail,
// isolation and the 'Disbursements' permission; and the seeded world's own consistency.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { setupTestApp } from '../helpers/app';
import { signedInMerchant } from '../factories/payments';
import { seedPayments } from '../../server/seed/payments';
import { payments } from '../../server/db/schema';

const { app, database } = await setupTestApp();
const db = database.db;

let m: Awaited<ReturnType<typeof signedInMerchant>>;
type Disbursement = { id: string; amount: number; currency: string; createdAt: string; deliveredAt: string | null; transactionCount: number; bankAccount: string; status: string; portal: string };
let all: Disbursement[];

beforeAll(async () => {
  m = await signedInMerchant(app, db);
  await seedPayments(db, m.test.scope, { count: 400, seed: 7 });
  all = (await m.test.get('/disbursements', { range: [0, 499] })).json();
});

describe('GET {base}/disbursements', () => {
  it('lists weekly disbursements per currency, newest first, with masked bank accounts', async () => {
    expect(all.length).toBeGreaterThan(20);
    const times = all.map((d) => new Date(d.createdAt).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(new Set(all.map((d) => d.currency))).toEqual(new Set(['USD', 'EUR', 'CNY', 'JPY', 'KWD']));
    for (const d of all) {
      expect(d.amount).toBeGreaterThan(0);
      expect(d.bankAccount).toMatch(/•{4} \d{4}$/);
      if (d.status === 'paid') expect(d.deliveredAt).toEqual(expect.any(String));
      else expect(d.deliveredAt).toBeNull();
    }
    const res = await m.test.get('/disbursements', { range: [0, 9] });
    expect(res.headers['content-range']).toBe(`disbursements 0-9/${all.length}`);
  });

  it('counts the payments each disbursement paid out', async () => {
    const d = all.find((x) => x.transactionCount > 0)!;
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(payments).where(eq(payments.disbursementId, d.id));
    expect(row.n).toBe(d.transactionCount);
  });

  it('searches by id (whole or beginning) and by created and delivered dates', async () => {
    const d = all[5];
    expect((await m.test.get('/disbursements', { filter: { q: d.id } })).json().map((x: Disbursement) => x.id)).toEqual([d.id]);
    expect((await m.test.get('/disbursements', { filter: { q: d.id.slice(0, 10) } })).json().map((x: Disbursement) => x.id)).toContain(d.id);
    expect((await m.test.get('/disbursements', { filter: { q: d.id.slice(0, 10).toLowerCase() + '%' } })).json()).toEqual([]);
    const day = d.createdAt.slice(0, 10);
    const sameDay = (await m.test.get('/disbursements', { filter: { createdFrom: `${day}T00:00:00Z`, createdTo: `${day}T23:59:59Z` } })).json();
    expect(sameDay.map((x: Disbursement) => x.id)).toContain(d.id);
    expect(sameDay.every((x: Disbursement) => x.createdAt.startsWith(day))).toBe(true);
    const delivered = (await m.test.get('/disbursements', { filter: { deliveredFrom: '2000-01-01', deliveredTo: '2000-02-01' } })).json();
    expect(delivered).toEqual([]);
    const byAmount = (await m.test.get('/disbursements', { sort: ['amount', 'DESC'], filter: { currency: 'JPY' } })).json();
    expect(byAmount.map((x: Disbursement) => x.amount)).toEqual([...byAmount.map((x: Disbursement) => x.amount)].sort((a, b) => b - a));
    expect((await m.test.get('/disbursements', { sort: ['bankAccount', 'ASC'] })).statusCode).toBe(400);
  });

  it("shows one disbursement; another merchant's or mode's is 404", async () => {
    const d = all[0];
    expect((await m.test.get(`/disbursements/${d.id}`)).json()).toMatchObject({ id: d.id, amount: d.amount });
    const other = await signedInMerchant(app, db);
    expect((await other.test.get(`/disbursements/${d.id}`)).statusCode).toBe(404);
    expect((await m.live.get(`/disbursements/${d.id}`)).statusCode).toBe(404);
    expect((await other.test.get('/disbursements')).json()).toEqual([]);
  });

  it("needs the 'Disbursements' permission", async () => {
    const limited = await signedInMerchant(app, db, { permissions: ['dashPayment', 'Customers'] });
    expect((await limited.test.get('/disbursements')).statusCode).toBe(403);
    const allowed = await signedInMerchant(app, db, { permissions: ['Disbursements'] });
    expect((await allowed.test.get('/disbursements')).statusCode).toBe(200);
  });
});
