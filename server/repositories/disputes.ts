// Disputes of one scope and their evidence files: list (filters, sort, counts per status), export batches, the
// detail, locks for the moves, and the deadline sweep's reads across accounts (jobs run outside any scope).
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DisputeFilter } from '../../domain/disputes/records';
import { AWAITING_RESPONSE } from '../../domain/disputes/status';
import { asList } from '../../domain/payment-filters';
import type { DbOrTx } from '../db/client';
import { disputes } from '../db/schema';
import type { ListQuery } from '../lib/paging';
import { afterCursor, containsPattern, cursorAt, keysetOrder, nextCursor, type Cursor } from './keyset';
import { inScope, type Scope } from './scope';

export type DisputeRow = typeof disputes.$inferSelect;
export type NewDisputeRow = Omit<typeof disputes.$inferInsert, 'accountId' | 'livemode'>;

export const DISPUTE_SORT_FIELDS = ['createdAt', 'updatedAt', 'amount', 'status', 'dueBy', 'reason'] as const;
export type DisputeSortField = (typeof DISPUTE_SORT_FIELDS)[number];
const SORT_COLUMNS: Record<DisputeSortField, PgColumn> = {
  createdAt: disputes.createdAt,
  updatedAt: disputes.updatedAt,
  amount: disputes.amount,
  status: disputes.status,
  dueBy: disputes.dueBy,
  reason: disputes.reason,
};

function conditions(scope: Scope, f: DisputeFilter, now: Date, ids?: string[], opts: { ignoreStatus?: boolean } = {}): SQL {
  const c: (SQL | undefined)[] = [];
  if (ids) c.push(inArray(disputes.id, ids));
  if (f.q) c.push(or(eq(disputes.id, f.q), eq(disputes.paymentId, f.q), ilike(disputes.customerName, containsPattern(f.q))));
  if (f.paymentId) c.push(eq(disputes.paymentId, f.paymentId));
  const statuses = asList(f.status);
  if (statuses && !opts.ignoreStatus) c.push(inArray(disputes.status, statuses));
  const reasons = asList(f.reason);
  if (reasons) c.push(inArray(disputes.reason, reasons));
  const currencies = asList(f.currency);
  if (currencies) c.push(inArray(disputes.currency, currencies));
  if (f.amountMin !== undefined) c.push(gte(disputes.amount, BigInt(f.amountMin)));
  if (f.amountMax !== undefined) c.push(lte(disputes.amount, BigInt(f.amountMax)));
  if (f.createdFrom) c.push(gte(disputes.createdAt, new Date(f.createdFrom)));
  if (f.createdTo) c.push(lte(disputes.createdAt, new Date(f.createdTo)));
  if (f.dueWithinDays !== undefined) {
    c.push(inArray(disputes.status, [...AWAITING_RESPONSE]));
    c.push(lte(disputes.dueBy, new Date(now.getTime() + f.dueWithinDays * 86_400_000)));
  }
  return inScope(disputes, scope, ...c);
}

export async function listDisputes(db: DbOrTx, scope: Scope, q: ListQuery<DisputeFilter, DisputeSortField>, now: Date) {
  const where = conditions(scope, q.filter, now, q.ids);
  const dir = q.sort.order === 'ASC' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db.select().from(disputes).where(where).orderBy(dir(SORT_COLUMNS[q.sort.field]), dir(disputes.id)).limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(disputes).where(where),
  ]);
  return { rows, total: total.n };
}

/** Disputes per status for the status tabs: the filter without its status. */
export async function countDisputesByStatus(db: DbOrTx, scope: Scope, filter: DisputeFilter, now: Date) {
  return db
    .select({ status: disputes.status, n: count() })
    .from(disputes)
    .where(conditions(scope, filter, now, undefined, { ignoreStatus: true }))
    .groupBy(disputes.status);
}

export async function countDisputes(db: DbOrTx, scope: Scope, filter: DisputeFilter, now: Date, ids?: string[]) {
  const [row] = await db.select({ n: count() }).from(disputes).where(conditions(scope, filter, now, ids));
  return row.n;
}

export async function disputeBatch(db: DbOrTx, scope: Scope, filter: DisputeFilter, now: Date, ids: string[] | undefined, after: Cursor | null, limit: number) {
  const rows = await db
    .select({
      id: disputes.id,
      cursorAt: cursorAt(disputes),
      createdAt: disputes.createdAt,
      paymentId: disputes.paymentId,
      customerName: disputes.customerName,
      kind: disputes.kind,
      reason: disputes.reason,
      status: disputes.status,
      amount: disputes.amount,
      fee: disputes.fee,
      currency: disputes.currency,
      dueBy: disputes.dueBy,
      submittedAt: disputes.submittedAt,
      closedAt: disputes.closedAt,
    })
    .from(disputes)
    .where(and(conditions(scope, filter, now, ids), afterCursor(disputes, after)))
    .orderBy(...keysetOrder(disputes))
    .limit(limit);
  return { rows, next: nextCursor(rows, limit) };
}
export type DisputeExportRow = Awaited<ReturnType<typeof disputeBatch>>['rows'][number];

export async function findDispute(db: DbOrTx, scope: Scope, id: string): Promise<DisputeRow | undefined> {
  const [row] = await db.select().from(disputes).where(inScope(disputes, scope, eq(disputes.id, id))).limit(1);
  return row;
}

export async function lockDispute(tx: DbOrTx, scope: Scope, id: string): Promise<DisputeRow | undefined> {
  const [row] = await tx.select().from(disputes).where(inScope(disputes, scope, eq(disputes.id, id))).for('update');
  return row;
}

export async function disputesOfPayment(db: DbOrTx, scope: Scope, paymentId: string): Promise<DisputeRow[]> {
  return db.select().from(disputes).where(inScope(disputes, scope, eq(disputes.paymentId, paymentId))).orderBy(asc(disputes.createdAt));
}

export async function insertDispute(db: DbOrTx, scope: Scope, row: NewDisputeRow): Promise<DisputeRow> {
  const [created] = await db.insert(disputes).values({ ...row, accountId: scope.accountId, livemode: scope.livemode }).returning();
  return created;
}

export async function updateDispute(db: DbOrTx, scope: Scope, id: string, patch: Partial<NewDisputeRow>): Promise<DisputeRow> {
  const [updated] = await db.update(disputes).set(patch).where(inScope(disputes, scope, eq(disputes.id, id))).returning();
  return updated;
}

/** Disputes of every account still waiting for an answer whose deadline is at most `until` (the sweep's work). */
export async function awaitingDisputesDueBy(db: DbOrTx, until: Date, limit = 500) {
  return db
    .select({ id: disputes.id, accountId: disputes.accountId, livemode: disputes.livemode, dueBy: disputes.dueBy, remindersSent: disputes.remindersSent })
    .from(disputes)
    .where(and(inArray(disputes.status, [...AWAITING_RESPONSE]), lte(disputes.dueBy, until)))
    .orderBy(asc(disputes.dueBy))
    .limit(limit);
}

/** Sum of the amounts disputed on a payment and not won (held from refunds); read under the payment's lock. */
export async function heldByDisputes(db: DbOrTx, scope: Scope, paymentId: string): Promise<bigint> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${disputes.amount}), 0)::text` })
    .from(disputes)
    .where(inScope(disputes, scope, eq(disputes.paymentId, paymentId), sql`${disputes.status} <> 'won'`));
  return BigInt(row.sum);
}
