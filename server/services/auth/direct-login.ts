// Direct login: a signed-in user (or an operator through scripts/direct-link.ts) makes a one-time sign-in link.
import type { SignInResult } from '../../../domain/auth';
import type { DbOrTx } from '../../db/client';
import { BadRequest } from '../../lib/errors';
import { consumeToken, issueEmailToken } from '../../repositories/email-tokens';
import { findUserById } from '../../repositories/users';
import type { AuthDeps, Requester } from './context';
import { startSession } from './sign-in';

export const DIRECT_LINK_TTL_MINUTES = 10;

/** `sessionId`: the session asking (the new session will end with it); none for an operator's link. */
export async function createDirectLink(db: DbOrTx, userId: string, origin: string, sessionId?: string) {
  const { secret, expiresAt } = await issueEmailToken(db, userId, 'direct_login', DIRECT_LINK_TTL_MINUTES, sessionId);
  return { url: `${origin}/directLogin?token=${encodeURIComponent(secret)}`, expiresAt: expiresAt.toISOString() };
}

/** Signs in with a direct-login link; the link works once and only for an active user. */
export async function directLogin(deps: AuthDeps, secret: string, req: Requester): Promise<SignInResult> {
  return deps.db.transaction(async (tx) => {
    const token = await consumeToken(tx, secret, 'direct_login');
    const user = token && (await findUserById(tx, token.userId));
    if (user?.status !== 'active') throw BadRequest('link_invalid');
    return startSession(tx, deps.config, user, req, token.sessionId ?? undefined);
  });
}
