// Issue 25 (second hardening pass): rate limits keyed only by a verified key and failed authentications counted (3),
// sessions of direct-login links ending with their parent (5), keys refused in the query string and secrets redacted
// from logged URLs (6), database data errors naming the field (7). Items 1, 2, 4 and 8 have files of their own
// (host-links, webhook-targets, webhook-replay-cap, listen).
import { describe, expect, it } from 'vitest';
import { redactUrl } from '../../server/lib/log-redaction';
import { createSession } from '../../server/repositories/sessions';
import { buildMerchant } from '../factories';
import { createLink } from '../factories/billing';
import { signedInMerchant } from '../factories/payments';
import { setupTestApp } from '../helpers/app';
import { rememberSecret } from '../helpers/secrets';
import { bearer, fixedCaptcha, solvedCaptcha, uniqueIp } from '../helpers/login';

const logLines: string[] = [];
const { app, database } = await setupTestApp(
  { LOG_LEVEL: 'info' },
  { captcha: fixedCaptcha, logStream: { write: (line) => void logLines.push(line) } },
);
const db = database.db;

/** The merchant's test secret key (every account has one), revealed as the dashboard does. */
async function testSecretKey(m: Awaited<ReturnType<typeof signedInMerchant>>): Promise<string> {
  const list = (await m.test.get('/api-keys')).json() as { id: string; kind: string }[];
  const value = (await m.test.get(`/api-keys/${list.find((k) => k.kind === 'secret')!.id}/reveal`)).json().data.value as string;
  rememberSecret('test secret key', value);
  return value;
}

const randomKey = () => `sk_test_${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}xxxxxxxx`;

describe('3. rate limits and unverified keys', () => {
  it('a made-up secret key is an address: the reset mail limit (10 a minute) holds with 40 random sk_test_ values', async () => {
    const m = await buildMerchant(db);
    const remoteAddress = uniqueIp();
    const codes: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/reset-mail', remoteAddress, headers: bearer(randomKey()), payload: { email: m.user.email, ...(await solvedCaptcha(app)) } });
      codes.push(res.statusCode);
    }
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.slice(10).every((c) => c === 429)).toBe(true);
    // The captcha's and the contact form's limits too.
    const captchas: number[] = [];
    for (let i = 0; i < 31; i++) captchas.push((await app.inject({ url: '/api/auth/captcha', remoteAddress: '198.51.100.77', headers: bearer(randomKey()) })).statusCode);
    expect(captchas.at(-1)).toBe(429);
  });

  it('after AUTH_FAILURES_PER_MINUTE (100) failed authentications an address gets 429, others do not', async () => {
    const remoteAddress = uniqueIp();
    const codes: number[] = [];
    for (let i = 0; i < 130; i++) {
      const token = i % 2 ? randomKey() : `${Math.random().toString(36).slice(2)}-session-token-guess`;
      codes.push((await app.inject({ url: '/test/api/payments', remoteAddress, headers: bearer(token) })).statusCode);
    }
    expect(codes.slice(0, 100).every((c) => c === 401)).toBe(true);
    expect(codes.slice(100).every((c) => c === 429)).toBe(true);
    // Even a valid session from that address waits; another address is served.
    const m = await buildMerchant(db);
    const s = await createSession(db, { userId: m.user.id, accountId: m.account.id, ttlHours: 1 });
    const headers = { ...bearer(s.testToken), 'x-account-id': m.account.id };
    const blocked = await app.inject({ url: '/test/api/payments', remoteAddress, headers });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await app.inject({ url: '/test/api/payments', remoteAddress: uniqueIp(), headers })).statusCode).toBe(200);
  });

  it('a verified key has its own bucket; the same key on the wrong base is not verified', async () => {
    const m = await signedInMerchant(app, db);
    const secret = await testSecretKey(m);
    const ok = await app.inject({ url: '/test/api/payments', remoteAddress: uniqueIp(), headers: bearer(secret) });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['x-ratelimit-limit']).toBe('100');
    const wrongBase = await app.inject({ url: '/api/payments', remoteAddress: uniqueIp(), headers: bearer(secret) });
    expect(wrongBase.statusCode).toBe(401);
  });
});

