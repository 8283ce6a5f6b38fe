// Users as the sign-in family needs them: lookups, activation, and password changes with their history.
import { desc, eq } from 'drizzle-orm';
import { objectId } from '../../domain/random-id';
import type { DbOrTx } from '../db/client';
import { passwordHistory, users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

/** Looks a user up by an already normalised email address. */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** A pending user becomes active once the email address is proven; an active one keeps its first verification time. */
export async function activateUser(db: DbOrTx, user: UserRow) {
  if (user.status !== 'pending') return;
  const now = new Date();
  await db.update(users).set({ status: 'active', emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, user.id));
}

/** The hashes of the most recent passwords, newest first (the current one is the newest entry). */
export async function recentPasswordHashes(db: DbOrTx, userId: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ hash: passwordHistory.passwordHash })
    .from(passwordHistory)
    .where(eq(passwordHistory.userId, userId))
    .orderBy(desc(passwordHistory.createdAt))
    .limit(limit);
  return rows.map((r) => r.hash);
}

export async function setPassword(db: DbOrTx, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
  await db.insert(passwordHistory).values({ id: objectId('pwh'), userId, passwordHash });
}
