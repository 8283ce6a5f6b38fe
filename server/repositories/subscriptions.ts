// Plans and subscriptions of one scope: lists (filters, sort, counts per status), export batches, the rows the
// billing job locks, the billed periods (one per subscription and period), the history for the timeline, and the
// renewal sweep's read across accounts (jobs run outside any scope).
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { asList } from '../../domain/payment-filters';
import type { PlanFilter, SubscriptionFilter } from '../../domain/subscriptions/records';
import type { DbOrTx } from '../db/client';
import { coupons, invoices, payments, plans, refunds, subscriptionEvents, subscriptionInvoices, subscriptions } from '../db/schema';
import type { ListQuery } from '../lib/paging';
import { afterCursor, containsPattern, cursorAt, keysetOrder, nextCursor, type Cursor } from './keyset';
import { inScope, type Scope } from './scope';

export type PlanRow = typeof plans.$inferSelect;
export type NewPlanRow = Omit<typeof plans.$inferInsert, 'accountId' | 'livemode'>;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscriptionRow = Omit<typeof subscriptions.$inferInsert, 'accountId' | 'livemode'>;
export type SubscriptionInvoiceRow = typeof subscriptionInvoices.$inferSelect;

// ---- plans

export const PLAN_SORT_FIELDS = ['createdAt', 'productName', 'amount'] as const;
export type PlanSortField = (typeof PLAN_SORT_FIELDS)[number];
const PLAN_SORT: Record<PlanSortField, PgColumn> = { createdAt: plans.createdAt, productName: plans.productName, amount: plans.amount };

function planConditions(scope: Scope, f: PlanFilter, ids?: string[]): SQL {
  const c: (SQL | undefined)[] = [];
  if (ids) c.push(inArray(plans.id, ids));
  if (f.q) c.push(or(eq(plans.id, f.q), ilike(plans.productName, containsPattern(f.q))));
  const currencies = asList(f.currency);
  if (currencies) c.push(inArray(plans.currency, currencies));
  if (f.active) c.push(eq(plans.active, f.active === 'true'));
  return inScope(plans, scope, ...c);
}

// Written out with the tables named: drizzle renders a column of a select's own field list unqualified, and an
// unqualified "id" inside the subquery is the subscription's own id (the count was always 0).
const subscriptionCount = sql<number>`(select count(*)::int from "subscriptions" as counted where counted."plan_id" = "plans"."id")`;

export async function listPlans(db: DbOrTx, scope: Scope, q: ListQuery<PlanFilter, PlanSortField>) {
  const where = planConditions(scope, q.filter, q.ids);
  const dir = q.sort.order === 'ASC' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db.select({ plan: plans, subscriptions: subscriptionCount }).from(plans).where(where).orderBy(dir(PLAN_SORT[q.sort.field]), dir(plans.id)).limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(plans).where(where),
  ]);
  return { rows, total: total.n };
}

export async function findPlans(db: DbOrTx, scope: Scope, ids: string[]): Promise<PlanRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(plans).where(inScope(plans, scope, inArray(plans.id, ids)));
}

export async function findPlan(db: DbOrTx, scope: Scope, id: string): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plans).where(inScope(plans, scope, eq(plans.id, id))).limit(1);
  return row;
}

export async function planWithCount(db: DbOrTx, scope: Scope, id: string) {
  const [row] = await db.select({ plan: plans, subscriptions: subscriptionCount }).from(plans).where(inScope(plans, scope, eq(plans.id, id))).limit(1);
  return row;
}

export async function findPlanByToken(db: DbOrTx, token: string, opts: { lock?: boolean } = {}): Promise<PlanRow | undefined> {
  const q = db.select().from(plans).where(eq(plans.checkoutToken, token)).limit(1);
  const [row] = opts.lock ? await q.for('update') : await q;
  return row;
}

export async function insertPlan(db: DbOrTx, scope: Scope, row: NewPlanRow): Promise<PlanRow> {
  const [created] = await db.insert(plans).values({ ...row, accountId: scope.accountId, livemode: scope.livemode }).returning();
  return created;
}

export async function updatePlan(db: DbOrTx, scope: Scope, id: string, patch: Partial<NewPlanRow>): Promise<PlanRow> {
  const [updated] = await db.update(plans).set(patch).where(inScope(plans, scope, eq(plans.id, id))).returning();
  return updated;
}

// ---- subscriptions

export const SUBSCRIPTION_SORT_FIELDS = ['createdAt', 'status', 'currentPeriodEnd', 'customerName'] as const;
export type SubscriptionSortField = (typeof SUBSCRIPTION_SORT_FIELDS)[number];
const SUB_SORT: Record<SubscriptionSortField, PgColumn> = {
  createdAt: subscriptions.createdAt,
  status: subscriptions.status,
  currentPeriodEnd: subscriptions.currentPeriodEnd,
  customerName: subscriptions.customerName,
};

