// Users, merchant accounts, memberships and API keys as rows: the writes of registration, the seed and the test
// factories (server/services/accounts.ts decides the values), and the account settings other services read.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { accounts, apiKeys, memberships, passwordHistory, users } from '../db/schema';

export async function insertUser(db: DbOrTx, row: typeof users.$inferInsert, historyId: string) {
  await db.insert(users).values(row);
  await db.insert(passwordHistory).values({ id: historyId, userId: row.id, passwordHash: row.passwordHash });
}

export async function insertAccount(db: DbOrTx, row: typeof accounts.$inferInsert) {
  await db.insert(accounts).values(row);
}

export async function insertMembership(db: DbOrTx, row: typeof memberships.$inferInsert) {
  await db.insert(memberships).values(row);
}

export async function insertApiKeys(db: DbOrTx, rows: (typeof apiKeys.$inferInsert)[]) {
  await db.insert(apiKeys).values(rows);
}

/** The account's own time zone (accounts.timezone), or undefined for an unknown account. */
export async function accountTimezone(db: DbOrTx, accountId: string): Promise<string | undefined> {
  const [row] = await db.select({ tz: accounts.timezone }).from(accounts).where(eq(accounts.id, accountId));
  return row?.tz;
}

export async function accountKycStatus(db: DbOrTx, accountId: string): Promise<string | undefined> {
  const [row] = await db.select({ kycStatus: accounts.kycStatus }).from(accounts).where(eq(accounts.id, accountId));
  return row?.kycStatus;
}

/** The account's name (the holder of its smart account), or undefined for an unknown account. */
export async function accountName(db: DbOrTx, accountId: string): Promise<string | undefined> {
  const [row] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
  return row?.name;
}

/** Whether the account's issuing product is on (the menu-display call's answer and every issuing route's gate). */
export async function accountIssuingEnabled(db: DbOrTx, accountId: string): Promise<boolean> {
  const [row] = await db.select({ on: accounts.issuingEnabled }).from(accounts).where(eq(accounts.id, accountId));
  return row?.on ?? false;
}

export async function setAccountIssuingEnabled(db: DbOrTx, accountId: string, enabled: boolean): Promise<boolean> {
  const rows = await db.update(accounts).set({ issuingEnabled: enabled }).where(eq(accounts.id, accountId)).returning({ id: accounts.id });
  return rows.length > 0;
}
