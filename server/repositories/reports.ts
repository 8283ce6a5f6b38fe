// Reports of one scope (list, counts, the row, its progress) and what they read from the ledger: the itemized
// entries of a period in keyset batches (or as COPY rows), and the summary and change sums per currency.
import { and, asc, count, desc, eq, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { asList } from '../../domain/payment-filters';
import type { ReportFilter } from '../../domain/reports/records';
import type { DbOrTx } from '../db/client';
import { ledgerDailySums, ledgerEntries, reports, settlements } from '../db/schema';
import type { CopyRows } from '../lib/csv-copy';
import type { ListQuery } from '../lib/paging';
import { afterCursor, cursorAt, keysetOrder, nextCursor, type Cursor } from './keyset';
import { inScope, type Scope } from './scope';

export type ReportRow = typeof reports.$inferSelect;
export type NewReportRow = Omit<typeof reports.$inferInsert, 'accountId' | 'livemode'>;

export const REPORT_SORT_FIELDS = ['createdAt', 'status', 'kind'] as const;
export type ReportSortField = (typeof REPORT_SORT_FIELDS)[number];
const SORT: Record<ReportSortField, PgColumn> = { createdAt: reports.createdAt, status: reports.status, kind: reports.kind };

function conditions(scope: Scope, f: ReportFilter, ids?: string[], opts: { ignoreStatus?: boolean } = {}): SQL {
  const c: (SQL | undefined)[] = [];
  if (ids) c.push(inArray(reports.id, ids));
  if (f.q) c.push(or(eq(reports.id, f.q), eq(reports.fileName, f.q)));
  const statuses = asList(f.status);
  if (statuses && !opts.ignoreStatus) c.push(inArray(reports.status, statuses));
  const kinds = asList(f.kind);
  if (kinds) c.push(inArray(reports.kind, kinds));
  return inScope(reports, scope, ...c);
}

export async function listReports(db: DbOrTx, scope: Scope, q: ListQuery<ReportFilter, ReportSortField>) {
  const where = conditions(scope, q.filter, q.ids);
  const dir = q.sort.order === 'ASC' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db.select().from(reports).where(where).orderBy(dir(SORT[q.sort.field]), dir(reports.id)).limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(reports).where(where),
  ]);
  return { rows, total: total.n };
}

export async function countReports(db: DbOrTx, scope: Scope, filter: ReportFilter, ids?: string[]) {
  const [row] = await db.select({ n: count() }).from(reports).where(conditions(scope, filter, ids));
  return row.n;
}

/** The list's rows for its export, newest first, in keyset batches. */
export async function reportBatch(db: DbOrTx, scope: Scope, filter: ReportFilter, ids: string[] | undefined, after: Cursor | null, limit: number) {
  const rows = await db
    .select({ cursorAt: cursorAt(reports), row: reports })
    .from(reports)
    .where(and(conditions(scope, filter, ids), afterCursor(reports, after)))
    .orderBy(...keysetOrder(reports))
    .limit(limit);
  const flat = rows.map((r) => ({ ...r.row, cursorAt: r.cursorAt }));
  return { rows: flat, next: nextCursor(flat, limit) };
}
export type ReportExportRow = Awaited<ReturnType<typeof reportBatch>>['rows'][number];

export async function countReportsByStatus(db: DbOrTx, scope: Scope, filter: ReportFilter) {
  return db.select({ status: reports.status, n: count() }).from(reports).where(conditions(scope, filter, undefined, { ignoreStatus: true })).groupBy(reports.status);
}

export async function insertReport(db: DbOrTx, scope: Scope, row: NewReportRow): Promise<ReportRow> {
  const [created] = await db.insert(reports).values({ ...row, accountId: scope.accountId, livemode: scope.livemode }).returning();
  return created;
}

export async function findReport(db: DbOrTx, scope: Scope, id: string): Promise<ReportRow | undefined> {
  const [row] = await db.select().from(reports).where(inScope(reports, scope, eq(reports.id, id))).limit(1);
  return row;
}

