// Cardholders of one scope (issue 31): list (filters, sort, counts per status), export batches, find, lock, insert,
// update, with how many cards that are not canceled each holds.
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { CardholderFilter } from '../../domain/issuing/cardholders';
import { asList } from '../../domain/payment-filters';
import type { DbOrTx } from '../db/client';
import { cardholders } from '../db/schema';
import type { ListQuery } from '../lib/paging';
import { afterCursor, containsPattern, cursorAt, keysetOrder, nextCursor, type Cursor } from './keyset';
import { inScope, type Scope } from './scope';

export type CardholderRow = typeof cardholders.$inferSelect;
export type NewCardholderRow = Omit<typeof cardholders.$inferInsert, 'accountId' | 'livemode'>;

export const CARDHOLDER_SORT_FIELDS = ['createdAt', 'name', 'email'] as const;
export type CardholderSortField = (typeof CARDHOLDER_SORT_FIELDS)[number];
const SORT_COLUMNS: Record<CardholderSortField, PgColumn> = { createdAt: cardholders.createdAt, name: cardholders.name, email: cardholders.email };

function conditions(scope: Scope, f: CardholderFilter, ids?: string[], opts: { ignoreStatus?: boolean } = {}): SQL {
  const c: (SQL | undefined)[] = [];
  if (ids) c.push(inArray(cardholders.id, ids));
  if (f.q) c.push(or(eq(cardholders.id, f.q), ilike(cardholders.name, containsPattern(f.q)), ilike(cardholders.email, containsPattern(f.q))));
  const statuses = asList(f.status);
  if (statuses && !opts.ignoreStatus) c.push(inArray(cardholders.status, statuses));
  if (f.createdFrom) c.push(gte(cardholders.createdAt, new Date(f.createdFrom)));
  if (f.createdTo) c.push(lte(cardholders.createdAt, new Date(f.createdTo)));
  return inScope(cardholders, scope, ...c);
}

/** Cards of the cardholder that are not canceled. */
const cardCount = sql<number>`(select count(*)::int from issuing_cards ic where ic.cardholder_id = "issuing_cardholders"."id" and ic.status <> 'canceled')`;

export async function listCardholders(db: DbOrTx, scope: Scope, q: ListQuery<CardholderFilter, CardholderSortField>) {
  const where = conditions(scope, q.filter, q.ids);
  const dir = q.sort.order === 'ASC' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db.select({ row: cardholders, cardCount }).from(cardholders).where(where).orderBy(dir(SORT_COLUMNS[q.sort.field]), dir(cardholders.id)).limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(cardholders).where(where),
  ]);
  return { rows, total: total.n };
}

export async function countCardholdersByStatus(db: DbOrTx, scope: Scope, filter: CardholderFilter) {
  return db.select({ status: cardholders.status, n: count() }).from(cardholders).where(conditions(scope, filter, undefined, { ignoreStatus: true })).groupBy(cardholders.status);
}

export async function countCardholders(db: DbOrTx, scope: Scope, filter: CardholderFilter, ids?: string[]) {
  const [row] = await db.select({ n: count() }).from(cardholders).where(conditions(scope, filter, ids));
  return row.n;
}

export async function cardholderBatch(db: DbOrTx, scope: Scope, filter: CardholderFilter, ids: string[] | undefined, after: Cursor | null, limit: number) {
  const rows = await db
    .select({
      id: cardholders.id,
      cursorAt: cursorAt(cardholders),
      createdAt: cardholders.createdAt,
      name: cardholders.name,
      email: cardholders.email,
      phone: cardholders.phone,
      status: cardholders.status,
      billingCountry: cardholders.billingCountry,
      cardCount,
    })
    .from(cardholders)
    .where(and(conditions(scope, filter, ids), afterCursor(cardholders, after)))
    .orderBy(...keysetOrder(cardholders))
    .limit(limit);
  return { rows, next: nextCursor(rows, limit) };
}
export type CardholderExportRow = Awaited<ReturnType<typeof cardholderBatch>>['rows'][number];

export async function findCardholder(db: DbOrTx, scope: Scope, id: string) {
  const [found] = await db.select({ row: cardholders, cardCount }).from(cardholders).where(inScope(cardholders, scope, eq(cardholders.id, id))).limit(1);
  return found;
}

export async function lockCardholder(db: DbOrTx, scope: Scope, id: string): Promise<CardholderRow | undefined> {
  const [row] = await db.select().from(cardholders).where(inScope(cardholders, scope, eq(cardholders.id, id))).for('update');
  return row;
}

export async function insertCardholder(db: DbOrTx, scope: Scope, row: NewCardholderRow): Promise<CardholderRow> {
  const [created] = await db.insert(cardholders).values({ ...row, accountId: scope.accountId, livemode: scope.livemode }).returning();
  return created;
}

export async function updateCardholder(db: DbOrTx, scope: Scope, id: string, patch: Partial<NewCardholderRow>): Promise<CardholderRow> {
  const [updated] = await db.update(cardholders).set(patch).where(inScope(cardholders, scope, eq(cardholders.id, id))).returning();
  return updated;
}
