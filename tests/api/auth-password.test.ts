// Forgotten and changed passwords: reset mail without enumeration, reset with the link (history, sessions revoked),
// and change while signed in (old password, reuse, re-type, format; other sessions end, this one stays).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailTokens } from '../../server/db/schema';
import { sha256 } from '../../server/lib/tokens';
import { buildMerchant } from '../factories';
import { mailbox as readMailbox } from '../helpers/mailbox';
import { setupTestApp } from '../helpers/app';
import { bearer, fixedCaptcha, login, solvedCaptcha, uniqueIp } from '../helpers/login';

const { app, database } = await setupTestApp({}, { captcha: fixedCaptcha });
const db = database.db;

const mailbox = (to: string) => readMailbox(app, to);

async function resetMail(email: string) {
  return app.inject({ method: 'POST', url: '/api/auth/reset-mail', remoteAddress: uniqueIp(), payload: { email, ...(await solvedCaptcha(app)) } });
}

function resetPassword(token: string, password: string, confirmPassword = password) {
  return app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password, confirmPassword } });
}

function changePassword(token: string, oldPassword: string, newPassword: string, confirmPassword = newPassword) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/change-password',
    headers: bearer(token),
    payload: { oldPassword, newPassword, confirmPassword },
  });
}

async function resetToken(email: string): Promise<string> {
  await resetMail(email);
  const [mail] = await mailbox(email);
  return new URL(mail.links[0]).searchParams.get('token')!;
}

const status = async (url: string, token: string) => (await app.inject({ url, headers: bearer(token) })).statusCode;

describe('POST /api/auth/reset-mail', () => {
  it('answers an unknown address exactly like a known one, and mails only the known one', async () => {
    const m = await buildMerchant(db);
    const known = await resetMail(m.user.email);
    const unknown = await resetMail('ghost@example.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().data).toEqual({ email: 'ghost@example.test' });
    expect(await mailbox('ghost@example.test')).toHaveLength(0);

    const [mail] = await mailbox(m.user.email);
    expect(mail.subject).toBe('Reset your password');
    // Without PUBLIC_URL the link follows the request's host.
    expect(mail.links[0]).toMatch(/^http:\/\/localhost:80\/resetpwd\?token=[A-Za-z0-9_-]{43}$/);
    const [row] = await db.select().from(emailTokens).where(eq(emailTokens.tokenHash, sha256(new URL(mail.links[0]).searchParams.get('token')!)));
    expect(row.purpose).toBe('reset_password');
    expect((row.expiresAt.getTime() - Date.now()) / 60_000).toBeCloseTo(60, 0);
  });

  it('asks for a valid email', async () => {
    const res = await resetMail('nope');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: 'Please enter a valid email address.' });
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, ends every session, and works once', async () => {
    const m = await buildMerchant(db);
    const session = await login(app, m.user.email, m.password);
    const token = await resetToken(m.user.email);

    const res = await resetPassword(token, 'Brand#new1');
    expect(res.statusCode).toBe(200);
    expect(await status('/api/users/query', session.liveToken)).toBe(401);
    expect(await status('/test/api/users/query', session.testToken)).toBe(401);
    await expect(login(app, m.user.email, m.password)).rejects.toThrow(/answered 400/);
    expect((await login(app, m.user.email, 'Brand#new1')).acctId).toBe(m.account.id);

    const again = await resetPassword(token, 'Other#new2');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This link is invalid or has expired.');
  });

  it('refuses the current or a recent password, and the link still works afterwards', async () => {
    const m = await buildMerchant(db);
    const token = await resetToken(m.user.email);
    const used = await resetPassword(token, m.password);
    expect(used.statusCode).toBe(400);
    expect(used.json().errors).toEqual({ password: 'Please do not enter used password' });
    expect((await resetPassword(token, 'Fresh#pass1')).statusCode).toBe(200);
  });

  it('answers the format and re-type messages, and refuses an expired link', async () => {
    const m = await buildMerchant(db);
    const token = await resetToken(m.user.email);
    expect((await resetPassword(token, '12345')).json().errors).toEqual({ password: 'The password format is invalid' });
    expect((await resetPassword(token, 'Fresh#pass1', 'Fresh#pass2')).json().errors).toEqual({
      confirmPassword: 'The password did not match the re-typed password',
    });
    await db.update(emailTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(emailTokens.tokenHash, sha256(token)));
    expect((await resetPassword(token, 'Fresh#pass1')).json()).toEqual({ code: 400, message: 'This link is invalid or has expired.' });
  });
});

describe('POST /api/auth/change-password', () => {
  it('refuses a wrong old password, a used one, a mismatch and a bad format on their fields', async () => {
    const m = await buildMerchant(db);
    const { liveToken } = await login(app, m.user.email, m.password);
    const cases: [Awaited<ReturnType<typeof changePassword>>, Record<string, string>][] = [
      [await changePassword(liveToken, 'Wrong#old1', 'Brand#new1'), { oldPassword: 'The used password is wrong' }],
      [await changePassword(liveToken, m.password, m.password), { newPassword: 'Please do not enter used password' }],
      [
        await changePassword(liveToken, m.password, 'Brand#new1', 'Brand#new2'),
        { confirmPassword: 'The password did not match the re-typed password' },
      ],
      [await changePassword(liveToken, m.password, 'has space 1'), { newPassword: 'The password format is invalid' }],
      [await changePassword(liveToken, '', 'Brand#new1', ''), { oldPassword: 'Please enter password', confirmPassword: 'Please re-enter password' }],
    ];
    for (const [res, errors] of cases) {
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual(errors);
    }
    expect((await login(app, m.user.email, m.password)).acctId).toBe(m.account.id);
  });

  it('changes the password with the test token, ends the other sessions and keeps this one', async () => {
    const m = await buildMerchant(db);
    const other = await login(app, m.user.email, m.password);
    const mine = await login(app, m.user.email, m.password);
    const res = await changePassword(mine.testToken, m.password, 'Brand#new1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, data: null, message: 'success' });
    expect(await status('/api/users/query', other.liveToken)).toBe(401);
    expect(await status('/test/api/users/query', other.testToken)).toBe(401);
    expect(await status('/api/users/query', mine.liveToken)).toBe(200);
    expect(await status('/test/api/users/query', mine.testToken)).toBe(200);
    expect((await login(app, m.user.email, 'Brand#new1')).acctId).toBe(m.account.id);
  });

  it('refuses any of the last 5 passwords and allows one older than that', async () => {
    const m = await buildMerchant(db);
    const { liveToken } = await login(app, m.user.email, m.password);
    const sequence = ['Pass#0001', 'Pass#0002', 'Pass#0003', 'Pass#0004', 'Pass#0005'];
    let current = m.password;
    for (const next of sequence) {
      expect((await changePassword(liveToken, current, next)).statusCode).toBe(200);
      current = next;
    }
    // The original is now 5 changes back: still refused. One more change and it may be used again.
    expect((await changePassword(liveToken, current, m.password)).json().errors).toEqual({
      newPassword: 'Please do not enter used password',
    });
    expect((await changePassword(liveToken, current, 'Pass#0006')).statusCode).toBe(200);
    expect((await changePassword(liveToken, 'Pass#0006', m.password)).statusCode).toBe(200);
  });

  it('needs a valid session', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { oldPassword: 'a', newPassword: 'Brand#new1', confirmPassword: 'Brand#new1' },
    });
    expect(res.statusCode).toBe(401);
    expect((await changePassword('not-a-session-token-xxxxxxxx', 'Old#pass1', 'Brand#new1')).statusCode).toBe(401);
  });
});
