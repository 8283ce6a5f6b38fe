// Settlement batches: what the settlement run finds and writes (across accounts: the job runs outside any scope,
// each batch then in its own scope), the list, counts and export of one scope, a batch's entries and settle records.
import { and, asc, count, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { asList } from '../../domain/payment-filters';
import type { SettlementEntryFilter, SettlementFilter, SettlementRecordFilter } from '../../domain/settlements/records';
import { LINE_OF_TYPE, RETURNABLE_SETTLEMENT_STATUSES, UNSETTLED_TYPES, type SettlementLine, type SettlementStatus } from '../../domain/settlements/status';
import type { DbOrTx } from '../db/client';
import { ledgerEntries, payments, settlements } from '../db/schema';
import type { ListQuery } from '../lib/paging';
import { afterCursor, cursorAt, keysetOrder, nextCursor, type Cursor } from './keyset';
import { inScope, type Scope } from './scope';

export type SettlementRow = typeof settlements.$inferSelect;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** What one settlement run covers: every account (the job), or one account and mode (the test clock). */
export interface RunScope {
  accountId?: string;
  livemode?: boolean;
}

/** Scope, currency and settlement date of the unsettled entries available by `now`, with the account's zone. */
export interface OpenDate {
  accountId: string;
  livemode: boolean;
  currency: string;
  timezone: string;
  settlementDate: string;
  entries: number;
}

/**
 * Every (account, mode, currency, settlement date) with unsettled entries whose funds are available by `now`; the
 * date is that of the first local midnight at or after available_on (domain/settlement-schedule.ts, in SQL).
 */
export async function openSettlementDates(db: DbOrTx, now: Date, only: RunScope = {}): Promise<OpenDate[]> {
  const at = now.toISOString();
  const rows = rowsOf<{ account_id: string; livemode: boolean; currency: string; timezone: string; settlement_date: string; n: number | string }>(
    await db.execute(sql`
      select l.account_id, l.livemode, l.currency, a.timezone,
        (((l.available_on - interval '1 microsecond') at time zone a.timezone)::date + 1)::text as settlement_date,
        count(*) as n
      from ledger_entries l join accounts a on a.id = l.account_id
      where l.settlement_id is null and ${settledType('l')} and l.available_on <= ${at}::timestamptz
        ${only.accountId ? sql`and l.account_id = ${only.accountId}` : sql``}
        ${only.livemode !== undefined ? sql`and l.livemode = ${only.livemode}` : sql``}
      group by 1, 2, 3, 4, 5
      order by 1, 2, 3, 5`),
  );
  return rows.map((r) => ({
    accountId: r.account_id,
    livemode: r.livemode,
    currency: r.currency.trim(),
    timezone: r.timezone,
    settlementDate: r.settlement_date,
    entries: Number(r.n),
  }));
}

export interface NewBatch {
  id: string;
  currency: string;
  settlementDate: string;
  timezone: string;
  periodStart: Date;
  periodEnd: Date;
  bankReference: string;
  arrivalDate: string;
  createdAt: Date;
}

/**
 * Claims a batch: inserts it unless its (scope, currency, date) exists. Two runs racing for one batch both insert;
 * the unique key makes the second wait for the first's transaction and then find the conflict (undefined).
 */
export async function claimBatch(tx: DbOrTx, scope: Scope, b: NewBatch): Promise<string | undefined> {
  const [row] = await tx
    .insert(settlements)
    .values({
      ...b,
      accountId: scope.accountId,
      livemode: scope.livemode,
      status: 'in_transit',
      gross: 0n,
      fees: 0n,
      refunds: 0n,
      disputes: 0n,
      adjustments: 0n,
      net: 0n,
      entryCount: 0,
      paymentCount: 0,
    })
    .onConflictDoNothing({ target: [settlements.accountId, settlements.livemode, settlements.currency, settlements.settlementDate] })
    .returning({ id: settlements.id });
  return row?.id;
}

/**
 * Whether an entry of `alias` is one a batch settles (not a payout or a top-up: UNSETTLED_TYPES). Written as `<>`s so
 * that the partial index of unsettled entries (its predicate `type <> 'payout'`) still applies.
 */
function settledType(alias = ''): SQL {
  return sql.raw(UNSETTLED_TYPES.map((t) => `${alias ? `${alias}.` : ''}type <> '${t}'`).join(' and '));
}

const lineSum = (line: SettlementLine) => {
  const types = Object.entries(LINE_OF_TYPE).filter(([, l]) => l === line).map(([t]) => t);
  return line === 'adjustments'
    ? sql.raw(`coalesce(sum(amount) filter (where type not in (${Object.keys(LINE_OF_TYPE).filter((t) => LINE_OF_TYPE[t] !== 'adjustments').map((t) => `'${t}'`).join(', ')})), 0)::text`)
    : sql.raw(`coalesce(sum(amount) filter (where type in (${types.map((t) => `'${t}'`).join(', ')})), 0)::text`);
};

/**
 * Ties the unsettled entries of the batch's period (available_on after periodStart, up to periodEnd) to it and
 * writes their sums per line: one statement, so the entries moved and the sums written are the same rows.
 */
export async function fillBatch(tx: DbOrTx, scope: Scope, id: string, b: Pick<NewBatch, 'currency' | 'periodStart' | 'periodEnd'>): Promise<SettlementRow> {
  await tx.execute(sql`
    with moved as (
      update ledger_entries set settlement_id = ${id}
      where account_id = ${scope.accountId} and livemode = ${scope.livemode} and currency = ${b.currency}
        and settlement_id is null and ${settledType()}
        and available_on > ${b.periodStart.toISOString()}::timestamptz and available_on <= ${b.periodEnd.toISOString()}::timestamptz
      returning type, amount, source_id
    ), sums as (
      select ${lineSum('gross')} as gross, ${lineSum('fees')} as fees, ${lineSum('refunds')} as refunds,
        ${lineSum('disputes')} as disputes, ${lineSum('adjustments')} as adjustments, coalesce(sum(amount), 0)::text as net,
        count(*) as entries, count(distinct source_id) filter (where type = 'charge') as payments
      from moved
    )
    update settlements set gross = sums.gross::bigint, fees = sums.fees::bigint, refunds = sums.refunds::bigint,
      disputes = sums.disputes::bigint, adjustments = sums.adjustments::bigint, net = sums.net::bigint,
      entry_count = sums.entries, payment_count = sums.payments
    from sums where settlements.id = ${id}`);
  const [row] = await tx.select().from(settlements).where(inScope(settlements, scope, eq(settlements.id, id)));
  return row;
}

/**
 * The bank returned a batch: in transit or paid becomes failed, with the bank's reason (a conditional update, so a
 * second return, or one racing the run's `paid`, changes nothing and gives no row).
 */
export async function markReturned(tx: DbOrTx, scope: Scope, id: string, reason: string): Promise<SettlementRow | undefined> {
  const [row] = await tx
    .update(settlements)
    .set({ status: 'failed', paidAt: null, failureReason: reason })
    .where(inScope(settlements, scope, eq(settlements.id, id), inArray(settlements.status, [...RETURNABLE_SETTLEMENT_STATUSES])))
    .returning();
  return row;
}

/** Batches in transit whose arrival date's local midnight has passed: marked paid once (a conditional update). */
export async function markArrived(tx: DbOrTx, now: Date, only: RunScope = {}): Promise<SettlementRow[]> {
  const at = now.toISOString();
  return tx
    .update(settlements)
    .set({ status: 'paid', paidAt: now })
    .where(
      and(
        eq(settlements.status, 'in_transit'),
        sql`(${settlements.arrivalDate}::timestamp at time zone ${settlements.timezone}) <= ${at}::timestamptz`,
        only.accountId ? eq(settlements.accountId, only.accountId) : undefined,
        only.livemode !== undefined ? eq(settlements.livemode, only.livemode) : undefined,
      ),
    )
    .returning();
}

export const SETTLEMENT_SORT_FIELDS = ['settlementDate', 'createdAt', 'net', 'gross', 'status', 'currency'] as const;
export type SettlementSortField = (typeof SETTLEMENT_SORT_FIELDS)[number];
const SORT_COLUMNS: Record<SettlementSortField, PgColumn> = {
  settlementDate: settlements.settlementDate,
  createdAt: settlements.createdAt,
  net: settlements.net,
  gross: settlements.gross,
  status: settlements.status,
  currency: settlements.currency,
};

const dateOf = (value: string) => value.slice(0, 10);

function conditions(scope: Scope, f: SettlementFilter, ids?: string[], opts: { ignoreStatus?: boolean } = {}): SQL {
  const c: (SQL | undefined)[] = [];
  if (ids) c.push(inArray(settlements.id, ids));
  if (f.q) c.push(or(eq(settlements.id, f.q), eq(settlements.bankReference, f.q)));
  const statuses = asList(f.status);
  if (statuses && !opts.ignoreStatus) c.push(inArray(settlements.status, statuses));
  const currencies = asList(f.currency);
  if (currencies) c.push(inArray(settlements.currency, currencies));
  if (f.amountMin !== undefined) c.push(gte(settlements.net, BigInt(f.amountMin)));
  if (f.amountMax !== undefined) c.push(lte(settlements.net, BigInt(f.amountMax)));
  if (f.createdFrom) c.push(gte(settlements.settlementDate, dateOf(f.createdFrom)));
  if (f.createdTo) c.push(lte(settlements.settlementDate, dateOf(f.createdTo)));
  return inScope(settlements, scope, ...c);
}

export async function listSettlements(db: DbOrTx, scope: Scope, q: ListQuery<SettlementFilter, SettlementSortField>) {
  const where = conditions(scope, q.filter, q.ids);
  const dir = q.sort.order === 'ASC' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db.select().from(settlements).where(where).orderBy(dir(SORT_COLUMNS[q.sort.field]), dir(settlements.id)).limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(settlements).where(where),
  ]);
  return { rows, total: total.n };
}

