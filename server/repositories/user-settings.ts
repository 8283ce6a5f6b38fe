// The signed-in user's own settings (/settings, issue 32 item 2): profile, sessions, two-factor secret and
// recovery codes, and the account's two-factor rule.
import { and, desc, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import { objectId } from '../../domain/random-id';
import type { DbOrTx } from '../db/client';
import { accounts, memberships, recoveryCodes, sessions, users } from '../db/schema';
import { sha256 } from '../lib/tokens';

export async function updateProfile(db: DbOrTx, userId: string, p: { nickname: string; language: string | null; timezone: string | null }) {
  await db.update(users).set({ ...p, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** The user's sessions that still work (not signed out, not expired), newest first. */
export async function listActiveSessions(db: DbOrTx, userId: string) {
  return db
    .select({ id: sessions.id, ip: sessions.ip, userAgent: sessions.userAgent, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.createdAt))
    .limit(100);
}

/** Ends the user's other working sessions; answers how many ended. */
export async function revokeOtherSessions(db: DbOrTx, userId: string, keepSessionId: string): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Stamps the session's last call. */
/**
 * Stamps the session's last-seen time `at` unless a call stamped it after `staleBefore` already: the calls a burst
 * sends at once (the first of a new session, through several server processes) write the row once, not each in turn
 * behind the row's lock.
 */
export async function touchSession(db: DbOrTx, sessionId: string, at: Date, staleBefore: Date = at) {
  await db
    .update(sessions)
    .set({ lastSeenAt: at })
    .where(and(eq(sessions.id, sessionId), or(isNull(sessions.lastSeenAt), lt(sessions.lastSeenAt, staleBefore))));
}

export async function saveTotpSecret(db: DbOrTx, userId: string, sealed: string | null, enabledAt: Date | null) {
  // A new (or no) secret starts without a used step; confirming keeps the step the confirming code used.
  const lastStep = enabledAt ? {} : { totpLastStep: null };
  await db.update(users).set({ totpSecret: sealed, totpEnabledAt: enabledAt, ...lastStep, updatedAt: new Date() }).where(eq(users.id, userId));
}

/**
 * Marks a TOTP time-step used: true when it is later than the last one accepted (and it is now the last), false when
 * that step or a later one was already used. One conditional UPDATE, so two requests racing with the same code
 * cannot both win.
 */
export async function claimTotpStep(db: DbOrTx, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Replaces the user's recovery codes with these (hashed). */
export async function replaceRecoveryCodes(db: DbOrTx, userId: string, codes: string[]) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  if (codes.length) await db.insert(recoveryCodes).values(codes.map((c) => ({ id: objectId('rcc'), userId, codeHash: sha256(c) })));
}

/** Uses a recovery code up; true when it was the user's and unused (a second use finds it used). */
export async function consumeRecoveryCode(db: DbOrTx, userId: string, code: string): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, sha256(code)), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: DbOrTx, userId: string): Promise<number> {
  const rows = await db.select({ id: recoveryCodes.id }).from(recoveryCodes).where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return rows.length;
}

/** Whether any account the user belongs to requires two-factor sign-in of its members. */
export async function anyAccountRequiresTwoFactor(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: accounts.id })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(and(eq(memberships.userId, userId), eq(accounts.requireTwoFactor, true)))
    .limit(1);
  return rows.length > 0;
}

export async function accountRequiresTwoFactor(db: DbOrTx, accountId: string): Promise<boolean> {
  const [row] = await db.select({ v: accounts.requireTwoFactor }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  return Boolean(row?.v);
}

export async function setAccountRequiresTwoFactor(db: DbOrTx, accountId: string, required: boolean) {
  await db.update(accounts).set({ requireTwoFactor: required }).where(eq(accounts.id, accountId));
}

/** The user's accounts (for audit rows of a change that concerns every account the user signs in to). */
export async function membershipAccountIds(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db.select({ id: memberships.accountId }).from(memberships).where(eq(memberships.userId, userId));
  return rows.map((r) => r.id);
}