/** Takes a report to generate: pending (or running, a retry after a crash) becomes running; anything else is done. */
export async function claimReport(db: DbOrTx, scope: Scope, id: string, rowsTotal: number): Promise<ReportRow | undefined> {
  const [row] = await db
    .update(reports)
    .set({ status: 'running', rowsTotal, rowsDone: 0 })
    .where(inScope(reports, scope, eq(reports.id, id), inArray(reports.status, ['pending', 'running'])))
    .returning();
  return row;
}

export async function updateReport(db: DbOrTx, scope: Scope, id: string, patch: Partial<NewReportRow>): Promise<ReportRow | undefined> {
  const [row] = await db.update(reports).set(patch).where(inScope(reports, scope, eq(reports.id, id))).returning();
  return row;
}

/** Reports of every account kept past their expiry (the cleanup's work). */
export async function expiredReports(db: DbOrTx, now: Date, limit = 500) {
  return db
    .select({ id: reports.id, accountId: reports.accountId, livemode: reports.livemode, storedName: reports.storedName })
    .from(reports)
    .where(and(inArray(reports.status, ['succeeded', 'failed']), lte(reports.expiresAt, now)))
    .limit(limit);
}

export async function markExpired(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return;
  await db.update(reports).set({ status: 'expired', storedName: null }).where(inArray(reports.id, ids));
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const DAY_MS = 86_400_000;

export interface LedgerPeriod {
  from: Date;
  to: Date;
  currency?: string | null;
}

function ledgerWhere(scope: Scope, p: LedgerPeriod): SQL {
  return inScope(
    ledgerEntries,
    scope,
    gte(ledgerEntries.createdAt, p.from),
    lt(ledgerEntries.createdAt, p.to),
    p.currency ? eq(ledgerEntries.currency, p.currency) : undefined,
  );
}

/**
 * How many entries the period holds: the daily counts of `ledger_daily_sums` (kept exact by triggers) for the UTC
 * days wholly inside it, and the entries themselves only for the part-days at its ends. Counting a million entries
 * one by one took most of a second before the report's COPY could start.
 */
export async function countLedgerEntries(db: DbOrTx, scope: Scope, p: LedgerPeriod): Promise<number> {
  const firstDay = new Date(Math.ceil(p.from.getTime() / DAY_MS) * DAY_MS);
  const endDay = new Date(Math.floor(p.to.getTime() / DAY_MS) * DAY_MS);
  const exact = (from: Date, to: Date) => sql`(select count(*) from ${ledgerEntries} where ${ledgerWhere(scope, { ...p, from, to })})`;
  if (firstDay >= endDay) {
    const [row] = await db.select({ n: count() }).from(ledgerEntries).where(ledgerWhere(scope, p));
    return row.n;
  }
  const d = ledgerDailySums;
  const [row] = rowsOf<{ n: string }>(
    await db.execute(sql`
      select ((select coalesce(sum(${d.entries}), 0) from ${d}
               where ${d.accountId} = ${scope.accountId} and ${d.livemode} = ${scope.livemode}
                 and ${d.createdDay} >= ${firstDay.toISOString().slice(0, 10)}::date and ${d.createdDay} < ${endDay.toISOString().slice(0, 10)}::date
                 ${p.currency ? sql`and ${d.currency} = ${p.currency}` : sql``})
              + ${exact(p.from, firstDay)} + ${exact(endDay, p.to)})::text as "n"`),
  );
  return Number(row.n);
}

/** The itemized report's rows, newest first, in keyset batches (the index on scope, created_at, id serves them). */
export async function ledgerBatch(db: DbOrTx, scope: Scope, p: LedgerPeriod, after: Cursor | null, limit: number) {
  const rows = await db
    .select({
      id: sql<string>`${ledgerEntries.id}::text`,
      cursorAt: sql<string>`${ledgerEntries.createdAt}::text`,
      createdAt: ledgerEntries.createdAt,
      availableOn: ledgerEntries.availableOn,
      type: ledgerEntries.type,
      currency: ledgerEntries.currency,
      amount: ledgerEntries.amount,
      sourceId: ledgerEntries.sourceId,
      settlementId: ledgerEntries.settlementId,
    })
    .from(ledgerEntries)
    .where(and(ledgerWhere(scope, p), afterCursor(ledgerEntries, after)))
    .orderBy(...keysetOrder(ledgerEntries))
    .limit(limit);
  return { rows, next: nextCursor(rows, limit) };
}
export type LedgerReportRow = Awaited<ReturnType<typeof ledgerBatch>>['rows'][number];

export function ledgerCopyRows(db: DbOrTx, scope: Scope, p: LedgerPeriod): CopyRows {
  return { table: ledgerEntries, where: ledgerWhere(scope, p), splits: (chunkRows) => ledgerCreationSplits(db, scope, p, chunkRows) };
}

/**
 * Instants (newest first, UTC day starts inside the period) that cut the period's entries into runs of about
 * `chunkRows` or more, from the daily counts of `ledger_daily_sums` (a few hundred rows, never the entries): a run
 * is at least a day, so a day holding more than `chunkRows` entries is one run. The oldest cut is left out, as in
 * creationSplits: the rows older than it join the run before.
 */
export async function ledgerCreationSplits(db: DbOrTx, scope: Scope, p: LedgerPeriod, chunkRows: number): Promise<Date[]> {
  const d = ledgerDailySums;
  const fromDay = p.from.toISOString().slice(0, 10);
  const rows = rowsOf<{ day: string }>(
    await db.execute(sql`
      select "day"::text as "day" from (
        select "day", "n", sum("n") over (order by "day" desc rows unbounded preceding) as "cum"
        from (select ${d.createdDay} as "day", sum(${d.entries})::int8 as "n" from ${d}
              where ${d.accountId} = ${scope.accountId} and ${d.livemode} = ${scope.livemode}
                and ${d.createdDay} > ${fromDay}::date and ${d.createdDay} < ${p.to.toISOString()}::timestamptz
                ${p.currency ? sql`and ${d.currency} = ${p.currency}` : sql``}
              group by 1) "x"
      ) "w" where floor("cum" / ${chunkRows}) > floor(("cum" - "n") / ${chunkRows}) order by "day" desc`),
  );
  return rows.map((r) => new Date(`${r.day}T00:00:00Z`)).slice(0, -1);
}

/** Per currency: the balance before the period, the activity in it (payouts apart) and the payouts. */
export async function balanceSummary(db: DbOrTx, scope: Scope, p: LedgerPeriod) {
  return rowsOf<{ currency: string; opening: string; activity: string; payouts: string }>(
    await db.execute(sql`
      select currency,
        coalesce(sum(amount) filter (where created_at < ${p.from.toISOString()}::timestamptz), 0)::text as opening,
        coalesce(sum(amount) filter (where created_at >= ${p.from.toISOString()}::timestamptz and type <> 'payout'), 0)::text as activity,
        coalesce(sum(amount) filter (where created_at >= ${p.from.toISOString()}::timestamptz and type = 'payout'), 0)::text as payouts
      from ledger_entries
      where account_id = ${scope.accountId} and livemode = ${scope.livemode} and created_at < ${p.to.toISOString()}::timestamptz
        ${p.currency ? sql`and currency = ${p.currency}` : sql``}
      group by currency order by currency`),
  );
}

/** Per currency and entry type: how many entries of the period and their sum. */
export async function balanceChange(db: DbOrTx, scope: Scope, p: LedgerPeriod) {
  return db
    .select({ currency: ledgerEntries.currency, type: ledgerEntries.type, n: count(), amount: sql<string>`sum(${ledgerEntries.amount})::text` })
    .from(ledgerEntries)
    .where(ledgerWhere(scope, p))
    .groupBy(ledgerEntries.currency, ledgerEntries.type)
    .orderBy(ledgerEntries.currency, ledgerEntries.type);
}

/** The settlement report: the batches whose settlement date is in the period (dates of the report's zone). */
export async function settlementsOfPeriod(db: DbOrTx, scope: Scope, from: string, to: string, currency?: string | null) {
  return db
    .select()
    .from(settlements)
    .where(inScope(settlements, scope, gte(settlements.settlementDate, from), lte(settlements.settlementDate, to), currency ? eq(settlements.currency, currency) : undefined))
    .orderBy(asc(settlements.settlementDate), asc(settlements.currency));
}
