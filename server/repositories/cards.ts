// Issued cards of one scope (issue 31): list (filters, sort, counts per status), export batches, find (with the
// cardholder's name), lock, insert, update.
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { CardFilter } from '../../domain/issuing/cards';
import { asList } from '../../domain/payment-filters';
import type { DbOrTx } from '../db/client';
import { cardholders, cards } from '../db/schema';
import type { ListQuery } from '../lib/paging';
import { afterCursor, containsPattern, cursorAt, keysetOrder, nextCursor, type Cursor } from './keyset';
import { inScope, type Scope } from './scope';

export type CardRow = typeof cards.$inferSelect;
export type NewCardRow = Omit<typeof cards.$inferInsert, 'accountId' | 'livemode'>;

export const CARD_SORT_FIELDS = ['createdAt', 'status', 'expYear'] as const;
export type CardSortField = (typeof CARD_SORT_FIELDS)[number];
const SORT_COLUMNS: Record<CardSortField, PgColumn> = { createdAt: cards.createdAt, status: cards.status, expYear: cards.expYear };

function conditions(scope: Scope, f: CardFilter, ids?: string[], opts: { ignoreStatus?: boolean } = {}): SQL {
  const c: (SQL | undefined)[] = [];
  if (ids) c.push(inArray(cards.id, ids));
  if (f.q) c.push(or(eq(cards.id, f.q), eq(cards.last4, f.q), ilike(cardholders.name, containsPattern(f.q))));
  const statuses = asList(f.status);
  if (statuses && !opts.ignoreStatus) c.push(inArray(cards.status, statuses));
  const types = asList(f.type);
  if (types) c.push(inArray(cards.type, types));
  const brands = asList(f.brand);
  if (brands) c.push(inArray(cards.brand, brands));
  if (f.cardholderId) c.push(eq(cards.cardholderId, f.cardholderId));
  if (f.createdFrom) c.push(gte(cards.createdAt, new Date(f.createdFrom)));
  if (f.createdTo) c.push(lte(cards.createdAt, new Date(f.createdTo)));
  return inScope(cards, scope, ...c);
}

const withHolder = { row: cards, cardholderName: cardholders.name };
const holderJoin = eq(cardholders.id, cards.cardholderId);

export async function listCards(db: DbOrTx, scope: Scope, q: ListQuery<CardFilter, CardSortField>) {
  const where = conditions(scope, q.filter, q.ids);
  const dir = q.sort.order === 'ASC' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db.select(withHolder).from(cards).innerJoin(cardholders, holderJoin).where(where).orderBy(dir(SORT_COLUMNS[q.sort.field]), dir(cards.id)).limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(cards).innerJoin(cardholders, holderJoin).where(where),
  ]);
  return { rows, total: total.n };
}

export async function countCardsByStatus(db: DbOrTx, scope: Scope, filter: CardFilter) {
  return db.select({ status: cards.status, n: count() }).from(cards).innerJoin(cardholders, holderJoin).where(conditions(scope, filter, undefined, { ignoreStatus: true })).groupBy(cards.status);
}

export async function countCards(db: DbOrTx, scope: Scope, filter: CardFilter, ids?: string[]) {
  const [row] = await db.select({ n: count() }).from(cards).innerJoin(cardholders, holderJoin).where(conditions(scope, filter, ids));
  return row.n;
}

export async function cardBatch(db: DbOrTx, scope: Scope, filter: CardFilter, ids: string[] | undefined, after: Cursor | null, limit: number) {
  const rows = await db
    .select({
      id: cards.id,
      cursorAt: cursorAt(cards),
      createdAt: cards.createdAt,
      cardholderName: cardholders.name,
      type: cards.type,
      brand: cards.brand,
      last4: cards.last4,
      expMonth: cards.expMonth,
      expYear: cards.expYear,
      currency: cards.currency,
      status: cards.status,
    })
    .from(cards)
    .innerJoin(cardholders, holderJoin)
    .where(and(conditions(scope, filter, ids), afterCursor(cards, after)))
    .orderBy(...keysetOrder(cards))
    .limit(limit);
  return { rows, next: nextCursor(rows, limit) };
}
export type CardExportRow = Awaited<ReturnType<typeof cardBatch>>['rows'][number];

export async function findCard(db: DbOrTx, scope: Scope, id: string) {
  const [found] = await db.select(withHolder).from(cards).innerJoin(cardholders, holderJoin).where(inScope(cards, scope, eq(cards.id, id))).limit(1);
  return found;
}

export async function lockCard(db: DbOrTx, scope: Scope, id: string): Promise<CardRow | undefined> {
  const [row] = await db.select().from(cards).where(inScope(cards, scope, eq(cards.id, id))).for('update');
  return row;
}

export async function insertCard(db: DbOrTx, scope: Scope, row: NewCardRow): Promise<CardRow> {
  const [created] = await db.insert(cards).values({ ...row, accountId: scope.accountId, livemode: scope.livemode }).returning();
  return created;
}

export async function updateCard(db: DbOrTx, scope: Scope, id: string, patch: Partial<NewCardRow>): Promise<CardRow> {
  const [updated] = await db.update(cards).set(patch).where(inScope(cards, scope, eq(cards.id, id))).returning();
  return updated;
}
