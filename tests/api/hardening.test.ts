// Issue 11: the dev mailbox is opt-in and loopback-only (1), links never follow a foreign Host (2), logs hold no
// secrets (5), text the database cannot store and broken bodies are 400s naming the field (8), and the smaller items
// (10): direct-login links end with sign-out, error reports cannot name another account, API answers are not cached.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { loadConfig } from '../../server/config';
import { errorReports } from '../../server/db/schema';
import { errSerializer, redactUrl } from '../../server/lib/log-redaction';
import { AUTH_MAIL } from '../../server/services/auth/auth-mail';
import { createSession } from '../../server/repositories/sessions';
import { buildMerchant } from '../factories';
import { createLink, payBody, payer } from '../factories/billing';
import { onboardingMerchant } from '../factories/onboarding';
import { signedInMerchant } from '../factories/payments';
import { mailbox } from '../helpers/mailbox';
import { setupTestApp } from '../helpers/app';
import { rememberSecret } from '../helpers/secrets';
import { bearer, fixedCaptcha, solvedCaptcha, uniqueIp } from '../helpers/login';

const logLines: string[] = [];
const { app, database } = await setupTestApp(
  { LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: 8080 },
  { captcha: fixedCaptcha, logStream: { write: (line) => void logLines.push(line) } },
);
const db = database.db;

const mailTo = (email: string) => mailbox(app, email);

describe('1. dev mailbox', () => {
  it('is absent unless DEV_MAILBOX is on, and answers only loopback clients', async () => {
    const { app: plain } = await setupTestApp({ DEV_MAILBOX: false });
    expect((await plain.inject('/api/dev/mailbox')).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/dev/mailbox', remoteAddress: '10.1.2.3' })).statusCode).toBe(404);
    // A forwarded-for header does not make a remote client local.
    expect((await app.inject({ url: '/api/dev/mailbox', remoteAddress: '10.1.2.3', headers: { 'x-forwarded-for': '127.0.0.1' } })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/dev/mailbox', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/dev/mailbox', remoteAddress: '::1' })).statusCode).toBe(200);
  });

  it('production refuses to start with it on, or without PUBLIC_URL', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_MAILBOX: 'on', PUBLIC_URL: 'https://dash.example.com' })).toThrow(/DEV_MAILBOX/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://dash.example.com' })).toThrow(/SECRETS_KEY/);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://dash.example.com', SECRETS_KEY: 'a-production-secrets-key-0123456789' }).DEV_MAILBOX).toBe(false);
  });
});

describe('2. host header poisoning', () => {
  it('a reset requested with Host: evil.example mails a link to the server itself', async () => {
    const m = await buildMerchant(db);
    const res = await app.inject({ method: 'POST', url: '/api/auth/reset-mail', headers: { host: 'evil.example' }, payload: { email: m.user.email, ...(await solvedCaptcha(app)) } });
    expect(res.statusCode).toBe(200);
    const [mail] = await mailTo(m.user.email);
    expect(mail.links.length).toBeGreaterThan(0);
    for (const link of mail.links) expect(new URL(link).origin).toBe('http://localhost:8080');
  });

  it('PUBLIC_URL decides when set; the own names are kept without it', async () => {
    const { app: pub, database: pubDatabase } = await setupTestApp({ PUBLIC_URL: 'https://dash.example.com' });
    const m = await signedInMerchant(pub, pubDatabase.db);
    const link = await createLink(m.test, { amount: 100 });
    expect(link.url.startsWith('https://dash.example.com/pay/')).toBe(true);
    const own = await buildMerchant(db);
    const s = await createSession(db, { userId: own.user.id, accountId: own.account.id, ttlHours: 1 });
    const res = await app.inject({ method: 'POST', url: '/test/api/payment-links', headers: { ...bearer(s.testToken), 'x-account-id': own.account.id, host: '127.0.0.1:8080' }, payload: { amount: 100, currency: 'USD', description: 'x' } });
    expect(res.json().url.startsWith('http://127.0.0.1:8080/pay/')).toBe(true);
  });
});

