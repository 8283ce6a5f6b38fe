// Webhook endpoints (issue 17, first part): create, change, disable, delete per mode; the URL rules of each mode
// (live: https to public hosts only); at most 16 per mode; the secret revealed on its own call and rotated with an
// overlap in which both secrets sign (verified with the standardwebhooks package); the secrets sealed at rest, rows of
// before the sealing sealed by the start's step; isolation between accounts and modes.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { signedHeaders } from '../../server/services/webhooks/sign';
import { webhookEndpoints } from '../../server/db/schema';
import { newSigningSecret, sealPlainWebhookSecrets, signingSecrets } from '../../server/services/webhooks/endpoints';
import { findEndpoint } from '../../server/repositories/webhook-endpoints';
import { setupTestApp } from '../helpers/app';
import { rememberSecret } from '../helpers/secrets';
import { disputeMerchant } from '../factories/disputes';

const { app, database } = await setupTestApp();
const db = database.db;
const body = (over: Record<string, unknown> = {}) => ({ url: 'https://hooks.example.com/pay', enabledEvents: ['payment.succeeded', 'refund.created'], description: 'Orders service', ...over });

describe('webhook endpoints', () => {
  it('are created, listed, changed, disabled, enabled and deleted, per mode', async () => {
    const m = await disputeMerchant(app, db);
    const created = await m.live.post('/webhook-endpoints', body());
    expect(created.statusCode, created.body).toBe(201);
    const e = created.json();
    expect(e).toMatchObject({ livemode: true, url: 'https://hooks.example.com/pay', status: 'enabled', enabledEvents: ['payment.succeeded', 'refund.created'] });
    expect(e.secret).toBeUndefined();
    expect((await m.live.get('/webhook-endpoints')).json()).toHaveLength(1);
    expect((await m.test.get('/webhook-endpoints')).json()).toHaveLength(0);
    expect((await m.test.get(`/webhook-endpoints/${e.id}`)).statusCode).toBe(404);

    const changed = await m.live.put(`/webhook-endpoints/${e.id}`, body({ enabledEvents: ['*'], description: '' }));
    expect(changed.json()).toMatchObject({ enabledEvents: ['*'], description: null });
    const off = await m.live.post(`/webhook-endpoints/${e.id}/status`, { status: 'disabled' });
    expect(off.json().data).toMatchObject({ status: 'disabled', disabledReason: 'manual' });
    const on = await m.live.post(`/webhook-endpoints/${e.id}/status`, { status: 'enabled' });
    expect(on.json().data).toMatchObject({ status: 'enabled', disabledReason: null });
    const del = await m.live.send('DELETE', `/webhook-endpoints/${e.id}`);
    expect(del.statusCode).toBe(200);
    expect((await m.live.get(`/webhook-endpoints/${e.id}`)).statusCode).toBe(404);
  });

  it('keeps live mode to https URLs of public hosts; test mode to public hosts too unless WEBHOOK_LOOPBACK (webhook-targets.test.ts)', async () => {
    const m = await disputeMerchant(app, db);
    for (const [url, message] of [
      ['https://127.0.0.1/hooks', 'Live mode delivers only to public addresses, not to this machine or a private network.'],
      ['https://169.254.169.254/latest/meta-data', 'Live mode delivers only to public addresses, not to this machine or a private network.'],
      ['https://localhost:3000/x', 'Live mode delivers only to public addresses, not to this machine or a private network.'],
      ['http://hooks.example.com/x', 'Live mode delivers over https only.'],
      ['ftp://hooks.example.com/x', 'Enter an http or https URL without a user name or password.'],
    ] as const) {
      const res = await m.live.post('/webhook-endpoints', body({ url }));
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors.url, url).toBe(message);
    }
    const local = await m.test.post('/webhook-endpoints', body({ url: 'http://127.0.0.1:4000/hooks' }));
    expect(local.statusCode).toBe(400);
    expect(local.json().errors.url).toBe('Webhooks are delivered only to public addresses, not to this machine or a private network.');
    expect((await m.test.post('/webhook-endpoints', body({ url: 'http://hooks.example.com/x' }))).statusCode).toBe(201);
    const unknown = await m.test.post('/webhook-endpoints', body({ enabledEvents: ['payment.exploded'] }));
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json().errors)).toContain('This event type does not exist.');
    expect((await m.live.get('/webhook-endpoints')).json()).toHaveLength(0);
  });

  it('allows at most 16 endpoints per mode', async () => {
    const m = await disputeMerchant(app, db);
    for (let i = 0; i < 16; i++) expect((await m.test.post('/webhook-endpoints', body({ url: `https://hooks.example.com/${i}` }))).statusCode).toBe(201);
    const more = await m.test.post('/webhook-endpoints', body());
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe('A mode can have at most 16 endpoints.');
    expect((await m.live.post('/webhook-endpoints', body())).statusCode).toBe(201);
  });

  it('reveals the secret on its own call and rotates it: both secrets sign during the overlap, then only the new one', async () => {
    const m = await disputeMerchant(app, db);
    const other = await disputeMerchant(app, db);
    const e = (await m.test.post('/webhook-endpoints', body())).json();
    const first = (await m.test.get(`/webhook-endpoints/${e.id}/secret`)).json().data.secret as string;
    rememberSecret('webhook signing secret', first);
    expect(first).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
    expect((await other.test.get(`/webhook-endpoints/${e.id}/secret`)).statusCode).toBe(404);

    const rotated = await m.test.post(`/webhook-endpoints/${e.id}/rotate-secret`, { expireOld: '1h' });
    expect(rotated.statusCode).toBe(200);
    const until = new Date(rotated.json().data.previousSecretExpiresAt).getTime();
    expect(until - Date.now()).toBeGreaterThan(3590_000);
    const second = (await m.test.get(`/webhook-endpoints/${e.id}/secret`)).json().data.secret as string;
    rememberSecret('webhook signing secret', second);
    expect(second).not.toBe(first);

    const row = (await findEndpoint(db, m.test.scope, e.id))!;
    const payload = JSON.stringify({ type: 'payment.succeeded', data: { id: 'pay_1' } });
    const during = signedHeaders(signingSecrets(app.secretsKey, row, new Date()), 'msg_1', new Date(), payload);
    expect(during['webhook-signature'].split(' ')).toHaveLength(2);
    // A receiver still on the old secret and one already on the new secret both verify.
    expect(new Webhook(first).verify(payload, during)).toEqual(JSON.parse(payload));
    expect(new Webhook(second).verify(payload, during)).toEqual(JSON.parse(payload));
    const after = signedHeaders(signingSecrets(app.secretsKey, row, new Date(until + 1000)), 'msg_2', new Date(), payload);
    expect(() => new Webhook(first).verify(payload, after)).toThrow();
    expect(new Webhook(second).verify(payload, after)).toEqual(JSON.parse(payload));
    // A changed body does not verify.
    expect(() => new Webhook(second).verify(payload.replace('pay_1', 'pay_2'), after)).toThrow();

    const now = await m.test.post(`/webhook-endpoints/${e.id}/rotate-secret`, { expireOld: 'now' });
    expect(now.json().data.previousSecretExpiresAt).toBeNull();
  });

  it('keeps the signing secrets sealed at rest; a row of before the sealing is sealed at start and still signs with its secret', async () => {
    const m = await disputeMerchant(app, db);
    const e = (await m.test.post('/webhook-endpoints', body())).json();
    const reveal = async () => (await m.test.get(`/webhook-endpoints/${e.id}/secret`)).json().data.secret as string;
    const first = await reveal();
    rememberSecret('webhook signing secret', first);
    await m.test.post(`/webhook-endpoints/${e.id}/rotate-secret`, { expireOld: '1h' });
    const second = await reveal();
    rememberSecret('webhook signing secret', second);
    // Whatever the columns are called: no value of the row holds either secret, nor its random part.
    const stored = async () => JSON.stringify(((await db.execute(sql`select * from webhook_endpoints where id = ${e.id}`)) as unknown as { rows: unknown[] }).rows);
    for (const secret of [first, second]) {
      expect(await stored()).not.toContain(secret.slice('whsec_'.length));
    }

    // Written before the secrets were sealed: both columns in the clear.
    const legacy = newSigningSecret();
    const legacyPrevious = newSigningSecret();
    rememberSecret('webhook signing secret', legacy);
    rememberSecret('webhook signing secret', legacyPrevious);
    await db.update(webhookEndpoints).set({ secretSealed: legacy, previousSecretSealed: legacyPrevious }).where(eq(webhookEndpoints.id, e.id));
    expect(await sealPlainWebhookSecrets(db, app.secretsKey)).toBe(1);
    expect(await sealPlainWebhookSecrets(db, app.secretsKey)).toBe(0);
    expect(await stored()).not.toContain(legacy.slice('whsec_'.length));
    expect(await stored()).not.toContain(legacyPrevious.slice('whsec_'.length));
    expect(await reveal()).toBe(legacy);
    const payload = JSON.stringify({ type: 'payment.succeeded', data: { id: 'pay_1' } });
    const row = (await findEndpoint(db, m.test.scope, e.id))!;
    const headers = signedHeaders(signingSecrets(app.secretsKey, row, new Date()), 'msg_1', new Date(), payload);
    expect(new Webhook(legacy).verify(payload, headers)).toEqual(JSON.parse(payload));
    expect(new Webhook(legacyPrevious).verify(payload, headers)).toEqual(JSON.parse(payload));
    // A sealed secret opens only under the key it was sealed with.
    expect(() => signingSecrets(Buffer.alloc(32, 7), row, new Date())).toThrow();
  });

  it('lists the event type catalogue', async () => {
    const m = await disputeMerchant(app, db);
    const res = (await m.test.get('/webhook-event-types')).json().data;
    expect(res.dispute).toContain('dispute.closed');
    expect(res.payment).toContain('payment.succeeded');
  });
});
