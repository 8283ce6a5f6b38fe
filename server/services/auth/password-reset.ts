// Forgotten and changed passwords: the emailed reset link, setting a new password, and changing it while signed in.
import type { z } from 'zod';
import type { changePasswordSchema, resetPasswordSchema } from '../../../domain/auth';
import type { DbOrTx } from '../../db/client';
import { BadRequest, FieldErrors, Unauthorized } from '../../lib/errors';
import { clearAccountFailures } from '../../repositories/login-failures';
import { consumeToken, findUsableToken } from '../../repositories/email-tokens';
import { revokeUserSessions } from '../../repositories/sessions';
import { activateUser, findUserById, setPassword, type UserRow } from '../../repositories/users';
import { hashPassword, normalizeEmail } from '../accounts';
import { writeAudit } from '../../repositories/audit-log';
import { verifyCaptcha } from '../captcha';
import type { AuthDeps, Requester } from './context';
import { queueAuthMail } from './auth-mail';
import { isRecentPassword, verifyPassword } from './passwords';

export interface ResetMailBody {
  email: string;
  captchaId?: string;
  captchaCode?: string;
}

/**
 * Queues a reset mail for any address; the job sends the link only to a user who may sign in. The request does the
 * same work and gives the same answer whether the address has an account or not.
 */
export async function sendResetMail(deps: AuthDeps, body: ResetMailBody, req: Requester) {
  const { db, config } = deps;
  if (config.CAPTCHA === 'on') await verifyCaptcha(db, body.captchaId, body.captchaCode);
  const email = normalizeEmail(body.email);
  await queueAuthMail(deps.jobs, 'resetPassword', email, req);
  return { email };
}

async function assertNotRecent(db: DbOrTx, user: UserRow, password: string, field: string) {
  if (await isRecentPassword(db, user, password)) throw FieldErrors({ [field]: 'password_used' });
}

/**
 * Sets a new password from a reset link. The link proves the address, so a pending user becomes active. Every
 * session of the user ends: whoever knew the old password is signed out.
 */
export async function resetPassword(deps: AuthDeps, body: z.output<typeof resetPasswordSchema>) {
  const { db } = deps;
  const pending = await findUsableToken(db, body.token, 'reset_password');
  const user = pending && (await findUserById(db, pending.userId));
  if (!user || user.status === 'disabled') throw BadRequest('link_invalid');
  await assertNotRecent(db, user, body.password, 'password');
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    // Consumed here, not when first read: a replay racing this request finds it used and changes nothing.
    if (!(await consumeToken(tx, body.token, 'reset_password'))) throw BadRequest('link_invalid');
    await setPassword(tx, user.id, passwordHash);
    await activateUser(tx, user);
    await revokeUserSessions(tx, user.id);
    await clearAccountFailures(tx, user.email);
  });
  return { email: user.email };
}

/** Changes the password of the signed-in user; the other sessions end, the one making the change stays. */
export async function changePassword(
  deps: AuthDeps,
  session: { userId: string; sessionId: string; accountId?: string },
  body: z.output<typeof changePasswordSchema>,
  ip?: string,
) {
  const { db } = deps;
  const user = await findUserById(db, session.userId);
  if (!user) throw Unauthorized();
  if (!(await verifyPassword(user.passwordHash, body.oldPassword))) throw FieldErrors({ oldPassword: 'password_old_wrong' });
  await assertNotRecent(db, user, body.newPassword, 'newPassword');
  const passwordHash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    await setPassword(tx, user.id, passwordHash);
    await revokeUserSessions(tx, user.id, session.sessionId);
    if (session.accountId) {
      await writeAudit(tx, {
        accountId: session.accountId, action: 'password.changed', actor: { userId: user.id, email: user.email }, ip: ip ?? null,
        target: { type: 'user', id: user.id, label: user.email },
      });
    }
  });
}
