// The payments list (ra-data-simple-rest): filters, the sort allow list, pagination with Content-Range, getMany,
// quick status tab counts, and isolation across accounts and modes.
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../helpers/app';
import { CARDS, makePayment, signedInMerchant } from '../factories/payments';

const { app, database } = await setupTestApp();
const db = database.db;

type Payment = Awaited<ReturnType<typeof makePayment>>;
let m: Awaited<ReturnType<typeof signedInMerchant>>;
const made: Payment[] = [];

beforeAll(async () => {
  m = await signedInMerchant(app, db);
  const plan: [Record<string, unknown>, string?][] = [
    [{ amount: 1000, customer: { name: 'Grace Hopper', email: 'grace@example.test' }, merchantOrderId: 'ORD-A' }],
    [{ amount: 2000, customer: { name: 'Grace Hopper', email: 'grace@example.test' } }, CARDS.declined],
    [{ amount: 3000, currency: 'JPY', customer: { name: '佐藤 健', email: 'sato@example.test' } }],
    [{ amount: 4000, currency: 'KWD', customer: { name: 'Fahad Al-Sabah', email: 'fahad@example.test' }, capture: false }],
    [{ amount: 5000, customer: { name: 'Alan 100%_Turing', email: 'alan@example.test' }, merchantOrderId: 'ORD-E' }],
    [{ amount: 6000, currency: 'EUR', customer: { name: 'Ada Lovelace', email: 'ada@example.test' } }, CARDS.threeDs],
  ];
  for (const [body, card] of plan) made.push(await makePayment(m.test, body, card));
  // Noise in the other scopes: never listed.
  await makePayment(m.live, { amount: 1000 });
  const other = await signedInMerchant(app, db);
  await makePayment(other.test, { amount: 1000, customer: { name: 'Grace Hopper' } });
});

const ids = (res: { json(): unknown }) => (res.json() as { id: string }[]).map((p) => p.id);

