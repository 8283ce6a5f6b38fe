// /gateway credentials: stored encrypted, answered masked, per mode and account, saving needs settingspayments.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, gatewayCredentials } from '../../server/db/schema';
import { createSession } from '../../server/repositories/sessions';
import { gatewaySecret, secretsKey } from '../../server/services/gateway';
import { buildMerchant } from '../factories';
import { setupTestApp } from '../helpers/app';

const SECRETS_KEY = 'the gateway test key of this file';
const { app, database } = await setupTestApp({ SECRETS_KEY });
const db = database.db;
const SECRET = 'sk_live_gateway_0123456789';

async function merchant(permissions?: string[]) {
  const m = await buildMerchant(db, permissions ? { permissions, role: 'member' } : {});
  const s = await createSession(db, { userId: m.user.id, accountId: m.account.id, ttlHours: 1 });
  const call = (method: 'GET' | 'PUT', payload?: object, base = '/api', lang = 'en') =>
    app.inject({ method, url: `${base}/gateway/credentials`, payload, headers: { authorization: `Bearer ${base === '/api' ? s.liveToken : s.testToken}`, 'accept-language': lang } });
  return { m, call };
}

describe('gateway credentials', () => {
  it('stores the secret encrypted and answers it masked, per mode', async () => {
    const { m, call } = await merchant();
    expect((await call('GET')).json().data).toBeNull();
    const saved = await call('PUT', { provider: 'adyen', merchantId: 'AcmeShop', secret: SECRET });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ provider: 'adyen', merchantId: 'AcmeShop', secretMasked: '••••••••6789' });
    expect(saved.body).not.toContain('0123456789');
    const [row] = await db.select().from(gatewayCredentials).where(and(eq(gatewayCredentials.accountId, m.account.id), eq(gatewayCredentials.livemode, true)));
    expect(row!.secretSealed).not.toContain('0123456789');
    expect(await gatewaySecret(db, secretsKey(SECRETS_KEY), { accountId: m.account.id, livemode: true })).toBe(SECRET);
    // Another key does not open it; test mode has none of its own yet.
    await expect(gatewaySecret(db, secretsKey('another key entirely'), { accountId: m.account.id, livemode: true })).rejects.toThrow();
    expect((await call('GET', undefined, '/test/api')).json().data).toBeNull();
    // Saving without a secret keeps the stored one; the event never carries it.
    const kept = await call('PUT', { provider: 'worldpay', merchantId: 'AcmeShop2' });
    expect(kept.json().data).toMatchObject({ provider: 'worldpay', secretMasked: '••••••••6789' });
    const written = await db.select().from(events).where(and(eq(events.accountId, m.account.id), eq(events.type, 'gateway.updated')));
    expect(written).toHaveLength(2);
    expect(JSON.stringify(written)).not.toContain('0123456789');
  });

  it('refuses a first save without a secret and a bad merchant id, naming the field in the language asked', async () => {
    const { call } = await merchant();
    const none = await call('PUT', { provider: 'stripe', merchantId: 'Acme' });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ secret: 'Enter the secret key of your gateway.' });
    const bad = await call('PUT', { provider: 'stripe', merchantId: 'Acme shop', secret: SECRET }, '/api', 'zh-CN');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.merchantId).toBe('只能使用字母、数字、点、连字符和下划线。');
  });

  it("keeps each account's credentials its own, and refuses a member without the payment settings code", async () => {
    const owner = await merchant();
    await owner.call('PUT', { provider: 'adyen', merchantId: 'Mine', secret: SECRET });
    const other = await merchant();
    expect((await other.call('GET')).json().data).toBeNull();
    const analyst = await merchant(['Overview']);
    expect((await analyst.call('GET')).statusCode).toBe(403);
    expect((await analyst.call('PUT', { provider: 'adyen', merchantId: 'Mine', secret: SECRET })).statusCode).toBe(403);
  });
});
