// Registration and activation: a pending user with a merchant account, an emailed link, and sign-in on activation.
import type { z } from 'zod';
import type { registerSchema, SignInResult } from '../../../domain/auth';
import { BadRequest } from '../../lib/errors';
import { consumeToken } from '../../repositories/email-tokens';
import { activateUser, findUserByEmail, findUserById } from '../../repositories/users';
import { addMember, createAccount, createUser, hashPassword, normalizeEmail } from '../accounts';
import { verifyCaptcha } from '../captcha';
import { isUniqueViolation, type AuthDeps, type Requester } from './context';
import { queueAuthMail } from './auth-mail';
import { startSession } from './sign-in';

export type RegisterBody = Omit<z.output<typeof registerSchema>, 'captchaId' | 'captchaCode'> & {
  captchaId?: string;
  captchaCode?: string;
};

/**
 * Creates the pending user and its merchant account (owner, all permissions, API keys) and queues the activation
 * mail, in one transaction. A taken address gets the same answer, the same password hashing and a queued notice mail
 * instead: neither the answer nor its time tells the two apart.
 */
export async function register(deps: AuthDeps, body: RegisterBody, req: Requester): Promise<{ email: string }> {
  const { db, config } = deps;
  if (config.CAPTCHA === 'on') await verifyCaptcha(db, body.captchaId, body.captchaCode);
  const email = normalizeEmail(body.email);

  if (await findUserByEmail(db, email)) {
    // Hash anyway: the new-user path spends this time, so the duration does not tell the two apart.
    await hashPassword(body.password);
    await queueAuthMail(deps.jobs, 'registerNotice', email, req);
    return { email };
  }

  try {
    await db.transaction(async (tx) => {
      const user = await createUser(tx, { email, password: body.password, nickname: body.nickname, status: 'pending' });
      const account = await createAccount(tx, { name: body.nickname, kycStatus: 'inactive' });
      await addMember(tx, { accountId: account.id, userId: user.id, role: 'owner', permissions: ['*'] });
      await queueAuthMail(deps.jobs, 'activate', email, req, tx);
    });
  } catch (error) {
    // Two registrations of one address at once: the loser is told the same as any duplicate.
    if (!isUniqueViolation(error)) throw error;
    await queueAuthMail(deps.jobs, 'registerNotice', email, req);
  }
  return { email };
}

/**
 * Queues a fresh activation link for any address; the job sends it only to a pending user. Same answer, same work,
 * whoever the address belongs to.
 */
export async function resendActivation(deps: AuthDeps, rawEmail: string, req: Requester) {
  const email = normalizeEmail(rawEmail);
  await queueAuthMail(deps.jobs, 'activate', email, req);
  return { email };
}

/** Uses the activation link: the user becomes active and is signed in, all or nothing. */
export async function activate(deps: AuthDeps, secret: string, req: Requester): Promise<SignInResult> {
  return deps.db.transaction(async (tx) => {
    const token = await consumeToken(tx, secret, 'activate');
    const user = token && (await findUserById(tx, token.userId));
    if (!user || user.status === 'disabled') throw BadRequest('link_invalid');
    await activateUser(tx, user);
    return startSession(tx, deps.config, { ...user, status: 'active' }, req);
  });
}
