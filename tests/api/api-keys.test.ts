// API keys on the Developers page (issue 17, items 1 and 2): secret keys created standard or restricted, the value
// answered once (a live secret never again), rolled with an expiry for the old key, deleted (never the mode's last
// standard key of a kind); a restricted key refused beyond its scopes with the resource named; an expired key refused
// like an unknown one; last use and the last day's calls counted; other accounts' keys are 404; the codes apply.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiKeys, apiKeyUsage } from '../../server/db/schema';
import { runHousekeeping } from '../../server/jobs/definitions/housekeeping';
import { setupTestApp } from '../helpers/app';
import { rememberSecret } from '../helpers/secrets';
import { disputeMerchant } from '../factories/disputes';
import { makePayment } from '../factories/payments';

const { app, database } = await setupTestApp({ API_KEY_REQUESTS_PER_MINUTE: 1000 });
const db = database.db;

interface Key {
  id: string;
  kind: 'publishable' | 'secret';
  name: string;
  value: string | null;
  scopes: Record<string, string> | null;
  expiresAt: string | null;
  expired: boolean;
  lastUsedAt: string | null;
  requests24h: number;
}

let addresses = 0;
const withKey = (method: 'GET' | 'POST', url: string, key: string, payload?: object, headers: Record<string, string> = {}) =>
  app.inject({ method, url, headers: { authorization: `Bearer ${key}`, ...headers }, payload, remoteAddress: `10.88.0.${++addresses % 250}` });

async function created(res: Awaited<ReturnType<typeof withKey>>) {
  expect(res.statusCode, res.body).toBeLessThan(300);
  const key = res.json().data as Key & { value: string };
  rememberSecret('created api key', key.value);
  return key;
}

/** The simple-rest list: the records as the body, the total in Content-Range. */
const list = async (client: { get(path: string): Promise<{ statusCode: number; headers: Record<string, unknown>; json(): Key[] }> }) => {
  const res = await client.get('/api-keys');
  expect(res.statusCode).toBe(200);
  const keys = res.json();
  expect(res.headers['content-range']).toBe(`api-keys ${keys.length > 0 ? `0-${keys.length - 1}` : '*'}/${keys.length}`);
  return keys;
};

