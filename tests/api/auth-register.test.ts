// Registration and activation through the dev mailbox, duplicates without enumeration, resends, all-or-nothing writes,
// and the dev mailbox itself (absent in production).
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, apiKeys, emailTokens, memberships, users } from '../../server/db/schema';
import type { Mailer } from '../../server/lib/mailer';
import { sha256 } from '../../server/lib/tokens';
import { mailbox as readMailbox } from '../helpers/mailbox';
import { setupTestApp } from '../helpers/app';
import { bearer, fixedCaptcha, login, solvedCaptcha, uniqueIp } from '../helpers/login';

const ORIGIN = 'https://dash.example.test';
const { app, database } = await setupTestApp({ PUBLIC_URL: `${ORIGIN}/` }, { captcha: fixedCaptcha });
const db = database.db;
const PASSWORD = 'Secret#123';

const mailbox = (to: string) => readMailbox(app, to);

async function register(fields: Record<string, unknown>, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: uniqueIp(),
    headers,
    payload: { password: PASSWORD, confirmPassword: PASSWORD, nickname: 'Ann Lee', ...(await solvedCaptcha(app)), ...fields },
  });
}

function tokenOf(link: string): string {
  return new URL(link).searchParams.get('token')!;
}

function activate(token: string) {
  return app.inject({ method: 'POST', url: '/api/auth/activate', payload: { token } });
}

describe('register -> activation mail -> activate', () => {
  it('creates a pending owner with an inactive merchant account and API keys, and mails a 24-hour link', async () => {
    const res = await register({ email: 'New.Owner@Example.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, message: 'success', data: { email: 'new.owner@example.test' } });

    const [user] = await db.select().from(users).where(eq(users.email, 'new.owner@example.test'));
    expect(user).toMatchObject({ status: 'pending', nickname: 'Ann Lee', emailVerifiedAt: null });
    const [member] = await db.select().from(memberships).where(eq(memberships.userId, user.id));
    expect(member).toMatchObject({ role: 'owner', permissions: ['*'] });
    const [account] = await db.select().from(accounts).where(eq(accounts.id, member.accountId));
    expect(account).toMatchObject({ name: 'Ann Lee', kycStatus: 'inactive' });
    const [keys] = await db.select({ n: count() }).from(apiKeys).where(eq(apiKeys.accountId, account.id));
    expect(keys.n).toBe(4);
    // The link is issued by the mail job, when it runs (no secret waits in the queue).
    expect(await db.select().from(emailTokens).where(eq(emailTokens.userId, user.id))).toHaveLength(0);

    const [mail] = await mailbox('new.owner@example.test');
    const [token] = await db.select().from(emailTokens).where(eq(emailTokens.userId, user.id));
    expect(token.purpose).toBe('activate');
    expect((token.expiresAt.getTime() - Date.now()) / 3600_000).toBeCloseTo(24, 1);
    expect(mail.subject).toBe('Activate your merchant account');
    expect(mail.links).toHaveLength(1);
    expect(mail.links[0]).toMatch(new RegExp(`^${ORIGIN}/verify\\?token=[A-Za-z0-9_-]{43}$`));
    expect(mail.html).toContain(`href="${mail.links[0]}"`);
    // Only the hash is stored.
    expect(token.tokenHash).not.toBe(tokenOf(mail.links[0]));
  });

  it('refuses sign-in until activation; activation signs in once and the tokens open their bases', async () => {
    await register({ email: 'activate-me@example.test' });
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'activate-me@example.test', password: PASSWORD, ...(await solvedCaptcha(app)) },
    });
    expect(signIn.json().message).toBe('Please verify your email address before signing in.');

    const [mail] = await mailbox('activate-me@example.test');
    const res = await activate(tokenOf(mail.links[0]));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ email: 'activate-me@example.test', nickname: 'Ann Lee', permissions: ['*'], projectType: 1 });
    expect((await app.inject({ url: '/api/users/query', headers: bearer(data.liveToken) })).json().data.acctId).toBe(data.acctId);
    expect((await app.inject({ url: '/test/api/users/query', headers: bearer(data.testToken) })).statusCode).toBe(200);
    const [user] = await db.select().from(users).where(eq(users.email, 'activate-me@example.test'));
    expect(user.status).toBe('active');
    expect(user.emailVerifiedAt).toBeInstanceOf(Date);

    const again = await activate(tokenOf(mail.links[0]));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 400, message: 'This link is invalid or has expired.' });
    expect((await login(app, 'activate-me@example.test', PASSWORD)).acctId).toBe(data.acctId);
  });

  it('mails in the language of the request', async () => {
    await register({ email: 'zh-owner@example.test' }, { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' });
    const [mail] = await mailbox('zh-owner@example.test');
    expect(mail.subject).toBe('激活您的商户账户');
    expect(mail.text).toContain('24 小时内有效');
  });

  it('refuses an expired or unknown activation link', async () => {
    await register({ email: 'late@example.test' });
    const [mail] = await mailbox('late@example.test');
    const hash = sha256(tokenOf(mail.links[0]));
    await db.update(emailTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(emailTokens.tokenHash, hash));
    expect((await activate(tokenOf(mail.links[0]))).statusCode).toBe(400);
    const unknown = await activate('this-token-was-never-issued-xxxxxxxxxxxxxxx');
    expect(unknown.json().message).toBe('This link is invalid or has expired.');
    const [user] = await db.select().from(users).where(eq(users.email, 'late@example.test'));
    expect(user.status).toBe('pending');
  });
});

