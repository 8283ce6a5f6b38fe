// Coupons of one scope with their promotion codes and redemptions: list (filters, sort, counts per derived status),
// export batches, the detail's redemptions and revenue at discount, locks for redeeming and deactivating.
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { CouponFilter, CouponStatus } from '../../domain/subscriptions/records';
import { asList } from '../../domain/payment-filters';
import type { DbOrTx } from '../db/client';
import { couponRedemptions, coupons, invoices, promotionCodes, subscriptionInvoices } from '../db/schema';
import type { ListQuery } from '../lib/paging';
import { afterCursor, containsPattern, cursorAt, keysetOrder, nextCursor, type Cursor } from './keyset';
import { inScope, type Scope } from './scope';

export type CouponRow = typeof coupons.$inferSelect;
export type NewCouponRow = Omit<typeof coupons.$inferInsert, 'accountId' | 'livemode'>;
export type PromotionCodeRow = typeof promotionCodes.$inferSelect;

export const COUPON_SORT_FIELDS = ['createdAt', 'name', 'timesRedeemed', 'redeemBy'] as const;
export type CouponSortField = (typeof COUPON_SORT_FIELDS)[number];
const SORT_COLUMNS: Record<CouponSortField, PgColumn> = {
  createdAt: coupons.createdAt,
  name: coupons.name,
  timesRedeemed: coupons.timesRedeemed,
  redeemBy: coupons.redeemBy,
};

/** The derived status (domain/subscriptions/records.ts couponStatus) as SQL, for the tabs and their counts. */
function statusSql(now: Date): SQL<CouponStatus> {
  return sql<CouponStatus>`case
    when not ${coupons.active} then 'inactive'
    when ${coupons.redeemBy} is not null and ${coupons.redeemBy} < ${now.toISOString()}::timestamptz then 'expired'
    when ${coupons.maxRedemptions} is not null and ${coupons.timesRedeemed} >= ${coupons.maxRedemptions} then 'used_up'
    else 'active' end`;
}

function conditions(scope: Scope, f: CouponFilter, now: Date, ids?: string[], opts: { ignoreStatus?: boolean } = {}): SQL {
  const c: (SQL | undefined)[] = [];
  if (ids) c.push(inArray(coupons.id, ids));
  if (f.q) {
    const byCode = sql`exists (select 1 from ${promotionCodes} where ${promotionCodes.couponId} = ${coupons.id} and ${promotionCodes.code} = ${f.q.toUpperCase()})`;
    c.push(or(eq(coupons.id, f.q), ilike(coupons.name, containsPattern(f.q)), byCode));
  }
  const statuses = asList(f.status);
  if (statuses && !opts.ignoreStatus) c.push(inArray(statusSql(now), statuses));
  const durations = asList(f.duration);
  if (durations) c.push(inArray(coupons.duration, durations));
  if (f.createdFrom) c.push(gte(coupons.createdAt, new Date(f.createdFrom)));
  if (f.createdTo) c.push(lte(coupons.createdAt, new Date(f.createdTo)));
  return inScope(coupons, scope, ...c);
}

export async function listCoupons(db: DbOrTx, scope: Scope, q: ListQuery<CouponFilter, CouponSortField>, now: Date) {
  const where = conditions(scope, q.filter, now, q.ids);
  const dir = q.sort.order === 'ASC' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db.select().from(coupons).where(where).orderBy(dir(SORT_COLUMNS[q.sort.field]), dir(coupons.id)).limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(coupons).where(where),
  ]);
  return { rows, total: total.n };
}

export async function countCouponsByStatus(db: DbOrTx, scope: Scope, filter: CouponFilter, now: Date) {
  const status = statusSql(now);
  return db.select({ status, n: count() }).from(coupons).where(conditions(scope, filter, now, undefined, { ignoreStatus: true })).groupBy(sql`1`);
}

export async function countCoupons(db: DbOrTx, scope: Scope, filter: CouponFilter, now: Date, ids?: string[]) {
  const [row] = await db.select({ n: count() }).from(coupons).where(conditions(scope, filter, now, ids));
  return row.n;
}