function subConditions(scope: Scope, f: SubscriptionFilter, ids?: string[], opts: { ignoreStatus?: boolean } = {}): SQL {
  const c: (SQL | undefined)[] = [];
  if (ids) c.push(inArray(subscriptions.id, ids));
  if (f.q) c.push(or(eq(subscriptions.id, f.q), ilike(subscriptions.customerName, containsPattern(f.q)), ilike(subscriptions.customerEmail, containsPattern(f.q))));
  const statuses = asList(f.status);
  if (statuses && !opts.ignoreStatus) c.push(inArray(subscriptions.status, statuses));
  if (f.planId) c.push(eq(subscriptions.planId, f.planId));
  if (f.couponId) c.push(eq(subscriptions.couponId, f.couponId));
  const currencies = asList(f.currency);
  if (currencies) c.push(inArray(plans.currency, currencies));
  if (f.createdFrom) c.push(gte(subscriptions.createdAt, new Date(f.createdFrom)));
  if (f.createdTo) c.push(lte(subscriptions.createdAt, new Date(f.createdTo)));
  return inScope(subscriptions, scope, ...c);
}

const withPlan = { sub: subscriptions, plan: plans, couponName: coupons.name };

export async function listSubscriptions(db: DbOrTx, scope: Scope, q: ListQuery<SubscriptionFilter, SubscriptionSortField>) {
  const where = subConditions(scope, q.filter, q.ids);
  const dir = q.sort.order === 'ASC' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select(withPlan)
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .leftJoin(coupons, eq(coupons.id, subscriptions.couponId))
      .where(where)
      .orderBy(dir(SUB_SORT[q.sort.field]), dir(subscriptions.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(subscriptions).innerJoin(plans, eq(plans.id, subscriptions.planId)).where(where),
  ]);
  return { rows, total: total.n };
}

export async function countSubscriptionsByStatus(db: DbOrTx, scope: Scope, filter: SubscriptionFilter) {
  return db
    .select({ status: subscriptions.status, n: count() })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(subConditions(scope, filter, undefined, { ignoreStatus: true }))
    .groupBy(subscriptions.status);
}

export async function countSubscriptions(db: DbOrTx, scope: Scope, filter: SubscriptionFilter, ids?: string[]) {
  const [row] = await db.select({ n: count() }).from(subscriptions).innerJoin(plans, eq(plans.id, subscriptions.planId)).where(subConditions(scope, filter, ids));
  return row.n;
}

export async function subscriptionBatch(db: DbOrTx, scope: Scope, filter: SubscriptionFilter, ids: string[] | undefined, after: Cursor | null, limit: number) {
  const rows = await db
    .select({
      id: subscriptions.id,
      cursorAt: cursorAt(subscriptions),
      createdAt: subscriptions.createdAt,
      status: subscriptions.status,
      customerName: subscriptions.customerName,
      customerEmail: subscriptions.customerEmail,
      productName: plans.productName,
      amount: plans.amount,
      currency: plans.currency,
      interval: plans.interval,
      intervalCount: plans.intervalCount,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      canceledAt: subscriptions.canceledAt,
      couponName: coupons.name,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .leftJoin(coupons, eq(coupons.id, subscriptions.couponId))
    .where(and(subConditions(scope, filter, ids), afterCursor(subscriptions, after)))
    .orderBy(...keysetOrder(subscriptions))
    .limit(limit);
  return { rows, next: nextCursor(rows, limit) };
}
export type SubscriptionExportRow = Awaited<ReturnType<typeof subscriptionBatch>>['rows'][number];

export async function findSubscriptionWithPlan(db: DbOrTx, scope: Scope, id: string) {
  const [row] = await db
    .select(withPlan)
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .leftJoin(coupons, eq(coupons.id, subscriptions.couponId))
    .where(inScope(subscriptions, scope, eq(subscriptions.id, id)))
    .limit(1);
  return row;
}

export async function lockSubscription(db: DbOrTx, scope: Scope, id: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(inScope(subscriptions, scope, eq(subscriptions.id, id))).for('update');
  return row;
}

/** The subscriptions of a billing batch, locked in id order (two batches sharing rows cannot deadlock). */
export async function lockSubscriptions(db: DbOrTx, scope: Scope, ids: string[]): Promise<SubscriptionRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(subscriptions).where(inScope(subscriptions, scope, inArray(subscriptions.id, ids))).orderBy(asc(subscriptions.id)).for('update');
}

/**
 * A renewal worker's claim: up to `limit` real-time subscriptions of any account with work due at `now`, locked
 * (FOR UPDATE SKIP LOCKED: another worker's batch keeps its rows, this one takes the next ones). Read through the
 * partial index on next_action_at.
 */
export async function claimDueSubscriptions(db: DbOrTx, now: Date, limit: number): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(and(isNull(subscriptions.clockAt), isNotNull(subscriptions.nextActionAt), lte(subscriptions.nextActionAt, now)))
    .orderBy(asc(subscriptions.nextActionAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** The renewal's changes to many subscriptions in one statement. */
export interface RenewedSubscription {
  id: string;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cycle: number;
  couponInvoices: number;
  creditBalance: bigint;
  status: SubscriptionRow['status'];
  nextActionAt: Date | null;
  updatedAt: Date;
}

export async function updateRenewedSubscriptions(db: DbOrTx, scope: Scope, rows: RenewedSubscription[]) {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.id}, ${r.currentPeriodStart.toISOString()}, ${r.currentPeriodEnd.toISOString()}, ${r.cycle}, ${r.couponInvoices}, ${r.creditBalance.toString()}, ${r.status}, ${r.nextActionAt?.toISOString() ?? null}, ${r.updatedAt.toISOString()})`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    update "subscriptions" as s set
      "current_period_start" = v.ps::timestamptz, "current_period_end" = v.pe::timestamptz, "cycle" = v.cycle::int,
      "coupon_invoices" = v.ci::int, "credit_balance" = v.cb::bigint, "status" = v.status::text,
      "next_action_at" = v.na::timestamptz, "updated_at" = v.ua::timestamptz
    from (values ${values}) as v(id, ps, pe, cycle, ci, cb, status, na, ua)
    where s."id" = v.id::text and s."account_id" = ${scope.accountId} and s."livemode" = ${scope.livemode}`);
}

