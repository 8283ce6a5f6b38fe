// Customers API: list with payment totals per currency, filters, sort allow list, detail, settle records,
// isolation and the 'Customers' permission.
import { beforeAll, describe, expect, it } from 'vitest';
import { computeFees } from '../../domain/pricing';
import { setupTestApp } from '../helpers/app';
import { CARDS, makePayment, signedInMerchant } from '../factories/payments';

const { app, database } = await setupTestApp();
const db = database.db;

let m: Awaited<ReturnType<typeof signedInMerchant>>;
let grace: Awaited<ReturnType<typeof makePayment>>;
let alan: Awaited<ReturnType<typeof makePayment>>;

beforeAll(async () => {
  m = await signedInMerchant(app, db);
  const g = { name: 'Grace Hopper', email: 'grace@example.test' };
  grace = await makePayment(m.test, { amount: 1000, customer: g });
  await makePayment(m.test, { amount: 2500, customer: g });
  await makePayment(m.test, { amount: 500, currency: 'JPY', customer: g });
  await makePayment(m.test, { amount: 9999, customer: g }, CARDS.declined);
  alan = await makePayment(m.test, { amount: 4000, customer: { name: 'Alan Turing', email: 'alan@example.test' }, capture: false });
  await makePayment(m.live, { amount: 4000, customer: { name: 'Live Larry', email: 'larry@example.test' } });
});

describe('GET {base}/customers', () => {
  it('lists customers with their captured payment count and amount per currency', async () => {
    const res = await m.test.get('/customers', { sort: ['name', 'ASC'] });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBe('customers 0-1/2');
    const [a, g] = res.json();
    expect(a).toMatchObject({ id: alan.customerId, name: 'Alan Turing', totalPayments: { count: 0, amounts: [] } });
    expect(g).toMatchObject({
      id: grace.customerId,
      name: 'Grace Hopper',
      email: 'grace@example.test',
      totalPayments: { count: 3, amounts: [{ currency: 'JPY', amount: 500 }, { currency: 'USD', amount: 3500 }] },
    });
  });

  it('filters by name, e-mail or free text and refuses other sort fields', async () => {
    expect((await m.test.get('/customers', { filter: { name: 'hop' } })).json()).toHaveLength(1);
    expect((await m.test.get('/customers', { filter: { email: 'alan@' } })).json()[0].name).toBe('Alan Turing');
    expect((await m.test.get('/customers', { filter: { q: grace.customerId } })).json()).toHaveLength(1);
    expect((await m.test.get('/customers', { filter: { q: 'example.test' } })).json()).toHaveLength(2);
    const bad = await m.test.get('/customers', { sort: ['totalPayments', 'DESC'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('totalPayments');
    expect((await m.test.get('/customers', { filter: { phone: '1' } })).statusCode).toBe(400);
  });

  it('shows a customer and their settle records (fees and settled amount per captured payment)', async () => {
    const detail = await m.test.get(`/customers/${grace.customerId}`);
    expect(detail.json()).toMatchObject({ name: 'Grace Hopper', totalPayments: { count: 3 } });
    const records = await m.test.get(`/customers/${grace.customerId}/settle-records`, { sort: ['paymentAmount', 'ASC'] });
    expect(records.statusCode).toBe(200);
    expect(records.headers['content-range']).toBe('settle-records 0-2/3');
    const [jpy, small] = records.json();
    // The 4242 card is a dollar card: a yen payment on it carries the FX fee.
    const fees = computeFees(500, 'JPY', { cardCurrency: 'USD' });
    expect(jpy).toMatchObject({ currency: 'JPY', paymentAmount: 500, serviceFee: fees.serviceFee, fxFee: fees.fxFee, fee: fees.fee, settledAmount: 500 - fees.fee });
    expect(small).toMatchObject({ transactionId: grace.id, paymentAmount: 1000, settledAmount: 1000 - computeFees(1000, 'USD').fee });
    expect(new Date(small.date).getTime()).toBe(new Date(grace.availableOn as string).getTime());
    const usd = await m.test.get(`/customers/${grace.customerId}/settle-records`, { filter: { currency: 'USD' } });
    expect(usd.json()).toHaveLength(2);
    expect((await m.test.get(`/customers/${grace.customerId}/settle-records`, { sort: ['fee', 'ASC'] })).statusCode).toBe(400);
  });

  it("answers 404 for another merchant's or mode's customer, and lists only the scope", async () => {
    const other = await signedInMerchant(app, db);
    expect((await other.test.get(`/customers/${grace.customerId}`)).statusCode).toBe(404);
    expect((await other.test.get(`/customers/${grace.customerId}/settle-records`)).statusCode).toBe(404);
    expect((await m.live.get(`/customers/${grace.customerId}`)).statusCode).toBe(404);
    expect((await other.test.get('/customers')).json()).toEqual([]);
    expect((await m.live.get('/customers')).json().map((c: { name: string }) => c.name)).toEqual(['Live Larry']);
  });

  it("needs the 'Customers' permission", async () => {
    const limited = await signedInMerchant(app, db, { permissions: ['dashPayment'] });
    expect((await limited.test.get('/customers')).statusCode).toBe(403);
    expect((await limited.test.get('/customers/export')).statusCode).toBe(403);
  });
});