export async function countSettlementsByStatus(db: DbOrTx, scope: Scope, filter: SettlementFilter) {
  return db.select({ status: settlements.status, n: count() }).from(settlements).where(conditions(scope, filter, undefined, { ignoreStatus: true })).groupBy(settlements.status);
}

export async function countSettlements(db: DbOrTx, scope: Scope, filter: SettlementFilter, ids?: string[]) {
  const [row] = await db.select({ n: count() }).from(settlements).where(conditions(scope, filter, ids));
  return row.n;
}

export async function settlementBatch(db: DbOrTx, scope: Scope, filter: SettlementFilter, ids: string[] | undefined, after: Cursor | null, limit: number) {
  const rows = await db
    .select({ cursorAt: cursorAt(settlements), row: settlements })
    .from(settlements)
    .where(and(conditions(scope, filter, ids), afterCursor(settlements, after)))
    .orderBy(...keysetOrder(settlements))
    .limit(limit);
  const flat = rows.map((r) => ({ ...r.row, cursorAt: r.cursorAt }));
  return { rows: flat, next: nextCursor(flat, limit) };
}
export type SettlementExportRow = Awaited<ReturnType<typeof settlementBatch>>['rows'][number];

export async function findSettlement(db: DbOrTx, scope: Scope, id: string): Promise<SettlementRow | undefined> {
  const [row] = await db.select().from(settlements).where(inScope(settlements, scope, eq(settlements.id, id))).limit(1);
  return row;
}

