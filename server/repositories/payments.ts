// Payments of one scope: the filtered list (deferred join, so deep pages read ids from the index first; totals and
// deep createdAt pages from the counters when the filter is on status alone), counts per status, keyset batches
// for export, and the row lock that serialises money changes to one payment.
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, like, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { legacyFilterParts, type LegacyStage } from '../../domain/legacy-flow';
import { asList, type PaymentFilter } from '../../domain/payment-filters';
import type { DbOrTx } from '../db/client';
import { payments } from '../db/schema';
import type { ListQuery } from '../lib/paging';
import { boundedTotal } from './list-total';
import { countedStatuses, countFromCounters, pageStartRow, statusCountsFromCounters } from './payment-counts';
import { afterCursor, containsPattern, cursorAt, keysetOrder, nextCursor, prefixPattern, type Cursor } from './keyset';
import { inScope, type Scope } from './scope';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = Omit<typeof payments.$inferInsert, 'accountId' | 'livemode'>;

export const PAYMENT_SORT_FIELDS = ['createdAt', 'updatedAt', 'amount', 'currency', 'status', 'customerName'] as const;
export type PaymentSortField = (typeof PAYMENT_SORT_FIELDS)[number];
const SORT_COLUMNS: Record<PaymentSortField, PgColumn> = {
  createdAt: payments.createdAt,
  updatedAt: payments.updatedAt,
  amount: payments.amount,
  currency: payments.currency,
  status: payments.status,
  customerName: payments.customerName,
};

export function paymentConditions(scope: Scope, f: PaymentFilter, ids?: string[], opts: { ignoreStatus?: boolean } = {}): SQL {
  const c: (SQL | undefined)[] = [];
  if (ids) c.push(inArray(payments.id, ids));
  // An id by its start ("pay_3f"), an order number exactly, a customer by any part of the name.
  if (f.q) c.push(or(like(payments.id, prefixPattern(f.q)), eq(payments.merchantOrderId, f.q), ilike(payments.customerName, containsPattern(f.q))));
  if (f.customerName) c.push(ilike(payments.customerName, containsPattern(f.customerName)));
  if (f.transactionId) c.push(or(eq(payments.id, f.transactionId), eq(payments.merchantOrderId, f.transactionId)));
  const statuses = asList(f.status);
  if (statuses && !opts.ignoreStatus) c.push(inArray(payments.status, statuses));
  const legacy = asList(f.legacyStatus);
  if (legacy) {
    // domain/legacy-flow.ts: a stage while not fully refunded; Refunded once it is.
    const { stages, refunded } = legacyFilterParts(legacy);
    c.push(or(
      stages.length ? and(inArray(payments.legacyStage, stages), ne(payments.status, 'refunded')) : undefined,
      refunded ? and(isNotNull(payments.legacyStage), eq(payments.status, 'refunded')) : undefined,
    ));
  }
  const currencies = asList(f.currency);
  if (currencies) c.push(inArray(payments.currency, currencies));
  if (f.customerId) c.push(eq(payments.customerId, f.customerId));
  if (f.createdFrom) c.push(gte(payments.createdAt, new Date(f.createdFrom)));
  if (f.createdTo) c.push(lte(payments.createdAt, new Date(f.createdTo)));
  return inScope(payments, scope, ...c);
}

/** From this offset on, a createdAt page starts at its first row found through the counters, not at an OFFSET. */
const SEEK_FROM = 5000;

type PaymentListQuery = ListQuery<PaymentFilter, PaymentSortField>;

export async function listPayments(db: DbOrTx, scope: Scope, q: PaymentListQuery) {
  const where = paymentConditions(scope, q.filter, q.ids);
  const dir = q.sort.order === 'ASC' ? asc : desc;
  const order = [dir(SORT_COLUMNS[q.sort.field]), dir(payments.id)];
  // The page's ids come from the narrow index alone; only those rows are then read in full.
  const pageRows = (bound: SQL | undefined, offset: number) => {
    const page = db.select({ id: payments.id }).from(payments).where(and(where, bound)).orderBy(...order).limit(q.limit).offset(offset);
    return db.select().from(payments).where(inScope(payments, scope, inArray(payments.id, page))).orderBy(...order);
  };
  const statuses = countedStatuses(q.filter, q.ids);
  if (statuses === undefined) {
    // Text, currency, customer and date filters: exact up to a cap, estimated above it (./list-total.ts).
    const scopeRows = { where: inScope(payments, scope), rows: () => countFromCounters(db, scope, null) };
    const [rows, total] = await Promise.all([pageRows(undefined, q.offset), boundedTotal(db, payments, where, scopeRows)]);
    return { rows, ...total };
  }
  // Filtered by status alone: the total from the counters; a deep createdAt page reads on from its first row.
  const seek = q.sort.field === 'createdAt' && q.offset >= SEEK_FROM;
  const start = seek ? pageStartRow(scope, statuses, q.offset, q.sort.order) : undefined;
  const bound = start && sql`(${payments.createdAt}, ${payments.id}) ${sql.raw(q.sort.order === 'DESC' ? '<=' : '>=')} ${start}`;
  const [rows, total] = await Promise.all([pageRows(bound, seek ? 0 : q.offset), countFromCounters(db, scope, statuses)]);
  return { rows, total, estimated: false };
}

