// Top-ups and the transfers the simulated bank received, of one scope: insert, lock, update, list, counts, export
// batches; the expiry of pending top-ups past their time (every scope at once, for the scheduled job).
import { and, asc, count, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TopupFilter } from '../../domain/balance/records';
import { asList } from '../../domain/payment-filters';
import type { DbOrTx } from '../db/client';
import { incomingTransfers, topups } from '../db/schema';
import type { ListQuery } from '../lib/paging';
import { afterCursor, cursorAt, keysetOrder, nextCursor, prefixPattern, type Cursor } from './keyset';
import { inScope, type Scope } from './scope';

export type TopupRow = typeof topups.$inferSelect;
export type NewTopupRow = Omit<typeof topups.$inferInsert, 'accountId' | 'livemode'>;
export type IncomingTransferRow = typeof incomingTransfers.$inferSelect;

export const TOPUP_SORT_FIELDS = ['createdAt', 'amount', 'expiresAt'] as const;
export type TopupSortField = (typeof TOPUP_SORT_FIELDS)[number];
const SORT_COLUMNS: Record<TopupSortField, PgColumn> = { createdAt: topups.createdAt, amount: topups.amount, expiresAt: topups.expiresAt };

function conditions(scope: Scope, f: TopupFilter, ids?: string[], withoutStatus = false): SQL {
  const c: (SQL | undefined)[] = [];
  if (ids) c.push(inArray(topups.id, ids));
  if (f.q) c.push(or(sql`${topups.id} like ${prefixPattern(f.q)}`, sql`${topups.reference} like ${prefixPattern(f.q.toUpperCase())}`));
  const statuses = withoutStatus ? undefined : asList(f.status);
  if (statuses) c.push(inArray(topups.status, statuses));
  const methods = asList(f.method);
  if (methods) c.push(inArray(topups.method, methods));
  const currencies = asList(f.currency);
  if (currencies) c.push(inArray(topups.currency, currencies));
  if (f.createdFrom) c.push(gte(topups.createdAt, new Date(f.createdFrom)));
  if (f.createdTo) c.push(lte(topups.createdAt, new Date(f.createdTo)));
  return inScope(topups, scope, ...c);
}

export async function insertTopup(db: DbOrTx, scope: Scope, row: NewTopupRow): Promise<TopupRow> {
  const [created] = await db.insert(topups).values({ ...row, ...scope }).returning();
  return created;
}

export async function findTopup(db: DbOrTx, scope: Scope, id: string): Promise<TopupRow | undefined> {
  const [row] = await db.select().from(topups).where(inScope(topups, scope, eq(topups.id, id))).limit(1);
  return row;
}

/** The top-up a transfer's reference names, locked until the transaction ends. */
export async function lockTopupByReference(db: DbOrTx, scope: Scope, reference: string): Promise<TopupRow | undefined> {
  const [row] = await db.select().from(topups).where(inScope(topups, scope, eq(topups.reference, reference))).for('update').limit(1);
  return row;
}

export async function updateTopup(db: DbOrTx, scope: Scope, id: string, values: Partial<NewTopupRow>): Promise<TopupRow> {
  const [row] = await db.update(topups).set(values).where(inScope(topups, scope, eq(topups.id, id))).returning();
  return row;
}

/** Marks every pending top-up past its time expired, in one statement; answers the rows it changed. */
export async function expirePendingTopups(db: DbOrTx, now: Date): Promise<TopupRow[]> {
  return db
    .update(topups)
    .set({ status: 'expired', expiredAt: now, updatedAt: now })
    .where(and(eq(topups.status, 'pending'), lte(topups.expiresAt, now)))
    .returning();
}

export async function insertIncomingTransfer(db: DbOrTx, scope: Scope, row: Omit<typeof incomingTransfers.$inferInsert, 'accountId' | 'livemode'>) {
  const [created] = await db.insert(incomingTransfers).values({ ...row, ...scope }).returning();
  return created;
}

export async function listTopups(db: DbOrTx, scope: Scope, q: ListQuery<TopupFilter, TopupSortField>) {
  const where = conditions(scope, q.filter, q.ids);
  const dir = q.sort.order === 'ASC' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db.select().from(topups).where(where).orderBy(dir(SORT_COLUMNS[q.sort.field]), dir(topups.id)).limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(topups).where(where),
  ]);
  return { rows, total: total.n };
}

export async function countTopupsByStatus(db: DbOrTx, scope: Scope, filter: TopupFilter) {
  return db.select({ status: topups.status, n: count() }).from(topups).where(conditions(scope, filter, undefined, true)).groupBy(topups.status);
}

export async function countTopups(db: DbOrTx, scope: Scope, filter: TopupFilter, ids?: string[]) {
  const [row] = await db.select({ n: count() }).from(topups).where(conditions(scope, filter, ids));
  return row.n;
}

export async function topupBatch(db: DbOrTx, scope: Scope, filter: TopupFilter, ids: string[] | undefined, after: Cursor | null, limit: number) {
  const rows = await db
    .select({
      id: topups.id,
      cursorAt: cursorAt(topups),
      createdAt: topups.createdAt,
      method: topups.method,
      status: topups.status,
      currency: topups.currency,
      amount: topups.amount,
      amountReceived: topups.amountReceived,
      reference: topups.reference,
      succeededAt: topups.succeededAt,
      expiresAt: topups.expiresAt,
    })
    .from(topups)
    .where(and(conditions(scope, filter, ids), afterCursor(topups, after)))
    .orderBy(...keysetOrder(topups))
    .limit(limit);
  return { rows, next: nextCursor(rows, limit) };
}
export type TopupExportRow = Awaited<ReturnType<typeof topupBatch>>['rows'][number];