export async function couponBatch(db: DbOrTx, scope: Scope, filter: CouponFilter, now: Date, ids: string[] | undefined, after: Cursor | null, limit: number) {
  const rows = await db
    .select({
      id: coupons.id,
      cursorAt: cursorAt(coupons),
      createdAt: coupons.createdAt,
      name: coupons.name,
      status: statusSql(now),
      percentOffBps: coupons.percentOffBps,
      amountOff: coupons.amountOff,
      duration: coupons.duration,
      durationMonths: coupons.durationMonths,
      maxRedemptions: coupons.maxRedemptions,
      timesRedeemed: coupons.timesRedeemed,
      redeemBy: coupons.redeemBy,
      firstTimeOnly: coupons.firstTimeOnly,
      codes: sql<string>`coalesce((select string_agg(${promotionCodes.code}, ' ' order by ${promotionCodes.code}) from ${promotionCodes} where ${promotionCodes.couponId} = ${coupons.id}), '')`,
    })
    .from(coupons)
    .where(and(conditions(scope, filter, now, ids), afterCursor(coupons, after)))
    .orderBy(...keysetOrder(coupons))
    .limit(limit);
  return { rows, next: nextCursor(rows, limit) };
}
export type CouponExportRow = Awaited<ReturnType<typeof couponBatch>>['rows'][number];

export async function findCoupon(db: DbOrTx, scope: Scope, id: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(inScope(coupons, scope, eq(coupons.id, id))).limit(1);
  return row;
}

export async function findCoupons(db: DbOrTx, scope: Scope, ids: string[]): Promise<CouponRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(coupons).where(inScope(coupons, scope, inArray(coupons.id, ids)));
}

export async function lockCoupon(db: DbOrTx, scope: Scope, id: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(inScope(coupons, scope, eq(coupons.id, id))).for('update');
  return row;
}

export async function insertCoupon(db: DbOrTx, scope: Scope, row: NewCouponRow): Promise<CouponRow> {
  const [created] = await db.insert(coupons).values({ ...row, accountId: scope.accountId, livemode: scope.livemode }).returning();
  return created;
}

export async function updateCoupon(db: DbOrTx, scope: Scope, id: string, patch: Partial<NewCouponRow>): Promise<CouponRow> {
  const [updated] = await db.update(coupons).set(patch).where(inScope(coupons, scope, eq(coupons.id, id))).returning();
  return updated;
}

export async function insertPromotionCodes(db: DbOrTx, scope: Scope, couponId: string, codes: { id: string; code: string }[], at: Date) {
  if (codes.length === 0) return [];
  return db
    .insert(promotionCodes)
    .values(codes.map((c) => ({ ...c, couponId, accountId: scope.accountId, livemode: scope.livemode, createdAt: at })))
    .onConflictDoNothing()
    .returning();
}

export async function promotionCodesOf(db: DbOrTx, scope: Scope, couponIds: string[]): Promise<PromotionCodeRow[]> {
  if (couponIds.length === 0) return [];
  return db.select().from(promotionCodes).where(inScope(promotionCodes, scope, inArray(promotionCodes.couponId, couponIds))).orderBy(asc(promotionCodes.code));
}

export async function findPromotionCode(db: DbOrTx, scope: Scope, code: string): Promise<PromotionCodeRow | undefined> {
  const [row] = await db.select().from(promotionCodes).where(inScope(promotionCodes, scope, eq(promotionCodes.code, code.trim().toUpperCase()))).limit(1);
  return row;
}

export async function insertRedemption(db: DbOrTx, scope: Scope, row: Omit<typeof couponRedemptions.$inferInsert, 'accountId' | 'livemode'>) {
  await db.insert(couponRedemptions).values({ ...row, accountId: scope.accountId, livemode: scope.livemode });
}

export async function redemptionsOf(db: DbOrTx, scope: Scope, couponId: string, limit = 100) {
  return db
    .select({
      id: couponRedemptions.id,
      subscriptionId: couponRedemptions.subscriptionId,
      customerName: couponRedemptions.customerName,
      code: promotionCodes.code,
      createdAt: couponRedemptions.createdAt,
    })
    .from(couponRedemptions)
    .leftJoin(promotionCodes, eq(promotionCodes.id, couponRedemptions.promotionCodeId))
    .where(inScope(couponRedemptions, scope, eq(couponRedemptions.couponId, couponId)))
    .orderBy(desc(couponRedemptions.createdAt), desc(couponRedemptions.id))
    .limit(limit);
}

/** Revenue at discount of a coupon per currency: its discounted subscription invoices that were paid. */
export async function couponRevenue(db: DbOrTx, scope: Scope, couponId: string) {
  return db
    .select({
      currency: invoices.currency,
      invoices: count(),
      gross: sql<string>`sum(${subscriptionInvoices.amount})::text`,
      discount: sql<string>`sum(${subscriptionInvoices.discount})::text`,
    })
    .from(subscriptionInvoices)
    .innerJoin(invoices, eq(invoices.id, subscriptionInvoices.invoiceId))
    .where(inScope(subscriptionInvoices, scope, eq(subscriptionInvoices.couponId, couponId), eq(subscriptionInvoices.status, 'paid')))
    .groupBy(invoices.currency)
    .orderBy(invoices.currency);
}
