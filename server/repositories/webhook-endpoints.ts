// Webhook endpoints of one scope: list, one, count, insert, update, delete, and the enabled ones of a scope (fan-out).
import { asc, count, eq } from 'drizzle-orm';
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
