// Reading the ledger entry by entry (issue 28): the entries list behind each balance figure (filters, sort, counts
// per type, keyset export), one entry, the reserved sums (open disputes, disbursements in transit), and the daily
// sums (ledger_daily_sums, kept by triggers) the balance page's figures and chart are made of. Available and pending
// keep the meaning of balanceSums (./ledger.ts): an entry is available once its available_on has passed.
import { and, asc, count, desc, eq, gt, gte, inArray, like, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { asList } from '../../domain/payment-filters';
import type { LedgerEntryFilter } from '../../domain/balance/records';
import type { DbOrTx } from '../db/client';
import { disbursements, disputes, ledgerDailySums, ledgerEntries, payouts } from '../db/schema';
import { PAYOUT_IN_FLIGHT_STATUSES } from '../../domain/payouts/rules';
import type { Cursor, ListQuery } from '../lib/paging';
import { prefixPattern } from './keyset';
import { inScope, type Scope } from './scope';

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;

export const LEDGER_ENTRY_SORT_FIELDS = ['createdAt', 'amount', 'availableOn'] as const;
export type LedgerEntrySortField = (typeof LEDGER_ENTRY_SORT_FIELDS)[number];
const SORT_COLUMNS: Record<LedgerEntrySortField, PgColumn> = {
  createdAt: ledgerEntries.createdAt,
  amount: ledgerEntries.amount,
  availableOn: ledgerEntries.availableOn,
};

/** Entries of disputes still open: the disputed amounts and fees that come back if the dispute is won. */
const openDisputeEntry = sql`(${ledgerEntries.type} in ('dispute', 'dispute_fee') and exists (select 1 from ${disputes} where ${disputes.id} = ${ledgerEntries.sourceId} and ${disputes.accountId} = ${ledgerEntries.accountId} and ${disputes.closedAt} is null))`;
/** Payouts of disbursements still on their way to the bank. */
const inTransitPayout = sql`(${ledgerEntries.type} = 'payout' and exists (select 1 from ${disbursements} where ${disbursements.id} = ${ledgerEntries.sourceId} and ${disbursements.accountId} = ${ledgerEntries.accountId} and ${disbursements.status} = 'in_transit'))`;

/** Entries of payouts in flight (awaiting approval, or sent and not answered): they come back if the payout fails. */
const inFlightPayout = sql`(${ledgerEntries.type} = 'payout' and exists (select 1 from ${payouts} where ${payouts.id} = ${ledgerEntries.sourceId} and ${payouts.accountId} = ${ledgerEntries.accountId} and ${payouts.status} in ('awaiting_approval', 'pending')))`;

function conditions(scope: Scope, f: LedgerEntryFilter, now: Date, opts: { ids?: string[]; withoutType?: boolean } = {}): SQL {
  const c: (SQL | undefined)[] = [];
  if (opts.ids) c.push(inArray(ledgerEntries.id, opts.ids.map(Number).filter(Number.isSafeInteger)));
  if (f.q) c.push(like(ledgerEntries.sourceId, prefixPattern(f.q)));
  const currencies = asList(f.currency);
  if (currencies) c.push(inArray(ledgerEntries.currency, currencies));
  const types = opts.withoutType ? undefined : asList(f.type);
  if (types) c.push(inArray(ledgerEntries.type, types));
  if (f.availability === 'available') c.push(lte(ledgerEntries.availableOn, now));
  if (f.availability === 'pending') c.push(gt(ledgerEntries.availableOn, now));
  if (f.reserved === 'disputes') c.push(openDisputeEntry);
  if (f.reserved === 'disbursements') c.push(inTransitPayout);
  if (f.reserved === 'payouts') c.push(inFlightPayout);
  if (f.availableAfter) c.push(gt(ledgerEntries.availableOn, new Date(f.availableAfter)));
  if (f.availableUntil) c.push(lte(ledgerEntries.availableOn, new Date(f.availableUntil)));
  if (f.createdFrom) c.push(gte(ledgerEntries.createdAt, new Date(f.createdFrom)));
  if (f.createdTo) c.push(lte(ledgerEntries.createdAt, new Date(f.createdTo)));
  return inScope(ledgerEntries, scope, ...c);
}

export async function listLedgerEntries(db: DbOrTx, scope: Scope, q: ListQuery<LedgerEntryFilter, LedgerEntrySortField>, now: Date) {
  const where = conditions(scope, q.filter, now, { ids: q.ids });
  const dir = q.sort.order === 'ASC' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db.select().from(ledgerEntries).where(where).orderBy(dir(SORT_COLUMNS[q.sort.field]), dir(ledgerEntries.id)).limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(ledgerEntries).where(where),
  ]);
  return { rows, total: total.n };
}

