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

export type LoginBody = Omit<z.output<typeof loginSchema>, 'captchaId' | 'captchaCode'> & {
  captchaId?: string;
  captchaCode?: string;
};

export async function login(deps: AuthDeps, body: LoginBody, req: Requester): Promise<SignInResult> {
  const { db, config } = deps;
  if (config.CAPTCHA === 'on') await verifyCaptcha(db, body.captchaId, body.captchaCode);

  const email = normalizeEmail(body.email);
  const emailKey = `email:${email}`;
  const ipKey = `ip:${req.ip}`;
  const windowMinutes = config.LOGIN_FAILURE_WINDOW_MINUTES;
  // Checked before the password, so a guesser learns nothing while limited, not even from a right guess.
  const failures = await countRecentFailures(db, [emailKey, ipKey], windowMinutes);
  if (
    (failures.get(emailKey) ?? 0) >= config.LOGIN_MAX_FAILURES_PER_EMAIL ||
    (failures.get(ipKey) ?? 0) >= config.LOGIN_MAX_FAILURES_PER_IP
  ) {
    throw TooManyRequests('too_many_attempts');
  }

  const user = await findUserByEmail(db, email);
  const passwordOk = await verifyPassword(user?.passwordHash, body.password);
  if (!user || !passwordOk || user.status === 'disabled') {
    await recordFailure(db, [emailKey, ipKey], windowMinutes);
    throw BadRequest('login_failed');
  }
  if (user.status === 'pending') throw BadRequest('account_not_active');

  await clearFailures(db, emailKey);
  return startSession(db, config, user, req);
}
