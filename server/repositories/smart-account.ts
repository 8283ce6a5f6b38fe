// The smart account of one scope: its ledger (entries, balances per currency, the statement list and export), its
// transfers out (insert, find, lock, update, list, counts, export) and its incoming transfers.
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { asList } from '../../domain/payment-filters';
import type { SmartEntryFilter, SmartIncomingFilter, SmartTransferFilter } from '../../domain/smart-account/records';
import type { SmartEntryType } from '../../domain/smart-account/rules';
import type { DbOrTx } from '../db/client';
import { smartAccountEntries as e, smartAccountIncoming as inc, smartAccountMoves as mv, smartAccountTransfers as t } from '../db/schema';
import type { ListQuery } from '../lib/paging';
import { afterCursor, containsPattern, cursorAt, keysetOrder, nextCursor, prefixPattern, type Cursor } from './keyset';
import { inScope, type Scope } from './scope';

export type SmartEntryRow = typeof e.$inferSelect;
export type SmartTransferRow = typeof t.$inferSelect;
export type NewSmartTransferRow = Omit<typeof t.$inferInsert, 'accountId' | 'livemode'>;
export type SmartIncomingRow = typeof inc.$inferSelect;
export type SmartMoveRow = typeof mv.$inferSelect;
export type NewSmartMoveRow = Omit<typeof mv.$inferInsert, 'accountId' | 'livemode'>;
export type NewSmartIncomingRow = Omit<typeof inc.$inferInsert, 'accountId' | 'livemode'>;

export interface NewSmartEntry {
  currency: string;
  amount: bigint;
  type: SmartEntryType;
  sourceId: string;
  createdAt: Date;
}

// ---------------------------------------------------------------------------------------------------------------
// The ledger.

export async function insertSmartEntries(db: DbOrTx, scope: Scope, entries: NewSmartEntry[]) {
  if (entries.length === 0) return;
  await db.insert(e).values(entries.map((x) => ({ ...x, ...scope })));
}

/** The smart account's balance per currency: every entry counts at once (nothing on it is pending). Exact sums. */
export async function smartBalances(db: DbOrTx, scope: Scope, currency?: string): Promise<{ currency: string; balance: bigint }[]> {
  const rows = await db
    .select({ currency: e.currency, balance: sql<string>`coalesce(sum(${e.amount}), 0)::text` })
    .from(e)
    .where(inScope(e, scope, currency ? eq(e.currency, currency) : undefined))
    .groupBy(e.currency)
    .orderBy(e.currency);
  return rows.map((r) => ({ currency: r.currency.trim(), balance: BigInt(r.balance) }));
}

export async function smartEntriesOfSource(db: DbOrTx, scope: Scope, sourceId: string): Promise<SmartEntryRow[]> {
  return db.select().from(e).where(inScope(e, scope, eq(e.sourceId, sourceId))).orderBy(asc(e.id));
}

export const SMART_ENTRY_SORT_FIELDS = ['createdAt', 'amount'] as const;
export type SmartEntrySortField = (typeof SMART_ENTRY_SORT_FIELDS)[number];
const ENTRY_SORT: Record<SmartEntrySortField, PgColumn> = { createdAt: e.createdAt, amount: e.amount };

function entryConditions(scope: Scope, f: SmartEntryFilter, ids?: string[], withoutType = false): SQL {
  const c: (SQL | undefined)[] = [];
  if (ids) c.push(inArray(e.id, ids.map(Number).filter(Number.isSafeInteger)));
  if (f.q) c.push(sql`${e.sourceId} like ${prefixPattern(f.q)}`);
  const types = withoutType ? undefined : asList(f.type);
  if (types) c.push(inArray(e.type, types));
  const currencies = asList(f.currency);
  if (currencies) c.push(inArray(e.currency, currencies));
  if (f.createdFrom) c.push(gte(e.createdAt, new Date(f.createdFrom)));
  if (f.createdTo) c.push(lte(e.createdAt, new Date(f.createdTo)));
  return inScope(e, scope, ...c);
}

export async function listSmartEntries(db: DbOrTx, scope: Scope, q: ListQuery<SmartEntryFilter, SmartEntrySortField>) {
  const where = entryConditions(scope, q.filter, q.ids);
  const dir = q.sort.order === 'ASC' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db.select().from(e).where(where).orderBy(dir(ENTRY_SORT[q.sort.field]), dir(e.id)).limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(e).where(where),
  ]);
  return { rows, total: total.n };
}