export async function insertSettlements(db: DbOrTx, rows: (typeof settlements.$inferInsert)[]) {
  if (rows.length) await db.insert(settlements).values(rows);
}

export async function updateSettlement(db: DbOrTx, scope: Scope, id: string, patch: Partial<typeof settlements.$inferInsert>) {
  const [row] = await db.update(settlements).set(patch).where(inScope(settlements, scope, eq(settlements.id, id))).returning();
  return row;
}

export const SETTLEMENT_ENTRY_SORT_FIELDS = ['availableOn', 'amount', 'type'] as const;
export type SettlementEntrySortField = (typeof SETTLEMENT_ENTRY_SORT_FIELDS)[number];
const ENTRY_SORT: Record<SettlementEntrySortField, PgColumn> = { availableOn: ledgerEntries.availableOn, amount: ledgerEntries.amount, type: ledgerEntries.type };

function typesOfLines(lines: SettlementLine[]): SQL {
  const named = Object.keys(LINE_OF_TYPE);
  const wanted = named.filter((t) => lines.includes(LINE_OF_TYPE[t]));
  const parts: SQL[] = [];
  if (wanted.length) parts.push(inArray(ledgerEntries.type, wanted as never[]));
  if (lines.includes('adjustments')) parts.push(sql`${ledgerEntries.type} not in (${sql.join(named.map((t) => sql`${t}`), sql`, `)})`);
  return or(...parts) as SQL;
}

