// The merchant API with secret keys (issue 17, first part): a merchant's server calls the same resources with
// `Authorization: Bearer sk_test_…` (on /test/api) or `sk_live_…` (on /api): the key decides account and mode;
// creates take an Idempotency-Key; a key reaches only the merchant API (not the team, onboarding, the user or its
// own keys); a publishable key, a key of the other mode or an unknown key is refused; each key has its own rate limit
// (429 with Retry-After).
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../helpers/app';
import { rememberSecret } from '../helpers/secrets';
import { paymentBody, signedInMerchant } from '../factories/payments';

const { app, database } = await setupTestApp({ API_KEY_REQUESTS_PER_MINUTE: 25 });
const db = database.db;

async function keysOf(m: Awaited<ReturnType<typeof signedInMerchant>>) {
  const list = (await m.test.get('/api-keys')).json() as { id: string; kind: string; value: string | null }[];
  const secret = list.find((k) => k.kind === 'secret')!;
  const publishable = list.find((k) => k.kind === 'publishable')!;
  const value = (await m.test.get(`/api-keys/${secret.id}/reveal`)).json().data.value as string;
  rememberSecret('test secret key', value);
  return { secret: value, publishable: publishable.value! };
}

const call = (method: 'GET' | 'POST', url: string, key: string, payload?: object, headers: Record<string, string> = {}) =>
  app.inject({ method, url, headers: { authorization: `Bearer ${key}`, ...headers }, payload, remoteAddress: '10.77.0.1' });

describe('the merchant API with a secret key', () => {
  it('creates and reads payments of its own account and mode, idempotently', async () => {
    const m = await signedInMerchant(app, db);
    const other = await signedInMerchant(app, db);
    const { secret } = await keysOf(m);
    expect(secret).toMatch(/^sk_test_/);
    const first = await call('POST', '/test/api/payments', secret, paymentBody({ amount: 3100 }), { 'idempotency-key': 'order-77' });
    expect(first.statusCode, first.body).toBe(201);
    const again = await call('POST', '/test/api/payments', secret, paymentBody({ amount: 3100 }), { 'idempotency-key': 'order-77' });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    const list = await call('GET', '/test/api/payments', secret);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((p: { id: string }) => p.id)).toEqual([first.json().id]);
    // Seen by the dashboard as the account's payment; another account sees nothing.
    expect((await m.test.get(`/payments/${first.json().id}`)).statusCode).toBe(200);
    expect((await other.test.get(`/payments/${first.json().id}`)).statusCode).toBe(404);
    expect((await call('GET', '/test/api/disputes', secret)).statusCode).toBe(200);
  });

  it('refuses a key of the other mode, a publishable key, an unknown key; and everything outside the merchant API', async () => {
    const m = await signedInMerchant(app, db);
    const { secret, publishable } = await keysOf(m);
    const live = await call('GET', '/api/payments', secret);
    expect(live.statusCode).toBe(401);
    expect(live.json().message).toContain('sk_live_');
    expect((await call('GET', '/test/api/payments', publishable)).statusCode).toBe(401);
    expect((await call('GET', '/test/api/payments', 'sk_test_notarealkeyatall000000')).statusCode).toBe(401);
    for (const url of ['/test/api/api-keys', '/test/api/balance', '/test/api/contract', '/test/api/settings/payment-methods']) {
      expect((await call('GET', url, secret)).statusCode, url).toBe(403);
    }
    // The calls about a signed-in person are not a key's.
    expect((await call('GET', '/api/users/query', secret)).statusCode).toBe(401);
  });

  it('limits each key on its own, with Retry-After', async () => {
    const m = await signedInMerchant(app, db);
    const { secret } = await keysOf(m);
    let limited: Awaited<ReturnType<typeof call>> | undefined;
    for (let i = 0; i < 30 && !limited; i++) {
      const res = await call('GET', '/test/api/customers', secret);
      if (res.statusCode === 429) limited = res;
    }
    expect(limited?.statusCode).toBe(429);
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    // Another merchant's key from the same address is not limited by it.
    const n = await signedInMerchant(app, db);
    expect((await call('GET', '/test/api/customers', (await keysOf(n)).secret)).statusCode).toBe(200);
  });
});