describe('5. sessions opened by a direct-login link', () => {
  it('end when the session that made the link signs out (and those opened from them in turn)', async () => {
    const m = await buildMerchant(db);
    const parent = await createSession(db, { userId: m.user.id, accountId: m.account.id, ttlHours: 1 });
    const other = await createSession(db, { userId: m.user.id, accountId: m.account.id, ttlHours: 1 });
    /** Mints a link with a live token and opens it: the new session's tokens. */
    const open = async (liveToken: string) => {
      const url = (await app.inject({ method: 'POST', url: '/api/auth/direct-link', headers: bearer(liveToken) })).json().data.url as string;
      const token = new URL(url).searchParams.get('token')!;
      rememberSecret('direct-login token', token);
      const res = await app.inject({ method: 'POST', url: '/api/auth/direct-login', remoteAddress: uniqueIp(), payload: { token } });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data as { liveToken: string; testToken: string };
      rememberSecret('live session token', data.liveToken);
      rememberSecret('test session token', data.testToken);
      return data;
    };
    const child = await open(parent.liveToken);
    const grandchild = await open(child.liveToken);
    const me = (token: string) => app.inject({ url: '/api/users/query', headers: bearer(token), remoteAddress: uniqueIp() });
    expect((await me(child.liveToken)).statusCode).toBe(200);
    expect((await me(grandchild.liveToken)).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(parent.liveToken) })).statusCode).toBe(200);
    for (const token of [child.liveToken, child.testToken, grandchild.liveToken]) {
      const res = token === child.testToken ? await app.inject({ url: '/test/api/payments', headers: { ...bearer(token), 'x-account-id': m.account.id }, remoteAddress: uniqueIp() }) : await me(token);
      expect(res.statusCode).toBe(401);
    }
    // A session signed in on its own is not the parent's: it goes on.
    expect((await me(other.liveToken)).statusCode).toBe(200);
  });
});

describe('6. secrets in URLs', () => {
  it('a key in the query string is refused with 401 naming the Authorization header, and not logged', async () => {
    const m = await signedInMerchant(app, db);
    const secret = await testSecretKey(m);
    const fake = `sk_test_${'q'.repeat(32)}`;
    rememberSecret('query key', fake);
    for (const url of [`/test/api/payments?api_key=${fake}`, `/test/api/payments?limit=1&x=${fake}`, `/api/payments?access_token=abc`, `/test/api/payments?api_key=${secret}`]) {
      const res = await app.inject({ url, remoteAddress: uniqueIp() });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().message, url).toContain('Authorization header');
    }
    expect(logLines.join('')).not.toContain(fake);
    expect(logLines.join('')).not.toContain(secret);
  });

  it('keys, signing secrets and checkout tokens are redacted from every logged URL', async () => {
    const m = await signedInMerchant(app, db);
    const link = await createLink(m.test, { amount: 500 });
    await app.inject({ url: `/api/checkout/${link.token}`, remoteAddress: uniqueIp() });
    await app.inject({ url: `/pay/${link.token}?utm=x`, remoteAddress: uniqueIp() });
    expect(logLines.join('')).toContain('/api/checkout/[redacted]');
    expect(logLines.join('')).not.toContain(link.token);
    expect(redactUrl('/x/sk_live_abcDEF123/y?a=pk_test_zz9&b=whsec_ab%2Bcd%3D&c=1')).toBe('/x/[redacted]/y?a=[redacted]&b=[redacted]&c=1');
    expect(redactUrl('/api/checkout/tok123/pay?x=1')).toBe('/api/checkout/[redacted]/pay?x=1');
    expect(redactUrl('/pay/tok123')).toBe('/pay/[redacted]');
    expect(redactUrl('/x?api_key=anything&apiKey=a&access_token=b')).toBe('/x?api_key=[redacted]&apiKey=[redacted]&access_token=[redacted]');
  });
});
