// The issuing balance, its entries, authorizations and transactions of one scope (issue 31, items 3-4): the balance
// row's lock, the usage of a card's and a cardholder's limit windows, the lists (filters, sort, counts, export
// batches), finds and the sweep's due authorizations.
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AuthorizationFilter, TransactionFilter } from '../../domain/issuing/authorizations';
import { asList } from '../../domain/payment-filters';
import type { DbOrTx } from '../db/client';
import { accounts, cards, cardholders, issuingAuthorizations, issuingBalanceEntries, issuingBalances, issuingTransactions } from '../db/schema';
import type { ListQuery } from '../lib/paging';
import { afterCursor, containsPattern, cursorAt, keysetOrder, nextCursor, type Cursor } from './keyset';
import { inScope, type Scope } from './scope';
import { hotRows, statement } from '../db/hot-query';
import { SessionChanged, sessionStillValidSql, type SessionCheck } from './sessions';

export type IssuingBalanceRow = typeof issuingBalances.$inferSelect;
export type AuthorizationRow = typeof issuingAuthorizations.$inferSelect;
export type TransactionRow = typeof issuingTransactions.$inferSelect;
export type NewBalanceEntry = Omit<typeof issuingBalanceEntries.$inferInsert, 'id' | 'accountId' | 'livemode' | 'bucket'> & { bucket: number };

// ---- The balance, in buckets (domain/issuing/balance.ts) -------------------------------------------------------

/** A currency's issuing balance: the sums of its buckets. */
export interface IssuingBalanceTotal {
  currency: string;
  available: bigint;
  held: bigint;
  livemode: boolean;
  updatedAt: Date;
}

/** The scope's balance per currency (the sums of each currency's buckets), by currency. */
export async function issuingBalanceRows(db: DbOrTx, scope: Scope): Promise<IssuingBalanceTotal[]> {
  const b = issuingBalances;
  const rows = await db
    .select({ currency: b.currency, available: sql<string>`sum(${b.available})::text`, held: sql<string>`sum(${b.held})::text`, updatedAt: sql<string>`max(${b.updatedAt})` })
    .from(b)
    .where(inScope(b, scope))
    .groupBy(b.currency)
    .orderBy(b.currency);
  return rows.map((r) => ({ currency: r.currency, available: BigInt(r.available), held: BigInt(r.held), livemode: scope.livemode, updatedAt: new Date(r.updatedAt) }));
}

/** A currency's bucket rows, unlocked, in bucket order (tests and proofs). */
export async function issuingBucketRows(db: DbOrTx, scope: Scope, currency: string): Promise<IssuingBalanceRow[]> {
  return db.select().from(issuingBalances).where(inScope(issuingBalances, scope, eq(issuingBalances.currency, currency))).orderBy(issuingBalances.bucket);
}

/**
 * One bucket of a currency's balance, locked until the transaction ends (made at zero first if absent): the movements
 * of one authorization (its capture, release, expiry, refunds) lock the bucket its hold came from, then it.
 */
export async function lockIssuingBucket(tx: DbOrTx, scope: Scope, currency: string, bucket: number, now: Date): Promise<IssuingBalanceRow> {
  const b = issuingBalances;
  const locked = () => tx.select().from(b).where(inScope(b, scope, eq(b.currency, currency), eq(b.bucket, bucket))).for('no key update');
  const [row] = await locked();
  if (row) return row;
  await tx.insert(b).values({ ...scope, currency, bucket, available: 0n, held: 0n, updatedAt: now }).onConflictDoNothing();
  const [made] = await locked();
  return made;
}

/**
 * Every bucket of a currency's balance (0 to `buckets` - 1, the missing ones made at zero), locked in bucket order
 * (the order every path that takes more than one keeps: no deadlock) until the transaction ends: funding, and an
 * approval that no single bucket covers, decide on their sum.
 */
export async function lockIssuingBuckets(tx: DbOrTx, scope: Scope, currency: string, buckets: number, now: Date): Promise<IssuingBalanceRow[]> {
  const b = issuingBalances;
  const locked = () => tx.select().from(b).where(inScope(b, scope, eq(b.currency, currency), lte(b.bucket, buckets - 1))).orderBy(b.bucket).for('no key update');
  const rows = await locked();
  if (rows.length === buckets) return rows;
  const have = new Set(rows.map((r) => r.bucket));
  const missing = Array.from({ length: buckets }, (_, i) => i).filter((i) => !have.has(i));
  await tx.insert(b).values(missing.map((bucket) => ({ ...scope, currency, bucket, available: 0n, held: 0n, updatedAt: now }))).onConflictDoNothing();
  return locked();
}

/**
 * Applies entries to their buckets (locked by the caller) and records them, in two statements whatever their number
 * (the table's check refuses a negative figure).
 */
export async function moveIssuingBalance(tx: DbOrTx, scope: Scope, currency: string, entries: NewBalanceEntry[], now: Date): Promise<void> {
  if (entries.length === 0) return;
  const deltas = new Map<number, { available: bigint; held: bigint }>();
  for (const e of entries) {
    const d = deltas.get(e.bucket) ?? { available: 0n, held: 0n };
    deltas.set(e.bucket, { available: d.available + e.available, held: d.held + e.held });
  }
  await tx.insert(issuingBalanceEntries).values(entries.map((e) => ({ ...e, accountId: scope.accountId, livemode: scope.livemode })));
  const v = sql.join([...deltas].map(([bucket, d]) => sql`(${bucket}::smallint, ${d.available.toString()}::bigint, ${d.held.toString()}::bigint)`), sql`, `);
  await tx.execute(sql`update issuing_balances s set available = s.available + v.available, held = s.held + v.held, updated_at = ${now.toISOString()}::timestamptz
    from (values ${v}) as v(bucket, available, held)
    where s.account_id = ${scope.accountId} and s.livemode = ${scope.livemode} and s.currency = ${currency} and s.bucket = v.bucket`);
}