describe('secret keys created on the Developers page', () => {
  it('a standard test key: value answered once, revealable later, listed masked; it calls everything of the merchant API', async () => {
    const m = await disputeMerchant(app, db);
    const key = await created(await m.test.post('/api-keys', { name: '  Orders server ' }));
    expect(key).toMatchObject({ kind: 'secret', name: 'Orders server', scopes: null, expiresAt: null, expired: false, requests24h: 0, lastUsedAt: null });
    expect(key.value).toMatch(/^sk_test_/);
    const listed = (await list(m.test)).find((k) => k.id === key.id)!;
    expect(listed.value).toBeNull();
    expect((await m.test.get(`/api-keys/${key.id}/reveal`)).json().data.value).toBe(key.value);
    expect((await withKey('POST', '/test/api/payments', key.value, { amount: 1200, currency: 'USD', card: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' } })).statusCode).toBe(201);
    expect((await withKey('GET', '/test/api/customers', key.value)).statusCode).toBe(200);
  });

  it('a live secret is shown once: the list masks it and reveal is 404', async () => {
    const m = await disputeMerchant(app, db);
    const key = await created(await m.live.post('/api-keys', { name: 'Live server' }));
    expect(key.value).toMatch(/^sk_live_/);
    expect((await list(m.live)).find((k) => k.id === key.id)?.value).toBeNull();
    expect((await m.live.get(`/api-keys/${key.id}/reveal`)).statusCode).toBe(404);
    const [row] = await db.select({ value: apiKeys.value }).from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row.value).toBeNull();
    expect((await withKey('GET', '/api/payments', key.value)).statusCode).toBe(200);
    expect((await withKey('GET', '/test/api/payments', key.value)).statusCode).toBe(401);
  });

  it('a restricted key reads what it may and is refused the rest, naming the resource', async () => {
    const m = await disputeMerchant(app, db);
    const payment = await makePayment(m.test);
    const key = await created(await m.test.post('/api-keys', { name: 'Reporting', scopes: { payments: 'read', customers: 'none' } }));
    expect(key.scopes).toEqual({ payments: 'read', customers: 'none' });
    const payments = await withKey('GET', '/test/api/payments', key.value);
    expect(payments.statusCode).toBe(200);
    expect(payments.json().map((p: { id: string }) => p.id)).toEqual([payment.id]);
    expect((await withKey('GET', `/test/api/payments/${payment.id}`, key.value)).statusCode).toBe(200);
    const refund = await withKey('POST', '/test/api/refunds', key.value, { paymentId: payment.id, amount: 100 });
    expect(refund.statusCode).toBe(403);
    expect(refund.json().message).toBe('This restricted key has no write access to refunds.');
    const capture = await withKey('POST', `/test/api/payments/${payment.id}/capture`, key.value, {});
    expect(capture.json().message).toBe('This restricted key has no write access to payments.');
    const customers = await withKey('GET', '/test/api/customers', key.value, undefined, { 'accept-language': 'zh-CN' });
    expect(customers.statusCode).toBe(403);
    expect(customers.json().message).toBe('该受限密钥没有客户的读取权限。');
    // Outside the merchant API a key is refused whatever its scopes.
    expect((await withKey('GET', '/test/api/api-keys', key.value)).statusCode).toBe(403);
  });

  it('refuses bad bodies naming the field', async () => {
    const m = await disputeMerchant(app, db);
    for (const [body, field, message] of [
      [{}, 'name', 'Enter a name for the key.'],
      [{ name: 'x'.repeat(101) }, 'name', 'The name can be at most 100 characters.'],
      [{ name: 'R', scopes: { payments: 'none' } }, 'scopes', 'Give the key read or write access to at least one resource.'],
      [{ name: 'R', scopes: { payments: 'admin' } }, 'scopes.payments', undefined],
      [{ name: 'R', scopes: { team: 'read' } }, 'scopes', undefined],
    ] as const) {
      const res = await m.test.post('/api-keys', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const errors = res.json().errors as Record<string, string>;
      expect(Object.keys(errors), JSON.stringify(errors)).toContain(field);
      if (message) expect(errors[field]).toBe(message);
    }
    const [secret] = (await list(m.test)).filter((k) => k.kind === 'secret');
    const roll = await m.test.post(`/api-keys/${secret.id}/roll`, { expireOld: '2h' });
    expect(roll.statusCode).toBe(400);
    expect(Object.keys(roll.json().errors)).toEqual(['expireOld']);
  });
});

describe('rolling and deleting keys', () => {
  it("'now': the old key is refused at once with the unknown key's answer, the successor works", async () => {
    const m = await disputeMerchant(app, db);
    const old = await created(await m.test.post('/api-keys', { name: 'Checkout', scopes: { payments: 'write' } }));
    const res = await m.test.post(`/api-keys/${old.id}/roll`, { expireOld: 'now' });
    expect(res.statusCode, res.body).toBe(200);
    const { key, old: expired } = res.json().data as { key: Key & { value: string }; old: Key };
    rememberSecret('rolled api key', key.value);
    expect(key).toMatchObject({ name: 'Checkout', kind: 'secret', scopes: { payments: 'write' }, expiresAt: null });
    expect(expired).toMatchObject({ id: old.id, expired: true });
    const refused = await withKey('GET', '/test/api/payments', old.value);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe((await withKey('GET', '/test/api/payments', 'sk_test_unknownunknownunknown00')).json().message);
    expect((await withKey('GET', '/test/api/payments', key.value)).statusCode).toBe(200);
    // Listed as expired until cleaned up; an expired key is not rolled again.
    expect((await list(m.test)).find((k) => k.id === old.id)).toMatchObject({ expired: true });
    expect((await m.test.post(`/api-keys/${old.id}/roll`, { expireOld: 'now' })).statusCode).toBe(409);
  });

  it("'1h': both keys work until the old one's expiry passes", async () => {
    const m = await disputeMerchant(app, db);
    const old = await created(await m.test.post('/api-keys', { name: 'Batch' }));
    const before = Date.now();
    const res = await m.test.post(`/api-keys/${old.id}/roll`, { expireOld: '1h' });
    const { key, old: expiring } = res.json().data as { key: Key & { value: string }; old: Key };
    rememberSecret('rolled api key', key.value);
    const expiresAt = new Date(expiring.expiresAt!).getTime();
    expect(expiresAt - before).toBeGreaterThanOrEqual(3600_000 - 5_000);
    expect(expiresAt - before).toBeLessThanOrEqual(3600_000 + 5_000);
    expect(expiring.expired).toBe(false);
    expect((await withKey('GET', '/test/api/payments', old.value)).statusCode).toBe(200);
    expect((await withKey('GET', '/test/api/payments', key.value)).statusCode).toBe(200);
    // A key on its way out is not rolled twice.
    expect((await m.test.post(`/api-keys/${old.id}/roll`, { expireOld: '1h' })).json().message).toContain('already being replaced');
    // The hour passes.
    await db.update(apiKeys).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(apiKeys.id, old.id));
    expect((await withKey('GET', '/test/api/payments', old.value)).statusCode).toBe(401);
    expect((await withKey('GET', '/test/api/payments', key.value)).statusCode).toBe(200);
  });

  it('rolls a publishable key too (its value stays visible)', async () => {
    const m = await disputeMerchant(app, db);
    const pk = (await list(m.live)).find((k) => k.kind === 'publishable')!;
    const res = await m.live.post(`/api-keys/${pk.id}/roll`, { expireOld: '24h' });
    expect(res.statusCode, res.body).toBe(200);
    const successor = res.json().data.key as Key;
    expect(successor.value).toMatch(/^pk_live_/);
    const listed = await list(m.live);
    expect(listed.find((k) => k.id === successor.id)?.value).toBe(successor.value);
    expect(listed.find((k) => k.id === pk.id)?.expiresAt).not.toBeNull();
  });

  it('deletes a key at once, but never the last standard key of a kind in use', async () => {
    const m = await disputeMerchant(app, db);
    const restricted = await created(await m.test.post('/api-keys', { name: 'Temp', scopes: { disputes: 'read' } }));
    expect((await m.test.send('DELETE', `/api-keys/${restricted.id}`)).statusCode).toBe(200);
    expect((await withKey('GET', '/test/api/disputes', restricted.value)).statusCode).toBe(401);
    expect((await list(m.test)).some((k) => k.id === restricted.id)).toBe(false);
    const keys = await list(m.test);
    const standard = keys.find((k) => k.kind === 'secret')!;
    const last = await m.test.send('DELETE', `/api-keys/${standard.id}`);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toContain('roll it instead');
    const publishable = keys.find((k) => k.kind === 'publishable')!;
    expect((await m.test.send('DELETE', `/api-keys/${publishable.id}`)).statusCode).toBe(409);
    // Once rolled, the old standard key can go at once (the successor carries on).
    const rolled = await m.test.post(`/api-keys/${standard.id}/roll`, { expireOld: '7d' });
    rememberSecret('rolled api key', rolled.json().data.key.value);
    expect((await m.test.send('DELETE', `/api-keys/${standard.id}`)).statusCode).toBe(200);
  });
});

describe('usage, isolation and codes', () => {
  it('counts each key call: last used and requests in the last 24 hours; housekeeping drops old hours', async () => {
    const m = await disputeMerchant(app, db);
    const key = await created(await m.test.post('/api-keys', { name: 'Counter' }));
    const other = await created(await m.test.post('/api-keys', { name: 'Quiet' }));
    for (let i = 0; i < 3; i++) expect((await withKey('GET', '/test/api/payments', key.value)).statusCode).toBe(200);
    // A refused call still came from the key; a call with another key counts for that key.
    expect((await withKey('GET', '/test/api/api-keys', key.value)).statusCode).toBe(403);
    const listed = await list(m.test);
    const counted = listed.find((k) => k.id === key.id)!;
    expect(counted.requests24h).toBe(4);
    expect(Date.now() - new Date(counted.lastUsedAt!).getTime()).toBeLessThan(60_000);
    expect(listed.find((k) => k.id === other.id)).toMatchObject({ requests24h: 0, lastUsedAt: null });
    // The key's own page reads the same: its last use and its calls of the day, its scopes, never a secret's value.
    const shown = await m.test.get(`/api-keys/${key.id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual(counted);
    expect(shown.json()).toMatchObject({ name: 'Counter', kind: 'secret', value: null, scopes: null, requests24h: 4 });
    // A day-old hour no longer counts, and the hourly housekeeping removes it.
    await db.insert(apiKeyUsage).values({ keyId: key.id, hour: new Date(Date.now() - 30 * 3600_000), count: 50 });
    expect((await list(m.test)).find((k) => k.id === key.id)?.requests24h).toBe(4);
    const removed = await runHousekeeping({ db, now: () => new Date() });
    expect(removed.apiKeyUsage).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(apiKeyUsage).where(eq(apiKeyUsage.keyId, key.id))).toHaveLength(1);
  });

  it('removes keys expired a week ago, keeps fresher expired ones listed', async () => {
    const m = await disputeMerchant(app, db);
    const old = await created(await m.test.post('/api-keys', { name: 'Old' }));
    const recent = await created(await m.test.post('/api-keys', { name: 'Recent' }));
    await db.update(apiKeys).set({ expiresAt: new Date(Date.now() - 8 * 86_400_000) }).where(eq(apiKeys.id, old.id));
    await db.update(apiKeys).set({ expiresAt: new Date(Date.now() - 86_400_000) }).where(eq(apiKeys.id, recent.id));
    await runHousekeeping({ db, now: () => new Date() });
    const ids = (await list(m.test)).map((k) => k.id);
    expect(ids).not.toContain(old.id);
    expect(ids).toContain(recent.id);
  });

  it("another account's key or the other mode's is 404 to roll, delete or reveal", async () => {
    const m = await disputeMerchant(app, db);
    const other = await disputeMerchant(app, db);
    const key = await created(await other.test.post('/api-keys', { name: 'Theirs' }));
    expect((await m.test.post(`/api-keys/${key.id}/roll`, { expireOld: 'now' })).statusCode).toBe(404);
    expect((await m.test.send('DELETE', `/api-keys/${key.id}`)).statusCode).toBe(404);
    expect((await m.test.get(`/api-keys/${key.id}/reveal`)).statusCode).toBe(404);
    expect((await m.test.get(`/api-keys/${key.id}`)).statusCode).toBe(404);
    expect((await other.live.get(`/api-keys/${key.id}`)).statusCode).toBe(404);
    expect((await other.test.get(`/api-keys/${key.id}`)).statusCode).toBe(200);
    expect((await other.live.post(`/api-keys/${key.id}/roll`, { expireOld: 'now' })).statusCode).toBe(404);
    expect((await withKey('GET', '/test/api/payments', key.value)).statusCode).toBe(200);
  });

  it('needs the settings or DevelopTest code', async () => {
    const m = await disputeMerchant(app, db, { permissions: ['dashPayment'] });
    expect((await m.test.post('/api-keys', { name: 'Nope' })).statusCode).toBe(403);
    expect((await m.test.get('/api-keys')).statusCode).toBe(403);
    const dev = await disputeMerchant(app, db, { permissions: ['DevelopTest'] });
    expect((await dev.test.post('/api-keys', { name: 'Yes' })).statusCode).toBe(201);
  });
});
