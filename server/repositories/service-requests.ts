// Website service requests of one scope and their messages: list (filters, sort, counts per status), export
// batches, the detail's thread, and the lock each move takes.
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { asList } from '../../domain/payment-filters';
import type { ServiceRequestFilter } from '../../domain/service-requests/records';
import type { DbOrTx } from '../db/client';
import { serviceRequestMessages, serviceRequests } from '../db/schema';
import type { ListQuery } from '../lib/paging';
import { afterCursor, containsPattern, cursorAt, keysetOrder, nextCursor, type Cursor } from './keyset';
import { inScope, type Scope } from './scope';

export type ServiceRequestRow = typeof serviceRequests.$inferSelect;
export type NewServiceRequestRow = Omit<typeof serviceRequests.$inferInsert, 'accountId' | 'livemode'>;
export type ServiceMessageRow = typeof serviceRequestMessages.$inferSelect;

export const SERVICE_REQUEST_SORT_FIELDS = ['createdAt', 'updatedAt', 'status'] as const;
export type ServiceRequestSortField = (typeof SERVICE_REQUEST_SORT_FIELDS)[number];
const SORT_COLUMNS: Record<ServiceRequestSortField, PgColumn> = {
  createdAt: serviceRequests.createdAt,
  updatedAt: serviceRequests.updatedAt,
  status: serviceRequests.status,
};

function conditions(scope: Scope, f: ServiceRequestFilter, ids?: string[], opts: { ignoreStatus?: boolean } = {}): SQL {
  const c: (SQL | undefined)[] = [];
  if (ids) c.push(inArray(serviceRequests.id, ids));
  if (f.q) c.push(or(eq(serviceRequests.id, f.q), ilike(serviceRequests.goal, containsPattern(f.q)), ilike(serviceRequests.contactName, containsPattern(f.q))));
  const kinds = asList(f.kind);
  if (kinds) c.push(inArray(serviceRequests.kind, kinds));
  const statuses = asList(f.status);
  if (statuses && !opts.ignoreStatus) c.push(inArray(serviceRequests.status, statuses));
  if (f.createdFrom) c.push(gte(serviceRequests.createdAt, new Date(f.createdFrom)));
  if (f.createdTo) c.push(lte(serviceRequests.createdAt, new Date(f.createdTo)));
  return inScope(serviceRequests, scope, ...c);
}

export async function listServiceRequests(db: DbOrTx, scope: Scope, q: ListQuery<ServiceRequestFilter, ServiceRequestSortField>) {
  const where = conditions(scope, q.filter, q.ids);
  const dir = q.sort.order === 'ASC' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db.select().from(serviceRequests).where(where).orderBy(dir(SORT_COLUMNS[q.sort.field]), dir(serviceRequests.id)).limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(serviceRequests).where(where),
  ]);
  return { rows, total: total.n };
}

export async function countServiceRequestsByStatus(db: DbOrTx, scope: Scope, filter: ServiceRequestFilter) {
  return db
    .select({ status: serviceRequests.status, n: count() })
    .from(serviceRequests)
    .where(conditions(scope, filter, undefined, { ignoreStatus: true }))
    .groupBy(serviceRequests.status);
}

export async function countServiceRequests(db: DbOrTx, scope: Scope, filter: ServiceRequestFilter, ids?: string[]) {
  const [row] = await db.select({ n: count() }).from(serviceRequests).where(conditions(scope, filter, ids));
  return row.n;
}

export async function serviceRequestBatch(db: DbOrTx, scope: Scope, filter: ServiceRequestFilter, ids: string[] | undefined, after: Cursor | null, limit: number) {
  const rows = await db
    .select({
      id: serviceRequests.id,
      cursorAt: cursorAt(serviceRequests),
      createdAt: serviceRequests.createdAt,
      kind: serviceRequests.kind,
      status: serviceRequests.status,
      budget: serviceRequests.budget,
      websiteUrl: serviceRequests.websiteUrl,
      items: serviceRequests.items,
      contactName: serviceRequests.contactName,
      contactEmail: serviceRequests.contactEmail,
      deliveredAt: serviceRequests.deliveredAt,
    })
    .from(serviceRequests)
    .where(and(conditions(scope, filter, ids), afterCursor(serviceRequests, after)))
    .orderBy(...keysetOrder(serviceRequests))
    .limit(limit);
  return { rows, next: nextCursor(rows, limit) };
}
export type ServiceRequestExportRow = Awaited<ReturnType<typeof serviceRequestBatch>>['rows'][number];

export async function findServiceRequest(db: DbOrTx, scope: Scope, id: string): Promise<ServiceRequestRow | undefined> {
  const [row] = await db.select().from(serviceRequests).where(inScope(serviceRequests, scope, eq(serviceRequests.id, id))).limit(1);
  return row;
}

export async function lockServiceRequest(db: DbOrTx, scope: Scope, id: string): Promise<ServiceRequestRow | undefined> {
  const [row] = await db.select().from(serviceRequests).where(inScope(serviceRequests, scope, eq(serviceRequests.id, id))).for('update');
  return row;
}

export async function insertServiceRequest(db: DbOrTx, scope: Scope, row: NewServiceRequestRow): Promise<ServiceRequestRow> {
  const [created] = await db.insert(serviceRequests).values({ ...row, accountId: scope.accountId, livemode: scope.livemode }).returning();
  return created;
}

export async function updateServiceRequest(db: DbOrTx, scope: Scope, id: string, patch: Partial<NewServiceRequestRow>): Promise<ServiceRequestRow> {
  const [updated] = await db.update(serviceRequests).set(patch).where(inScope(serviceRequests, scope, eq(serviceRequests.id, id))).returning();
  return updated;
}

export async function insertServiceMessage(db: DbOrTx, scope: Scope, row: Omit<typeof serviceRequestMessages.$inferInsert, 'accountId' | 'livemode'>): Promise<ServiceMessageRow> {
  const [created] = await db.insert(serviceRequestMessages).values({ ...row, accountId: scope.accountId, livemode: scope.livemode }).returning();
  return created;
}

/** The thread of some requests, oldest first. */
export async function messagesOf(db: DbOrTx, scope: Scope, requestIds: string[]): Promise<ServiceMessageRow[]> {
  if (requestIds.length === 0) return [];
  return db
    .select()
    .from(serviceRequestMessages)
    .where(inScope(serviceRequestMessages, scope, inArray(serviceRequestMessages.requestId, requestIds)))
    .orderBy(asc(serviceRequestMessages.createdAt), asc(serviceRequestMessages.id));
}

export async function messageCountsOf(db: DbOrTx, scope: Scope, requestIds: string[]): Promise<Map<string, number>> {
  if (requestIds.length === 0) return new Map();
  const rows = await db
    .select({ requestId: serviceRequestMessages.requestId, n: count() })
    .from(serviceRequestMessages)
    .where(inScope(serviceRequestMessages, scope, inArray(serviceRequestMessages.requestId, requestIds)))
    .groupBy(serviceRequestMessages.requestId);
  return new Map(rows.map((r) => [r.requestId, r.n]));
}