/** The sums of a currency's entries, of one bucket when given (the proof that each bucket, and the balance, is their sum). */
export async function issuingEntrySums(db: DbOrTx, scope: Scope, currency: string, bucket?: number) {
  const e = issuingBalanceEntries;
  const [row] = await db
    .select({ available: sql<string>`coalesce(sum(${e.available}), 0)::text`, held: sql<string>`coalesce(sum(${e.held}), 0)::text` })
    .from(e)
    .where(inScope(e, scope, eq(e.currency, currency), bucket === undefined ? undefined : eq(e.bucket, bucket)));
  return { available: BigInt(row.available), held: BigInt(row.held) };
}

// ---- Usage of limit windows -----------------------------------------------------------------------------------

export interface WindowStarts {
  daily: Date;
  weekly: Date;
  monthly: Date;
}

/** The cards of a cardholder: their currency and controls (the limit simulator replays them all). */
export async function cardholderCards(db: DbOrTx, scope: Scope, cardholderId: string) {
  return db.select({ id: cards.id, currency: cards.currency, spendingControls: cards.spendingControls }).from(cards).where(inScope(cards, scope, eq(cards.cardholderId, cardholderId)));
}

/** A cardholder's approved authorizations from `from` on (the limit simulator's history), oldest first: the holder's usage index. */
export async function approvedAuthorizationsSince(db: DbOrTx, scope: Scope, cardholderId: string, from: Date) {
  const a = issuingAuthorizations;
  return db
    .select({ id: a.id, cardId: a.cardId, amount: a.amount, currency: a.currency, category: a.merchantCategory, country: a.merchantCountry, merchantName: a.merchantName, createdAt: a.createdAt })
    .from(a)
    .where(inScope(a, scope, eq(a.approved, true), eq(a.cardholderId, cardholderId), gte(a.createdAt, from)))
    .orderBy(asc(a.createdAt), asc(a.id));
}

/** What a cardholder's approved authorizations before `before` count (held plus captured), per card and currency: the all-time usage the history starts from. */
export async function approvedUsageBefore(db: DbOrTx, scope: Scope, cardholderId: string, before: Date) {
  const a = issuingAuthorizations;
  const rows = await db
    .select({ cardId: a.cardId, currency: a.currency, used: sql<string>`coalesce(sum(${a.heldAmount} + ${a.capturedAmount}), 0)::text` })
    .from(a)
    .where(inScope(a, scope, eq(a.approved, true), eq(a.cardholderId, cardholderId), sql`${a.createdAt} < ${before.toISOString()}::timestamptz`))
    .groupBy(a.cardId, a.currency);
  return rows.map((r) => ({ cardId: r.cardId, currency: r.currency, used: Number(r.used) }));
}

// ---- Authorizations -------------------------------------------------------------------------------------------

const withCard = { row: issuingAuthorizations, cardholderName: cardholders.name, cardBrand: cards.brand, cardLast4: cards.last4 };

export const AUTHORIZATION_SORT_FIELDS = ['createdAt', 'amount', 'status'] as const;
export type AuthorizationSortField = (typeof AUTHORIZATION_SORT_FIELDS)[number];
const AUTH_SORT: Record<AuthorizationSortField, PgColumn> = { createdAt: issuingAuthorizations.createdAt, amount: issuingAuthorizations.amount, status: issuingAuthorizations.status };

function authConditions(scope: Scope, f: AuthorizationFilter, ids?: string[], opts: { ignoreStatus?: boolean } = {}): SQL {
  const a = issuingAuthorizations;
  const c: (SQL | undefined)[] = [];
  if (ids) c.push(inArray(a.id, ids));
  if (f.q) c.push(or(eq(a.id, f.q), eq(cards.last4, f.q), ilike(a.merchantName, containsPattern(f.q))));
  const statuses = asList(f.status);
  if (statuses && !opts.ignoreStatus) c.push(inArray(a.status, statuses));
  const currencies = asList(f.currency);
  if (currencies) c.push(inArray(a.currency, currencies));
  if (f.cardId) c.push(eq(a.cardId, f.cardId));
  if (f.cardholderId) c.push(eq(a.cardholderId, f.cardholderId));
  if (f.createdFrom) c.push(gte(a.createdAt, new Date(f.createdFrom)));
  if (f.createdTo) c.push(lte(a.createdAt, new Date(f.createdTo)));
  return inScope(a, scope, ...c);
}

export async function listAuthorizations(db: DbOrTx, scope: Scope, q: ListQuery<AuthorizationFilter, AuthorizationSortField>) {
  const where = authConditions(scope, q.filter, q.ids);
  const dir = q.sort.order === 'ASC' ? asc : desc;
  const a = issuingAuthorizations;
  const [rows, [total]] = await Promise.all([
    db.select(withCard).from(a).innerJoin(cards, eq(cards.id, a.cardId)).innerJoin(cardholders, eq(cardholders.id, a.cardholderId)).where(where).orderBy(dir(AUTH_SORT[q.sort.field]), dir(a.id)).limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(a).innerJoin(cards, eq(cards.id, a.cardId)).where(where),
  ]);
  return { rows, total: total.n };
}

