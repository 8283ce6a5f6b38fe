// Refunds of one scope: list, detail, the refunds of a payment, and the sum still pending with the network.
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { asList, type RefundFilter } from '../../domain/payment-filters';
import type { DbOrTx } from '../db/client';
import { refunds } from '../db/schema';
import type { ListQuery } from '../lib/paging';
import { afterCursor, containsPattern, cursorAt, keysetOrder, nextCursor, type Cursor } from './keyset';
import { inScope, type Scope } from './scope';

export type RefundRow = typeof refunds.$inferSelect;
export type NewRefundRow = Omit<typeof refunds.$inferInsert, 'accountId' | 'livemode'>;

export const REFUND_SORT_FIELDS = ['createdAt', 'updatedAt', 'amount', 'status'] as const;
export type RefundSortField = (typeof REFUND_SORT_FIELDS)[number];
const SORT_COLUMNS: Record<RefundSortField, PgColumn> = {
  createdAt: refunds.createdAt,
  updatedAt: refunds.updatedAt,
  amount: refunds.amount,
  status: refunds.status,
};

function conditions(scope: Scope, f: RefundFilter, ids?: string[], opts: { ignoreStatus?: boolean } = {}): SQL {
  const c: (SQL | undefined)[] = [];
  if (ids) c.push(inArray(refunds.id, ids));
  if (f.q) c.push(or(eq(refunds.id, f.q), eq(refunds.paymentId, f.q), ilike(refunds.customerName, containsPattern(f.q))));
  if (f.paymentId) c.push(eq(refunds.paymentId, f.paymentId));
  if (f.customerName) c.push(ilike(refunds.customerName, containsPattern(f.customerName)));
  const statuses = asList(f.status);
  if (statuses && !opts.ignoreStatus) c.push(inArray(refunds.status, statuses));
  const currencies = asList(f.currency);
  if (currencies) c.push(inArray(refunds.currency, currencies));
  if (f.createdFrom) c.push(gte(refunds.createdAt, new Date(f.createdFrom)));
  if (f.createdTo) c.push(lte(refunds.createdAt, new Date(f.createdTo)));
  return inScope(refunds, scope, ...c);
}

export async function listRefunds(db: DbOrTx, scope: Scope, q: ListQuery<RefundFilter, RefundSortField>) {
  const where = conditions(scope, q.filter, q.ids);
  const dir = q.sort.order === 'ASC' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db.select().from(refunds).where(where).orderBy(dir(SORT_COLUMNS[q.sort.field]), dir(refunds.id)).limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(refunds).where(where),
  ]);
  return { rows, total: total.n };
}

/** Refunds per status for the quick tabs: the filter without its status. */
export async function countRefundsByStatus(db: DbOrTx, scope: Scope, filter: RefundFilter) {
  return db
    .select({ status: refunds.status, n: count() })
    .from(refunds)
    .where(conditions(scope, filter, undefined, { ignoreStatus: true }))
    .groupBy(refunds.status);
}

export async function countRefunds(db: DbOrTx, scope: Scope, filter: RefundFilter, ids?: string[]) {
  const [row] = await db.select({ n: count() }).from(refunds).where(conditions(scope, filter, ids));
  return row.n;
}

export async function refundBatch(db: DbOrTx, scope: Scope, filter: RefundFilter, ids: string[] | undefined, after: Cursor | null, limit: number) {
  const rows = await db
    .select({
      id: refunds.id,
      cursorAt: cursorAt(refunds),
      createdAt: refunds.createdAt,
      updatedAt: refunds.updatedAt,
      paymentId: refunds.paymentId,
      customerName: refunds.customerName,
      status: refunds.status,
      amount: refunds.amount,
      currency: refunds.currency,
      reason: refunds.reason,
    })
    .from(refunds)
    .where(and(conditions(scope, filter, ids), afterCursor(refunds, after)))
    .orderBy(...keysetOrder(refunds))
    .limit(limit);
  return { rows, next: nextCursor(rows, limit) };
}
export type RefundExportRow = Awaited<ReturnType<typeof refundBatch>>['rows'][number];

export async function findRefund(db: DbOrTx, scope: Scope, id: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(inScope(refunds, scope, eq(refunds.id, id))).limit(1);
  return row;
}

export async function refundsOfPayment(db: DbOrTx, scope: Scope, paymentId: string) {
  return db.select().from(refunds).where(inScope(refunds, scope, eq(refunds.paymentId, paymentId))).orderBy(asc(refunds.createdAt), asc(refunds.id));
}

/** The sum of the payment's refunds still with the network; read under the payment's row lock. */
export async function pendingRefundTotal(db: DbOrTx, scope: Scope, paymentId: string): Promise<bigint> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${refunds.amount}), 0)::text` })
    .from(refunds)
    .where(inScope(refunds, scope, eq(refunds.paymentId, paymentId), eq(refunds.status, 'refundPending')));
  return BigInt(row.sum);
}

export async function insertRefund(db: DbOrTx, scope: Scope, row: NewRefundRow): Promise<RefundRow> {
  const [created] = await db.insert(refunds).values({ ...row, accountId: scope.accountId, livemode: scope.livemode }).returning();
  return created;
}

export async function updateRefund(db: DbOrTx, scope: Scope, id: string, patch: Partial<NewRefundRow>): Promise<RefundRow> {
  const [updated] = await db.update(refunds).set(patch).where(inScope(refunds, scope, eq(refunds.id, id))).returning();
  return updated;
}

/** Pending refund sums of several payments (for list pages showing what is still refundable). */
export async function pendingRefundTotals(db: DbOrTx, scope: Scope, paymentIds: string[]): Promise<Map<string, bigint>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await db
    .select({ paymentId: refunds.paymentId, sum: sql<string>`sum(${refunds.amount})::text` })
    .from(refunds)
    .where(inScope(refunds, scope, inArray(refunds.paymentId, paymentIds), eq(refunds.status, 'refundPending')))
    .groupBy(refunds.paymentId);
  return new Map(rows.map((r) => [r.paymentId, BigInt(r.sum)]));
}