/** The ledger entries a batch gathered, optionally those of some lines (a waterfall bar). */
export async function listSettlementEntries(db: DbOrTx, scope: Scope, id: string, q: ListQuery<SettlementEntryFilter, SettlementEntrySortField>) {
  const lines = asList(q.filter.line);
  const where = inScope(
    ledgerEntries,
    scope,
    eq(ledgerEntries.settlementId, id),
    lines ? typesOfLines(lines) : undefined,
    q.filter.q ? eq(ledgerEntries.sourceId, q.filter.q) : undefined,
  );
  const dir = q.sort.order === 'ASC' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db.select().from(ledgerEntries).where(where).orderBy(dir(ENTRY_SORT[q.sort.field]), dir(ledgerEntries.id)).limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(ledgerEntries).where(where),
  ]);
  return { rows, total: total.n };
}

export const SETTLEMENT_RECORD_SORT_FIELDS = ['date', 'paymentAmount'] as const;
export type SettlementRecordSortField = (typeof SETTLEMENT_RECORD_SORT_FIELDS)[number];

/** The settle records of a batch: the payments whose charge it settled, with their fees. */
export async function listBatchPayments(db: DbOrTx, scope: Scope, id: string, q: ListQuery<SettlementRecordFilter, SettlementRecordSortField>) {
  const where = inScope(
    ledgerEntries,
    scope,
    eq(ledgerEntries.settlementId, id),
    eq(ledgerEntries.type, 'charge'),
    q.filter.q ? eq(ledgerEntries.sourceId, q.filter.q) : undefined,
  );
  const dir = q.sort.order === 'ASC' ? asc : desc;
  const column = q.sort.field === 'date' ? ledgerEntries.availableOn : ledgerEntries.amount;
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: payments.id, currency: payments.currency, amount: payments.amount, serviceFee: payments.serviceFee, fxFee: payments.fxFee, availableOn: ledgerEntries.availableOn })
      .from(ledgerEntries)
      .innerJoin(payments, eq(payments.id, ledgerEntries.sourceId))
      .where(where)
      .orderBy(dir(column), dir(ledgerEntries.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(ledgerEntries).where(where),
  ]);
  return { rows, total: total.n };
}

export async function settlementStatusOf(db: DbOrTx, scope: Scope, id: string): Promise<SettlementStatus | undefined> {
  return (await findSettlement(db, scope, id))?.status;
}

/**
 * Settles every closed date of one scope at once, set-based (the demo world's year and the benchmark's month): the
 * same batches, periods and sums as runSettlements, without its transaction per batch or its events. Batches are
 * claimed by the same unique key, so it never takes a batch a run made. Returns the batches it created.
 */