export async function countAuthorizationsByStatus(db: DbOrTx, scope: Scope, filter: AuthorizationFilter) {
  const a = issuingAuthorizations;
  return db.select({ status: a.status, n: count() }).from(a).innerJoin(cards, eq(cards.id, a.cardId)).where(authConditions(scope, filter, undefined, { ignoreStatus: true })).groupBy(a.status);
}

export async function countAuthorizations(db: DbOrTx, scope: Scope, filter: AuthorizationFilter, ids?: string[]) {
  const a = issuingAuthorizations;
  const [row] = await db.select({ n: count() }).from(a).innerJoin(cards, eq(cards.id, a.cardId)).where(authConditions(scope, filter, ids));
  return row.n;
}

export async function authorizationBatch(db: DbOrTx, scope: Scope, filter: AuthorizationFilter, ids: string[] | undefined, after: Cursor | null, limit: number) {
  const a = issuingAuthorizations;
  const rows = await db
    .select({ ...withCard, id: a.id, cursorAt: cursorAt(a) })
    .from(a)
    .innerJoin(cards, eq(cards.id, a.cardId))
    .innerJoin(cardholders, eq(cardholders.id, a.cardholderId))
    .where(and(authConditions(scope, filter, ids), afterCursor(a, after)))
    .orderBy(...keysetOrder(a))
    .limit(limit);
  return { rows, next: nextCursor(rows, limit) };
}
export type AuthorizationExportRow = Awaited<ReturnType<typeof authorizationBatch>>['rows'][number];

export async function findAuthorization(db: DbOrTx, scope: Scope, id: string) {
  const a = issuingAuthorizations;
  const [found] = await db.select(withCard).from(a).innerJoin(cards, eq(cards.id, a.cardId)).innerJoin(cardholders, eq(cardholders.id, a.cardholderId)).where(inScope(a, scope, eq(a.id, id))).limit(1);
  return found;
}

export async function lockAuthorization(tx: DbOrTx, scope: Scope, id: string): Promise<AuthorizationRow | undefined> {
  const [row] = await tx.select().from(issuingAuthorizations).where(inScope(issuingAuthorizations, scope, eq(issuingAuthorizations.id, id))).for('update');
  return row;
}

/** The currency of an authorization and the bucket its hold came from (to lock that bucket before the authorization itself; neither ever changes). */
export async function authorizationBucket(db: DbOrTx, scope: Scope, id: string): Promise<{ currency: string; bucket: number } | undefined> {
  const a = issuingAuthorizations;
  const [row] = await db.select({ currency: a.currency, bucket: a.bucket }).from(a).where(inScope(a, scope, eq(a.id, id)));
  return row;
}

export async function updateAuthorization(tx: DbOrTx, scope: Scope, id: string, patch: Partial<typeof issuingAuthorizations.$inferInsert>): Promise<AuthorizationRow> {
  const [row] = await tx.update(issuingAuthorizations).set(patch).where(inScope(issuingAuthorizations, scope, eq(issuingAuthorizations.id, id))).returning();
  return row;
}

/** Pending authorizations past their expiry, any account (the sweep); at most `limit`. */
export async function dueAuthorizations(db: DbOrTx, now: Date, limit: number) {
  const a = issuingAuthorizations;
  return db
    .select({ id: a.id, accountId: a.accountId, livemode: a.livemode, currency: a.currency, bucket: a.bucket })
    .from(a)
    .where(and(eq(a.status, 'pending'), lte(a.expiresAt, now)))
    .orderBy(a.expiresAt)
    .limit(limit);
}

// ---- Transactions ---------------------------------------------------------------------------------------------

const txWithCard = { row: issuingTransactions, cardholderName: cardholders.name, cardBrand: cards.brand, cardLast4: cards.last4 };

export const TRANSACTION_SORT_FIELDS = ['createdAt', 'amount', 'type'] as const;
export type TransactionSortField = (typeof TRANSACTION_SORT_FIELDS)[number];
const TXN_SORT: Record<TransactionSortField, PgColumn> = { createdAt: issuingTransactions.createdAt, amount: issuingTransactions.amount, type: issuingTransactions.type };

function txnConditions(scope: Scope, f: TransactionFilter, ids?: string[], opts: { ignoreType?: boolean } = {}): SQL {
  const t = issuingTransactions;
  const c: (SQL | undefined)[] = [];
  if (ids) c.push(inArray(t.id, ids));
  if (f.q) c.push(or(eq(t.id, f.q), eq(t.authorizationId, f.q), eq(cards.last4, f.q), ilike(t.merchantName, containsPattern(f.q))));
  const types = asList(f.type);
  if (types && !opts.ignoreType) c.push(inArray(t.type, types));
  const currencies = asList(f.currency);
  if (currencies) c.push(inArray(t.currency, currencies));
  if (f.cardId) c.push(eq(t.cardId, f.cardId));
  if (f.cardholderId) c.push(eq(t.cardholderId, f.cardholderId));
  if (f.createdFrom) c.push(gte(t.createdAt, new Date(f.createdFrom)));
  if (f.createdTo) c.push(lte(t.createdAt, new Date(f.createdTo)));
  return inScope(t, scope, ...c);
}