export async function insertSubscription(db: DbOrTx, scope: Scope, row: NewSubscriptionRow): Promise<SubscriptionRow> {
  const [created] = await db.insert(subscriptions).values({ ...row, accountId: scope.accountId, livemode: scope.livemode }).returning();
  return created;
}

export async function updateSubscription(db: DbOrTx, scope: Scope, id: string, patch: Partial<NewSubscriptionRow>): Promise<SubscriptionRow> {
  const [updated] = await db.update(subscriptions).set(patch).where(inScope(subscriptions, scope, eq(subscriptions.id, id))).returning();
  return updated;
}

/** How many real-time subscriptions (no test clock) of every account have work due at `now`, counted up to `cap`. */
export async function countSubscriptionsDue(db: DbOrTx, now: Date, cap: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(
      db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(and(isNull(subscriptions.clockAt), isNotNull(subscriptions.nextActionAt), lte(subscriptions.nextActionAt, now)))
        .limit(cap)
        .as('due'),
    );
  return row.n;
}

// ---- billed periods

/**
 * Claims a period for billing: inserts its row unless the subscription already billed it. Undefined means the
 * period was billed before (by this job's earlier attempt or another worker): the caller bills nothing.
 */
export async function claimPeriod(db: DbOrTx, scope: Scope, row: Omit<typeof subscriptionInvoices.$inferInsert, 'accountId' | 'livemode'>) {
  const [claimed] = await db
    .insert(subscriptionInvoices)
    .values({ ...row, accountId: scope.accountId, livemode: scope.livemode })
    .onConflictDoNothing({ target: [subscriptionInvoices.subscriptionId, subscriptionInvoices.kind, subscriptionInvoices.periodStart] })
    .returning();
  return claimed;
}

/**
 * Claims the periods of a billing batch in one statement: the rows inserted (a period billed before is skipped by
 * its unique key, so fewer rows come back and the caller rolls the batch back).
 */
export async function claimPeriods(db: DbOrTx, scope: Scope, rows: Omit<typeof subscriptionInvoices.$inferInsert, 'accountId' | 'livemode'>[]) {
  if (rows.length === 0) return [];
  return db
    .insert(subscriptionInvoices)
    .values(rows.map((row) => ({ ...row, accountId: scope.accountId, livemode: scope.livemode })))
    .onConflictDoNothing({ target: [subscriptionInvoices.subscriptionId, subscriptionInvoices.kind, subscriptionInvoices.periodStart] })
    .returning({ id: subscriptionInvoices.id });
}

export async function updatePeriod(db: DbOrTx, scope: Scope, id: string, patch: Partial<typeof subscriptionInvoices.$inferInsert>) {
  const [row] = await db.update(subscriptionInvoices).set(patch).where(inScope(subscriptionInvoices, scope, eq(subscriptionInvoices.id, id))).returning();
  return row;
}

