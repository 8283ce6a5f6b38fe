// Ledger entries of one scope: written with the state change that caused them; balances are their sums.
import { and, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { ledgerDailySums, ledgerEntries, type LedgerEntryType } from '../db/schema';
import { inScope, type Scope } from './scope';

export interface NewLedgerEntry {
  currency: string;
  amount: bigint;
  type: LedgerEntryType;
  sourceId: string;
  availableOn: Date;
  createdAt?: Date;
}

export async function insertLedgerEntries(db: DbOrTx, scope: Scope, entries: NewLedgerEntry[]) {
  if (entries.length === 0) return;
  await db.insert(ledgerEntries).values(entries.map((e) => ({ ...e, accountId: scope.accountId, livemode: scope.livemode })));
}

export interface BalanceSums {
  currency: string;
  available: bigint;
  pending: bigint;
}

/** Available = entries whose funds are released by `now`; pending = the rest. Sums are exact (numeric -> text). */
export async function balanceSums(db: DbOrTx, scope: Scope, now: Date, currency?: string): Promise<BalanceSums[]> {
  const at = now.toISOString();
  const rows = await db
    .select({
      currency: ledgerEntries.currency,
      available: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.availableOn} <= ${at}::timestamptz), 0)::text`,
      pending: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.availableOn} > ${at}::timestamptz), 0)::text`,
    })
    .from(ledgerEntries)
    .where(inScope(ledgerEntries, scope, currency ? eq(ledgerEntries.currency, currency) : undefined))
    .groupBy(ledgerEntries.currency)
    .orderBy(ledgerEntries.currency);
  return rows.map((r) => ({ currency: r.currency, available: BigInt(r.available), pending: BigInt(r.pending) }));
}

/** Entry types written at the instant they move money (available_on = created_at), unlike a capture's charge and fee. */
const AT_ONCE = sql`('payout', 'refund', 'refund_reversal', 'dispute', 'dispute_fee', 'dispute_reversal', 'topup', 'smart_account', 'issuing_funding')`;

/**
 * The available funds a debit may take, for the check under the balance's lock: the entries released by the horizon,
 * which is `now`, moved up to the newest entry written at once (a debit another process wrote just before, stamped
 * by its own clock, which may run ahead of this request's `now`) but never more than a minute. Filtered by `now`
 * alone, two processes once overdrew by one payout; counting at-once entries whatever their time would count a
 * check at a past instant (the demo seed) against debits written after it. Read like the balance page
 * (services/balance/summary.ts): every UTC day before the horizon's from the daily sums (ledger_daily_sums, kept in the
 * same transaction by triggers, so a debit committed under the lock is counted), the horizon's own day from its
 * entries, one indexed range; never the whole history of the account's entries.
 */
export async function availableForDebit(db: DbOrTx, scope: Scope, currency: string, now: Date): Promise<bigint> {
  const at = now.toISOString();
  const mine = sql`account_id = ${scope.accountId} and livemode = ${scope.livemode} and currency = ${currency}`;
  const result = await db.execute(sql`
    with horizon as (
      select least(greatest(${at}::timestamptz, coalesce(max(available_on), ${at}::timestamptz)), ${at}::timestamptz + interval '1 minute') as t
      from ${ledgerEntries} where ${mine} and type in ${AT_ONCE}
    ), h as (
      select t, (t at time zone 'UTC')::date as day, ((t at time zone 'UTC')::date::timestamp at time zone 'UTC') as day_start from horizon
    )
    select (
      (select coalesce(sum(amount), 0) from ${ledgerDailySums} where ${mine} and available_day < (select day from h))
      + (select coalesce(sum(amount), 0) from ${ledgerEntries} where ${mine} and available_on >= (select day_start from h) and available_on <= (select t from h))
    )::text as available`);
  const rows = (result as unknown as { rows: { available: string }[] }).rows;
  return BigInt(rows[0]?.available ?? '0');
}

/** The books whose balances are locked apart: the payments balance (ledger_entries) and the smart account's. */
export type LedgerBook = 'balance' | 'smart_account';

/**
 * Serialises balance checks of one currency in one scope until the transaction ends, across every API process
 * on the database (a transaction-scoped advisory lock), so two refunds cannot both spend the same balance. Each
 * book has its own lock: a transfer out of the smart account never waits for a payout.
 */
export async function lockBalance(tx: DbOrTx, scope: Scope, currency: string, book: LedgerBook = 'balance') {
  const key = `${book}:${scope.accountId}:${scope.livemode}:${currency}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

export async function entriesOfSources(db: DbOrTx, scope: Scope, sourceIds: string[]) {
  if (sourceIds.length === 0) return [];
  return db.select().from(ledgerEntries).where(inScope(ledgerEntries, scope, inArray(ledgerEntries.sourceId, sourceIds)));
}

/**
 * A payout's window (domain/payouts/waterfall.ts): the sums per entry type of one currency's entries that became
 * available after `from` (exclusive; from the start when null) up to `to`, payouts' own entries left out, and how
 * many payments had a charge in it. One range scan of ledger_scope_currency_idx.
 */
export async function availableSumsBetween(db: DbOrTx, scope: Scope, currency: string, from: Date | null, to: Date) {
  const where = inScope(
    ledgerEntries,
    scope,
    eq(ledgerEntries.currency, currency),
    from ? gt(ledgerEntries.availableOn, from) : undefined,
    lte(ledgerEntries.availableOn, to),
    ne(ledgerEntries.type, 'payout'),
  );
  const rows = await db
    .select({
      type: ledgerEntries.type,
      amount: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text`,
      payments: sql<number>`count(distinct ${ledgerEntries.sourceId}) filter (where ${ledgerEntries.type} = 'charge')::int`,
    })
    .from(ledgerEntries)
    .where(and(where))
    .groupBy(ledgerEntries.type);
  return { sums: rows.map((r) => ({ type: r.type, amount: BigInt(r.amount) })), payments: rows.reduce((n, r) => n + Number(r.payments), 0) };
}