export async function listTransactions(db: DbOrTx, scope: Scope, q: ListQuery<TransactionFilter, TransactionSortField>) {
  const where = txnConditions(scope, q.filter, q.ids);
  const dir = q.sort.order === 'ASC' ? asc : desc;
  const t = issuingTransactions;
  const [rows, [total]] = await Promise.all([
    db.select(txWithCard).from(t).innerJoin(cards, eq(cards.id, t.cardId)).innerJoin(cardholders, eq(cardholders.id, t.cardholderId)).where(where).orderBy(dir(TXN_SORT[q.sort.field]), dir(t.id)).limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(t).innerJoin(cards, eq(cards.id, t.cardId)).where(where),
  ]);
  return { rows, total: total.n };
}

export async function countTransactionsByType(db: DbOrTx, scope: Scope, filter: TransactionFilter) {
  const t = issuingTransactions;
  return db.select({ status: t.type, n: count() }).from(t).innerJoin(cards, eq(cards.id, t.cardId)).where(txnConditions(scope, filter, undefined, { ignoreType: true })).groupBy(t.type);
}

export async function countTransactions(db: DbOrTx, scope: Scope, filter: TransactionFilter, ids?: string[]) {
  const t = issuingTransactions;
  const [row] = await db.select({ n: count() }).from(t).innerJoin(cards, eq(cards.id, t.cardId)).where(txnConditions(scope, filter, ids));
  return row.n;
}

export async function transactionBatch(db: DbOrTx, scope: Scope, filter: TransactionFilter, ids: string[] | undefined, after: Cursor | null, limit: number) {
  const t = issuingTransactions;
  const rows = await db
    .select({ ...txWithCard, id: t.id, cursorAt: cursorAt(t) })
    .from(t)
    .innerJoin(cards, eq(cards.id, t.cardId))
    .innerJoin(cardholders, eq(cardholders.id, t.cardholderId))
    .where(and(txnConditions(scope, filter, ids), afterCursor(t, after)))
    .orderBy(...keysetOrder(t))
    .limit(limit);
  return { rows, next: nextCursor(rows, limit) };
}
export type TransactionExportRow = Awaited<ReturnType<typeof transactionBatch>>['rows'][number];

export async function findTransaction(db: DbOrTx, scope: Scope, id: string) {
  const t = issuingTransactions;
  const [found] = await db.select(txWithCard).from(t).innerJoin(cards, eq(cards.id, t.cardId)).innerJoin(cardholders, eq(cardholders.id, t.cardholderId)).where(inScope(t, scope, eq(t.id, id))).limit(1);
  return found;
}

/** The currency of a transaction and the bucket its authorization's hold came from (a refund goes back there). */
export async function transactionBucket(db: DbOrTx, scope: Scope, id: string): Promise<{ currency: string; bucket: number } | undefined> {
  const t = issuingTransactions;
  const [row] = await db
    .select({ currency: t.currency, bucket: issuingAuthorizations.bucket })
    .from(t)
    .innerJoin(issuingAuthorizations, eq(issuingAuthorizations.id, t.authorizationId))
    .where(inScope(t, scope, eq(t.id, id)));
  return row;
}

export async function lockTransaction(tx: DbOrTx, scope: Scope, id: string): Promise<TransactionRow | undefined> {
  const [row] = await tx.select().from(issuingTransactions).where(inScope(issuingTransactions, scope, eq(issuingTransactions.id, id))).for('update');
  return row;
}

export async function insertTransaction(tx: DbOrTx, scope: Scope, row: Omit<typeof issuingTransactions.$inferInsert, 'accountId' | 'livemode'>): Promise<TransactionRow> {
  const [created] = await tx.insert(issuingTransactions).values({ ...row, accountId: scope.accountId, livemode: scope.livemode }).returning();
  return created;
}

export async function addRefunded(tx: DbOrTx, scope: Scope, id: string, amount: bigint) {
  await tx.update(issuingTransactions).set({ refundedAmount: sql`${issuingTransactions.refundedAmount} + ${amount}` }).where(inScope(issuingTransactions, scope, eq(issuingTransactions.id, id)));
}

// ---- The authorization's hot path (bench:issuing): few round trips, the shared balance row touched last --------

export interface PurchaseLock {
  card: { id: string; cardholderId: string; brand: (typeof cards.$inferSelect)['brand']; last4: string; currency: string; status: (typeof cards.$inferSelect)['status']; expMonth: number; expYear: number; spendingControls: (typeof cards.$inferSelect)['spendingControls'] };
  holder: { id: string; name: string; status: (typeof cardholders.$inferSelect)['status']; spendingControls: (typeof cardholders.$inferSelect)['spendingControls'] };
  /** The account's zone (the limits' calendar). */
  timezone: string;
  /** What the real-time decision falls back to (domain/issuing/decision.ts). */
  fallback: 'approve' | 'decline';
  /** The scope's enabled webhook endpoints (the event's deliveries, the real-time decision's endpoint). */
  endpoints: { id: string; enabledEvents: string[] }[];
}

/**
 * One round trip: the card locked (FOR NO KEY UPDATE: one approval at a time per card, while the foreign keys of other purchases' inserts still pass), its cardholder share-locked (a change
 * of the holder's controls waits for the decisions that read them), the account's zone and the scope's enabled
 * webhook endpoints. Undefined when the card is not the scope's.
 */
