// Issue 12 item 9: the stock ra-data-simple-rest client, as react-admin uses it by default, reads all six lists:
// getList with react-admin's default sort (by id, meaning creation order) and getMany, over app.inject.
import simpleRestProvider from 'ra-data-simple-rest';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../helpers/app';
import { makePayment, signedInMerchant } from '../factories/payments';

const { app, database } = await setupTestApp();
let m: Awaited<ReturnType<typeof signedInMerchant>>;
let token: string;

/** ra-core's fetchJson contract (status, headers, body, json), answered by the real app through inject. */
async function httpClient(url: string) {
  const u = new URL(url);
  const res = await app.inject({
    method: 'GET',
    url: u.pathname + u.search,
    headers: { authorization: `Bearer ${token}`, 'x-account-id': m.account.id, accept: 'application/json' },
  });
  if (res.statusCode >= 400) throw new Error(`${res.statusCode} ${res.body}`);
  const headers = new Headers(Object.entries(res.headers).map(([k, v]): [string, string] => [k, String(v)]));
  return { status: res.statusCode, headers, body: res.body, json: res.json() };
}

const RESOURCES = ['payments', 'refunds', 'customers', 'disbursements', 'invoices', 'payment-links'] as const;

beforeAll(async () => {
  const { createSession } = await import('../../server/repositories/sessions');
  m = await signedInMerchant(app, database.db);
  const s = await createSession(database.db, { userId: m.user.id, accountId: m.account.id, ttlHours: 1 });
  token = s.testToken;
  const first = await makePayment(m.test, { amount: 1000, customer: { name: 'First', email: 'first@example.test' } });
  await makePayment(m.test, { amount: 2000, customer: { name: 'Second', email: 'second@example.test' } });
  await m.test.post(`/payments/${first.id}/refund`, { amount: 100 });
  await m.test.post('/payment-links', { amount: 500, currency: 'USD', description: 'Tee' });
});

describe('the stock ra-data-simple-rest client', () => {
  const provider = () => simpleRestProvider('http://localhost/test/api', httpClient);

  it.each(RESOURCES)('getList(%s) with the default sort by id, then getMany of what it listed', async (resource) => {
    const list = await provider().getList(resource, {
      sort: { field: 'id', order: 'ASC' },
      pagination: { page: 1, perPage: 10 },
      filter: {},
    });
    expect(list.total).toBe(list.data.length);
    if (list.data.length === 0) return;
    const ids = list.data.map((r) => r.id);
    const many = await provider().getMany(resource, { ids });
    expect(many.data.map((r) => r.id).sort()).toEqual([...ids].sort());
  });

  it('sorts by id in creation order', async () => {
    const asc = await provider().getList('payments', { sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 10 }, filter: {} });
    const desc = await provider().getList('payments', { sort: { field: 'id', order: 'DESC' }, pagination: { page: 1, perPage: 10 }, filter: {} });
    expect(asc.data.map((p) => p.customerName ?? p.customer?.name)).toEqual(['First', 'Second']);
    expect(desc.data.map((p) => p.id)).toEqual(asc.data.map((p) => p.id).reverse());
  });
});