export async function settleInBulk(db: DbOrTx, scope: Scope, timezone: string, now: Date): Promise<number> {
  const at = now.toISOString();
  const dateOf = sql`(((available_on - interval '1 microsecond') at time zone ${timezone})::date + 1)`;
  const created = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into settlements (id, account_id, livemode, currency, settlement_date, timezone, period_start, period_end, status,
        gross, fees, refunds, disputes, adjustments, net, entry_count, payment_count, bank_reference, arrival_date, created_at)
      select 'stl_' || substr(md5(random()::text || d.currency || d.sd::text), 1, 16), ${scope.accountId}, ${scope.livemode}, d.currency, d.sd, ${timezone},
        ((d.sd - 1)::timestamp at time zone ${timezone}), (d.sd::timestamp at time zone ${timezone}), 'in_transit', 0, 0, 0, 0, 0, 0, 0, 0,
        'STL-' || to_char(d.sd, 'YYYYMMDD') || '-' || d.currency || '-' || upper(substr(md5(random()::text), 1, 6)), d.sd + 1,
        (d.sd::timestamp at time zone ${timezone})
      from (select distinct currency, ${dateOf} as sd from ledger_entries
            where account_id = ${scope.accountId} and livemode = ${scope.livemode} and settlement_id is null and ${settledType()}
              and available_on <= ${at}::timestamptz) d
      where (d.sd::timestamp at time zone ${timezone}) <= ${at}::timestamptz
      on conflict (account_id, livemode, currency, settlement_date) do nothing
      returning id`),
  );
  if (created.length === 0) return 0;
  await db.execute(sql`
    update ledger_entries l set settlement_id = s.id from settlements s
    where l.account_id = ${scope.accountId} and l.livemode = ${scope.livemode} and l.settlement_id is null and ${settledType('l')}
      and l.available_on <= ${at}::timestamptz
      and s.account_id = l.account_id and s.livemode = l.livemode and s.currency = l.currency and s.entry_count = 0
      and s.settlement_date = (((l.available_on - interval '1 microsecond') at time zone ${timezone})::date + 1)`);
  await db.execute(sql`
    update settlements s set gross = a.gross::bigint, fees = a.fees::bigint, refunds = a.refunds::bigint, disputes = a.disputes::bigint,
      adjustments = a.adjustments::bigint, net = a.net::bigint, entry_count = a.entries, payment_count = a.payments
    from (select settlement_id, ${lineSum('gross')} as gross, ${lineSum('fees')} as fees, ${lineSum('refunds')} as refunds,
            ${lineSum('disputes')} as disputes, ${lineSum('adjustments')} as adjustments, coalesce(sum(amount), 0)::text as net,
            count(*) as entries, count(distinct source_id) filter (where type = 'charge') as payments
          from ledger_entries
          where account_id = ${scope.accountId} and livemode = ${scope.livemode}
            and settlement_id in (select id from settlements where account_id = ${scope.accountId} and livemode = ${scope.livemode} and entry_count = 0)
          group by settlement_id) a
    where s.id = a.settlement_id`);
  await db.execute(sql`
    update settlements set status = 'paid', paid_at = (arrival_date::timestamp at time zone timezone)
    where account_id = ${scope.accountId} and livemode = ${scope.livemode} and status = 'in_transit'
      and (arrival_date::timestamp at time zone timezone) <= ${at}::timestamptz`);
  return created.length;
}

/** A batch's entries beside the objects that caused them (payment, refund or dispute), for the reconciliation. */
export async function batchEntriesWithSources(db: DbOrTx, scope: Scope, id: string, limit = 50_000) {
  return rowsOf<{
    entry_id: string; type: string; amount: string; currency: string; source_id: string; available_on: string | Date;
    payment_id: string | null; payment_amount: string | null; payment_fee: string | null; payment_currency: string | null;
    payment_status: string | null; payment_available_on: string | Date | null;
    refund_id: string | null; refund_amount: string | null; dispute_id: string | null; dispute_amount: string | null; dispute_fee: string | null;
  }>(
    await db.execute(sql`
      select l.id::text as entry_id, l.type, l.amount::text, l.currency, l.source_id, l.available_on,
        p.id as payment_id, p.amount::text as payment_amount, (p.service_fee + p.fx_fee)::text as payment_fee, p.currency as payment_currency,
        p.status as payment_status, p.available_on as payment_available_on,
        r.id as refund_id, r.amount::text as refund_amount, d.id as dispute_id, d.amount::text as dispute_amount, d.fee::text as dispute_fee
      from ledger_entries l
        left join payments p on p.id = l.source_id and p.account_id = l.account_id and p.livemode = l.livemode
        left join refunds r on r.id = l.source_id and r.account_id = l.account_id and r.livemode = l.livemode
        left join disputes d on d.id = l.source_id and d.account_id = l.account_id and d.livemode = l.livemode
      where l.account_id = ${scope.accountId} and l.livemode = ${scope.livemode} and l.settlement_id = ${id}
      order by l.id
      limit ${limit}`),
  );
}

/** Captured payments whose funds became available in the batch's period and currency but that it does not settle. */
export async function paymentsMissingFromBatch(db: DbOrTx, scope: Scope, b: SettlementRow, limit = 10_000) {
  return rowsOf<{ id: string; amount: string; currency: string; available_on: string | Date; settlement_id: string | null }>(
    await db.execute(sql`
      select p.id, p.amount::text, p.currency, p.available_on, c.settlement_id
      from payments p
        left join ledger_entries c on c.source_id = p.id and c.type = 'charge' and c.account_id = p.account_id and c.livemode = p.livemode
      where p.account_id = ${scope.accountId} and p.livemode = ${scope.livemode} and p.currency = ${b.currency}
        and p.captured_at is not null
        and p.available_on > ${b.periodStart.toISOString()}::timestamptz and p.available_on <= ${b.periodEnd.toISOString()}::timestamptz
        and c.settlement_id is distinct from ${b.id}
      order by p.id
      limit ${limit}`),
  );
}

/** The batches expected to arrive at the bank in a range of arrival dates. */
export async function batchesArriving(db: DbOrTx, scope: Scope, from: string, to: string) {
  return db
    .select()
    .from(settlements)
    .where(inScope(settlements, scope, gte(settlements.arrivalDate, from), lte(settlements.arrivalDate, to)))
    .orderBy(asc(settlements.arrivalDate), asc(settlements.currency));
}