describe('4. user enumeration', () => {
  /** The mail jobs queued for an address (not yet run: the test app has no workers). */
  async function queuedMails(email: string) {
    const rows = await db.execute(sql`select data from pgboss.job where name = ${AUTH_MAIL} and data->>'email' = ${email} and state = 'created'`);
    return (rows as unknown as { rows: { data: { kind: string } }[] }).rows.map((r) => r.data.kind);
  }
  const anonymous = (body: string, email: string) => body.replaceAll(email, '<email>');

  it('reset-mail, register and resend-activation answer alike and queue one mail job for known and unknown addresses', async () => {
    const known = (await buildMerchant(db)).user.email;
    const stamp = Date.now();
    const unknown = (route: string) => `nobody-${route}-${stamp}@example.test`;
    const calls: [string, (email: string) => Promise<Record<string, unknown>>][] = [
      ['reset-mail', async (email) => ({ email, ...(await solvedCaptcha(app)) })],
      ['register', async (email) => ({ email, password: 'Secret#123', confirmPassword: 'Secret#123', nickname: 'Someone', ...(await solvedCaptcha(app)) })],
      ['resend-activation', async (email) => ({ email })],
    ];
    for (const [route, body] of calls) {
      const answers = [];
      for (const email of [known, unknown(route)]) {
        const before = await queuedMails(email);
        const res = await app.inject({ method: 'POST', url: `/api/auth/${route}`, remoteAddress: uniqueIp(), payload: await body(email) });
        answers.push({ status: res.statusCode, body: anonymous(res.body, email) });
        // The request only queues: the user, if any, is looked at when the job runs.
        expect((await queuedMails(email)).length - before.length, `${route} ${email}`).toBe(1);
      }
      expect(answers[0], route).toEqual(answers[1]);
      expect(answers[0]!.status).toBe(200);
    }
    // The jobs then write to the known address (reset link, "already registered"), activate the address that just
    // registered, and send nothing to addresses without an account.
    const knownMails = (await mailTo(known)).map((mail) => mail.subject).sort();
    expect(knownMails).toEqual(['Reset your password', 'Someone tried to register with your email address']);
    expect((await mailTo(unknown('register'))).map((mail) => mail.subject)).toEqual(['Activate your merchant account']);
    expect(await mailTo(unknown('reset-mail'))).toEqual([]);
    expect(await mailTo(unknown('resend-activation'))).toEqual([]);
  });
});

describe('5. secrets in logs', () => {
  it('the access log redacts one-time tokens; a failed query logs no bind values', async () => {
    const m = await buildMerchant(db);
    const s = await createSession(db, { userId: m.user.id, accountId: m.account.id, ttlHours: 1 });
    const link = (await app.inject({ method: 'POST', url: '/api/auth/direct-link', headers: bearer(s.liveToken) })).json().data.url as string;
    const token = new URL(link).searchParams.get('token')!;
    rememberSecret('direct-login token', token);
    await app.inject({ url: `/directLogin?token=${token}` });
    await app.inject({ url: `/api/auth/anything?token=${token}&email=${encodeURIComponent(m.user.email)}` });
    const log = logLines.join('');
    expect(log).toContain('/directLogin?token=[redacted]');
    expect(log).not.toContain(token);
    expect(log).not.toContain(m.user.email);
    expect(log).not.toContain(s.liveToken);

    const err = new DrizzleQueryError('insert into users values ($1, $2)', ['$argon2id$secret-hash', 'ada@example.test']);
    const serialized = JSON.stringify(errSerializer(err));
    expect(serialized).not.toContain('secret-hash');
    expect(serialized).not.toContain('ada@example.test');
    expect(redactUrl('/x?a=1&password=p&b=2')).toBe('/x?a=1&password=[redacted]&b=2');
  });
});

