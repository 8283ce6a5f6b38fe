// POST /api/auth/login: the answer, wrong credentials without enumeration, field messages, failure limits,
// pending users, and request-shape errors (malformed JSON, oversized or missing bodies) that must stay 4xx.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginFailures } from '../../server/db/schema';
import { addMember, createAccount, createUser } from '../../server/services/accounts';
import { buildMerchant } from '../factories';
import { setupTestApp } from '../helpers/app';
import { bearer, fixedCaptcha, login, solvedCaptcha, uniqueIp } from '../helpers/login';

const { app, database } = await setupTestApp({}, { captcha: fixedCaptcha });
const db = database.db;

async function attempt(email: unknown, password: unknown, ip = uniqueIp(), headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    headers,
    payload: { email, password, ...(await solvedCaptcha(app)) },
  });
}

const LOGIN_FAILED = {
  code: 400,
  message: 'Please check if the email address or password you entered is correct, and please try again.',
};
const TOO_MANY = { code: 429, message: 'Too many failed sign-in attempts. Please wait a few minutes and try again.' };

describe('successful sign-in', () => {
  it('answers both tokens, the default account and the permissions; each token opens its own base', async () => {
    const m = await buildMerchant(db, { permissions: ['Overview', 'refund'] });
    const res = await attempt(` ${m.user.email.toUpperCase()} `, m.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      code: 200,
      message: 'success',
      data: {
        liveToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        testToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        acctId: m.account.id,
        nickname: m.user.nickname,
        email: m.user.email,
        projectType: 1,
        testUserInfo: { acctId: m.account.id },
        permissions: ['Overview', 'refund'],
        expiresAt: expect.any(String),
        // No language saved in /settings yet: the SPA keeps the browser's (a saved one is applied at sign-in).
        language: null,
      },
    });
    const hours = (Date.parse(body.data.expiresAt) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
    const live = await app.inject({ url: '/api/users/query', headers: bearer(body.data.liveToken) });
    expect(live.statusCode).toBe(200);
    expect(live.json().data).toMatchObject({ acctId: m.account.id, livemode: true });
    const test = await app.inject({ url: '/test/api/users/query', headers: bearer(body.data.testToken) });
    expect(test.json().data).toMatchObject({ acctId: m.account.id, livemode: false });
    expect((await app.inject({ url: '/api/users/query', headers: bearer(body.data.testToken) })).statusCode).toBe(401);
  });

  it('works through the tests/helpers/login helper', async () => {
    const m = await buildMerchant(db);
    const data = await login(app, m.user.email, m.password);
    expect(data.acctId).toBe(m.account.id);
    await expect(login(app, m.user.email, 'Wrong#pass1')).rejects.toThrow(/answered 400/);
  });
});

describe('wrong credentials', () => {
  it('refuses a wrong password with the sign-in message and records the failure by email and IP', async () => {
    const m = await buildMerchant(db);
    const ip = uniqueIp();
    const res = await attempt(m.user.email, 'Wrong#pass1', ip);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(LOGIN_FAILED);
    const keys = (await db.select().from(loginFailures)).map((r) => r.key);
    expect(keys).toEqual(expect.arrayContaining([`email:${m.user.email}`, `ip:${ip}`]));
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const m = await buildMerchant(db);
    const wrongPassword = await attempt(m.user.email, 'Wrong#pass1');
    const unknownEmail = await attempt('nobody-here@example.test', 'Wrong#pass1');
    expect(unknownEmail.statusCode).toBe(wrongPassword.statusCode);
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it('refuses a pending user with the right password, and says nothing about the account with a wrong one', async () => {
    const user = await createUser(db, { email: 'pending-login@example.test', password: 'Secret#123', nickname: 'Pen' });
    const account = await createAccount(db, { name: 'Pen' });
    await addMember(db, { accountId: account.id, userId: user.id, role: 'owner' });
    const right = await attempt(user.email, 'Secret#123');
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe('Please verify your email address before signing in.');
    expect((await attempt(user.email, 'Wrong#pass1')).json()).toEqual(LOGIN_FAILED);
  });
});

describe('field messages', () => {
  it('names each missing field with its exact message', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: uniqueIp(), payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      message: 'Some fields are not valid.',
      errors: {
        email: 'Please enter correct email address to login.',
        password: 'Please enter correct password.',
        captchaId: 'verification failed',
        captchaCode: 'Please enter the verification code',
      },
    });
  });

  it('refuses an invalid email or an empty password, in the language asked for', async () => {
    const res = await attempt('not-an-email', '', uniqueIp(), { 'accept-language': 'zh-CN' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: '请输入正确的邮箱地址登录。', password: '请输入正确的密码。' });
    const wrongTypes = await attempt(42, { nested: true });
    expect(wrongTypes.json().errors).toEqual({
      email: 'Please enter correct email address to login.',
      password: 'Please enter correct password.',
    });
  });
});

