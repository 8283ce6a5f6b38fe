// Issue 11 item 3: nobody can lock someone else out. With the captcha off (automated runs), an account past its
// failure threshold asks every caller for a solved captcha and answers slower, and the right password with a solved
// captcha still signs in; the spec's messages stay.
import { describe, expect, it } from 'vitest';
import { buildMerchant } from '../factories';
import { setupTestApp } from '../helpers/app';
import { fixedCaptcha, solvedCaptcha, uniqueIp } from '../helpers/login';

const { app, database } = await setupTestApp(
  { CAPTCHA: 'off', LOGIN_MAX_FAILURES_PER_ACCOUNT: 3, LOGIN_SLOWDOWN_MS: 300 },
  { captcha: fixedCaptcha },
);

function attempt(email: string, password: string, extra: Record<string, string> = {}, ip = uniqueIp()) {
  return app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { email, password, ...extra } });
}

describe('an account under attack', () => {
  it('asks for a captcha past the threshold, slows the answers, and lets the owner in with one', async () => {
    const m = await buildMerchant(database.db);
    for (let i = 0; i < 3; i++) expect((await attempt(m.user.email, `Wrong#${i}xx`)).statusCode).toBe(400);

    const started = Date.now();
    const noCaptcha = await attempt(m.user.email, m.password);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(noCaptcha.statusCode).toBe(400);
    expect(noCaptcha.json()).toEqual({
      code: 400,
      message: 'Please enter the verification code',
      errors: { captchaCode: 'Please enter the verification code' },
    });
    const wrongCaptcha = await attempt(m.user.email, m.password, { ...(await solvedCaptcha(app)), captchaCode: 'zzzz' });
    expect(wrongCaptcha.statusCode).toBe(400);

    const owner = await attempt(m.user.email, m.password, await solvedCaptcha(app));
    expect(owner.statusCode).toBe(200);
    // A success clears the account's failures: the next sign-in needs no captcha.
    expect((await attempt(m.user.email, m.password)).statusCode).toBe(200);
  });

  it('another account is not affected', async () => {
    const a = await buildMerchant(database.db);
    const b = await buildMerchant(database.db);
    for (let i = 0; i < 3; i++) await attempt(a.user.email, `Wrong#${i}xx`);
    expect((await attempt(b.user.email, b.password)).statusCode).toBe(200);
  });
});
