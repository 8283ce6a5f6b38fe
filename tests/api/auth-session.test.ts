// Sign-out (both tokens end), direct-login links (one use, 10 minutes), and the sign-in family in the OpenAPI document.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailTokens } from '../../server/db/schema';
import { sha256 } from '../../server/lib/tokens';
import { buildMerchant } from '../factories';
import { setupTestApp } from '../helpers/app';
import { bearer, fixedCaptcha, login } from '../helpers/login';

const { app, database } = await setupTestApp({ PUBLIC_URL: 'https://dash.example.test' }, { captcha: fixedCaptcha });
const db = database.db;

const status = async (url: string, token: string) => (await app.inject({ url, headers: bearer(token) })).statusCode;
const post = (url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method: 'POST', url, headers, payload });

describe('POST /api/auth/logout', () => {
  it('ends the session: both tokens answer 401 on both bases afterwards', async () => {
    const m = await buildMerchant(db);
    const s = await login(app, m.user.email, m.password);
    const other = await login(app, m.user.email, m.password);
    expect(await status('/api/users/query', s.liveToken)).toBe(200);

    const res = await post('/api/auth/logout', bearer(s.liveToken));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, data: null, message: 'success' });
    expect(await status('/api/users/query', s.liveToken)).toBe(401);
    expect(await status('/test/api/users/query', s.testToken)).toBe(401);
    // Another sign-in of the same user is a different session and goes on.
    expect(await status('/api/users/query', other.liveToken)).toBe(200);
    expect((await post('/api/auth/logout', bearer(s.liveToken))).statusCode).toBe(401);
  });

  it('accepts the test token too, and refuses a missing or unknown token', async () => {
    const m = await buildMerchant(db);
    const s = await login(app, m.user.email, m.password);
    expect((await post('/api/auth/logout', bearer(s.testToken))).statusCode).toBe(200);
    expect(await status('/api/users/query', s.liveToken)).toBe(401);
    expect((await post('/api/auth/logout', {})).statusCode).toBe(401);
    expect((await post('/api/auth/logout', bearer('unknown-token-unknown-token'))).json().message).toBe(
      'Your session has ended. Please sign in again.',
    );
  });
});

describe('direct-login links', () => {
  it('makes a 10-minute link for the signed-in user that signs in exactly once', async () => {
    const m = await buildMerchant(db);
    const s = await login(app, m.user.email, m.password);
    const res = await post('/api/auth/direct-link', bearer(s.liveToken));
    expect(res.statusCode).toBe(200);
    const { url, expiresAt } = res.json().data;
    expect(url).toMatch(/^https:\/\/dash\.example\.test\/directLogin\?token=[A-Za-z0-9_-]{43}$/);
    expect((Date.parse(expiresAt) - Date.now()) / 60_000).toBeCloseTo(10, 0);

    const token = new URL(url).searchParams.get('token')!;
    const first = await post('/api/auth/direct-login', {}, { token });
    expect(first.statusCode).toBe(200);
    const data = first.json().data;
    expect(data).toMatchObject({ acctId: m.account.id, email: m.user.email, permissions: ['*'] });
    expect(data.liveToken).not.toBe(s.liveToken);
    expect(await status('/api/users/query', data.liveToken)).toBe(200);
    expect(await status('/test/api/users/query', data.testToken)).toBe(200);

    const second = await post('/api/auth/direct-login', {}, { token });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ code: 400, message: 'This link is invalid or has expired.' });
  });

  it('needs the live token to make a link', async () => {
    const m = await buildMerchant(db);
    const s = await login(app, m.user.email, m.password);
    expect((await post('/api/auth/direct-link', bearer(s.testToken))).statusCode).toBe(401);
    expect((await post('/api/auth/direct-link', {})).statusCode).toBe(401);
  });

  it('refuses an expired link and a missing token', async () => {
    const m = await buildMerchant(db);
    const s = await login(app, m.user.email, m.password);
    const { url } = (await post('/api/auth/direct-link', bearer(s.liveToken))).json().data;
    const token = new URL(url).searchParams.get('token')!;
    await db.update(emailTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(emailTokens.tokenHash, sha256(token)));
    expect((await post('/api/auth/direct-login', {}, { token })).statusCode).toBe(400);
    const missing = await post('/api/auth/direct-login', {}, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ token: 'This link is invalid or has expired.' });
  });
});

describe('OpenAPI', () => {
  it('documents every sign-in call under the auth tag with its body schema', async () => {
    const doc = (await app.inject('/api/openapi.json')).json();
    const calls = [
      ['get', '/api/auth/captcha'],
      ['post', '/api/auth/login'],
      ['post', '/api/auth/register'],
      ['post', '/api/auth/resend-activation'],
      ['post', '/api/auth/activate'],
      ['post', '/api/auth/reset-mail'],
      ['post', '/api/auth/reset-password'],
      ['post', '/api/auth/change-password'],
      ['post', '/api/auth/logout'],
      ['post', '/api/auth/direct-link'],
      ['post', '/api/auth/direct-login'],
    ];
    for (const [method, path] of calls) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op.tags).toEqual(['auth']);
      expect(op.summary).toEqual(expect.any(String));
    }
    const login = doc.paths['/api/auth/login'].post.requestBody.content['application/json'].schema;
    expect(login.required).toEqual(['email', 'password', 'captchaId', 'captchaCode']);
    expect(doc.paths['/api/dev/mailbox'].get.tags).toEqual(['dev']);
  });
});
