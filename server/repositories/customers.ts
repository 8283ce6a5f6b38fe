// Customers of one scope: list with their payment totals per currency, lookups, and settle records (the
// captured payments of a customer with their fees and settled amount).
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { asList, type CustomerFilter, type SettleRecordFilter } from '../../domain/payment-filters';
import { CAPTURED_STATUSES } from '../../domain/payment-status';
import type { DbOrTx } from '../db/client';
import { customers, payments } from '../db/schema';
import type { ListQuery } from '../lib/paging';
import { afterCursor, containsPattern, cursorAt, keysetOrder, nextCursor, type Cursor } from './keyset';
import { inScope, type Scope } from './scope';

export type CustomerRow = typeof customers.$inferSelect;

export const CUSTOMER_SORT_FIELDS = ['createdAt', 'name', 'email'] as const;
export type CustomerSortField = (typeof CUSTOMER_SORT_FIELDS)[number];
const SORT_COLUMNS: Record<CustomerSortField, PgColumn> = { createdAt: customers.createdAt, name: customers.name, email: customers.email };

function conditions(scope: Scope, f: CustomerFilter, ids?: string[]): SQL {
  const c: (SQL | undefined)[] = [];
  if (ids) c.push(inArray(customers.id, ids));
  if (f.q) c.push(or(eq(customers.id, f.q), ilike(customers.name, containsPattern(f.q)), ilike(customers.email, containsPattern(f.q))));
  if (f.name) c.push(ilike(customers.name, containsPattern(f.name)));
  if (f.email) c.push(ilike(customers.email, containsPattern(f.email)));
  if (f.createdFrom) c.push(gte(customers.createdAt, new Date(f.createdFrom)));
  if (f.createdTo) c.push(lte(customers.createdAt, new Date(f.createdTo)));
  return inScope(customers, scope, ...c);
}

export async function listCustomers(db: DbOrTx, scope: Scope, q: ListQuery<CustomerFilter, CustomerSortField>) {
  const where = conditions(scope, q.filter, q.ids);
  const dir = q.sort.order === 'ASC' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db.select().from(customers).where(where).orderBy(dir(SORT_COLUMNS[q.sort.field]), dir(customers.id)).limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(customers).where(where),
  ]);
  return { rows, total: total.n };
}

export async function countCustomers(db: DbOrTx, scope: Scope, filter: CustomerFilter, ids?: string[]) {
  const [row] = await db.select({ n: count() }).from(customers).where(conditions(scope, filter, ids));
  return row.n;
}

export async function customerBatch(db: DbOrTx, scope: Scope, filter: CustomerFilter, ids: string[] | undefined, after: Cursor | null, limit: number) {
  const rows = await db
    .select({ id: customers.id, cursorAt: cursorAt(customers), name: customers.name, email: customers.email, phone: customers.phone, createdAt: customers.createdAt })
    .from(customers)
    .where(and(conditions(scope, filter, ids), afterCursor(customers, after)))
    .orderBy(...keysetOrder(customers))
    .limit(limit);
  return { rows, next: nextCursor(rows, limit) };
}
export type CustomerExportRow = Awaited<ReturnType<typeof customerBatch>>['rows'][number];

/** Captured payments per customer and currency: count and gross amount (exact, as numeric text). */
export async function paymentTotals(db: DbOrTx, scope: Scope, customerIds: string[]) {
  if (customerIds.length === 0) return [];
  return db
    .select({
      customerId: payments.customerId,
      currency: payments.currency,
      n: count(),
      amount: sql<string>`sum(${payments.amount})::text`,
    })
    .from(payments)
    .where(inScope(payments, scope, inArray(payments.customerId, customerIds), inArray(payments.status, [...CAPTURED_STATUSES])))
    .groupBy(payments.customerId, payments.currency)
    .orderBy(payments.currency);
}

export async function findCustomer(db: DbOrTx, scope: Scope, id: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(inScope(customers, scope, eq(customers.id, id))).limit(1);
  return row;
}

export async function findCustomers(db: DbOrTx, scope: Scope, ids: string[]): Promise<CustomerRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(customers).where(inScope(customers, scope, inArray(customers.id, ids)));
}

export async function findCustomerByEmail(db: DbOrTx, scope: Scope, email: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(inScope(customers, scope, eq(customers.email, email))).orderBy(asc(customers.createdAt)).limit(1);
  return row;
}

export async function insertCustomer(db: DbOrTx, scope: Scope, row: { id: string; name: string; email?: string | null; phone?: string | null }) {
  const [created] = await db.insert(customers).values({ ...row, accountId: scope.accountId, livemode: scope.livemode }).returning();
  return created;
}

export const SETTLE_SORT_FIELDS = ['date', 'paymentAmount'] as const;
export type SettleSortField = (typeof SETTLE_SORT_FIELDS)[number];

export async function listSettleRecords(db: DbOrTx, scope: Scope, customerId: string, q: ListQuery<SettleRecordFilter, SettleSortField>) {
  const c: (SQL | undefined)[] = [eq(payments.customerId, customerId), inArray(payments.status, [...CAPTURED_STATUSES]), isNotNull(payments.availableOn)];
  if (q.ids) c.push(inArray(payments.id, q.ids));
  const currencies = asList(q.filter.currency);
  if (currencies) c.push(inArray(payments.currency, currencies));
  if (q.filter.createdFrom) c.push(gte(payments.availableOn, new Date(q.filter.createdFrom)));
  if (q.filter.createdTo) c.push(lte(payments.availableOn, new Date(q.filter.createdTo)));
  const where = inScope(payments, scope, ...c);
  const dir = q.sort.order === 'ASC' ? asc : desc;
  const column = q.sort.field === 'date' ? payments.availableOn : payments.amount;
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: payments.id, currency: payments.currency, amount: payments.amount, serviceFee: payments.serviceFee, fxFee: payments.fxFee, availableOn: payments.availableOn })
      .from(payments)
      .where(where)
      .orderBy(dir(column), dir(payments.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(payments).where(where),
  ]);
  return { rows, total: total.n };
}
