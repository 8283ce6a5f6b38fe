// One-time tokens sent by email or handed out as links (activate, reset password, direct login); stored as hashes.
import { and, eq, gt, isNull } from 'drizzle-orm';
import { objectId } from '../../domain/random-id';
import type { DbOrTx } from '../db/client';
import { emailTokens } from '../db/schema';
import { newSecret, sha256 } from '../lib/tokens';

export type TokenPurpose = (typeof emailTokens.$inferSelect)['purpose'];

/** Issues a token and returns the secret (shown once, in the link); earlier unused tokens of the purpose stop working. */
/** `sessionId`: the session that mints a direct-login link (the parent of the session the link will open). */
export async function issueEmailToken(db: DbOrTx, userId: string, purpose: TokenPurpose, ttlMinutes: number, sessionId?: string, accountId?: string) {
  await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
  const secret = newSecret();
  const expiresAt = new Date(Date.now() + ttlMinutes * 60_000);
  await db.insert(emailTokens).values({ id: objectId('etk'), userId, purpose, tokenHash: sha256(secret), expiresAt, sessionId, accountId });
  return { secret, expiresAt };
}

function usable(secret: string, purpose: TokenPurpose) {
  return and(
    eq(emailTokens.tokenHash, sha256(secret)),
    eq(emailTokens.purpose, purpose),
    isNull(emailTokens.usedAt),
    gt(emailTokens.expiresAt, new Date()),
  );
}

/** The token if it is still usable, without using it up. */
export async function findUsableToken(db: DbOrTx, secret: string, purpose: TokenPurpose) {
  const [row] = await db.select().from(emailTokens).where(usable(secret, purpose)).limit(1);
  return row;
}

/** Marks the token used and returns it; a second caller (or a replay) gets nothing, so a link works once. */
export async function consumeToken(db: DbOrTx, secret: string, purpose: TokenPurpose) {
  const [row] = await db.update(emailTokens).set({ usedAt: new Date() }).where(usable(secret, purpose)).returning();
  return row;
}

/** Ends the user's unused tokens of a purpose (sign-out ends the direct-login link its session minted). */
export async function revokeUnusedTokens(db: DbOrTx, userId: string, purpose: TokenPurpose) {
  await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}
