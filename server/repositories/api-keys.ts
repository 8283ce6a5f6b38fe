// API keys of one account in one mode.
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { apiKeys } from '../db/schema';
import { inScope, type Scope } from './scope';

const publicColumns = {
  id: apiKeys.id,
  kind: apiKeys.kind,
  name: apiKeys.name,
  value: apiKeys.value,
  last4: apiKeys.last4,
  livemode: apiKeys.livemode,
  createdAt: apiKeys.createdAt,
};

export async function listApiKeys(db: DbOrTx, scope: Scope) {
  return db.select(publicColumns).from(apiKeys).where(inScope(apiKeys, scope)).orderBy(asc(apiKeys.kind), asc(apiKeys.createdAt));
}

export async function findApiKey(db: DbOrTx, scope: Scope, id: string) {
  const [row] = await db.select(publicColumns).from(apiKeys).where(inScope(apiKeys, scope, eq(apiKeys.id, id))).limit(1);
  return row;
}

/** A secret key by the hash of its value (the merchant API's Bearer token). */
export async function findSecretKeyByHash(db: DbOrTx, valueHash: string) {
  const [row] = await db
    .select({ id: apiKeys.id, accountId: apiKeys.accountId, livemode: apiKeys.livemode, kind: apiKeys.kind })
    .from(apiKeys)
    .where(eq(apiKeys.valueHash, valueHash))
    .limit(1);
  return row;
}