/** Entries per type for the tabs (the filter without its type). */
export async function countLedgerEntriesByType(db: DbOrTx, scope: Scope, filter: LedgerEntryFilter, now: Date) {
  return db
    .select({ status: ledgerEntries.type, n: count() })
    .from(ledgerEntries)
    .where(conditions(scope, filter, now, { withoutType: true }))
    .groupBy(ledgerEntries.type);
}

export async function countLedgerEntries(db: DbOrTx, scope: Scope, filter: LedgerEntryFilter, now: Date, ids?: string[]) {
  const [row] = await db.select({ n: count() }).from(ledgerEntries).where(conditions(scope, filter, now, { ids }));
  return row.n;
}

/** One export batch after the cursor, newest first (created_at desc, id desc). */
export async function ledgerEntryBatch(db: DbOrTx, scope: Scope, filter: LedgerEntryFilter, now: Date, ids: string[] | undefined, after: Cursor | null, limit: number) {
  const rows = await db
    .select({
      id: sql<string>`${ledgerEntries.id}::text`,
      cursorAt: sql<string>`${ledgerEntries.createdAt}::text`,
      createdAt: ledgerEntries.createdAt,
      availableOn: ledgerEntries.availableOn,
      type: ledgerEntries.type,
      sourceId: ledgerEntries.sourceId,
      currency: ledgerEntries.currency,
      amount: ledgerEntries.amount,
    })
    .from(ledgerEntries)
    .where(and(conditions(scope, filter, now, { ids }), after ? sql`(${ledgerEntries.createdAt}, ${ledgerEntries.id}) < (${after.createdAt}::timestamptz, ${after.id}::bigint)` : undefined))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(limit);
  const last = rows[rows.length - 1];
  return { rows, next: rows.length < limit || !last ? null : { createdAt: last.cursorAt, id: last.id } };
}
export type LedgerEntryExportRow = Awaited<ReturnType<typeof ledgerEntryBatch>>['rows'][number];

export async function findLedgerEntry(db: DbOrTx, scope: Scope, id: string): Promise<LedgerEntryRow | undefined> {
  if (!/^\d{1,15}$/.test(id)) return undefined;
  const [row] = await db.select().from(ledgerEntries).where(inScope(ledgerEntries, scope, eq(ledgerEntries.id, Number(id)))).limit(1);
  return row;
}

export interface ReservedSums {
  currency: string;
  disputes: bigint;
  disbursements: bigint;
  payouts: bigint;
}

/**
 * Money out of the balance that is held (open disputes) or on its way (disbursements in transit), per currency:
 * read from the few open disputes and disbursements in transit and their entries (by source id), never a scan of
 * every entry of the scope.
 */
export async function reservedSums(db: DbOrTx, scope: Scope): Promise<ReservedSums[]> {
  const open = db.select({ id: disputes.id }).from(disputes).where(inScope(disputes, scope, sql`${disputes.closedAt} is null`));
  const inTransit = db.select({ id: disbursements.id }).from(disbursements).where(inScope(disbursements, scope, eq(disbursements.status, 'in_transit')));
  // Two queries, each a semi-join on the source index: an OR of the two would read every entry of the scope.
  const sumOf = async (types: string[], sources: SQL) => {
    const rows = await db
      .select({ currency: ledgerEntries.currency, amount: sql<string>`coalesce(-sum(${ledgerEntries.amount}), 0)::text` })
      .from(ledgerEntries)
      .where(inScope(ledgerEntries, scope, sql`${ledgerEntries.sourceId} in ${sources}`, sql`${ledgerEntries.type} in ${types}`))
      .groupBy(ledgerEntries.currency);
    return new Map(rows.map((r) => [r.currency, BigInt(r.amount)]));
  };
  const inFlight = db.select({ id: payouts.id }).from(payouts).where(inScope(payouts, scope, inArray(payouts.status, [...PAYOUT_IN_FLIGHT_STATUSES])));
  const [held, sent, paying] = await Promise.all([
    sumOf(['dispute', 'dispute_fee'], sql`(${open})`),
    sumOf(['payout'], sql`(${inTransit})`),
    sumOf(['payout'], sql`(${inFlight})`),
  ]);
  return [...new Set([...held.keys(), ...sent.keys(), ...paying.keys()])].map((currency) => ({
    currency,
    disputes: held.get(currency) ?? 0n,
    disbursements: sent.get(currency) ?? 0n,
    payouts: paying.get(currency) ?? 0n,
  }));
}