export async function lockCardForPurchase(tx: DbOrTx, scope: Scope, cardId: string): Promise<PurchaseLock | undefined> {
  const { values, p } = statement();
  const rows = await hotRows<Record<string, unknown>>(tx, `
    select c.id as card_id, c.cardholder_id, c.brand, c.last4, c.currency, c.status as card_status, c.exp_month, c.exp_year, c.spending_controls as card_controls,
      h.name as holder_name, h.status as holder_status, h.spending_controls as holder_controls,
      (select timezone from accounts where id = ${p(scope.accountId)}) as timezone,
      (select issuing_decision_fallback from accounts where id = ${p(scope.accountId)}) as fallback,
      (select coalesce(json_agg(json_build_object('id', w.id, 'enabledEvents', w.enabled_events) order by w.created_at, w.id), '[]'::json)
         from webhook_endpoints w where w.account_id = ${p(scope.accountId)} and w.livemode = ${p(scope.livemode)} and w.status = 'enabled') as endpoints
    from issuing_cards c join issuing_cardholders h on h.id = c.cardholder_id
    where c.account_id = ${p(scope.accountId)} and c.livemode = ${p(scope.livemode)} and c.id = ${p(cardId)}
    for no key update of c for share of h`, values);
  const r = rows[0];
  return r ? purchaseLockOf(r) : undefined;
}

function purchaseLockOf(r: Record<string, unknown>): PurchaseLock {
  const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
  return {
    card: {
      id: r.card_id as string, cardholderId: r.cardholder_id as string, brand: r.brand as PurchaseLock['card']['brand'], last4: r.last4 as string, currency: (r.currency as string).trim(),
      status: r.card_status as PurchaseLock['card']['status'], expMonth: Number(r.exp_month), expYear: Number(r.exp_year), spendingControls: json(r.card_controls),
    },
    holder: { id: r.cardholder_id as string, name: r.holder_name as string, status: r.holder_status as PurchaseLock['holder']['status'], spendingControls: json(r.holder_controls) },
    timezone: (r.timezone as string | null) ?? 'UTC',
    fallback: r.fallback === 'decline' ? 'decline' : 'approve',
    endpoints: json(r.endpoints),
  };
}

/** What a purchase is first decided on, read without any lock (purchaseSnapshot). */
export interface PurchaseSnapshot extends PurchaseLock {
  /** The windows' usage of the card, and of the cardholder in the purchase's currency (zero where no limit of theirs counts them). */
  usage: { card: Usage; holder: Usage };
  /** The issuing balance available in the purchase's currency, the sum of its buckets (0 when it has none). */
  available: number;
}

/**
 * One statement, no lock, one snapshot: what lockCardForPurchase reads, the usage of the windows that have a limit
 * (the card's; the cardholder's in `currency`; all time only when a limit asks for it) and the balance available in
 * `currency`. A decline decided on it is true of that moment, which lies inside the request (docs/decisions.md
 * "Issuing authorizations"); an approval is decided again under the locks. `starts` are the windows of `zone`; the
 * answer's `timezone` says whether that was the account's.
 */
export async function purchaseSnapshot(
  tx: DbOrTx, scope: Scope, cardId: string, currency: string, starts: WindowStarts, key?: string, session?: SessionCheck,
): Promise<{ snap: PurchaseSnapshot | undefined; keyTaken: boolean }> {
  const { values, p } = statement();
  const lowest = [starts.daily, starts.weekly, starts.monthly].reduce((m, d) => (d < m ? d : m));
  const hasLimit = (controls: string, extra: string) =>
    `exists (select 1 from jsonb_array_elements(${controls} -> 'spendingLimits') l where l ->> 'currency' = ${p(currency)} and l ->> 'interval' <> 'per_authorization' ${extra})`;
  const allTime = `and l ->> 'interval' = 'all_time'`;
  const sums = (who: () => string, controls: string) => `select
      coalesce(sum(held_amount + captured_amount) filter (where created_at >= ${p(starts.daily)}::timestamptz), 0)::text as daily,
      coalesce(sum(held_amount + captured_amount) filter (where created_at >= ${p(starts.weekly)}::timestamptz), 0)::text as weekly,
      coalesce(sum(held_amount + captured_amount) filter (where created_at >= ${p(starts.monthly)}::timestamptz), 0)::text as monthly,
      coalesce(sum(held_amount + captured_amount), 0)::text as all_time
    from issuing_authorizations where account_id = ${p(scope.accountId)} and livemode = ${p(scope.livemode)} and approved and ${who()} and ${hasLimit(controls, '')}
      and created_at >= case when ${hasLimit('c.spending_controls', allTime)} or ${hasLimit('h.spending_controls', allTime)} then '-infinity'::timestamptz else ${p(lowest)}::timestamptz end`;
  // With a key, whether its Idempotency-Key's row is there already (read only: the row is written with the purchase's
  // authorization, services/idempotency.ts runIdempotentInWork): `keyTaken`, the call is a replay and the snapshot is not used.
  const snapshot = `
    select c.id as card_id, c.cardholder_id, c.brand, c.last4, c.currency, c.status as card_status, c.exp_month, c.exp_year, c.spending_controls as card_controls,
      h.name as holder_name, h.status as holder_status, h.spending_controls as holder_controls, a.timezone, a.issuing_decision_fallback as fallback,
      (select coalesce(json_agg(json_build_object('id', w.id, 'enabledEvents', w.enabled_events) order by w.created_at, w.id), '[]'::json)
         from webhook_endpoints w where w.account_id = ${p(scope.accountId)} and w.livemode = ${p(scope.livemode)} and w.status = 'enabled') as endpoints,
      cu.daily as card_daily, cu.weekly as card_weekly, cu.monthly as card_monthly, cu.all_time as card_all_time,
      hu.daily as holder_daily, hu.weekly as holder_weekly, hu.monthly as holder_monthly, hu.all_time as holder_all_time,
      (select sum(available) from issuing_balances b where b.account_id = ${p(scope.accountId)} and b.livemode = ${p(scope.livemode)} and b.currency = ${p(currency)})::text as available
    from issuing_cards c join issuing_cardholders h on h.id = c.cardholder_id join accounts a on a.id = c.account_id
      cross join lateral (${sums(() => 'card_id = c.id', 'c.spending_controls')}) cu
      cross join lateral (${sums(() => `cardholder_id = h.id and currency = ${p(currency)}`, 'h.spending_controls')}) hu
    where c.account_id = ${p(scope.accountId)} and c.livemode = ${p(scope.livemode)} and c.id = ${p(cardId)}`;
  // With `session` (a session its process kept, server/plugins/auth.ts), whether it still holds, read first.
  const sessionOk = session ? `${sessionStillValidSql(p, session, new Date())} as session_ok, ` : '';
  const text = key === undefined
    ? snapshot
    : `select ${sessionOk}exists (select 1 from idempotency_keys where account_id = ${p(scope.accountId)} and livemode = ${p(scope.livemode)} and key = ${p(key)}) as key_taken, s.*
      from (select 1) one left join lateral (${snapshot}) s on true`;
  const rows = await hotRows<Record<string, unknown>>(tx, text, values);
  const r = rows[0];
  if (session && key !== undefined) {
    // Nothing of the snapshot is answered (not even a replay) for a session that no longer holds.
    if (r?.session_ok !== true && r?.session_ok !== 't') throw new SessionChanged();
    session.confirmed = true;
  }
  const keyTaken = r?.key_taken === true || r?.key_taken === 't';
  if (!r || r.card_id === null || r.card_id === undefined) return { snap: undefined, keyTaken };
  const usage = (who: 'card' | 'holder'): Usage => ({ daily: Number(r[`${who}_daily`]), weekly: Number(r[`${who}_weekly`]), monthly: Number(r[`${who}_monthly`]), all_time: Number(r[`${who}_all_time`]) });
  return { snap: { ...purchaseLockOf(r), usage: { card: usage('card'), holder: usage('holder') }, available: r.available === null ? 0 : Number(r.available) }, keyTaken };
}

