// Registration and activation: a pending user with a merchant account, an emailed link, and sign-in on activation.
import type { z } from 'zod';
import type { registerSchema, SignInResult } from '../../../domain/auth';
import { BadRequest } from '../../lib/errors';
import { consumeToken, issueEmailToken } from '../../repositories/email-tokens';
import { activateUser, findUserByEmail, findUserById } from '../../repositories/users';
import { addMember, createAccount, createUser, hashPassword, normalizeEmail } from '../accounts';
import { verifyCaptcha } from '../captcha';
import { isUniqueViolation, type AuthDeps, type Requester } from './context';
import { deliver, renderEmail } from './emails';
import { startSession } from './sign-in';

export const ACTIVATION_TTL_MINUTES = 24 * 60;

export type RegisterBody = Omit<z.output<typeof registerSchema>, 'captchaId' | 'captchaCode'> & {
  captchaId?: string;
  captchaCode?: string;
};

export function linkTo(req: Requester, path: string, secret: string): string {
  return `${req.origin}${path}?token=${encodeURIComponent(secret)}`;
}

async function sendRegisterNotice(deps: AuthDeps, email: string, req: Requester) {
  const mail = renderEmail('registerNotice', req.lang, email, { login: `${req.origin}/login`, reset: `${req.origin}/resetmail` });
  await deliver(deps, mail);
}

/**
 * Creates the pending user, its merchant account (owner, all permissions, API keys) and an activation token in one
 * transaction, then mails the link. A taken address gets the same answer and a notice mail instead: no enumeration.
 */
export async function register(deps: AuthDeps, body: RegisterBody, req: Requester): Promise<{ email: string }> {
  const { db, config } = deps;
  if (config.CAPTCHA === 'on') await verifyCaptcha(db, body.captchaId, body.captchaCode);
  const email = normalizeEmail(body.email);

  if (await findUserByEmail(db, email)) {
    // Hash anyway: the new-user path spends this time, so the duration does not tell the two apart.
    await hashPassword(body.password);
    await sendRegisterNotice(deps, email, req);
    return { email };
  }

  let created: { nickname: string; secret: string };
  try {
    created = await db.transaction(async (tx) => {
      const user = await createUser(tx, { email, password: body.password, nickname: body.nickname, status: 'pending' });
      const account = await createAccount(tx, { name: body.nickname, kycStatus: 'inactive' });
      await addMember(tx, { accountId: account.id, userId: user.id, role: 'owner', permissions: ['*'] });
      const { secret } = await issueEmailToken(tx, user.id, 'activate', ACTIVATION_TTL_MINUTES);
      return { nickname: user.nickname, secret };
    });
  } catch (error) {
    // Two registrations of one address at once: the loser is told the same as any duplicate.
    if (!isUniqueViolation(error)) throw error;
    await sendRegisterNotice(deps, email, req);
    return { email };
  }
  const link = linkTo(req, '/verify', created.secret);
  await deliver(deps, renderEmail('activate', req.lang, email, { nickname: created.nickname, link }));
  return { email };
}

/** Sends a fresh activation link when the address belongs to a pending user; answers the same in every case. */
export async function resendActivation(deps: AuthDeps, rawEmail: string, req: Requester) {
  const email = normalizeEmail(rawEmail);
  const user = await findUserByEmail(deps.db, email);
  if (user?.status !== 'pending') return { email };
  const { secret } = await issueEmailToken(deps.db, user.id, 'activate', ACTIVATION_TTL_MINUTES);
  const link = linkTo(req, '/verify', secret);
  await deliver(deps, renderEmail('activate', req.lang, email, { nickname: user.nickname, link }));
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
