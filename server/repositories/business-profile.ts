// The account's public business details and branding (one row per account, business_profiles).
import { eq } from 'drizzle-orm';
import type { BusinessProfileValues } from '../../domain/business/profile';
import type { DbOrTx } from '../db/client';
import { accounts, businessProfiles } from '../db/schema';

export type BusinessProfileRow = typeof businessProfiles.$inferSelect;

export async function findBusinessProfile(db: DbOrTx, accountId: string): Promise<BusinessProfileRow | undefined> {
  const [row] = await db.select().from(businessProfiles).where(eq(businessProfiles.accountId, accountId));
  return row;
}

/** The row locked for a change (its before and after go to the audit log together). */
export async function lockBusinessProfile(db: DbOrTx, accountId: string): Promise<BusinessProfileRow | undefined> {
  const [row] = await db.select().from(businessProfiles).where(eq(businessProfiles.accountId, accountId)).for('update');
  return row;
}

export async function saveBusinessProfile(db: DbOrTx, accountId: string, values: BusinessProfileValues, userId: string | null): Promise<BusinessProfileRow> {
  const set = { ...values, updatedBy: userId, updatedAt: new Date() };
  const [row] = await db
    .insert(businessProfiles)
    .values({ accountId, ...set })
    .onConflictDoUpdate({ target: businessProfiles.accountId, set })
    .returning();
  return row!;
}

/** Sets (or with null clears) the logo; a first logo before any details takes the account's name as the public name. */
export async function saveBusinessLogo(
  db: DbOrTx, accountId: string, logo: { storedName: string; mime: string; size: number } | null, userId: string | null,
): Promise<BusinessProfileRow> {
  const set = { logoStoredName: logo?.storedName ?? null, logoMime: logo?.mime ?? null, logoSize: logo?.size ?? null, updatedBy: userId, updatedAt: new Date() };
  const [account] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
  const [row] = await db
    .insert(businessProfiles)
    .values({ accountId, businessName: account?.name ?? '', ...set })
    .onConflictDoUpdate({ target: businessProfiles.accountId, set })
    .returning();
  return row!;
}

/** The profile whose logo is stored under this name (the public logo address serves only logos). */
export async function findProfileByLogo(db: DbOrTx, storedName: string): Promise<BusinessProfileRow | undefined> {
  const [row] = await db.select().from(businessProfiles).where(eq(businessProfiles.logoStoredName, storedName));
  return row;
}
