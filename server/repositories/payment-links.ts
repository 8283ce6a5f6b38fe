// Payment links of one scope: the filtered list, counts per status, keyset batches for export, the detail, the
// payments made through a link; and the token lookups of the public checkout, which find the scope from the link.
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { asList } from '../../domain/payment-filters';
import type { PaymentLinkFilter } from '../../domain/payment-links/schema';
import type { DbOrTx } from '../db/client';
import { paymentLinks, payments } from '../db/schema';
import type { ListQuery } from '../lib/paging';
import { afterCursor, containsPattern, cursorAt, keysetOrder, nextCursor, type Cursor } from './keyset';
import { inScope, type Scope } from './scope';

export type PaymentLinkRow = typeof paymentLinks.$inferSelect;
export type NewPaymentLinkRow = Omit<typeof paymentLinks.$inferInsert, 'accountId' | 'livemode'>;

export const PAYMENT_LINK_SORT_FIELDS = ['createdAt', 'amount'] as const;
export type PaymentLinkSortField = (typeof PAYMENT_LINK_SORT_FIELDS)[number];
const SORT_COLUMNS: Record<PaymentLinkSortField, PgColumn> = { createdAt: paymentLinks.createdAt, amount: paymentLinks.amount };

function conditions(scope: Scope, f: PaymentLinkFilter, ids?: string[], opts: { ignoreStatus?: boolean } = {}): SQL {
  const c: (SQL | undefined)[] = [];
  if (ids) c.push(inArray(paymentLinks.id, ids));
  if (f.q) c.push(or(eq(paymentLinks.id, f.q), ilike(paymentLinks.description, containsPattern(f.q))));
  const statuses = asList(f.status);
  if (statuses && !opts.ignoreStatus) c.push(inArray(paymentLinks.status, statuses));
  const currencies = asList(f.currency);
  if (currencies) c.push(inArray(paymentLinks.currency, currencies));
  if (f.createdFrom) c.push(gte(paymentLinks.createdAt, new Date(f.createdFrom)));
  if (f.createdTo) c.push(lte(paymentLinks.createdAt, new Date(f.createdTo)));
  return inScope(paymentLinks, scope, ...c);
}

export async function listPaymentLinks(db: DbOrTx, scope: Scope, q: ListQuery<PaymentLinkFilter, PaymentLinkSortField>) {
  const where = conditions(scope, q.filter, q.ids);
  const dir = q.sort.order === 'ASC' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db.select().from(paymentLinks).where(where).orderBy(dir(SORT_COLUMNS[q.sort.field]), dir(paymentLinks.id)).limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(paymentLinks).where(where),
  ]);
  return { rows, total: total.n };
}

/** Links per status for the status tabs: the filter without its own status. */
export async function countPaymentLinksByStatus(db: DbOrTx, scope: Scope, filter: PaymentLinkFilter) {
  return db
    .select({ status: paymentLinks.status, n: count() })
    .from(paymentLinks)
    .where(conditions(scope, filter, undefined, { ignoreStatus: true }))
    .groupBy(paymentLinks.status);
}

export async function countPaymentLinks(db: DbOrTx, scope: Scope, filter: PaymentLinkFilter, ids?: string[]) {
  const [row] = await db.select({ n: count() }).from(paymentLinks).where(conditions(scope, filter, ids));
  return row.n;
}

export async function paymentLinkBatch(
  db: DbOrTx,
  scope: Scope,
  filter: PaymentLinkFilter,
  ids: string[] | undefined,
  after: Cursor | null,
  limit: number,
) {
  const t = paymentLinks;
  const rows = await db
    .select({
      id: t.id, cursorAt: cursorAt(t), createdAt: t.createdAt, status: t.status, currency: t.currency, amount: t.amount,
      description: t.description, expiresAt: t.expiresAt, maxPayments: t.maxPayments, openedCount: t.openedCount,
      startedCount: t.startedCount, paidCount: t.paidCount, amountCollected: t.amountCollected, deactivatedAt: t.deactivatedAt,
    })
    .from(paymentLinks)
    .where(and(conditions(scope, filter, ids), afterCursor(paymentLinks, after)))
    .orderBy(...keysetOrder(paymentLinks))
    .limit(limit);
  return { rows, next: nextCursor(rows, limit) };
}
export type PaymentLinkExportRow = Awaited<ReturnType<typeof paymentLinkBatch>>['rows'][number];

export async function findPaymentLink(db: DbOrTx, scope: Scope, id: string, opts: { lock?: boolean } = {}) {
  const query = db.select().from(paymentLinks).where(inScope(paymentLinks, scope, eq(paymentLinks.id, id)));
  const [row] = opts.lock ? await query.for('update') : await query.limit(1);
  return row as PaymentLinkRow | undefined;
}

export async function insertPaymentLink(db: DbOrTx, scope: Scope, row: NewPaymentLinkRow): Promise<PaymentLinkRow> {
  const [created] = await db.insert(paymentLinks).values({ ...row, accountId: scope.accountId, livemode: scope.livemode }).returning();
  return created;
}

export async function updatePaymentLink(db: DbOrTx, scope: Scope, id: string, patch: Partial<NewPaymentLinkRow>): Promise<PaymentLinkRow> {
  const [updated] = await db
    .update(paymentLinks)
    .set({ ...patch, updatedAt: patch.updatedAt ?? sql`now()` })
    .where(inScope(paymentLinks, scope, eq(paymentLinks.id, id)))
    .returning();
  return updated;
}

/** The payments made through a link by creation time, newest first unless asked otherwise (simple-rest page). */
export async function paymentsOfLink(db: DbOrTx, scope: Scope, linkId: string, page: { offset: number; limit: number; order: 'ASC' | 'DESC' }) {
  const where = inScope(payments, scope, eq(payments.paymentLinkId, linkId));
  const dir = page.order === 'ASC' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db.select().from(payments).where(where).orderBy(dir(payments.createdAt), dir(payments.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(payments).where(where),
  ]);
  return { rows, total: total.n };
}

// The public checkout: the token is the only key; the row it finds carries the scope.

export async function findPaymentLinkByToken(db: DbOrTx, token: string, opts: { lock?: boolean } = {}) {
  const query = db.select().from(paymentLinks).where(eq(paymentLinks.token, token));
  const [row] = opts.lock ? await query.for('update') : await query.limit(1);
  return row as PaymentLinkRow | undefined;
}

/** Counts a checkout page view in one statement (no read-modify-write, so parallel views all count). */
export async function countLinkOpened(db: DbOrTx, id: string) {
  await db.update(paymentLinks).set({ openedCount: sql`${paymentLinks.openedCount} + 1` }).where(eq(paymentLinks.id, id));
}