export async function countSmartEntriesByType(db: DbOrTx, scope: Scope, filter: SmartEntryFilter) {
  return db.select({ status: e.type, n: count() }).from(e).where(entryConditions(scope, filter, undefined, true)).groupBy(e.type);
}

export async function countSmartEntries(db: DbOrTx, scope: Scope, filter: SmartEntryFilter, ids?: string[]) {
  const [row] = await db.select({ n: count() }).from(e).where(entryConditions(scope, filter, ids));
  return row.n;
}

export async function smartEntryBatch(db: DbOrTx, scope: Scope, filter: SmartEntryFilter, ids: string[] | undefined, after: Cursor | null, limit: number) {
  const rows = await db
    .select({ id: sql<string>`${e.id}::text`, cursorAt: cursorAt(e), createdAt: e.createdAt, type: e.type, sourceId: e.sourceId, currency: e.currency, amount: e.amount })
    .from(e)
    .where(and(entryConditions(scope, filter, ids), after ? sql`(${e.createdAt}, ${e.id}) < (${after.createdAt}::timestamptz, ${after.id}::bigint)` : undefined))
    .orderBy(...keysetOrder(e))
    .limit(limit);
  return { rows, next: nextCursor(rows, limit) };
}
export type SmartEntryExportRow = Awaited<ReturnType<typeof smartEntryBatch>>['rows'][number];

// ---------------------------------------------------------------------------------------------------------------
// Transfers out.

export const SMART_TRANSFER_SORT_FIELDS = ['createdAt', 'amount'] as const;
export type SmartTransferSortField = (typeof SMART_TRANSFER_SORT_FIELDS)[number];
const TRANSFER_SORT: Record<SmartTransferSortField, PgColumn> = { createdAt: t.createdAt, amount: t.amount };

function transferConditions(scope: Scope, f: SmartTransferFilter, ids?: string[], withoutStatus = false): SQL {
  const c: (SQL | undefined)[] = [];
  if (ids) c.push(inArray(t.id, ids));
  if (f.q) c.push(or(sql`${t.id} like ${prefixPattern(f.q)}`, sql`${t.beneficiaryId} like ${prefixPattern(f.q)}`, ilike(t.beneficiaryName, containsPattern(f.q))));
  const statuses = withoutStatus ? undefined : asList(f.status);
  if (statuses) c.push(inArray(t.status, statuses));
  const currencies = asList(f.currency);
  if (currencies) c.push(inArray(t.currency, currencies));
  if (f.createdFrom) c.push(gte(t.createdAt, new Date(f.createdFrom)));
  if (f.createdTo) c.push(lte(t.createdAt, new Date(f.createdTo)));
  return inScope(t, scope, ...c);
}

export async function insertSmartTransfer(db: DbOrTx, scope: Scope, row: NewSmartTransferRow): Promise<SmartTransferRow> {
  const [created] = await db.insert(t).values({ ...row, ...scope }).returning();
  return created;
}

export async function findSmartTransfer(db: DbOrTx, scope: Scope, id: string): Promise<SmartTransferRow | undefined> {
  const [row] = await db.select().from(t).where(inScope(t, scope, eq(t.id, id))).limit(1);
  return row;
}

export async function lockSmartTransfer(db: DbOrTx, scope: Scope, id: string): Promise<SmartTransferRow | undefined> {
  const [row] = await db.select().from(t).where(inScope(t, scope, eq(t.id, id))).for('update').limit(1);
  return row;
}

export async function updateSmartTransfer(db: DbOrTx, scope: Scope, id: string, values: Partial<NewSmartTransferRow>): Promise<SmartTransferRow> {
  const [row] = await db.update(t).set(values).where(inScope(t, scope, eq(t.id, id))).returning();
  return row;
}

export async function listSmartTransfers(db: DbOrTx, scope: Scope, q: ListQuery<SmartTransferFilter, SmartTransferSortField>) {
  const where = transferConditions(scope, q.filter, q.ids);
  const dir = q.sort.order === 'ASC' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db.select().from(t).where(where).orderBy(dir(TRANSFER_SORT[q.sort.field]), dir(t.id)).limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(t).where(where),
  ]);
  return { rows, total: total.n };
}

export async function countSmartTransfersByStatus(db: DbOrTx, scope: Scope, filter: SmartTransferFilter) {
  return db.select({ status: t.status, n: count() }).from(t).where(transferConditions(scope, filter, undefined, true)).groupBy(t.status);
}