describe('an address that is already registered', () => {
  it('answers the same 200, mails a notice instead, and changes nothing', async () => {
    const first = await register({ email: 'taken@example.test' });
    const [before] = await db.select().from(users).where(eq(users.email, 'taken@example.test'));
    const second = await register({ email: 'TAKEN@example.test', nickname: 'Intruder', password: 'Other#456', confirmPassword: 'Other#456' });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());

    const mails = await mailbox('taken@example.test');
    // Both mails are sent by jobs of one batch: their order is not the requests' order.
    expect(mails.map((m) => m.subject).sort()).toEqual(['Activate your merchant account', 'Someone tried to register with your email address']);
    expect(mails.find((m) => m.subject.startsWith('Someone'))!.links).toEqual([`${ORIGIN}/login`, `${ORIGIN}/resetmail`]);
    const [after] = await db.select().from(users).where(eq(users.email, 'taken@example.test'));
    expect(after).toEqual(before);
    expect(await db.select().from(accounts).where(eq(accounts.name, 'Intruder'))).toHaveLength(0);
  });
});

describe('POST /api/auth/resend-activation', () => {
  it('mails a new link to a pending user; the earlier link stops working', async () => {
    await register({ email: 'resend@example.test' });
    const [old] = await mailbox('resend@example.test');
    const res = await app.inject({ method: 'POST', url: '/api/auth/resend-activation', payload: { email: 'resend@example.test' } });
    expect(res.json()).toEqual({ code: 200, message: 'success', data: { email: 'resend@example.test' } });
    const [fresh] = await mailbox('resend@example.test');
    expect(fresh.links[0]).not.toBe(old.links[0]);
    expect((await activate(tokenOf(old.links[0]))).statusCode).toBe(400);
    expect((await activate(tokenOf(fresh.links[0]))).statusCode).toBe(200);
  });

  it('answers 200 and sends nothing for an unknown or an already active address', async () => {
    for (const email of ['never-registered@example.test', 'resend@example.test']) {
      const before = (await mailbox(email)).length;
      const res = await app.inject({ method: 'POST', url: '/api/auth/resend-activation', payload: { email } });
      expect(res.statusCode).toBe(200);
      expect(await mailbox(email)).toHaveLength(before);
    }
  });
});

describe('a failed registration writes nothing', () => {
  async function nothingFor(email: string) {
    expect(await db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    expect(await mailbox(email)).toHaveLength(0);
  }

  it('answers the password rule messages on their fields', async () => {
    const bad = await register({ email: 'bad-pw@example.test', password: 'ab c', confirmPassword: 'ab c' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ password: 'The password format is invalid' });
    const mismatch = await register({ email: 'bad-pw@example.test', confirmPassword: 'Secret#124' });
    expect(mismatch.json().errors).toEqual({ confirmPassword: 'The password did not match the re-typed password' });
    const missing = await register({ email: 'bad-pw@example.test', password: undefined, confirmPassword: undefined, nickname: '' });
    expect(missing.json().errors).toEqual({
      password: 'Please enter password',
      confirmPassword: 'Please re-enter password',
      nickname: 'Please enter your name.',
    });
    const noEmail = await register({ email: undefined });
    expect(noEmail.json().errors).toEqual({ email: 'Please enter an email address.' });
    await nothingFor('bad-pw@example.test');
  });

  it('writes nothing when the captcha fails', async () => {
    const res = await register({ email: 'bad-captcha@example.test', captchaCode: 'nope' });
    expect(res.statusCode).toBe(400);
    await nothingFor('bad-captcha@example.test');
  });
});

describe('GET /api/dev/mailbox', () => {
  it('lists the newest mails first, up to the limit, with their links', async () => {
    await register({ email: 'box@example.test' });
    await app.inject({ method: 'POST', url: '/api/auth/resend-activation', payload: { email: 'box@example.test' } });
    const all = await mailbox('box@example.test');
    expect(all).toHaveLength(2);
    const res = await app.inject('/api/dev/mailbox?to=BOX@example.test&limit=1');
    const [newest] = res.json().data;
    expect(newest).toMatchObject({ to: 'box@example.test', id: expect.any(String), createdAt: expect.any(String) });
    expect(newest.links).toEqual(all[0].links);
    expect(Date.parse(all[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(all[1].createdAt));
    expect((await app.inject('/api/dev/mailbox?limit=101')).statusCode).toBe(400);
  });

  it('is absent in production and when mail goes out by SMTP', async () => {
    const { app: prod } = await setupTestApp({ NODE_ENV: 'production' });
    const res = await prod.inject('/api/dev/mailbox');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, message: 'Not found.' });
    const smtp: Mailer = { transport: 'smtp', send: async () => undefined };
    const { app: withSmtp } = await setupTestApp({}, { mailer: smtp });
    expect((await withSmtp.inject('/api/dev/mailbox')).statusCode).toBe(404);
  });
});
