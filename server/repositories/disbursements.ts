// Disbursements (payouts of settled funds to the merchant's bank) of one scope: list, detail, export batches.
import { and, asc, count, desc, eq, gte, inArray, like, lte, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { asList, type DisbursementFilter } from '../../domain/payment-filters';
import type { DbOrTx } from '../db/client';
import { disbursements } from '../db/schema';
import type { ListQuery } from '../lib/paging';
import { afterCursor, cursorAt, keysetOrder, nextCursor, prefixPattern, type Cursor } from './keyset';
import { inScope, type Scope } from './scope';

export type DisbursementRow = typeof disbursements.$inferSelect;

export const DISBURSEMENT_SORT_FIELDS = ['createdAt', 'deliveredAt', 'amount', 'transactionCount'] as const;
export type DisbursementSortField = (typeof DISBURSEMENT_SORT_FIELDS)[number];
const SORT_COLUMNS: Record<DisbursementSortField, PgColumn> = {
  createdAt: disbursements.createdAt,
  deliveredAt: disbursements.deliveredAt,
  amount: disbursements.amount,
  transactionCount: disbursements.transactionCount,
};

function conditions(scope: Scope, f: DisbursementFilter, ids?: string[]): SQL {
  const c: (SQL | undefined)[] = [];
  if (ids) c.push(inArray(disbursements.id, ids));
  // Ids are case-sensitive; a search matches the whole id or its beginning.
  if (f.q) c.push(like(disbursements.id, prefixPattern(f.q)));
  const statuses = asList(f.status);
  if (statuses) c.push(inArray(disbursements.status, statuses));
  const currencies = asList(f.currency);
  if (currencies) c.push(inArray(disbursements.currency, currencies));
  if (f.createdFrom) c.push(gte(disbursements.createdAt, new Date(f.createdFrom)));
  if (f.createdTo) c.push(lte(disbursements.createdAt, new Date(f.createdTo)));
  if (f.deliveredFrom) c.push(gte(disbursements.deliveredAt, new Date(f.deliveredFrom)));
  if (f.deliveredTo) c.push(lte(disbursements.deliveredAt, new Date(f.deliveredTo)));
  return inScope(disbursements, scope, ...c);
}

export async function listDisbursements(db: DbOrTx, scope: Scope, q: ListQuery<DisbursementFilter, DisbursementSortField>) {
  const where = conditions(scope, q.filter, q.ids);
  const dir = q.sort.order === 'ASC' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db.select().from(disbursements).where(where).orderBy(dir(SORT_COLUMNS[q.sort.field]), dir(disbursements.id)).limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(disbursements).where(where),
  ]);
  return { rows, total: total.n };
}

export async function countDisbursements(db: DbOrTx, scope: Scope, filter: DisbursementFilter, ids?: string[]) {
  const [row] = await db.select({ n: count() }).from(disbursements).where(conditions(scope, filter, ids));
  return row.n;
}

export async function disbursementBatch(db: DbOrTx, scope: Scope, filter: DisbursementFilter, ids: string[] | undefined, after: Cursor | null, limit: number) {
  const rows = await db
    .select({
      id: disbursements.id,
      cursorAt: cursorAt(disbursements),
      createdAt: disbursements.createdAt,
      deliveredAt: disbursements.deliveredAt,
      portal: disbursements.portal,
      bankName: disbursements.bankName,
      bankAccount: disbursements.bankAccount,
      transactionCount: disbursements.transactionCount,
      amount: disbursements.amount,
      currency: disbursements.currency,
      status: disbursements.status,
    })
    .from(disbursements)
    .where(and(conditions(scope, filter, ids), afterCursor(disbursements, after)))
    .orderBy(...keysetOrder(disbursements))
    .limit(limit);
  return { rows, next: nextCursor(rows, limit) };
}
export type DisbursementExportRow = Awaited<ReturnType<typeof disbursementBatch>>['rows'][number];

export async function findDisbursement(db: DbOrTx, scope: Scope, id: string): Promise<DisbursementRow | undefined> {
  const [row] = await db.select().from(disbursements).where(inScope(disbursements, scope, eq(disbursements.id, id))).limit(1);
  return row;
}
