// Membership of one scope (test mode only, issue 30): member tiers with the plans tied to them, and the members,
// which are the subscriptions to a tier's plans (no table of their own: a member's tier, status and since-date are
// its subscription's plan's tier, its subscription's status and start).
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { asList } from '../../domain/payment-filters';
import { MEMBER_STATUS_OF, subscriptionStatusesOf, type MemberFilter, type MemberStatus, type MemberTierFilter } from '../../domain/subscriptions/membership';
import type { SubscriptionStatus } from '../../domain/subscriptions/billing';
import type { DbOrTx } from '../db/client';
import { memberTiers, plans, subscriptions } from '../db/schema';
import type { ListQuery } from '../lib/paging';
import { afterCursor, containsPattern, cursorAt, keysetOrder, nextCursor, type Cursor } from './keyset';
import { inScope, type Scope } from './scope';

export type MemberTierRow = typeof memberTiers.$inferSelect;

// ---- tiers

export const MEMBER_TIER_SORT_FIELDS = ['createdAt', 'name'] as const;
export type MemberTierSortField = (typeof MEMBER_TIER_SORT_FIELDS)[number];
const TIER_SORT: Record<MemberTierSortField, PgColumn> = { createdAt: memberTiers.createdAt, name: memberTiers.name };

function tierConditions(scope: Scope, f: MemberTierFilter, ids?: string[]): SQL {
  const c: (SQL | undefined)[] = [];
  if (ids) c.push(inArray(memberTiers.id, ids));
  if (f.q) c.push(or(eq(memberTiers.id, f.q), ilike(memberTiers.name, containsPattern(f.q))));
  return inScope(memberTiers, scope, ...c);
}

export async function listMemberTiers(db: DbOrTx, scope: Scope, q: ListQuery<MemberTierFilter, MemberTierSortField>) {
  const where = tierConditions(scope, q.filter, q.ids);
  const dir = q.sort.order === 'ASC' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db.select().from(memberTiers).where(where).orderBy(dir(TIER_SORT[q.sort.field]), dir(memberTiers.id)).limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(memberTiers).where(where),
  ]);
  return { rows, total: total.n };
}

export async function findMemberTier(db: DbOrTx, scope: Scope, id: string, opts: { lock?: boolean } = {}): Promise<MemberTierRow | undefined> {
  const q = db.select().from(memberTiers).where(inScope(memberTiers, scope, eq(memberTiers.id, id))).limit(1);
  const [row] = opts.lock ? await q.for('update') : await q;
  return row;
}

export async function insertMemberTier(db: DbOrTx, scope: Scope, row: Omit<typeof memberTiers.$inferInsert, 'accountId' | 'livemode'>) {
  const [created] = await db.insert(memberTiers).values({ ...row, accountId: scope.accountId, livemode: scope.livemode }).returning();
  return created;
}

export async function updateMemberTier(db: DbOrTx, scope: Scope, id: string, patch: Partial<Pick<MemberTierRow, 'name' | 'benefits' | 'updatedAt'>>) {
  const [updated] = await db.update(memberTiers).set(patch).where(inScope(memberTiers, scope, eq(memberTiers.id, id))).returning();
  return updated;
}

/** The plans of these ids in the scope, locked (a tier's plans are set under their locks). */
export async function lockPlans(db: DbOrTx, scope: Scope, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(plans).where(inScope(plans, scope, inArray(plans.id, ids))).orderBy(asc(plans.id)).for('update');
}

/** Ties exactly these plans to the tier: the ones named join it, its others leave it. */
export async function setTierPlans(db: DbOrTx, scope: Scope, tierId: string, planIds: string[]) {
  await db
    .update(plans)
    .set({ memberTierId: null })
    .where(inScope(plans, scope, eq(plans.memberTierId, tierId), planIds.length ? sql`${plans.id} not in (${sql.join(planIds.map((p) => sql`${p}`), sql`, `)})` : undefined));
  if (planIds.length) await db.update(plans).set({ memberTierId: tierId }).where(inScope(plans, scope, inArray(plans.id, planIds)));
}

/** Each tier's plans and its members now (active or paused), for the tier records. */
export async function tierFigures(db: DbOrTx, scope: Scope, tierIds: string[]) {
  if (tierIds.length === 0) return { plans: [], members: [] };
  const current = subscriptionStatusesOf('active').concat(subscriptionStatusesOf('paused'));
  const [planRows, memberRows] = await Promise.all([
    db.select({ id: plans.id, productName: plans.productName, tierId: plans.memberTierId }).from(plans).where(inScope(plans, scope, inArray(plans.memberTierId, tierIds))).orderBy(asc(plans.productName)),
    db
      .select({ tierId: plans.memberTierId, n: count() })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(inScope(subscriptions, scope, inArray(plans.memberTierId, tierIds), inArray(subscriptions.status, current)))
      .groupBy(plans.memberTierId),
  ]);
  return { plans: planRows, members: memberRows };
}

