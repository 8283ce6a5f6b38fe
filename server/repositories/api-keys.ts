// API keys of one account in one mode (list with their last 24 hours of calls, one, insert, expire, delete), the
// lookup of a secret key by its hash for the merchant API, and the per-call usage record.
import { asc, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { apiKeys, apiKeyUsage } from '../db/schema';
import { inScope, type Scope } from './scope';

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type NewApiKeyRow = Omit<typeof apiKeys.$inferInsert, 'accountId' | 'livemode'>;

const publicColumns = {
  id: apiKeys.id,
  kind: apiKeys.kind,
  name: apiKeys.name,
  value: apiKeys.value,
  last4: apiKeys.last4,
  livemode: apiKeys.livemode,
  scopes: apiKeys.scopes,
  expiresAt: apiKeys.expiresAt,
  lastUsedAt: apiKeys.lastUsedAt,
  createdAt: apiKeys.createdAt,
};

/** The start of the UTC hour of `at`: the usage bucket a call falls in. */
export const hourOf = (at: Date) => new Date(Math.floor(at.getTime() / 3600_000) * 3600_000);
/** The first bucket of "the last 24 hours": the current hour and the 23 before it. */
export const usageWindowStart = (now: Date) => new Date(hourOf(now).getTime() - 23 * 3600_000);

/** The mode's keys, publishable first then by age, each with its calls of the last 24 hours (one grouped join). */
export async function listApiKeys(db: DbOrTx, scope: Scope, now = new Date()) {
  const usage = db
    .select({ keyId: apiKeyUsage.keyId, n: sql<number>`sum(${apiKeyUsage.count})::int`.as('n') })
    .from(apiKeyUsage)
    .innerJoin(apiKeys, eq(apiKeys.id, apiKeyUsage.keyId))
    .where(inScope(apiKeys, scope, gte(apiKeyUsage.hour, usageWindowStart(now))))
    .groupBy(apiKeyUsage.keyId)
    .as('usage');
  const rows = await db
    .select({ ...publicColumns, requests24h: usage.n })
    .from(apiKeys)
    .leftJoin(usage, eq(usage.keyId, apiKeys.id))
    .where(inScope(apiKeys, scope))
    .orderBy(asc(apiKeys.kind), asc(apiKeys.createdAt), asc(apiKeys.id));
  return rows.map((r) => ({ ...r, requests24h: r.requests24h ?? 0 }));
}

export async function findApiKey(db: DbOrTx, scope: Scope, id: string, opts: { lock?: boolean } = {}) {
  const q = db.select(publicColumns).from(apiKeys).where(inScope(apiKeys, scope, eq(apiKeys.id, id)));
  const [row] = opts.lock ? await q.for('update') : await q.limit(1);
  return row;
}

export async function countSecretKeys(db: DbOrTx, scope: Scope): Promise<number> {
  const [row] = await db.select({ n: count() }).from(apiKeys).where(inScope(apiKeys, scope, eq(apiKeys.kind, 'secret')));
  return row.n;
}

/** Serialises the writes of one mode's keys (create, roll, delete): the last-standard-key rule reads them all. */
export async function lockModeKeys(tx: DbOrTx, scope: Scope): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`api-keys ${scope.accountId} ${scope.livemode}`}, 0))`);
}

export async function insertApiKey(db: DbOrTx, scope: Scope, row: NewApiKeyRow) {
  const [created] = await db
    .insert(apiKeys)
    .values({ ...row, accountId: scope.accountId, livemode: scope.livemode })
    .returning(publicColumns);
  return created;
}

export async function setApiKeyExpiry(db: DbOrTx, scope: Scope, id: string, expiresAt: Date) {
  const [row] = await db.update(apiKeys).set({ expiresAt }).where(inScope(apiKeys, scope, eq(apiKeys.id, id))).returning(publicColumns);
  return row;
}

export async function deleteApiKey(db: DbOrTx, scope: Scope, id: string): Promise<boolean> {
  const rows = await db.delete(apiKeys).where(inScope(apiKeys, scope, eq(apiKeys.id, id))).returning({ id: apiKeys.id });
  return rows.length > 0;
}

/** A secret key by the hash of its value (the merchant API's Bearer token). */
export async function findSecretKeyByHash(db: DbOrTx, valueHash: string) {
  const [row] = await db
    .select({ id: apiKeys.id, accountId: apiKeys.accountId, livemode: apiKeys.livemode, kind: apiKeys.kind, scopes: apiKeys.scopes, expiresAt: apiKeys.expiresAt })
    .from(apiKeys)
    .where(eq(apiKeys.valueHash, valueHash))
    .limit(1);
  return row;
}

/**
 * One call of a key: its hour's count goes up by one, and its last use moves to `now` when it is a minute old or
 * more (so a busy key writes its row once a minute, not on every call). One statement, one round trip.
 */
export async function recordKeyUse(db: DbOrTx, keyId: string, now: Date): Promise<void> {
  const staleBefore = new Date(now.getTime() - 60_000);
  await db.execute(sql`
    with touched as (
      update ${apiKeys} set last_used_at = ${now.toISOString()}::timestamptz
      where ${apiKeys.id} = ${keyId} and (${apiKeys.lastUsedAt} is null or ${apiKeys.lastUsedAt} < ${staleBefore.toISOString()}::timestamptz)
    )
    insert into ${apiKeyUsage} (key_id, hour, count) values (${keyId}, ${hourOf(now).toISOString()}::timestamptz, 1)
    on conflict (key_id, hour) do update set count = ${apiKeyUsage}.count + 1`);
}

/** Housekeeping: usage hours outside the last day's window, and keys expired more than `expiredBefore`. */
export async function deleteKeyUsageBefore(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db.delete(apiKeyUsage).where(lt(apiKeyUsage.hour, before)).returning({ keyId: apiKeyUsage.keyId });
  return rows.length;
}

export async function deleteKeysExpiredBefore(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db.delete(apiKeys).where(lt(apiKeys.expiresAt, before)).returning({ id: apiKeys.id });
  return rows.length;
}