export async function countPaymentsByStatus(db: DbOrTx, scope: Scope, filter: PaymentFilter) {
  if (countedStatuses({ ...filter, status: undefined }) !== undefined) return statusCountsFromCounters(db, scope);
  return db
    .select({ status: payments.status, n: count() })
    .from(payments)
    .where(paymentConditions(scope, filter, undefined, { ignoreStatus: true }))
    .groupBy(payments.status);
}

export async function countPayments(db: DbOrTx, scope: Scope, filter: PaymentFilter, ids?: string[]) {
  const statuses = countedStatuses(filter, ids);
  if (statuses !== undefined) return countFromCounters(db, scope, statuses);
  const [row] = await db.select({ n: count() }).from(payments).where(paymentConditions(scope, filter, ids));
  return row.n;
}

export async function paymentBatch(db: DbOrTx, scope: Scope, filter: PaymentFilter, ids: string[] | undefined, after: Cursor | null, limit: number) {
  const rows = await db
    .select({
      id: payments.id,
      cursorAt: cursorAt(payments),
      createdAt: payments.createdAt,
      status: payments.status,
      amount: payments.amount,
      amountRefunded: payments.amountRefunded,
      serviceFee: payments.serviceFee,
      fxFee: payments.fxFee,
      currency: payments.currency,
      customerName: payments.customerName,
      customerEmail: payments.customerEmail,
      merchantOrderId: payments.merchantOrderId,
      channelOrderId: payments.channelOrderId,
      cardBrand: payments.cardBrand,
      cardLast4: payments.cardLast4,
      threeDsStatus: payments.threeDsStatus,
      description: payments.description,
      openDisputeId: payments.openDisputeId,
      legacyStage: payments.legacyStage,
    })
    .from(payments)
    .where(and(paymentConditions(scope, filter, ids), afterCursor(payments, after)))
    .orderBy(...keysetOrder(payments))
    .limit(limit);
  return { rows, next: nextCursor(rows, limit) };
}
export type PaymentExportRow = Awaited<ReturnType<typeof paymentBatch>>['rows'][number];

export async function findPayment(db: DbOrTx, scope: Scope, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(inScope(payments, scope, eq(payments.id, id))).limit(1);
  return row;
}

/** Reads the payment and locks its row until the transaction ends (SELECT ... FOR UPDATE). */
export async function lockPayment(tx: DbOrTx, scope: Scope, id: string): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(inScope(payments, scope, eq(payments.id, id))).for('update');
  return row;
}

export async function insertPayment(db: DbOrTx, scope: Scope, row: NewPaymentRow): Promise<PaymentRow> {
  const [created] = await db
    .insert(payments)
    .values({ ...row, accountId: scope.accountId, livemode: scope.livemode })
    .returning();
  return created;
}

export async function insertPayments(db: DbOrTx, scope: Scope, rows: NewPaymentRow[]): Promise<PaymentRow[]> {
  if (rows.length === 0) return [];
  return db.insert(payments).values(rows.map((row) => ({ ...row, accountId: scope.accountId, livemode: scope.livemode }))).returning();
}

/**
 * Processing payments of a billing batch moved to what the network answered, in one statement (the counters'
 * statement trigger then moves them once, grouped): each row as it becomes.
 */
export async function settlePayments(db: DbOrTx, scope: Scope, rows: PaymentRow[]) {
  if (rows.length === 0) return;
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.id}, ${r.status}, ${r.failureCode}, ${r.failureMessage}, ${r.threeDsStatus}, ${r.serviceFee.toString()}, ${r.fxFee.toString()}, ${iso(r.capturedAt)}, ${iso(r.availableOn)}, ${r.disputeExpected}, ${iso(r.updatedAt)})`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    update "payments" as p set "status" = v.status::text, "failure_code" = v.fc::text, "failure_message" = v.fm::text,
      "three_ds_status" = v.tds::text, "service_fee" = v.sf::bigint, "fx_fee" = v.fx::bigint,
      "captured_at" = v.cap::timestamptz, "available_on" = v.av::timestamptz, "dispute_expected" = v.de::boolean,
      "updated_at" = v.ua::timestamptz
    from (values ${values}) as v(id, status, fc, fm, tds, sf, fx, cap, av, de, ua)
    where p."id" = v.id::text and p."account_id" = ${scope.accountId} and p."livemode" = ${scope.livemode}`);
}

export async function updatePayment(db: DbOrTx, scope: Scope, id: string, patch: Partial<NewPaymentRow>): Promise<PaymentRow> {
  const [updated] = await db
    .update(payments)
    .set({ ...patch, updatedAt: patch.updatedAt ?? sql`now()` })
    .where(inScope(payments, scope, eq(payments.id, id)))
    .returning();
  return updated;
}

/** Marks payments as taken through the legacy flow, at this stage (the demo world; domain/legacy-flow.ts). */
export async function setLegacyStage(db: DbOrTx, scope: Scope, ids: string[], stage: LegacyStage): Promise<void> {
  if (ids.length === 0) return;
  await db.update(payments).set({ legacyStage: stage }).where(inScope(payments, scope, inArray(payments.id, ids)));
}