describe('GET {base}/payments', () => {
  it('lists the scope newest first with Content-Range, exposed to the browser', async () => {
    const res = await m.test.get('/payments', { sort: ['createdAt', 'DESC'], range: [0, 24] });
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual(made.map((p) => p.id).reverse());
    expect(res.headers['content-range']).toBe('payments 0-5/6');
    expect(res.headers['access-control-expose-headers']).toContain('Content-Range');
  });

  it('pages by range and sorts by an allowed field', async () => {
    const page1 = await m.test.get('/payments', { sort: ['amount', 'ASC'], range: [0, 1] });
    const page2 = await m.test.get('/payments', { sort: ['amount', 'ASC'], range: [2, 3] });
    const page4 = await m.test.get('/payments', { sort: ['amount', 'ASC'], range: [6, 7] });
    expect(page1.json().map((p: Payment) => p.amount)).toEqual([1000, 2000]);
    expect(page2.json().map((p: Payment) => p.amount)).toEqual([3000, 4000]);
    expect(page2.headers['content-range']).toBe('payments 2-3/6');
    expect(page4.json()).toEqual([]);
    expect(page4.headers['content-range']).toBe('payments */6');
  });

  it('filters by customer name (contains, case-insensitive, % and _ taken literally)', async () => {
    expect(ids(await m.test.get('/payments', { filter: { customerName: 'grace' } }))).toHaveLength(2);
    expect(ids(await m.test.get('/payments', { filter: { customerName: '佐藤' } }))).toEqual([made[2].id]);
    expect(ids(await m.test.get('/payments', { filter: { customerName: '100%_' } }))).toEqual([made[4].id]);
    expect(ids(await m.test.get('/payments', { filter: { customerName: '%' } }))).toEqual([made[4].id]);
  });

  it('filters by transaction id: the exact payment id or merchant order id', async () => {
    expect(ids(await m.test.get('/payments', { filter: { transactionId: made[3].id } }))).toEqual([made[3].id]);
    expect(ids(await m.test.get('/payments', { filter: { transactionId: 'ORD-E' } }))).toEqual([made[4].id]);
    expect(ids(await m.test.get('/payments', { filter: { transactionId: made[3].id.slice(0, 8) } }))).toEqual([]);
    expect(ids(await m.test.get('/payments', { filter: { q: 'ORD-A' } }))).toEqual([made[0].id]);
  });

  it('filters by one status or a list, by currency, and by date range', async () => {
    expect(ids(await m.test.get('/payments', { filter: { status: 'failed' } }))).toEqual([made[1].id]);
    const several = ids(await m.test.get('/payments', { filter: { status: ['uncaptured', 'incomplete'] } }));
    expect(several.sort()).toEqual([made[3].id, made[5].id].sort());
    expect(ids(await m.test.get('/payments', { filter: { currency: 'JPY' } }))).toEqual([made[2].id]);
    const from = made[2].createdAt as string;
    const to = made[4].createdAt as string;
    const ranged = ids(await m.test.get('/payments', { filter: { createdFrom: from, createdTo: to }, sort: ['createdAt', 'ASC'] }));
    expect(ranged).toEqual([made[2].id, made[3].id, made[4].id]);
    expect(ids(await m.test.get('/payments', { filter: { createdFrom: '2000-01-01', createdTo: '2000-12-31' } }))).toEqual([]);
  });

  it('answers getMany (filter id list) with only the scope rows', async () => {
    const res = await m.test.get('/payments', { filter: { id: [made[0].id, made[1].id, 'pay_nope'] } });
    expect(ids(res).sort()).toEqual([made[0].id, made[1].id].sort());
  });

  it('refuses a sort or filter field outside the allow list, naming it, and bad ranges', async () => {
    const sort = await m.test.get('/payments', { sort: ['cardFingerprint', 'ASC'] });
    expect(sort.statusCode).toBe(400);
    expect(sort.json().message).toContain('cardFingerprint');
    expect(sort.json().errors).toHaveProperty('sort');
    const filter = await m.test.get('/payments', { filter: { accountId: 'acct_x' } });
    expect(filter.statusCode).toBe(400);
    expect(filter.json().message).toContain('accountId');
    expect(filter.json().errors).toHaveProperty(['filter.accountId']);
    const value = await m.test.get('/payments', { filter: { status: 'paid' } });
    expect(value.statusCode).toBe(400);
    expect(value.json().message).toContain('status');
    for (const range of [[5, 2], [0, 500], [-1, 3], 'x']) {
      expect((await m.test.get('/payments', { range })).statusCode, JSON.stringify(range)).toBe(400);
    }
    expect((await m.test.get('/payments', { range: [0, 499] })).statusCode).toBe(200);
    expect((await m.test.get('/payments', { sort: ['amount', 'SIDEWAYS'] })).statusCode).toBe(400);
    expect((await m.test.get('/payments', { filter: '{nope' })).statusCode).toBe(400);
  });

  it('counts payments per status for the quick tabs, with the other filters applied', async () => {
    const res = await m.test.get('/payments/counts');
    expect(res.json().data).toEqual({
      all: 6, succeeded: 3, failed: 1, uncaptured: 1, incomplete: 1,
      processing: 0, canceled: 0, refunded: 0, refundPending: 0, partiallyRefunded: 0,
    });
    const grace = await m.test.get('/payments/counts', { filter: { customerName: 'Grace', status: 'failed' } });
    expect(grace.json().data).toMatchObject({ all: 2, succeeded: 1, failed: 1 });
  });

  it('keeps the modes apart: the live base lists only live payments', async () => {
    const live = await m.live.get('/payments');
    expect(live.json()).toHaveLength(1);
    expect(live.json()[0].livemode).toBe(true);
    expect(live.headers['content-range']).toBe('payments 0-0/1');
  });
});
