// The session behind a Bearer token of either mode: sign-out and password change accept the live or the test token.
import type { DbOrTx } from '../../db/client';
import { Unauthorized } from '../../lib/errors';
import { findActiveSession } from '../../repositories/sessions';

export async function sessionOfToken(db: DbOrTx, token: string | undefined) {
  if (!token) throw Unauthorized();
  const found = (await findActiveSession(db, token, true)) ?? (await findActiveSession(db, token, false));
  if (!found) throw Unauthorized();
  return { sessionId: found.session.id, userId: found.user.id, accountId: found.session.accountId };
}
