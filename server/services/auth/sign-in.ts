// Starting a session for a user whose identity is proven (password, activation link, direct-login link).
import type { SignInResult } from '../../../domain/auth';
import { effectivePermissions } from '../../../domain/permissions';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { Forbidden } from '../../lib/errors';
import { createSession, listMemberships } from '../../repositories/sessions';
import type { UserRow } from '../../repositories/users';
import type { Requester } from './context';
import { writeAudit } from '../../repositories/audit-log';

/** Opens a session in the user's default account (the first membership) and answers the local user info. */
/** `parentSessionId`: the session whose direct-login link is used; the new session ends when that one signs out. */
/** `accountId`: open the session in this account of the user's (an accepted invitation's) rather than the first. */
export async function startSession(db: DbOrTx, config: Config, user: UserRow, req: Requester, parentSessionId?: string, accountId?: string): Promise<SignInResult> {
  const all = await listMemberships(db, user.id);
  const first = (accountId && all.find((m) => m.account.id === accountId)) || all[0];
  if (!first) throw Forbidden('account_forbidden');
  const session = await createSession(db, {
    userId: user.id,
    accountId: first.account.id,
    ttlHours: config.SESSION_TTL_HOURS,
    ip: req.ip,
    userAgent: req.userAgent,
    parentSessionId,
  });
  await writeAudit(db, {
    accountId: first.account.id, action: 'session.signed_in', actor: { userId: user.id, email: user.email }, ip: req.ip,
    // The whole User-Agent string (as the session keeps it): a browser that names itself last (Edge's Edg/) stays readable.
    target: { type: 'session', id: session.id, label: req.userAgent?.slice(0, 500) ?? null },
  });
  return {
    liveToken: session.liveToken,
    testToken: session.testToken,
    acctId: first.account.id,
    nickname: user.nickname,
    email: user.email,
    projectType: first.account.projectType,
    // Live and test share the account id; the SPA keeps it separately as the test user info.
    testUserInfo: { acctId: first.account.id },
    permissions: effectivePermissions(first.membership.permissions, user.nickname, config.PERMISSION_ALLOW_LIST),
    expiresAt: session.expiresAt.toISOString(),
    language: user.language ?? null,
  };
}
