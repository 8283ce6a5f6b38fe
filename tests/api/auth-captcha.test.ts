// The sign-in captcha: image and id, one attempt per captcha, expiry, wrong answers, the route's rate limit, CAPTCHA=off.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { captchas } from '../../server/db/schema';
import { sha256 } from '../../server/lib/tokens';
import { buildMerchant } from '../factories';
import { setupTestApp } from '../helpers/app';
import { CAPTCHA_ANSWER, fixedCaptcha, getCaptcha, login, uniqueIp } from '../helpers/login';

const { app, database } = await setupTestApp({}, { captcha: fixedCaptcha });
const db = database.db;
const merchant = await buildMerchant(db);

function loginWith(captchaId: string | undefined, captchaCode: string | undefined) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: uniqueIp(),
    payload: { email: merchant.user.email, password: merchant.password, captchaId, captchaCode },
  });
}

function expectCaptchaFailed(res: { statusCode: number; json: () => unknown }) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ code: 400, message: 'verification failed', errors: { captchaCode: 'verification failed' } });
}

describe('GET /api/auth/captcha', () => {
  it('answers an id and an SVG data URL drawn by svg-captcha, keeping only the hash of the answer', async () => {
    const { app: real, database: realDb } = await setupTestApp();
    const res = await real.inject('/api/auth/captcha');
    expect(res.statusCode).toBe(200);
    const { code, data, message } = res.json();
    expect({ code, message }).toEqual({ code: 200, message: 'success' });
    expect(data.captchaId).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(data.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(data.image.split(',')[1], 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg [^>]*>.*<path .*<\/svg>$/s);
    // 4 glyphs plus noise lines, all paths: the answer is not in the markup as text.
    expect(svg.match(/<path /g)!.length).toBeGreaterThan(4);
    const [row] = await realDb.db.select().from(captchas).where(eq(captchas.id, data.captchaId));
    expect(row.answerHash).toMatch(/^[0-9a-f]{64}$/);
    const minutes = (row.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(4.9);
    expect(minutes).toBeLessThanOrEqual(5);
  });

  it('stores the sha256 of the lowercased answer of the injected generator', async () => {
    const { captchaId } = await getCaptcha(app);
    const [row] = await db.select().from(captchas).where(eq(captchas.id, captchaId));
    expect(row.answerHash).toBe(sha256(CAPTCHA_ANSWER.toLowerCase()));
  });

  it('is rate limited per client address', async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await app.inject({ url: '/api/auth/captcha', remoteAddress: ip })).statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await app.inject({ url: '/api/auth/captcha', remoteAddress: uniqueIp() })).statusCode).toBe(200);
  });
});

describe('captcha verification on sign-in', () => {
  it('accepts the right answer, in any letter case, once', async () => {
    const { captchaId } = await getCaptcha(app);
    const first = await loginWith(captchaId, CAPTCHA_ANSWER.toUpperCase());
    expect(first.statusCode).toBe(200);
    expectCaptchaFailed(await loginWith(captchaId, CAPTCHA_ANSWER));
  });

  it('refuses a wrong answer and uses the captcha up, so the right answer cannot follow', async () => {
    const { captchaId } = await getCaptcha(app);
    expectCaptchaFailed(await loginWith(captchaId, 'zzzz'));
    expectCaptchaFailed(await loginWith(captchaId, CAPTCHA_ANSWER));
    expect(await db.select().from(captchas).where(eq(captchas.id, captchaId))).toHaveLength(0);
  });

  it('refuses an expired captcha', async () => {
    const { captchaId } = await getCaptcha(app);
    await db.update(captchas).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(captchas.id, captchaId));
    expectCaptchaFailed(await loginWith(captchaId, CAPTCHA_ANSWER));
  });

  it('refuses an unknown captcha id', async () => {
    expectCaptchaFailed(await loginWith('no-such-captcha-id-xxxxxxxx', CAPTCHA_ANSWER));
  });

  it('asks for the code when it is missing or blank', async () => {
    const { captchaId } = await getCaptcha(app);
    for (const code of [undefined, '', '   ']) {
      const res = await loginWith(captchaId, code);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ captchaCode: 'Please enter the verification code' });
    }
    // Validation failed before the captcha was looked at: it is still there to be answered.
    expect((await loginWith(captchaId, CAPTCHA_ANSWER)).statusCode).toBe(200);
  });

  it('is also required to register and to ask for a reset mail', async () => {
    const register = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'captcha-reg@example.test', password: 'Secret#123', confirmPassword: 'Secret#123', nickname: 'Cap' },
    });
    expect(register.statusCode).toBe(400);
    expect(register.json().errors.captchaCode).toBe('Please enter the verification code');
    const resetMail = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-mail',
      payload: { email: merchant.user.email, captchaId: 'unknown-captcha-id-xxxxxxxx', captchaCode: 'abcd' },
    });
    expectCaptchaFailed(resetMail);
  });
});

describe('CAPTCHA=off', () => {
  it('signs in and registers without captcha fields', async () => {
    const { app: off, database: offDb } = await setupTestApp({ CAPTCHA: 'off' });
    const m = await buildMerchant(offDb.db);
    const res = await off.inject({ method: 'POST', url: '/api/auth/login', payload: { email: m.user.email, password: m.password } });
    expect(res.statusCode).toBe(200);
    expect((await login(off, m.user.email, m.password)).acctId).toBe(m.account.id);
    const reg = await off.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'off@example.test', password: 'Secret#123', confirmPassword: 'Secret#123', nickname: 'Off' },
    });
    expect(reg.statusCode).toBe(200);
    // A wrong captcha is not even looked at.
    const wrong = await off.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: m.user.email, password: m.password, captchaId: 'whatever-id', captchaCode: 'nope' },
    });
    expect(wrong.statusCode).toBe(200);
  });
});
