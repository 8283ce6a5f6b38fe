// Personal settings (/settings, issue 32 item 2): profile (zone and language), the export's times in the user's
// zone, sessions and sign-out everywhere, and two-factor sign-in (setup, confirm, code, recovery code once, wrong
// codes locked, turning it off, the owner's rule), with their audit rows.
import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { auditLog, sessions, users } from '../../server/db/schema';
import { touchSession } from '../../server/repositories/user-settings';
import { zonedTime } from '../../server/lib/csv-export';
import { buildMerchant } from '../factories';
import { makePayment, signedInMerchant } from '../factories/payments';
import { setupTestApp } from '../helpers/app';
import { bearer, fixedCaptcha, solvedCaptcha, uniqueIp } from '../helpers/login';

const { app, database } = await setupTestApp({}, { captcha: fixedCaptcha });
const db = database.db;

const codeOf = (secret: string, at = Date.now()) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

async function passwordStep(email: string, password: string, ip = uniqueIp()) {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { email, password, ...(await solvedCaptcha(app)) } });
  expect(res.statusCode).toBe(200);
  return res.json().data as Record<string, string>;
}
const secondStep = (challenge: string, code: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login/two-factor', remoteAddress: uniqueIp(), payload: { challenge, code } });

/** The next time-step comes: the code used last (to confirm the setup) is no longer the latest accepted one. */
const nextTimeStep = (userId: string) => db.update(users).set({ totpLastStep: null }).where(eq(users.id, userId));

const audits = async (accountId: string, action: string) =>
  db.select().from(auditLog).where(and(eq(auditLog.accountId, accountId), eq(auditLog.action, action as never)));

/** A merchant with two-factor on: its secret and recovery codes. */
async function withTwoFactor() {
  const m = await signedInMerchant(app, db);
  const setup = await m.live.post('/settings/two-factor/setup', {});
  expect(setup.statusCode).toBe(200);
  const { secret, qrCode, otpauthUrl } = setup.json().data;
  expect(qrCode).toMatch(/^data:image\/png;base64,/);
  expect(otpauthUrl).toContain(`secret=${secret}`);
  const confirm = await m.live.post('/settings/two-factor/confirm', { code: codeOf(secret) });
  expect(confirm.statusCode).toBe(200);
  const recoveryCodes = confirm.json().data.recoveryCodes as string[];
  return { m, secret, recoveryCodes };
}

describe('profile', () => {
  it("saves nickname, language and zone; the export's times follow the zone once chosen", async () => {
    const m = await signedInMerchant(app, db);
    const payment = await makePayment(m.test);
    const created = new Date((payment.createdAt ?? payment.created) as string);

    const signInBefore = await passwordStep(m.user.email, m.password);
    expect(signInBefore.language).toBeNull();
    expect((await m.test.get('/stats/overview')).json().data.tz).toBe('Asia/Shanghai');

    const before = await m.test.get('/payments/export');
    expect(before.headers['content-disposition']).toContain('Asia-Shanghai');
    expect(before.body).toContain(zonedTime('Asia/Shanghai').format(created));

    const bad = await m.live.put('/settings/profile', { nickname: 'Ann', language: 'fr', timezone: 'Mars/Olympus' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['language', 'timezone']);

    // The names a person knows are taken, and kept under one name: Node's Intl calls Kolkata 'Asia/Calcutta'.
    for (const typed of ['Asia/Kolkata', 'Asia/Calcutta']) {
      expect((await m.live.put('/settings/profile', { nickname: 'Ann', language: null, timezone: typed })).statusCode).toBe(200);
      expect((await m.live.get('/settings/profile')).json().data.timezone).toBe('Asia/Kolkata');
      expect((await m.live.get('/users/query')).json().data.userTimezone).toBe('Asia/Kolkata');
      expect((await m.test.get('/stats/overview')).json().data.tz).toBe('Asia/Kolkata');
    }

    const saved = await m.live.put('/settings/profile', { nickname: 'Ann', language: 'zh_CN', timezone: 'America/New_York' });
    expect(saved.statusCode).toBe(200);
    const profile = (await m.live.get('/settings/profile')).json().data;
    expect(profile).toMatchObject({ nickname: 'Ann', language: 'zh_CN', timezone: 'America/New_York', twoFactorEnabled: false });
    expect((await m.live.get('/users/query')).json().data).toMatchObject({ userTimezone: 'America/New_York', userLanguage: 'zh_CN' });

    const after = await m.test.get('/payments/export');
    expect(after.headers['content-disposition']).toContain('America-New-York');
    expect(after.body).toContain(zonedTime('America/New_York').format(created));
    // A list whose own zone is UTC follows it too.
    expect((await m.test.get('/customers/export')).headers['content-disposition']).toContain('America-New-York');
    // The charts count their periods in it and name it; a zone asked for explicitly still wins.
    expect((await m.test.get('/stats/overview')).json().data.tz).toBe('America/New_York');
    expect((await m.test.get('/stats/series', { period: 'last7Days', granularity: 'daily' })).json().data.tz).toBe('America/New_York');
    expect((await m.test.get('/stats/overview', { tz: 'Asia/Kolkata' })).json().data.tz).toBe('Asia/Kolkata');
    // A sign-in on a new browser carries the saved language, which the SPA switches to.
    expect((await passwordStep(m.user.email, m.password)).language).toBe('zh_CN');
  });

  it('needs the settings code', async () => {
    const m = await signedInMerchant(app, db, { permissions: ['dashPayment'] });
    expect((await m.live.get('/settings/profile')).statusCode).toBe(403);
    expect((await m.live.post('/settings/two-factor/setup', {})).statusCode).toBe(403);
  });
});

describe('sessions', () => {
  it('stamps a session as seen once for a burst of calls, and again only when the stamp is five minutes old', async () => {
    const m = await buildMerchant(db);
    const { liveToken } = await passwordStep(m.user.email, m.password);
    const [row] = await db.select().from(sessions).where(eq(sessions.userId, m.user.id));
    const seenOf = async () => (await db.select({ at: sessions.lastSeenAt }).from(sessions).where(eq(sessions.id, row!.id)))[0]!.at;
    const call = () => app.inject({ url: '/api/settings/sessions', headers: bearer(liveToken) });

    // A burst of calls on a session never seen: stamped, by one of them.
    await db.update(sessions).set({ lastSeenAt: null }).where(eq(sessions.id, row!.id));
    const burst = await Promise.all(Array.from({ length: 8 }, call));
    expect(burst.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(await seenOf()).not.toBeNull();
    // The process remembers it stamped the session: a later call within five minutes writes nothing, even where
    // the row lost its stamp.
    await db.update(sessions).set({ lastSeenAt: null }).where(eq(sessions.id, row!.id));
    expect((await call()).statusCode).toBe(200);
    expect(await seenOf()).toBeNull();

    // The statement itself skips a row stamped since the stale mark (another process's stamp), and renews an older one.
    const now = new Date();
    const fourMinutesAgo = new Date(now.getTime() - 4 * 60_000);
    await db.update(sessions).set({ lastSeenAt: fourMinutesAgo }).where(eq(sessions.id, row!.id));
    await touchSession(db, row!.id, now, new Date(now.getTime() - 5 * 60_000));
    expect((await seenOf())!.getTime()).toBe(fourMinutesAgo.getTime());
    await touchSession(db, row!.id, now, new Date(now.getTime() - 3 * 60_000));
    expect((await seenOf())!.getTime()).toBe(now.getTime());
  });

  it('lists the sessions with the current one marked, and signs out everywhere else (audited)', async () => {
    const m = await buildMerchant(db);
    const ip = uniqueIp();
    const a = await passwordStep(m.user.email, m.password, ip);
    const b = await passwordStep(m.user.email, m.password, ip);
    const list = await app.inject({ url: '/api/settings/sessions', headers: bearer(b.liveToken) });
    const rows = list.json().data as { current: boolean; ip: string; lastSeenAt: string | null }[];
    expect(rows).toHaveLength(2);
    expect(rows.filter((r) => r.current)).toHaveLength(1);
    expect(rows[0]).toMatchObject({ current: true, ip });
    expect(rows[0].lastSeenAt).not.toBeNull();

    const out = await app.inject({ method: 'POST', url: '/api/settings/sessions/sign-out-others', headers: bearer(b.liveToken) });
    expect(out.json().data).toEqual({ ended: 1 });
    expect((await app.inject({ url: '/api/settings/sessions', headers: bearer(a.liveToken) })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/settings/sessions', headers: bearer(b.liveToken) })).json().data).toHaveLength(1);
    expect(await audits(m.account.id, 'session.signed_out_everywhere')).toHaveLength(1);
  });

  it('audits a password change', async () => {
    const m = await buildMerchant(db);
    const s = await passwordStep(m.user.email, m.password);
    const res = await app.inject({
      method: 'POST', url: '/api/auth/change-password', headers: bearer(s.liveToken),
      payload: { oldPassword: m.password, newPassword: 'Brand#new2', confirmPassword: 'Brand#new2' },
    });
    expect(res.statusCode).toBe(200);
    expect(await audits(m.account.id, 'password.changed')).toHaveLength(1);
  });
});

describe('two-factor sign-in', () => {
  it('asks for the code after the password, takes a TOTP code, a recovery code once, and refuses a wrong code', async () => {
    const { m, secret, recoveryCodes } = await withTwoFactor();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(await audits(m.account.id, 'two_factor.enabled')).toHaveLength(1);

    const first = await passwordStep(m.user.email, m.password);
    expect(first).toEqual({ twoFactor: 'code', challenge: expect.any(String) });
    expect(first.liveToken).toBeUndefined();

    const wrong = await secondStep(first.challenge, codeOf(secret, Date.now() - 10 * 60_000));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ code: 'This code is not correct. Please try again.' });

    await nextTimeStep(m.user.id);
    const ok = await secondStep(first.challenge, codeOf(secret));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.liveToken).toEqual(expect.any(String));
    // The challenge worked once.
    expect((await secondStep(first.challenge, codeOf(secret))).statusCode).toBe(400);

    const second = await passwordStep(m.user.email, m.password);
    const viaRecovery = await secondStep(second.challenge, recoveryCodes[0].toUpperCase());
    expect(viaRecovery.statusCode).toBe(200);
    const third = await passwordStep(m.user.email, m.password);
    expect((await secondStep(third.challenge, recoveryCodes[0])).statusCode).toBe(400);
    expect((await m.live.get('/settings/two-factor')).json().data).toMatchObject({ enabled: true, recoveryCodesLeft: 9 });
  });

  it('accepts a TOTP code once: the same code (or an older one of the window) is refused after it was used', async () => {
    const { m, secret } = await withTwoFactor();
    // The code that confirmed the setup cannot sign in.
    const first = await passwordStep(m.user.email, m.password);
    const replayOfSetup = await secondStep(first.challenge, codeOf(secret));
    expect(replayOfSetup.statusCode).toBe(400);
    expect(replayOfSetup.json().errors).toEqual({ code: 'This code has already been used. Please wait for the next code.' });

    await nextTimeStep(m.user.id);
    const now = Date.now();
    expect((await secondStep(first.challenge, codeOf(secret, now))).statusCode).toBe(200);
    const second = await passwordStep(m.user.email, m.password);
    const replay = await secondStep(second.challenge, codeOf(secret, now));
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errors.code).toBe('This code has already been used. Please wait for the next code.');
    // The code of the step before, still inside the drift window, is older than the one used.
    expect((await secondStep(second.challenge, codeOf(secret, now - 30_000))).statusCode).toBe(400);
    expect((await db.select({ step: users.totpLastStep }).from(users).where(eq(users.id, m.user.id)))[0].step)
      .toBeGreaterThanOrEqual(Math.floor(now / 30_000) - 1);
  });

  it('lets only one of two sign-ins racing with the same code through', async () => {
    const { m, secret } = await withTwoFactor();
    await nextTimeStep(m.user.id);
    const [a, b] = await Promise.all([passwordStep(m.user.email, m.password), passwordStep(m.user.email, m.password)]);
    const code = codeOf(secret);
    const answers = await Promise.all([secondStep(a.challenge, code), secondStep(b.challenge, code)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('locks code attempts after five wrong codes, the right one too', async () => {
    const { m, secret } = await withTwoFactor();
    const { challenge } = await passwordStep(m.user.email, m.password);
    for (let i = 0; i < 5; i++) expect((await secondStep(challenge, 'zzzzzzzzzz')).statusCode).toBe(400);
    const locked = await secondStep(challenge, codeOf(secret));
    expect(locked.statusCode).toBe(429);
  });

  it('turns off only with the password and a code, and is audited', async () => {
    const { m, secret } = await withTwoFactor();
    expect((await m.live.post('/settings/two-factor/disable', { password: 'wrong-pw', code: codeOf(secret) })).statusCode).toBe(400);
    await nextTimeStep(m.user.id);
    const off = await m.live.post('/settings/two-factor/disable', { password: m.password, code: codeOf(secret) });
    expect(off.statusCode).toBe(200);
    expect(await audits(m.account.id, 'two_factor.disabled')).toHaveLength(1);
    expect((await passwordStep(m.user.email, m.password)).liveToken).toEqual(expect.any(String));
  });

  it("an owner's rule: a member without two-factor sets it up at sign-in before any session opens", async () => {
    const owner = await signedInMerchant(app, db, { role: 'owner' });
    const member = await signedInMerchant(app, db, { role: 'member', permissions: ['settings'] });
    expect((await member.live.put('/settings/two-factor/required', { required: true })).statusCode).toBe(403);
    const rule = await owner.live.put('/settings/two-factor/required', { required: true });
    expect(rule.statusCode).toBe(200);
    expect(await audits(owner.account.id, 'two_factor.required_changed')).toHaveLength(1);

    const pending = await passwordStep(owner.user.email, owner.password);
    expect(pending.twoFactor).toBe('setup');
    const setup = await app.inject({ method: 'POST', url: '/api/auth/login/two-factor/setup', payload: { challenge: pending.challenge } });
    const { secret } = setup.json().data;
    const confirmed = await app.inject({
      method: 'POST', url: '/api/auth/login/two-factor/setup/confirm', payload: { challenge: pending.challenge, code: codeOf(secret) },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.recoveryCodes).toHaveLength(10);
    expect(confirmed.json().data.session.liveToken).toEqual(expect.any(String));
    // From now on the code is asked, and the rule keeps it on.
    expect((await passwordStep(owner.user.email, owner.password)).twoFactor).toBe('code');
    const keep = await owner.live.post('/settings/two-factor/disable', { password: owner.password, code: codeOf(secret) });
    expect(keep.statusCode).toBe(400);
  });
});
