// Invoices of one scope: the filtered list with its tabs (past due needs the account's "today"), tab counts,
// keyset batches for export, row locks for state changes, and the per-scope invoice number sequence.
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { asList } from '../../domain/payment-filters';
import type { InvoiceFilter } from '../../domain/invoices/records';
import { TAB_STATUS } from '../../domain/invoices/status';
import type { DbOrTx } from '../db/client';
import { accounts, businessProfiles, invoices } from '../db/schema';
import type { ListQuery } from '../lib/paging';
import { afterCursor, containsPattern, cursorAt, keysetOrder, nextCursor, type Cursor } from './keyset';
import { inScope, type Scope } from './scope';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoiceRow = Omit<typeof invoices.$inferInsert, 'accountId' | 'livemode'>;

export const INVOICE_SORT_FIELDS = ['createdAt', 'dueDate', 'totalAmount', 'number'] as const;
export type InvoiceSortField = (typeof INVOICE_SORT_FIELDS)[number];
// Numbers sort by length first so that INV-10000 comes after INV-9999.
const SORT_KEYS: Record<InvoiceSortField, SQL[]> = {
  createdAt: [sql`${invoices.createdAt}`],
  dueDate: [sql`${invoices.dueDate}`],
  totalAmount: [sql`${invoices.totalAmount}`],
  number: [sql`length(${invoices.number})`, sql`${invoices.number}`],
};

/** Open and due before `today` (YYYY-MM-DD in the account's zone), as SQL. */
const pastDueSql = (today: string): SQL => sql`(${invoices.status} = 'open' and ${invoices.dueDate} < ${today}::date)`;

export function invoiceConditions(scope: Scope, f: InvoiceFilter, today: string, ids?: string[], opts: { ignoreStatus?: boolean } = {}): SQL {
  const c: (SQL | undefined)[] = [];
  if (ids) c.push(inArray(invoices.id, ids));
  if (f.q) {
    const like = containsPattern(f.q);
    c.push(or(eq(invoices.id, f.q), ilike(invoices.number, like), ilike(invoices.name, like), ilike(invoices.email, like)));
  }
  const statuses = asList(f.status);
  if (statuses && !opts.ignoreStatus) c.push(inArray(invoices.status, statuses));
  if (f.tab && !opts.ignoreStatus) {
    const status = TAB_STATUS[f.tab];
    if (f.tab === 'pastDue') c.push(pastDueSql(today));
    else if (status) c.push(eq(invoices.status, status));
  }
  const currencies = asList(f.currency);
  if (currencies) c.push(inArray(invoices.currency, currencies));
  const feeTypes = asList(f.feeType);
  if (feeTypes) c.push(inArray(invoices.feeType, feeTypes));
  if (f.createdFrom) c.push(gte(invoices.createdAt, new Date(f.createdFrom)));
  if (f.createdTo) c.push(lte(invoices.createdAt, new Date(f.createdTo)));
  return inScope(invoices, scope, ...c);
}

export async function listInvoices(db: DbOrTx, scope: Scope, q: ListQuery<InvoiceFilter, InvoiceSortField>, today: string) {
  const where = invoiceConditions(scope, q.filter, today, q.ids);
  const dir = q.sort.order === 'ASC' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db.select().from(invoices).where(where).orderBy(...SORT_KEYS[q.sort.field].map((k) => dir(k)), dir(invoices.id)).limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(invoices).where(where),
  ]);
  return { rows, total: total.n };
}

/** One pass over the filtered invoices (status and tab ignored) counting each tab. */
export async function countInvoiceTabs(db: DbOrTx, scope: Scope, filter: InvoiceFilter, today: string) {
  const [row] = await db
    .select({
      all: count(),
      paid: count(sql`case when ${invoices.status} = 'paid' then 1 end`),
      outstanding: count(sql`case when ${invoices.status} = 'open' then 1 end`),
      pastDue: count(sql`case when ${pastDueSql(today)} then 1 end`),
      draft: count(sql`case when ${invoices.status} = 'draft' then 1 end`),
    })
    .from(invoices)
    .where(invoiceConditions(scope, filter, today, undefined, { ignoreStatus: true }));
  return row;
}

export async function countInvoices(db: DbOrTx, scope: Scope, filter: InvoiceFilter, ids: string[] | undefined, today: string) {
  const [row] = await db.select({ n: count() }).from(invoices).where(invoiceConditions(scope, filter, today, ids));
  return row.n;
}

export async function invoiceBatch(
  db: DbOrTx, scope: Scope, filter: InvoiceFilter, ids: string[] | undefined, today: string, after: Cursor | null, limit: number,
) {
  const rows = await db
    .select({
      id: invoices.id,
      cursorAt: cursorAt(invoices),
      number: invoices.number,
      status: invoices.status,
      pastDue: sql<boolean>`coalesce(${pastDueSql(today)}, false)`,
      name: invoices.name,
      email: invoices.email,
      currency: invoices.currency,
      totalAmount: invoices.totalAmount,
      feeType: invoices.feeType,
      reference: invoices.reference,
      dueDate: invoices.dueDate,
      paymentId: invoices.paymentId,
      createdAt: invoices.createdAt,
      finalizedAt: invoices.finalizedAt,
      paidAt: invoices.paidAt,
      voidedAt: invoices.voidedAt,
    })
    .from(invoices)
    .where(and(invoiceConditions(scope, filter, today, ids), afterCursor(invoices, after)))
    .orderBy(...keysetOrder(invoices))
    .limit(limit);
  return { rows, next: nextCursor(rows, limit) };
}
export type InvoiceExportRow = Awaited<ReturnType<typeof invoiceBatch>>['rows'][number];