/** The subscription's invoice still being collected (dunning), if any. */
export async function openPeriodOf(db: DbOrTx, scope: Scope, subscriptionId: string): Promise<SubscriptionInvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptionInvoices)
    .where(inScope(subscriptionInvoices, scope, eq(subscriptionInvoices.subscriptionId, subscriptionId), eq(subscriptionInvoices.status, 'open')))
    .orderBy(asc(subscriptionInvoices.createdAt))
    .limit(1);
  return row;
}

/** The periods still being collected of a batch's subscriptions, oldest first. */
export async function openPeriodsOfMany(db: DbOrTx, scope: Scope, subscriptionIds: string[]): Promise<SubscriptionInvoiceRow[]> {
  if (subscriptionIds.length === 0) return [];
  return db
    .select()
    .from(subscriptionInvoices)
    .where(inScope(subscriptionInvoices, scope, inArray(subscriptionInvoices.subscriptionId, subscriptionIds), eq(subscriptionInvoices.status, 'open')))
    .orderBy(asc(subscriptionInvoices.createdAt));
}

/** Every period of the subscription still being collected, oldest first (openPeriodOf is the first). */
export async function openPeriodsOf(db: DbOrTx, scope: Scope, subscriptionId: string): Promise<SubscriptionInvoiceRow[]> {
  return db
    .select()
    .from(subscriptionInvoices)
    .where(inScope(subscriptionInvoices, scope, eq(subscriptionInvoices.subscriptionId, subscriptionId), eq(subscriptionInvoices.status, 'open')))
    .orderBy(asc(subscriptionInvoices.createdAt));
}

export async function periodsOf(db: DbOrTx, scope: Scope, subscriptionId: string) {
  return db
    .select({ period: subscriptionInvoices, invoice: invoices })
    .from(subscriptionInvoices)
    .innerJoin(invoices, eq(invoices.id, subscriptionInvoices.invoiceId))
    .where(inScope(subscriptionInvoices, scope, eq(subscriptionInvoices.subscriptionId, subscriptionId)))
    .orderBy(asc(subscriptionInvoices.createdAt));
}

/** Payments and refunds of the subscription's invoices, for the timeline. */
export async function paymentsOfInvoices(db: DbOrTx, scope: Scope, invoiceIds: string[]) {
  if (invoiceIds.length === 0) return { payments: [], refunds: [] };
  const pays = await db
    .select({ id: payments.id, invoiceId: payments.invoiceId, status: payments.status, amount: payments.amount, currency: payments.currency, failureCode: payments.failureCode, createdAt: payments.createdAt })
    .from(payments)
    .where(inScope(payments, scope, inArray(payments.invoiceId, invoiceIds)));
  const ids = pays.map((p) => p.id);
  const refs = ids.length
    ? await db
        .select({ id: refunds.id, paymentId: refunds.paymentId, status: refunds.status, amount: refunds.amount, currency: refunds.currency, createdAt: refunds.createdAt })
        .from(refunds)
        .where(inScope(refunds, scope, inArray(refunds.paymentId, ids)))
    : [];
  return { payments: pays, refunds: refs };
}

// ---- history

export async function insertSubscriptionEvent(db: DbOrTx, scope: Scope, row: Omit<typeof subscriptionEvents.$inferInsert, 'accountId' | 'livemode'>) {
  await db.insert(subscriptionEvents).values({ ...row, accountId: scope.accountId, livemode: scope.livemode });
}

export async function insertSubscriptionEvents(db: DbOrTx, scope: Scope, rows: Omit<typeof subscriptionEvents.$inferInsert, 'accountId' | 'livemode'>[]) {
  if (rows.length === 0) return;
  await db.insert(subscriptionEvents).values(rows.map((row) => ({ ...row, accountId: scope.accountId, livemode: scope.livemode })));
}

export async function subscriptionEventsOf(db: DbOrTx, scope: Scope, subscriptionId: string) {
  return db
    .select()
    .from(subscriptionEvents)
    .where(inScope(subscriptionEvents, scope, eq(subscriptionEvents.subscriptionId, subscriptionId)))
    .orderBy(asc(subscriptionEvents.at), asc(subscriptionEvents.id));
}

/** Whether the customer (by e-mail) ever paid this scope: a first-time-only coupon asks. */
export async function hasPaidBefore(db: DbOrTx, scope: Scope, email: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(payments)
    .where(inScope(payments, scope, sql`lower(${payments.customerEmail}) = lower(${email})`, inArray(payments.status, ['succeeded', 'refunded', 'refundPending', 'partiallyRefunded'])));
  return row.n > 0;
}
