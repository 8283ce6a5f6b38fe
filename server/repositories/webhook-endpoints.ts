// Webhook endpoints of one scope: list, one, count, insert, update, delete, and the enabled ones of a scope (fan-out);
// across scopes, the rows whose signing secrets are still plain (sealed once at start).
import { and, asc, count, eq, isNotNull, isNull, not, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { webhookEndpoints } from '../db/schema';
import { inScope, type Scope } from './scope';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type NewWebhookEndpointRow = Omit<typeof webhookEndpoints.$inferInsert, 'accountId' | 'livemode'>;

export async function listEndpoints(db: DbOrTx, scope: Scope): Promise<WebhookEndpointRow[]> {
  return db.select().from(webhookEndpoints).where(inScope(webhookEndpoints, scope)).orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
}

export async function countEndpoints(db: DbOrTx, scope: Scope): Promise<number> {
  const [row] = await db.select({ n: count() }).from(webhookEndpoints).where(inScope(webhookEndpoints, scope));
  return row.n;
}

export async function findEndpoint(db: DbOrTx, scope: Scope, id: string, opts: { lock?: boolean } = {}): Promise<WebhookEndpointRow | undefined> {
  const q = db.select().from(webhookEndpoints).where(inScope(webhookEndpoints, scope, eq(webhookEndpoints.id, id)));
  const [row] = opts.lock ? await q.for('update') : await q.limit(1);
  return row;
}

export async function insertEndpoint(db: DbOrTx, scope: Scope, row: NewWebhookEndpointRow): Promise<WebhookEndpointRow> {
  const [created] = await db.insert(webhookEndpoints).values({ ...row, accountId: scope.accountId, livemode: scope.livemode }).returning();
  return created;
}

export async function updateEndpoint(db: DbOrTx, scope: Scope, id: string, patch: Partial<NewWebhookEndpointRow>): Promise<WebhookEndpointRow> {
  const [updated] = await db.update(webhookEndpoints).set(patch).where(inScope(webhookEndpoints, scope, eq(webhookEndpoints.id, id))).returning();
  return updated;
}

export async function deleteEndpoint(db: DbOrTx, scope: Scope, id: string): Promise<boolean> {
  const rows = await db.delete(webhookEndpoints).where(inScope(webhookEndpoints, scope, eq(webhookEndpoints.id, id))).returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** Sealed values start with the secret box's version ('v1.'); anything else is a plain secret of before sealing. */
const plain = (column: typeof webhookEndpoints.secretSealed | typeof webhookEndpoints.previousSecretSealed) => not(sql`starts_with(${column}, 'v1.')`);

/** Endpoints of every scope with a secret not sealed yet (rows written before secrets were sealed). */
export async function listEndpointsWithPlainSecrets(db: DbOrTx, limit: number) {
  const e = webhookEndpoints;
  return db
    .select({ id: e.id, accountId: e.accountId, secret: e.secretSealed, previousSecret: e.previousSecretSealed })
    .from(e)
    .where(or(plain(e.secretSealed), and(isNotNull(e.previousSecretSealed), plain(e.previousSecretSealed))))
    .orderBy(asc(e.id))
    .limit(limit);
}

/** Replaces an endpoint's secrets only if they are still the ones read (another process may have sealed them). */
export async function replaceEndpointSecrets(
  db: DbOrTx, id: string, from: { secret: string; previousSecret: string | null }, to: { secretSealed: string; previousSecretSealed: string | null },
): Promise<boolean> {
  const e = webhookEndpoints;
  const samePrevious = from.previousSecret === null ? isNull(e.previousSecretSealed) : eq(e.previousSecretSealed, from.previousSecret);
  const rows = await db.update(e).set(to).where(and(eq(e.id, id), eq(e.secretSealed, from.secret), samePrevious)).returning({ id: e.id });
  return rows.length > 0;
}