describe('failure limits', () => {
  it('refuses the 6th attempt from one address on one account for 15 minutes, even with the right password', async () => {
    const m = await buildMerchant(db);
    const ip = uniqueIp();
    for (let i = 0; i < 5; i++) expect((await attempt(m.user.email, `Wrong#${i}xx`, ip)).statusCode).toBe(400);
    const right = await attempt(m.user.email, m.password, ip);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual(TOO_MANY);
    // The owner, from their own address, is not locked out by someone else's failures.
    expect((await attempt(m.user.email, m.password)).statusCode).toBe(200);
    // Failures that have left the window no longer count.
    await db
      .update(loginFailures)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(loginFailures.key, `pair:${ip}|${m.user.email}`));
    expect((await attempt(m.user.email, m.password, ip)).statusCode).toBe(200);
  });

  it('never locks the account itself: failures spread over many addresses leave the right password working', async () => {
    const m = await buildMerchant(db);
    for (let i = 0; i < 12; i++) expect((await attempt(m.user.email, `Wrong#${i}xx`)).statusCode).toBe(400);
    const right = await attempt(m.user.email, m.password);
    expect(right.statusCode).toBe(200);
  });

  it('refuses a client address after 20 failures, whatever email it tries next', async () => {
    const m = await buildMerchant(db);
    const ip = uniqueIp();
    for (let i = 0; i < 20; i++) {
      expect((await attempt(`spray-${i}@example.test`, 'Guess#123', ip)).statusCode).toBe(400);
    }
    const limited = await attempt(m.user.email, m.password, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(TOO_MANY);
    // The same account from another address is not affected.
    expect((await attempt(m.user.email, m.password)).statusCode).toBe(200);
  });

  it('clears the email failures after a successful sign-in', async () => {
    const m = await buildMerchant(db);
    for (let i = 0; i < 4; i++) await attempt(m.user.email, `Wrong#${i}xx`);
    expect((await attempt(m.user.email, m.password)).statusCode).toBe(200);
    expect(await db.select().from(loginFailures).where(eq(loginFailures.key, `email:${m.user.email}`))).toHaveLength(0);
  });
});

describe('request shapes stay 4xx', () => {
  const url = '/api/auth/login';

  it('answers malformed JSON with 400', async () => {
    const res = await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message: 'The request body is not valid JSON.' });
  });

  it('answers an oversized body with 413 before reading it', async () => {
    const res = await app.inject({ method: 'POST', url, payload: { email: 'a@b.co', password: 'x'.repeat(20_000) } });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The request body is too large.');
  });

  it('answers a missing body, an array body and a non-JSON content type with 4xx', async () => {
    for (const res of [
      await app.inject({ method: 'POST', url }),
      await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: '[]' }),
      await app.inject({ method: 'POST', url, headers: { 'content-type': 'text/plain' }, payload: 'email=a' }),
    ]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(typeof res.json().message).toBe('string');
    }
  });
});