describe('8. no 500 from input', () => {
  it('NUL in text fields and filters, deep JSON, bad dates and broken multipart answer 400 naming the field', async () => {
    const contact = await app.inject({ method: 'POST', url: '/api/contact', remoteAddress: uniqueIp(), payload: { name: 'A\u0000B', email: 'a@example.test', company: 'C', topic: 'sales', message: 'Hello there, please call.' } });
    expect(contact.statusCode).toBe(400);
    expect(contact.json().errors).toHaveProperty('name');
    const register = await app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: uniqueIp(), payload: { email: 'nul@example.test', password: 'Secret#123', confirmPassword: 'Secret#123', nickname: 'N\u0000', ...(await solvedCaptcha(app)) } });
    expect(register.statusCode).toBe(400);
    expect(register.json().errors).toHaveProperty('nickname');
    const monitor = await app.inject({ method: 'POST', url: '/api/fe/monitor/error', payload: { traceId: 't\u0000', pageUrl: 'https://x.test/', errorType: 'jsError', errorMessage: '{}' } });
    expect(monitor.statusCode).toBe(400);
    expect(monitor.json().errors).toHaveProperty('traceId');

    const m = await signedInMerchant(app, db);
    const link = await createLink(m.test, { amount: 700 });
    const pay = await payer(app).pay(link.token, { ...payBody(link), name: 'Ada\u0000' });
    expect(pay.statusCode).toBe(400);
    const filter = await m.test.get('/payments', { filter: { q: 'x\u0000y' } });
    expect(filter.statusCode).toBe(400);
    expect(Object.keys(filter.json().errors ?? {}).join()).toMatch(/filter/);
    const lone = await m.test.get('/payments', { filter: { q: '\uD800' } });
    expect(lone.statusCode).toBe(400);

    let deep = '1';
    for (let i = 0; i < 5000; i++) deep = `{"a":${deep}}`;
    const nested = await app.inject({ method: 'POST', url: '/api/contact', remoteAddress: uniqueIp(), headers: { 'content-type': 'application/json' }, payload: deep });
    expect(nested.statusCode).toBe(400);

    const date = await m.test.get('/payments', { filter: { createdFrom: '99999-12-31T00:00:00Z' } });
    expect(date.statusCode).toBeLessThan(500);
    expect(date.statusCode).toBeGreaterThanOrEqual(400);

    const owner = await onboardingMerchant(db);
    const broken = await app.inject({
      method: 'POST',
      url: '/api/onboarding/documents',
      headers: { ...owner.headers, 'content-type': 'multipart/form-data; boundary=XYZ' },
      payload: '--XYZ\r\nContent-Disposition: form-data; name="kind"\r\n\r\nother\r\n--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBe(400);
  });
  // Random strings in every write route's text fields and every read route's query: write-routes-fuzz.test.ts.
});

describe('10. smaller items', () => {
  it('a direct-login link ends with the sign-out of the session that made it', async () => {
    const m = await buildMerchant(db);
    const s = await createSession(db, { userId: m.user.id, accountId: m.account.id, ttlHours: 1 });
    const url = (await app.inject({ method: 'POST', url: '/api/auth/direct-link', headers: bearer(s.liveToken) })).json().data.url as string;
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(s.liveToken) });
    const res = await app.inject({ method: 'POST', url: '/api/auth/direct-login', payload: { token: new URL(url).searchParams.get('token') } });
    expect(res.statusCode).toBe(400);
  });

  it('error reports name the caller\'s own account or none, never the one in the body', async () => {
    const victim = await buildMerchant(db);
    const report = { traceId: 'trace-forged', acctId: victim.account.id, pageUrl: 'https://x.test/', errorType: 'jsError', errorMessage: '{}' };
    expect((await app.inject({ method: 'POST', url: '/api/fe/monitor/error', payload: report })).statusCode).toBe(200);
    const me = await buildMerchant(db);
    const s = await createSession(db, { userId: me.user.id, accountId: me.account.id, ttlHours: 1 });
    await app.inject({ method: 'POST', url: '/api/fe/monitor/error', headers: bearer(s.liveToken), payload: { ...report, traceId: 'trace-mine' } });
    const [forged] = await db.select().from(errorReports).where(eq(errorReports.traceId, 'trace-forged'));
    const [mine] = await db.select().from(errorReports).where(eq(errorReports.traceId, 'trace-mine'));
    expect(forged.acctId).toBeNull();
    expect(mine.acctId).toBe(me.account.id);
  });

  it('API answers carry Cache-Control: no-store', async () => {
    const m = await signedInMerchant(app, db);
    expect((await m.test.get('/payments')).headers['cache-control']).toBe('no-store');
    expect((await app.inject('/api/auth/captcha')).headers['cache-control']).toBe('no-store');
  });
});