// ---- members: subscriptions to a tier's plan

export const MEMBER_SORT_FIELDS = ['createdAt', 'customerName', 'status'] as const;
export type MemberSortField = (typeof MEMBER_SORT_FIELDS)[number];
const MEMBER_SORT: Record<MemberSortField, PgColumn> = { createdAt: subscriptions.createdAt, customerName: subscriptions.customerName, status: subscriptions.status };

function memberConditions(scope: Scope, f: MemberFilter, ids?: string[], opts: { ignoreStatus?: boolean } = {}): SQL {
  const c: (SQL | undefined)[] = [isNotNull(plans.memberTierId)];
  if (ids) c.push(inArray(subscriptions.id, ids));
  if (f.q) c.push(or(eq(subscriptions.id, f.q), ilike(subscriptions.customerName, containsPattern(f.q)), ilike(subscriptions.customerEmail, containsPattern(f.q))));
  const statuses = asList(f.status);
  if (statuses && !opts.ignoreStatus) c.push(inArray(subscriptions.status, statuses.flatMap(subscriptionStatusesOf)));
  if (f.tierId) c.push(eq(plans.memberTierId, f.tierId));
  if (f.createdFrom) c.push(gte(subscriptions.createdAt, new Date(f.createdFrom)));
  if (f.createdTo) c.push(lte(subscriptions.createdAt, new Date(f.createdTo)));
  return inScope(subscriptions, scope, ...c);
}

const memberFields = {
  id: subscriptions.id,
  subscriptionStatus: subscriptions.status,
  tierId: memberTiers.id,
  tierName: memberTiers.name,
  benefits: memberTiers.benefits,
  customerId: subscriptions.customerId,
  customerName: subscriptions.customerName,
  customerEmail: subscriptions.customerEmail,
  planId: plans.id,
  productName: plans.productName,
  since: subscriptions.createdAt,
  endedAt: subscriptions.canceledAt,
};
type MemberSelect = { subscriptionStatus: SubscriptionStatus };
export const memberStatusOf = (r: MemberSelect): MemberStatus => MEMBER_STATUS_OF[r.subscriptionStatus];

const membersFrom = (db: DbOrTx) =>
  db.select(memberFields).from(subscriptions).innerJoin(plans, eq(plans.id, subscriptions.planId)).innerJoin(memberTiers, eq(memberTiers.id, plans.memberTierId));

export async function listMembers(db: DbOrTx, scope: Scope, q: ListQuery<MemberFilter, MemberSortField>) {
  const where = memberConditions(scope, q.filter, q.ids);
  const dir = q.sort.order === 'ASC' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    membersFrom(db).where(where).orderBy(dir(MEMBER_SORT[q.sort.field]), dir(subscriptions.id)).limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(subscriptions).innerJoin(plans, eq(plans.id, subscriptions.planId)).where(where),
  ]);
  return { rows, total: total.n };
}
export type MemberRow = Awaited<ReturnType<typeof listMembers>>['rows'][number];

export async function findMember(db: DbOrTx, scope: Scope, id: string): Promise<MemberRow | undefined> {
  const [row] = await membersFrom(db).where(memberConditions(scope, {}, [id])).limit(1);
  return row;
}

export async function countMembersByStatus(db: DbOrTx, scope: Scope, filter: MemberFilter) {
  const rows = await db
    .select({ status: subscriptions.status, n: count() })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(memberConditions(scope, filter, undefined, { ignoreStatus: true }))
    .groupBy(subscriptions.status);
  const byMember = new Map<MemberStatus, number>();
  for (const r of rows) byMember.set(MEMBER_STATUS_OF[r.status], (byMember.get(MEMBER_STATUS_OF[r.status]) ?? 0) + r.n);
  return [...byMember].map(([status, n]) => ({ status, n }));
}

export async function countMembers(db: DbOrTx, scope: Scope, filter: MemberFilter, ids?: string[]) {
  const [row] = await db.select({ n: count() }).from(subscriptions).innerJoin(plans, eq(plans.id, subscriptions.planId)).where(memberConditions(scope, filter, ids));
  return row.n;
}

export async function memberBatch(db: DbOrTx, scope: Scope, filter: MemberFilter, ids: string[] | undefined, after: Cursor | null, limit: number) {
  const rows = await db
    .select({ ...memberFields, cursorAt: cursorAt(subscriptions) })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .innerJoin(memberTiers, eq(memberTiers.id, plans.memberTierId))
    .where(and(memberConditions(scope, filter, ids), afterCursor(subscriptions, after)))
    .orderBy(...keysetOrder(subscriptions))
    .limit(limit);
  return { rows, next: nextCursor(rows, limit) };
}
export type MemberExportRow = Awaited<ReturnType<typeof memberBatch>>['rows'][number];
