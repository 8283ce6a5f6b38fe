// Sign-in with email and password: captcha, failure limits per email and per IP, constant-time-ish answers.
import type { z } from 'zod';
import type { loginSchema, SignInResult } from '../../../domain/auth';
import { BadRequest, TooManyRequests } from '../../lib/errors';
import { clearFailures, countRecentFailures, recordFailure } from '../../repositories/login-failures';
import { findUserByEmail } from '../../repositories/users';
import { normalizeEmail } from '../accounts';
import { verifyCaptcha } from '../captcha';
import type { AuthDeps, Requester } from './context';
import { verifyPassword } from './passwords';
import { startSession } from './sign-in';
import type { TwoFactorPending } from '../../../domain/settings/two-factor';
import { secondFactorPending } from './two-factor-sign-in';

export type LoginBody = Omit<z.output<typeof loginSchema>, 'captchaId' | 'captchaCode'> & {
  captchaId?: string;
  captchaCode?: string;
};

/** Failure-count keys: the client address, the (address, account) pair, and the account alone. */
export function failureKeys(ip: string, email: string) {
  return { ip: `ip:${ip}`, pair: `pair:${ip}|${email}`, account: `email:${email}` };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Limits: an address that fails too often (PER_IP) and an address that fails too often on one account (PER_EMAIL, the
 * pair) get 429, checked before the password so a guesser learns nothing while limited. The account alone is never
 * locked, which would let anyone lock anyone out: past PER_ACCOUNT failures from anywhere, every attempt on it needs a
 * solved captcha (even with CAPTCHA=off) and is answered LOGIN_SLOWDOWN_MS later, and the right password still works.
 * With two-factor sign-in on (or required by an account), the answer is a challenge for the second step instead.
 */
export async function login(deps: AuthDeps, body: LoginBody, req: Requester): Promise<SignInResult | TwoFactorPending> {
  const { db, config } = deps;
  if (config.CAPTCHA === 'on') await verifyCaptcha(db, body.captchaId, body.captchaCode);

  const email = normalizeEmail(body.email);
  const keys = failureKeys(req.ip, email);
  const windowMinutes = config.LOGIN_FAILURE_WINDOW_MINUTES;
  const failures = await countRecentFailures(db, [keys.ip, keys.pair, keys.account], windowMinutes);
  if (
    (failures.get(keys.pair) ?? 0) >= config.LOGIN_MAX_FAILURES_PER_EMAIL ||
    (failures.get(keys.ip) ?? 0) >= config.LOGIN_MAX_FAILURES_PER_IP
  ) {
    throw TooManyRequests('too_many_attempts');
  }
  if ((failures.get(keys.account) ?? 0) >= config.LOGIN_MAX_FAILURES_PER_ACCOUNT) {
    await sleep(config.LOGIN_SLOWDOWN_MS);
    if (config.CAPTCHA === 'off') {
      if (!body.captchaId || !body.captchaCode) throw BadRequest('captcha_required', { captchaCode: 'captcha_required' });
      await verifyCaptcha(db, body.captchaId, body.captchaCode);
    }
  }

  const user = await findUserByEmail(db, email);
  const passwordOk = await verifyPassword(user?.passwordHash, body.password);
  if (!user || !passwordOk || user.status === 'disabled') {
    await recordFailure(db, [keys.ip, keys.pair, keys.account], windowMinutes);
    throw BadRequest('login_failed');
  }
  if (user.status === 'pending') throw BadRequest('account_not_active');

  await clearFailures(db, [keys.pair, keys.account]);
  // Two-factor sign-in (issue 32 item 2): the password alone opens no session when a second factor is due.
  return (await secondFactorPending(db, user)) ?? startSession(db, config, user, req);
}
