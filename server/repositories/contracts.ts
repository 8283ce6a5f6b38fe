// The merchant contract's signature, one per account: who signed and when.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { contractSignatures, users } from '../db/schema';

export async function findContractSignature(db: DbOrTx, accountId: string) {
  const [row] = await db
    .select({ signedAt: contractSignatures.signedAt, name: users.nickname, email: users.email })
    .from(contractSignatures)
    .leftJoin(users, eq(users.id, contractSignatures.signerUserId))
    .where(eq(contractSignatures.accountId, accountId));
  return row;
}

/** Signs for the account; a second signature keeps the first. */
export async function insertContractSignature(db: DbOrTx, accountId: string, signerUserId: string, signedAt: Date) {
  await db.insert(contractSignatures).values({ accountId, signerUserId, signedAt }).onConflictDoNothing({ target: contractSignatures.accountId });
}
