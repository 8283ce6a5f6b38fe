// Password checks with argon2: verify (constant work even for unknown users) and the "not a recent password" rule.
import { verify } from '@node-rs/argon2';
import type { DbOrTx } from '../../db/client';
import { newSecret } from '../../lib/tokens';
import { recentPasswordHashes, type UserRow } from '../../repositories/users';
import { hashPassword } from '../accounts';

/** A new password must differ from the current one and the 5 before it. */
export const PASSWORD_HISTORY_DEPTH = 5;

let dummyHash: Promise<string> | undefined;

async function safeVerify(hash: string, password: string): Promise<boolean> {
  try {
    return await verify(hash, password);
  } catch {
    // A malformed stored hash is a failed check, not a server error.
    return false;
  }
}

/**
 * Checks a password against a stored hash. Without a user it verifies against a throwaway hash, so the answer takes
 * as long whether or not the email address exists.
 */
export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  if (hash) return safeVerify(hash, password);
  dummyHash ??= hashPassword(newSecret());
  await safeVerify(await dummyHash, password);
  return false;
}

/** True when the password is the user's current one or one of the previous PASSWORD_HISTORY_DEPTH. */
export async function isRecentPassword(db: DbOrTx, user: UserRow, password: string): Promise<boolean> {
  const history = await recentPasswordHashes(db, user.id, PASSWORD_HISTORY_DEPTH + 1);
  const hashes = [...new Set([user.passwordHash, ...history])];
  for (const hash of hashes) {
    if (await safeVerify(hash, password)) return true;
  }
  return false;
}
