// Every create of the merchant API takes an Idempotency-Key: the same key and body replay the first answer byte for
// byte (one record made), the same key with another body is a 409, and a refused request stores nothing, so it can
// be corrected and sent again with its key.
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../helpers/app';
import { invoiceBody } from '../factories/invoices';
import { makePayment, signedInMerchant } from '../factories/payments';

const { app, database } = await setupTestApp();
const db = database.db;

type Client = Awaited<ReturnType<typeof signedInMerchant>>['test'];

async function checkCreate(client: Client, path: string, body: Record<string, unknown>, other: Record<string, unknown>, list?: string) {
  const key = `key-${path}-${Math.random().toString(36).slice(2)}`;
  const first = await client.post(path, body, { 'idempotency-key': key });
  expect(first.statusCode, first.body).toBe(201);
  const again = await client.post(path, body, { 'idempotency-key': key });
  expect(again.statusCode).toBe(201);
  expect(again.body).toBe(first.body);
  expect(again.headers['idempotent-replayed']).toBe('true');
  const conflict = await client.post(path, other, { 'idempotency-key': key });
  expect(conflict.statusCode, conflict.body).toBe(409);
  if (list) {
    const ids = ((await client.get(list)).json() as { id: string }[]).map((r) => r.id);
    expect(ids.filter((id) => id === first.json().id)).toHaveLength(1);
  }
  return first.json() as { id: string };
}

describe('Idempotency-Key on every create', () => {
  it('payment links, invoices and webhook endpoints are made once per key', async () => {
    const m = await signedInMerchant(app, db);
    await checkCreate(m.test, '/payment-links', { currency: 'USD', amount: 2500 }, { currency: 'USD', amount: 2600 }, '/payment-links');
    await checkCreate(m.test, '/invoices', invoiceBody(), invoiceBody({ reference: 'STU-2002' }), '/invoices');
    const before = (await m.test.get('/webhook-endpoints')).json().length;
    await checkCreate(
      m.test, '/webhook-endpoints',
      { url: 'https://hooks.example.com/hook', enabledEvents: ['payment.created'] },
      { url: 'https://hooks.example.com/other', enabledEvents: ['payment.created'] },
    );
    expect((await m.test.get('/webhook-endpoints')).json()).toHaveLength(before + 1);
  });

  it('a test dispute opened on demand is opened once per key', async () => {
    const m = await signedInMerchant(app, db);
    const payment = await makePayment(m.test);
    const opened = await checkCreate(m.test, `/payments/${payment.id}/dispute`, { reason: 'fraudulent' }, { reason: 'duplicate' });
    expect(opened.id).toMatch(/^dp_/);
  });

  it('a refused create stores nothing under its key; the corrected body then succeeds with the same key', async () => {
    const m = await signedInMerchant(app, db);
    const key = 'fix-and-retry';
    const refused = await m.test.post('/payment-links', { currency: 'USD', amount: 10 }, { 'idempotency-key': key });
    expect(refused.statusCode).toBe(400);
    const fixed = await m.test.post('/payment-links', { currency: 'USD', amount: 1000 }, { 'idempotency-key': key });
    expect(fixed.statusCode, fixed.body).toBe(201);
  });

  it('keys live per account and mode: the same key in live mode or another account makes a record of its own', async () => {
    const a = await signedInMerchant(app, db);
    const b = await signedInMerchant(app, db);
    const body = { currency: 'USD', amount: 2500 };
    const headers = { 'idempotency-key': 'shared-key' };
    const ids = [
      (await a.test.post('/payment-links', body, headers)).json().id,
      (await a.live.post('/payment-links', body, headers)).json().id,
      (await b.test.post('/payment-links', body, headers)).json().id,
    ];
    expect(new Set(ids).size).toBe(3);
  });
});