/** The scope's daily sums (ledger_daily_sums) by currency and the UTC day their entries become available. */
export async function sumsByAvailableDay(db: DbOrTx, scope: Scope) {
  const rows = await db
    .select({ currency: ledgerDailySums.currency, day: ledgerDailySums.availableDay, amount: sql<string>`sum(${ledgerDailySums.amount})::text` })
    .from(ledgerDailySums)
    .where(inScope(ledgerDailySums, scope))
    .groupBy(ledgerDailySums.currency, ledgerDailySums.availableDay);
  return rows.map((r) => ({ currency: r.currency, day: r.day, amount: BigInt(r.amount) }));
}

/** Per currency, the entries becoming available within [from, upTo]: today's part already released. */
export async function availableBetween(db: DbOrTx, scope: Scope, currencies: string[], from: Date, upTo: Date) {
  if (currencies.length === 0) return [];
  const rows = await db
    .select({ currency: ledgerEntries.currency, amount: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .where(inScope(ledgerEntries, scope, inArray(ledgerEntries.currency, currencies), gte(ledgerEntries.availableOn, from), lte(ledgerEntries.availableOn, upTo)))
    .groupBy(ledgerEntries.currency);
  return rows.map((r) => ({ currency: r.currency, amount: BigInt(r.amount) }));
}

/**
 * Per currency, the entries not yet available at `now` by the day of the zone `tz` they become available on (the
 * balance page's schedule in the reader's zone: issue 32 item 2). The daily sums are kept by UTC day, which a zone's
 * day cuts in two, so the pending entries themselves are read: one range of ledger_scope_currency_idx per currency.
 */
export async function pendingByZoneDay(db: DbOrTx, scope: Scope, now: Date, tz: string) {
  const rows = await db
    .select({ currency: ledgerEntries.currency, day: sql<string>`((${ledgerEntries.availableOn} at time zone ${tz})::date)::text`, amount: sql<string>`sum(${ledgerEntries.amount})::text` })
    .from(ledgerEntries)
    .where(inScope(ledgerEntries, scope, gt(ledgerEntries.availableOn, now)))
    // By position: the zone is a parameter, and a second one in GROUP BY would not be the select's expression.
    .groupBy(sql`1, 2`);
  return rows.map((r) => ({ currency: r.currency, day: r.day, amount: BigInt(r.amount) }));
}

/**
 * The balance of one currency before the instant `from` and the sum of each day's entries from then on, days read in
 * `tz` (the balance chart's days are the reader's: issue 32 item 2). Before `from`: the daily sums of the UTC days
 * before its UTC day, then that UTC day's entries up to `from`; from `from` on, the entries themselves (one range of
 * ledger_scope_created_idx) grouped by their day in the zone, which daily sums kept by UTC day cannot give.
 */
export async function zoneDayMovements(db: DbOrTx, scope: Scope, currency: string, from: Date, tz: string) {
  const utcDay = from.toISOString().slice(0, 10);
  const mine = inScope(ledgerEntries, scope, eq(ledgerEntries.currency, currency));
  const [before, partial, rows] = await Promise.all([
    db
      .select({ amount: sql<string>`coalesce(sum(${ledgerDailySums.amount}), 0)::text` })
      .from(ledgerDailySums)
      .where(inScope(ledgerDailySums, scope, eq(ledgerDailySums.currency, currency), sql`${ledgerDailySums.createdDay} < ${utcDay}::date`)),
    db
      .select({ amount: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
      .from(ledgerEntries)
      .where(and(mine, gte(ledgerEntries.createdAt, new Date(`${utcDay}T00:00:00Z`)), sql`${ledgerEntries.createdAt} < ${from.toISOString()}::timestamptz`)),
    db
      .select({ day: sql<string>`((${ledgerEntries.createdAt} at time zone ${tz})::date)::text`, amount: sql<string>`sum(${ledgerEntries.amount})::text` })
      .from(ledgerEntries)
      .where(and(mine, gte(ledgerEntries.createdAt, from)))
      .groupBy(sql`1`),
  ]);
  const opening = BigInt(before[0]?.amount ?? '0') + BigInt(partial[0]?.amount ?? '0');
  return { opening, days: rows.map((r) => ({ date: r.day, amount: BigInt(r.amount) })) };
}

/** The balance of one currency before the UTC day `from` and the sum of each UTC day's entries from then on. */
export async function dailyMovements(db: DbOrTx, scope: Scope, currency: string, from: string) {
  const rows = await db
    .select({ day: ledgerDailySums.createdDay, amount: sql<string>`sum(${ledgerDailySums.amount})::text` })
    .from(ledgerDailySums)
    .where(inScope(ledgerDailySums, scope, eq(ledgerDailySums.currency, currency)))
    .groupBy(ledgerDailySums.createdDay);
  let opening = 0n;
  const days: { date: string; amount: bigint }[] = [];
  for (const r of rows) {
    if (r.day < from) opening += BigInt(r.amount);
    else days.push({ date: r.day, amount: BigInt(r.amount) });
  }
  return { opening, days };
}