export async function countSmartTransfers(db: DbOrTx, scope: Scope, filter: SmartTransferFilter, ids?: string[]) {
  const [row] = await db.select({ n: count() }).from(t).where(transferConditions(scope, filter, ids));
  return row.n;
}

export async function smartTransferBatch(db: DbOrTx, scope: Scope, filter: SmartTransferFilter, ids: string[] | undefined, after: Cursor | null, limit: number) {
  const rows = await db
    .select({ cursorAt: cursorAt(t), row: t })
    .from(t)
    .where(and(transferConditions(scope, filter, ids), afterCursor(t, after)))
    .orderBy(...keysetOrder(t))
    .limit(limit);
  const flat = rows.map((r) => ({ ...r.row, cursorAt: r.cursorAt }));
  return { rows: flat, next: nextCursor(flat, limit) };
}
export type SmartTransferExportRow = Awaited<ReturnType<typeof smartTransferBatch>>['rows'][number];

// ---------------------------------------------------------------------------------------------------------------
// Incoming transfers (ordered by when they arrived).

export const SMART_INCOMING_SORT_FIELDS = ['receivedAt', 'amount'] as const;
export type SmartIncomingSortField = (typeof SMART_INCOMING_SORT_FIELDS)[number];
const INCOMING_SORT: Record<SmartIncomingSortField, PgColumn> = { receivedAt: inc.receivedAt, amount: inc.amount };
const incomingKeys = { createdAt: inc.receivedAt, id: inc.id };

function incomingConditions(scope: Scope, f: SmartIncomingFilter, ids?: string[]): SQL {
  const c: (SQL | undefined)[] = [];
  if (ids) c.push(inArray(inc.id, ids));
  if (f.q) c.push(or(sql`${inc.id} like ${prefixPattern(f.q)}`, ilike(inc.payerName, containsPattern(f.q))));
  const currencies = asList(f.currency);
  if (currencies) c.push(inArray(inc.currency, currencies));
  if (f.createdFrom) c.push(gte(inc.receivedAt, new Date(f.createdFrom)));
  if (f.createdTo) c.push(lte(inc.receivedAt, new Date(f.createdTo)));
  return inScope(inc, scope, ...c);
}

export async function insertSmartIncoming(db: DbOrTx, scope: Scope, row: NewSmartIncomingRow): Promise<SmartIncomingRow> {
  const [created] = await db.insert(inc).values({ ...row, ...scope }).returning();
  return created;
}

export async function findSmartIncoming(db: DbOrTx, scope: Scope, id: string): Promise<SmartIncomingRow | undefined> {
  const [row] = await db.select().from(inc).where(inScope(inc, scope, eq(inc.id, id))).limit(1);
  return row;
}

export async function listSmartIncoming(db: DbOrTx, scope: Scope, q: ListQuery<SmartIncomingFilter, SmartIncomingSortField>) {
  const where = incomingConditions(scope, q.filter, q.ids);
  const dir = q.sort.order === 'ASC' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db.select().from(inc).where(where).orderBy(dir(INCOMING_SORT[q.sort.field]), dir(inc.id)).limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(inc).where(where),
  ]);
  return { rows, total: total.n };
}

export async function countSmartIncoming(db: DbOrTx, scope: Scope, filter: SmartIncomingFilter, ids?: string[]) {
  const [row] = await db.select({ n: count() }).from(inc).where(incomingConditions(scope, filter, ids));
  return row.n;
}

export async function smartIncomingBatch(db: DbOrTx, scope: Scope, filter: SmartIncomingFilter, ids: string[] | undefined, after: Cursor | null, limit: number) {
  const rows = await db
    .select({ cursorAt: cursorAt(incomingKeys), row: inc })
    .from(inc)
    .where(and(incomingConditions(scope, filter, ids), afterCursor(incomingKeys, after)))
    .orderBy(...keysetOrder(incomingKeys))
    .limit(limit);
  const flat = rows.map((r) => ({ ...r.row, cursorAt: r.cursorAt }));
  return { rows: flat, next: nextCursor(flat, limit) };
}
export type SmartIncomingExportRow = Awaited<ReturnType<typeof smartIncomingBatch>>['rows'][number];

// ---------------------------------------------------------------------------------------------------------------
// Moves between the available balance and the smart account.

export async function insertSmartMove(db: DbOrTx, scope: Scope, row: NewSmartMoveRow): Promise<SmartMoveRow> {
  const [created] = await db.insert(mv).values({ ...row, ...scope }).returning();
  return created;
}