/** The key of a cardholder's limits' lock in a currency (lockCardholderLimits, and issuing_purchase_check when asked). */
export const holderLimitsLockKey = (cardholderId: string, currency: string) => `issuing-holder ${cardholderId} ${currency}`;

/** Purchases on the cards of a cardholder with limits in a currency run one at a time (a transaction-level lock). */
export async function lockCardholderLimits(tx: DbOrTx, cardholderId: string, currency: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${holderLimitsLockKey(cardholderId, currency)}, 0))`);
}

/**
 * What a purchase's decision read of its card, its cardholder and the account, in the shape issuing_purchase_check
 * (migration 0037) builds from the rows it locks: equal, nothing the rules read has changed since.
 */
export function seenOf(lock: PurchaseLock) {
  return {
    cardStatus: lock.card.status, currency: lock.card.currency, expMonth: lock.card.expMonth, expYear: lock.card.expYear, cardControls: lock.card.spendingControls,
    holderStatus: lock.holder.status, holderControls: lock.holder.spendingControls, timezone: lock.timezone,
  };
}

/**
 * The locked part of an approval decided on the lock-free snapshot, run by issuing_purchase_check at the head of the
 * statement that writes it (insertAuthorizationWithEvent): the card locked and found as `seen`, the cardholder's
 * limits' lock when `holderLock`, then each limit's usage read after the locks and compared with it.
 */
export interface PurchaseCheck {
  cardId: string;
  seen: ReturnType<typeof seenOf>;
  /** holderLimitsLockKey, when the cardholder has limits in the purchase's currency; else null. */
  holderLock: string | null;
  /** domain/issuing/limits.ts cumulativeLimits. */
  limits: readonly { owner: 'card' | 'cardholder'; from: Date | null; limit: number }[];
}

/** What the check found: the card (or cardholder, or zone) no longer as seen; or each limit's usage (in their order) and whether the purchase fits them all. */
export type CheckAnswer = { state: 'changed' } | { state: 'fits' | 'exceeds'; used: number[] };

export type Usage = { daily: number; weekly: number; monthly: number; all_time: number };

/**
 * The usage of the card's windows and, when asked, of the cardholder's in a currency (approved authorizations' held
 * plus captured), in one statement, read after the locks (a new snapshot: every decision that committed before counts).
 */
export async function purchaseUsage(tx: DbOrTx, scope: Scope, who: { cardId?: string; holder?: { id: string; currency: string } }, starts: WindowStarts, allTime: boolean): Promise<{ card: Usage; holder: Usage }> {
  const { values, p } = statement();
  const from = allTime ? new Date(0) : [starts.daily, starts.weekly, starts.monthly].reduce((m, d) => (d < m ? d : m));
  const sums = (where: () => string) => `select
      coalesce(sum(held_amount + captured_amount) filter (where created_at >= ${p(starts.daily)}::timestamptz), 0)::text as daily,
      coalesce(sum(held_amount + captured_amount) filter (where created_at >= ${p(starts.weekly)}::timestamptz), 0)::text as weekly,
      coalesce(sum(held_amount + captured_amount) filter (where created_at >= ${p(starts.monthly)}::timestamptz), 0)::text as monthly,
      coalesce(sum(held_amount + captured_amount), 0)::text as all_time
    from issuing_authorizations where account_id = ${p(scope.accountId)} and livemode = ${p(scope.livemode)} and approved and created_at >= ${p(from)}::timestamptz and ${where()}`;
  const rows = await hotRows<Record<string, string>>(tx, `
    select 'card' as who, * from (${sums(() => (who.cardId ? `card_id = ${p(who.cardId)}` : 'false'))}) c
    union all
    select 'holder' as who, * from (${sums(() => (who.holder ? `cardholder_id = ${p(who.holder.id)} and currency = ${p(who.holder.currency)}` : 'false'))}) h`, values);
  const of = (w: string): Usage => {
    const r = rows.find((x) => x.who === w)!;
    return { daily: Number(r.daily), weekly: Number(r.weekly), monthly: Number(r.monthly), all_time: Number(r.all_time) };
  };
  return { card: of('card'), holder: of('holder') };
}

export type NewAuthorization = Omit<typeof issuingAuthorizations.$inferInsert, 'accountId' | 'livemode' | 'createdAt' | 'updatedAt' | 'declineReason' | 'decidedBy' | 'expiresAt'> &
  Required<Pick<typeof issuingAuthorizations.$inferInsert, 'createdAt' | 'declineReason' | 'decidedBy' | 'expiresAt'>>;

/**
 * The Idempotency-Key's row a purchase writes with its authorization (services/idempotency.ts runIdempotentInWork): the
 * key, the request's hash and the answer as it will be sent; status 0 and no body while the real-time decision is
 * awaited (the key is in progress until the decision's transaction records the answer).
 */
export interface KeyRow {
  key: string;
  requestHash: string;
  statusCode: number;
  body: string;
}

/**
 * A purchase's authorization, its event (null: none, it awaits the real-time decision) and, with `key`, its
 * Idempotency-Key's row, in one statement: each is written only when all are, so in autocommit (no transaction around
 * it) the statement leaves the purchase written whole or not at all.
 * - `key`: its row is inserted first (`on conflict do nothing`: a concurrent duplicate's row, not yet committed, is
 *   waited for on the unique index until its statement or transaction ends); when the row was there, nothing is written
 *   and `keyTaken` says so: the call is a replay or a conflict. Then the rest depends on that insert.
 * - `hold` (an approval): only when a bucket of the balance covers the hold alone: issuing_hold_bucket (migrations 0038, 0039)
 *   picks the first such bucket from `hold.from` on (in bucket order, round), skipping those another transaction has
 *   locked, and locks it; the hold is taken from it in the same statement with its hold entry, and the authorization
 *   records it. `written` false when no free bucket covered it (nothing written, no key): the caller then locks them all
 *   (lockIssuingBuckets; a bucket its transaction holds is not skipped), unless `available`, the buckets' sum read by the
 *   function, was short of the hold already.
 * - `check` (an approval decided on the lock-free snapshot): the statement first runs issuing_purchase_check (migration
 *   0037: the card's lock, the cardholder's limits' lock when asked, each limit's usage read after them; the bucket as
 *   above, else, when the buckets' sum covers the hold, the first bucket that covers it alone waited for while another
 *   approval holds it, migration 0040) and writes only when it answers 'fits' with a bucket; `check` in the answer says what it found. So the card
 *   is locked for this one statement (and the commit, when a transaction is open around it).
 * The event's deliveries are the caller's (insertDeliveriesFor).
 */
export async function insertAuthorizationWithEvent(
  tx: DbOrTx, scope: Scope, row: NewAuthorization, event: { id: string; type: string; data: Record<string, unknown> | string } | null, hold: { from: number; buckets: number } | null,
  key?: KeyRow, check?: PurchaseCheck,
): Promise<{ written: boolean; keyTaken: boolean; available: bigint; check?: CheckAnswer }> {
  const { values, p } = statement();
  const at = row.createdAt.toISOString();
  const held = hold ? row.heldAmount : 0n;
  const buckets = hold ? Math.trunc(hold.buckets) : 1;
  // The bucket the free one is looked for from (issuing_hold_bucket, migration 0039: from it on, in bucket order, round).
  const start = hold ? hold.from % buckets : 0;
  // The bucket: with a check, its function picked (and locked) it after the card's lock; else issuing_hold_bucket does.
  // Either reads on a snapshot of its own (this statement's own predates any lock it waited for).
  const gate = check
    ? `g as materialized (
        select state, used, available, bucket from issuing_purchase_check(${p(scope.accountId)}::text, ${p(scope.livemode)}::boolean, ${p(check.cardId)}::text, ${p(JSON.stringify(check.seen))}::jsonb,
          ${p(check.holderLock)}::text, ${p(row.currency)}::text, ${p(row.amount)}::bigint, ${p(JSON.stringify(check.limits))}::jsonb, ${p(start)}::int, ${p(buckets)}::int)
      ), `
    : hold
      ? `g as materialized (
        select bucket, available from issuing_hold_bucket(${p(scope.accountId)}::text, ${p(scope.livemode)}::boolean, ${p(row.currency)}::text, ${p(held)}::bigint, ${p(start)}::int, ${p(buckets)}::int)
      ), `
      : '';
  // When the purchase is to be written (its key's row first, then the rest): the check fits, a bucket was picked.
  const open = check
    ? `exists (select 1 from g where g.state = 'fits'${hold ? ' and g.bucket is not null' : ''})`
    : hold ? 'exists (select 1 from g where g.bucket is not null)' : 'true';
  const keyRow = key
    ? `k as (
        insert into idempotency_keys (account_id, livemode, key, request_hash, status_code, response_body)
        select ${p(scope.accountId)}, ${p(scope.livemode)}, ${p(key.key)}, ${p(key.requestHash)}, ${p(key.statusCode)}, ${p(key.body)} where ${open}
        on conflict do nothing returning 1
      ), `
    : '';
  const keyed = key ? 'exists (select 1 from k)' : 'true';
  const holdAndEntry = hold
    ? `b as (
        update issuing_balances s set available = s.available - ${p(held)}, held = s.held + ${p(held)}, updated_at = ${p(at)}::timestamptz
        from g where g.bucket is not null and ${keyed}
          and s.account_id = ${p(scope.accountId)} and s.livemode = ${p(scope.livemode)} and s.currency = ${p(row.currency)} and s.bucket = g.bucket and s.available >= ${p(held)}
        returning s.bucket
      ), e as (
        insert into issuing_balance_entries (account_id, livemode, currency, type, bucket, available, held, source_id, created_at)
        select ${p(scope.accountId)}, ${p(scope.livemode)}, ${p(row.currency)}, 'hold', b.bucket, ${p(-held)}, ${p(held)}, ${p(row.id)}, ${p(at)}::timestamptz from b
      ), `
    : '';
  const insert = `a as (
      insert into issuing_authorizations (id, account_id, livemode, card_id, cardholder_id, amount, currency, merchant_name, merchant_category, merchant_country,
        approved, status, decline_reason, decided_by, held_amount, captured_amount, bucket, expires_at, created_at, updated_at)
      select ${p(row.id)}, ${p(scope.accountId)}, ${p(scope.livemode)}, ${p(row.cardId)}, ${p(row.cardholderId)}, ${p(row.amount)}, ${p(row.currency)}, ${p(row.merchantName)}, ${p(row.merchantCategory)}, ${p(row.merchantCountry)},
        ${p(row.approved)}, ${p(row.status)}, ${p(row.declineReason === null ? null : JSON.stringify(row.declineReason))}::jsonb, ${p(row.decidedBy)}, ${p(row.heldAmount)}, ${p(row.capturedAmount)},
        ${hold ? 'coalesce((select bucket from b), 0)' : '0'}, ${p(row.expiresAt ? row.expiresAt.toISOString() : null)}::timestamptz, ${p(at)}::timestamptz, ${p(at)}::timestamptz
      where ${hold ? 'exists (select 1 from b)' : `${open} and ${keyed}`}
      returning id
    )`;
  const ev = event
    ? `, ev as (
      insert into events (id, account_id, livemode, type, object_type, object_id, parent_id, data, created_at)
      select ${p(event.id)}, ${p(scope.accountId)}, ${p(scope.livemode)}, ${p(event.type)}, 'issuing_authorization', a.id, null, ${p(typeof event.data === 'string' ? event.data : JSON.stringify(event.data))}::jsonb, ${p(at)}::timestamptz from a
    )`
    : '';
  const available = gate ? 'coalesce((select available from g), 0)::text' : `'0'`;
  const checked = check ? ', (select state from g) as state, (select used from g) as used' : '';
  // The key's row and the authorization go together, or the statement fails (migration 0038, issuing_write_agrees).
  const agrees = key ? ', (select count(*) from k) as keyed, issuing_write_agrees((select count(*) from k), (select count(*) from a)) as agrees' : '';
  const rows = await hotRows<{ n: number | string; available: string; open: boolean | string; keyed?: number | string; state?: string; used?: string | null }>(
    tx, `with ${gate}${keyRow}${holdAndEntry}${insert}${ev} select count(*) as n, ${available} as available, ${open} as open${checked}${agrees} from a`, values,
  );
  const r = rows[0];
  const written = Number(r.n) === 1;
  const keyTaken = key !== undefined && !written && (r.open === true || r.open === 't') && Number(r.keyed) === 0;
  if (!check) return { written, keyTaken, available: BigInt(r.available) };
  const found: CheckAnswer = r.state === 'fits' || r.state === 'exceeds' ? { state: r.state, used: r.used ? r.used.split(',').map(Number) : [] } : { state: 'changed' };
  return { written, keyTaken, available: BigInt(r.available), check: found };
}


/** Authorizations left awaiting their decision since before `before` (their process ended mid-call), any account: the sweep gives them the fallback. */
export async function staleDecisions(db: DbOrTx, before: Date, limit: number) {
  const a = issuingAuthorizations;
  return db
    .select({ id: a.id, accountId: a.accountId, livemode: a.livemode, fallback: accounts.issuingDecisionFallback })
    .from(a)
    .innerJoin(accounts, eq(accounts.id, a.accountId))
    .where(and(eq(a.status, 'awaiting_decision'), lte(a.createdAt, before)))
    .orderBy(a.createdAt)
    .limit(limit);
}

/** The account's fallback for the real-time decision. */
export async function issuingDecisionFallback(db: DbOrTx, accountId: string): Promise<'approve' | 'decline'> {
  const [row] = await db.select({ fallback: accounts.issuingDecisionFallback }).from(accounts).where(eq(accounts.id, accountId));
  return row?.fallback ?? 'approve';
}

export async function setIssuingDecisionFallback(db: DbOrTx, accountId: string, fallback: 'approve' | 'decline') {
  await db.update(accounts).set({ issuingDecisionFallback: fallback }).where(eq(accounts.id, accountId));
}