export async function findInvoice(db: DbOrTx, scope: Scope, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(inScope(invoices, scope, eq(invoices.id, id))).limit(1);
  return row;
}

/** The invoice under a row lock: state changes read it here, so two of them never interleave. */
export async function lockInvoice(db: DbOrTx, scope: Scope, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(inScope(invoices, scope, eq(invoices.id, id))).limit(1).for('update');
  return row;
}

/** The invoice a checkout token opens (the token decides account and mode); optionally locked. */
export async function findInvoiceByPayToken(db: DbOrTx, token: string, opts: { lock?: boolean } = {}): Promise<InvoiceRow | undefined> {
  const query = db.select().from(invoices).where(eq(invoices.payToken, token)).limit(1);
  const [row] = opts.lock ? await query.for('update') : await query;
  return row;
}

export async function insertInvoice(db: DbOrTx, scope: Scope, row: NewInvoiceRow): Promise<InvoiceRow> {
  const [created] = await db.insert(invoices).values({ ...row, accountId: scope.accountId, livemode: scope.livemode }).returning();
  return created;
}

export async function insertInvoices(db: DbOrTx, scope: Scope, rows: NewInvoiceRow[]): Promise<InvoiceRow[]> {
  if (rows.length === 0) return [];
  return db.insert(invoices).values(rows.map((row) => ({ ...row, accountId: scope.accountId, livemode: scope.livemode }))).returning();
}

/** Open invoices of a billing batch marked paid in one statement (each with its payment, customer and time). */
export async function markInvoicesPaid(db: DbOrTx, scope: Scope, rows: { id: string; paymentId: string | null; customerId: string | null; at: Date }[]) {
  if (rows.length === 0) return;
  const values = sql.join(rows.map((r) => sql`(${r.id}, ${r.paymentId}, ${r.customerId}, ${r.at.toISOString()})`), sql`, `);
  await db.execute(sql`
    update "invoices" as i set "status" = 'paid', "payment_id" = v.pid::text, "customer_id" = v.cid::text,
      "paid_at" = v.at::timestamptz, "updated_at" = v.at::timestamptz
    from (values ${values}) as v(id, pid, cid, at)
    where i."id" = v.id::text and i."account_id" = ${scope.accountId} and i."livemode" = ${scope.livemode} and i."status" = 'open'`);
}

export async function updateInvoice(db: DbOrTx, scope: Scope, id: string, patch: Partial<NewInvoiceRow>): Promise<InvoiceRow> {
  const [updated] = await db.update(invoices).set(patch).where(inScope(invoices, scope, eq(invoices.id, id))).returning();
  return updated;
}

export async function deleteInvoice(db: DbOrTx, scope: Scope, id: string) {
  await db.delete(invoices).where(inScope(invoices, scope, eq(invoices.id, id)));
}

export const INVOICE_NUMBER_PREFIX = 'INV-';

/**
 * The next number of the scope: INV- and one more than the highest sequence so far, at least four digits. A
 * transaction-scoped advisory lock per scope serialises concurrent creations (also across server processes); the
 * unique index on (account, mode, number) stays the last guard.
 */
export async function nextInvoiceNumber(tx: DbOrTx, scope: Scope): Promise<string> {
  const [number] = await reserveInvoiceNumbers(tx, scope, 1);
  return number;
}

/** The next `n` numbers of the scope under one take of the lock (a billing batch numbers all its invoices at once). */
export async function reserveInvoiceNumbers(tx: DbOrTx, scope: Scope, n: number): Promise<string[]> {
  if (n === 0) return [];
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`invoice-number:${scope.accountId}:${scope.livemode}`}, 0))`);
  const [row] = await tx
    .select({ max: sql<string | null>`max(substring(${invoices.number} from 5)::bigint)::text` })
    .from(invoices)
    .where(inScope(invoices, scope, sql`${invoices.number} ~ '^INV-[0-9]{1,15}$'`));
  const last = BigInt(row?.max ?? '0');
  return Array.from({ length: n }, (_, i) => `${INVOICE_NUMBER_PREFIX}${(last + BigInt(i + 1)).toString().padStart(4, '0')}`);
}

/** What an invoice shows of its merchant, and the zone its "today" is read in. */
/**
 * The account as its customers see it: `name` is the public business name of /settings-business (the account's
 * name until one is saved), `business` its whole business profile row (branding) when there is one.
 */
export async function accountProfile(
  db: DbOrTx, accountId: string,
): Promise<{ name: string; accountName: string; timezone: string; business: typeof businessProfiles.$inferSelect | undefined }> {
  const [row] = await db
    .select({ name: accounts.name, timezone: accounts.timezone, business: businessProfiles })
    .from(accounts)
    .leftJoin(businessProfiles, eq(businessProfiles.accountId, accounts.id))
    .where(eq(accounts.id, accountId));
  if (!row) return { name: '', accountName: '', timezone: 'UTC', business: undefined };
  const business = row.business ?? undefined;
  return { name: business?.businessName || row.name, accountName: row.name, timezone: row.timezone, business };
}

/**
 * Changes an invoice only while it is still in `from` (the guard against a concurrent change); undefined when it
 * was not.
 */
export async function transitionInvoice(
  db: DbOrTx, scope: Scope, id: string, from: InvoiceRow['status'], patch: Partial<NewInvoiceRow>,
): Promise<InvoiceRow | undefined> {
  const [updated] = await db
    .update(invoices)
    .set(patch)
    .where(inScope(invoices, scope, eq(invoices.id, id), eq(invoices.status, from)))
    .returning();
  return updated;
}
