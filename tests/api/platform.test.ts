// Server basics: health, OpenAPI, security headers, error shapes, the spec section 7 calls.
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../helpers/app';
import { buildMerchant } from '../factories';
import { createSession } from '../../server/repositories/sessions';
import { accounts, errorReports } from '../../server/db/schema';
import { eq } from 'drizzle-orm';
import { DEFAULT_SYSTEM_PARAMS } from '../../server/seed';
import { upsertSystemParam } from '../../server/repositories/system-params';

const { app, database } = await setupTestApp();
const db = database.db;

async function sessionFor(userId: string, accountId: string) {
  return createSession(db, { userId, accountId, ttlHours: 1 });
}

describe('server basics', () => {
  it('answers /healthz with the database state', async () => {
    const res = await app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('serves an OpenAPI 3 document listing the routes', async () => {
    const res = await app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/users/query', '/test/api/users/query']));
    // The events endpoints receive, each with its body and signature headers.
    const hook = doc['x-webhooks']['dispute.closed'].post;
    expect(hook.parameters.map((p: { name: string }) => p.name)).toEqual(['webhook-id', 'webhook-timestamp', 'webhook-signature']);
    expect(hook.requestBody.content['application/json'].schema.properties.data.properties.status).toBeDefined();
    expect(Object.keys(doc['x-webhooks'])).toEqual(expect.arrayContaining(['payment.succeeded', 'refund.created', 'invoice.paid']));
    // The error object every refusal answers, and the header every create takes.
    expect(doc.components.schemas.Error.properties).toMatchObject({ code: { type: 'number' }, message: { type: 'string' }, errors: { type: 'object' } });
    expect(doc.info.description).toContain('Idempotency-Key');
    const createLink = doc.paths['/test/api/payment-links'].post;
    expect(createLink.parameters.find((p: { name: string; in: string }) => p.in === 'header' && p.name === 'idempotency-key')).toBeDefined();
    const docs = await app.inject('/api/docs/');
    expect(docs.statusCode).toBe(200);
  });

  it('sends security headers and a request id', async () => {
    const res = await app.inject('/healthz');
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-request-id']).toMatch(/^[A-Za-z0-9]{16}$/);
    // helmet's other headers (set from the list helmet made once at start), on a refusal as on an answer.
    const refused = await app.inject('/api/issuing/menu/display');
    expect(refused.statusCode).toBe(401);
    for (const r of [res, refused]) {
      expect(r.headers).toMatchObject({
        'x-frame-options': 'SAMEORIGIN', 'referrer-policy': 'no-referrer', 'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin', 'x-dns-prefetch-control': 'off', 'origin-agent-cluster': '?1',
      });
      expect(r.headers['content-security-policy']).toBe(res.headers['content-security-policy']);
    }
  });

  it('sends HSTS when the request came over TLS through a trusted proxy', async () => {
    const { app: proxied } = await setupTestApp({ TRUST_PROXY: true });
    const res = await proxied.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toContain('max-age=');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await app.inject('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, message: 'Not found.' });
  });

  it('translates error messages by Accept-Language', async () => {
    const res = await app.inject({ url: '/api/users/query', headers: { 'accept-language': 'zh-CN,zh;q=0.9' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('登录已失效，请重新登录。');
  });
});

describe('GET /users/query', () => {
  it('returns the signed-in user, account, mode and permissions', async () => {
    const m = await buildMerchant(db, { permissions: ['Overview', 'refund'] });
    const s = await sessionFor(m.user.id, m.account.id);
    const res = await app.inject({
      url: '/api/users/query',
      headers: { authorization: `Bearer ${s.liveToken}`, 'x-account-id': m.account.id },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({
      acctId: m.account.id,
      nickname: m.user.nickname,
      livemode: true,
      kycEnabled: true,
      permissions: ['Overview', 'refund'],
    });
    expect(body.data).not.toHaveProperty('passwordHash');
    // The permissions object: only routes the codes allow, children nested, no test-only route in live mode.
    const paths = body.data.routes.map((r: { path: string }) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['/overview', '/refund']));
    expect(paths).not.toContain('/invoice');
    expect(paths).not.toContain('/Membership');
    const refund = body.data.routes.find((r: { path: string }) => r.path === '/refund');
    expect(refund.children.map((c: { path: string }) => c.path)).toContain('/refundDetail');
  });

  it('answers the routes of the host the dashboard is opened on, by the rule of the SPA menu (variants)', async () => {
    const m = await buildMerchant(db, { permissions: [] });
    const s = await sessionFor(m.user.id, m.account.id);
    const paths = async (base: string, token: string, host: string) => {
      const res = await app.inject({ url: `${base}/users/query`, headers: { authorization: `Bearer ${token}`, host } });
      expect(res.statusCode).toBe(200);
      return (res.json().data.routes as { path: string; children?: { path: string }[] }[])
        .flatMap((r) => [r.path, ...(r.children ?? []).map((c) => c.path)]);
    };
    // Prod-only website services: hidden in test mode on the production host only.
    expect(await paths('/test/api', s.testToken, 'dashboard.paydash.com')).not.toContain('/seo');
    expect(await paths('/test/api', s.testToken, 'test.paydash.com')).toContain('/seo');
    expect(await paths('/test/api', s.testToken, 'localhost:8080')).toContain('/buildWebsite');
    expect(await paths('/api', s.liveToken, 'dashboard.paydash.com')).toContain('/seo');
    // The regional variant (the Russian-market host) hides gateway, all products, smart account and account.
    const region = await paths('/api', s.liveToken, 'dashboard.paydash.ru');
    for (const hidden of ['/gateway', '/allProducts', '/smartAccount', '/account', '/account/transferOut']) expect(region).not.toContain(hidden);
    expect(region).toContain('/refund');
    expect(await paths('/api', s.liveToken, 'dashboard.paydash.com')).toEqual(expect.arrayContaining(['/gateway', '/allProducts', '/account']));
  });

  it('flags internal and test merchants from the configured lists of account names', async () => {
    const { app: flagged, database: flaggedDb } = await setupTestApp({ INTERNAL_MERCHANTS: ['Someone Else', 'FLAGGED SHOP'], TEST_MERCHANTS: ['Nobody'] });
    const m = await buildMerchant(flaggedDb.db);
    await flaggedDb.db.update(accounts).set({ name: 'Flagged Shop' }).where(eq(accounts.id, m.account.id));
    const s = await createSession(flaggedDb.db, { userId: m.user.id, accountId: m.account.id, ttlHours: 1 });
    const res = await flagged.inject({ url: '/api/users/query', headers: { authorization: `Bearer ${s.liveToken}` } });
    expect(res.json().data).toMatchObject({ internalMerchant: true, testMerchant: false });
    const other = await buildMerchant(db);
    const o = await sessionFor(other.user.id, other.account.id);
    const plain = await app.inject({ url: '/api/users/query', headers: { authorization: `Bearer ${o.liveToken}` } });
    expect(plain.json().data).toMatchObject({ internalMerchant: false, testMerchant: false });
  });

  it('answers the named account on /users/query/{acctId} and refuses one the user is not in', async () => {
    const m = await buildMerchant(db);
    const other = await buildMerchant(db);
    const s = await sessionFor(m.user.id, m.account.id);
    const headers = { authorization: `Bearer ${s.testToken}` };
    const mine = await app.inject({ url: `/test/api/users/query/${m.account.id}`, headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({ acctId: m.account.id, livemode: false });
    const theirs = await app.inject({ url: `/test/api/users/query/${other.account.id}`, headers });
    expect(theirs.statusCode).toBe(403);
  });

  it('refuses an X-Account-ID the user is not a member of, without saying whether it exists', async () => {
    const m = await buildMerchant(db);
    const other = await buildMerchant(db);
    const s = await sessionFor(m.user.id, m.account.id);
    for (const acct of [other.account.id, 'acct_doesnotexist00']) {
      const res = await app.inject({
        url: '/api/users/query',
        headers: { authorization: `Bearer ${s.liveToken}`, 'x-account-id': acct },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('You are not a member of this account.');
    }
  });

  it('accepts a token only on its own base', async () => {
    const m = await buildMerchant(db);
    const s = await sessionFor(m.user.id, m.account.id);
    const call = (url: string, token: string) => app.inject({ url, headers: { authorization: `Bearer ${token}` } });
    expect((await call('/api/users/query', s.liveToken)).statusCode).toBe(200);
    expect((await call('/test/api/users/query', s.testToken)).statusCode).toBe(200);
    expect((await call('/api/users/query', s.testToken)).statusCode).toBe(401);
    expect((await call('/test/api/users/query', s.liveToken)).statusCode).toBe(401);
    expect((await call('/api/users/query', 'not-a-real-token-at-all-xxxxxxxx')).statusCode).toBe(401);
  });
});

describe('GET /issuing/menu/display', () => {
  it("answers the account's issuing setting as a boolean", async () => {
    const on = await buildMerchant(db, { issuingEnabled: true });
    const off = await buildMerchant(db, { issuingEnabled: false });
    for (const [m, expected] of [[on, true], [off, false]] as const) {
      const s = await sessionFor(m.user.id, m.account.id);
      const res = await app.inject({ url: '/api/issuing/menu/display', headers: { authorization: `Bearer ${s.liveToken}` } });
      expect(res.json()).toEqual({ code: 200, data: expected, message: 'success' });
    }
  });
});

describe('POST /fe/monitor/error', () => {
  const report = {
    traceId: 'trace-1',
    acctId: 'acct_x',
    pageUrl: 'https://dash.example.com/overview',
    errorType: 'jsError',
    errorMessage: JSON.stringify({ message: 'boom' }),
  };

  it('stores a valid report without sign-in', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/fe/monitor/error', payload: { ...report, traceId: 'trace-store' } });
    expect(res.statusCode).toBe(200);
    const rows = await db.select().from(errorReports).where(eq(errorReports.traceId, 'trace-store'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ errorType: 'jsError', pageUrl: report.pageUrl });
  });

  it('refuses an unknown error type, naming the field', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/fe/monitor/error', payload: { ...report, errorType: 'nope' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('errorType');
  });

  it('refuses an oversized report', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/fe/monitor/error',
      payload: { ...report, errorMessage: 'x'.repeat(40_000) },
    });
    expect(res.statusCode).toBe(413);
  });

  it('rate limits reports per client address', async () => {
    const { app: fresh } = await setupTestApp();
    const send = () => fresh.inject({ method: 'POST', url: '/api/fe/monitor/error', payload: report });
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await send()).statusCode);
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    const limited = await send();
    expect(limited.json()).toMatchObject({ code: 429, message: 'Too many requests. Please slow down and try again shortly.' });
  });

  it('refuses malformed JSON with a 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/fe/monitor/error',
      headers: { 'content-type': 'application/json' },
      payload: '{"traceId":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body is not valid JSON.');
  });
});

describe('GET /system/params', () => {
  it('requires sign-in and serves the stored parameters', async () => {
    expect((await app.inject('/api/system/params')).statusCode).toBe(401);
    for (const p of DEFAULT_SYSTEM_PARAMS) await upsertSystemParam(db, p);
    const m = await buildMerchant(db);
    const s = await sessionFor(m.user.id, m.account.id);
    const headers = { authorization: `Bearer ${s.testToken}` };
    const all = (await app.inject({ url: '/test/api/system/params', headers })).json().data;
    expect(all.map((p: { paramCode: string }) => p.paramCode)).toEqual(['BLACK_COUNTRY', 'PAYOUT_COUNTRY']);
    const black = (await app.inject({ url: '/test/api/system/params?codes=BLACK_COUNTRY', headers })).json().data;
    expect(black).toEqual([{ paramCode: 'BLACK_COUNTRY', paramValue: 'CU,IR,KP,SY', extValue: null }]);
    const payout = (await app.inject({ url: '/test/api/system/params?codes=PAYOUT_COUNTRY', headers })).json().data[0];
    expect(payout.extValue.US).toEqual({ currencies: ['USD'] });
  });

  it('refuses a malformed codes filter, naming the field', async () => {
    const m = await buildMerchant(db);
    const s = await sessionFor(m.user.id, m.account.id);
    const res = await app.inject({
      url: '/api/system/params?codes=bad;drop',
      headers: { authorization: `Bearer ${s.liveToken}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ codes: 'This value is not valid.' });
  });
});
