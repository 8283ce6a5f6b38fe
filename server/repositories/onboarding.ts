// Onboarding rows of one account: the application (created on first use) and its documents. Review jobs are
// pg-boss jobs (server/jobs/definitions/onboarding-review.ts).
// Onboarding is per account and not per mode, so these queries are keyed by account id alone.
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { accounts, onboardingApplications, onboardingDocuments, users } from '../db/schema';

export type ApplicationRow = typeof onboardingApplications.$inferSelect;
export type ApplicationPatch = Partial<Omit<ApplicationRow, 'accountId' | 'createdAt'>>;
export type DocumentRow = typeof onboardingDocuments.$inferSelect;
export type KycStatus = ApplicationRow['state'];

/** Creates the application on first use, starting from the account's kyc_status (a seeded live account stays live). */
async function ensureApplication(db: DbOrTx, accountId: string) {
  const [account] = await db.select({ kyc: accounts.kycStatus }).from(accounts).where(eq(accounts.id, accountId));
  const state = account?.kyc ?? 'inactive';
  await db
    .insert(onboardingApplications)
    .values({ accountId, state, outcome: state === 'approved' ? 'approved' : null })
    .onConflictDoNothing();
}

/** The account's application, created empty on first use. */
export async function getApplication(db: DbOrTx, accountId: string): Promise<ApplicationRow> {
  await ensureApplication(db, accountId);
  const [row] = await db.select().from(onboardingApplications).where(eq(onboardingApplications.accountId, accountId));
  return row!;
}

/** The application locked for the rest of the transaction: concurrent saves and submits of one account queue up. */
export async function lockApplication(tx: DbOrTx, accountId: string): Promise<ApplicationRow> {
  await ensureApplication(tx, accountId);
  const [row] = await tx
    .select()
    .from(onboardingApplications)
    .where(eq(onboardingApplications.accountId, accountId))
    .for('update');
  return row!;
}

export async function updateApplication(tx: DbOrTx, accountId: string, patch: ApplicationPatch) {
  await tx
    .update(onboardingApplications)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(onboardingApplications.accountId, accountId));
}

/** Keeps accounts.kyc_status (what /users/query reports as kycEnabled) equal to the application's state. */
export async function setKycStatus(tx: DbOrTx, accountId: string, status: KycStatus) {
  await tx.update(accounts).set({ kycStatus: status }).where(eq(accounts.id, accountId));
}

export async function userEmail(db: DbOrTx, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email;
}

export async function listDocuments(db: DbOrTx, accountId: string): Promise<DocumentRow[]> {
  return db
    .select()
    .from(onboardingDocuments)
    .where(eq(onboardingDocuments.accountId, accountId))
    .orderBy(asc(onboardingDocuments.createdAt), asc(onboardingDocuments.id));
}

export async function findDocument(db: DbOrTx, accountId: string, id: string): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(onboardingDocuments)
    .where(and(eq(onboardingDocuments.accountId, accountId), eq(onboardingDocuments.id, id)));
  return row;
}

export async function insertDocument(tx: DbOrTx, row: typeof onboardingDocuments.$inferInsert) {
  await tx.insert(onboardingDocuments).values(row);
}

export async function deleteDocument(tx: DbOrTx, accountId: string, id: string) {
  await tx.delete(onboardingDocuments).where(and(eq(onboardingDocuments.accountId, accountId), eq(onboardingDocuments.id, id)));
}

