// Payouts of one scope: insert, find, lock, update, list, counts, export batches; the pending payouts past their
// time (every scope at once, for the scheduled expiry).
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { PayoutFilter } from '../../domain/payouts/records';
import { PAYOUT_RETURNING_STATUSES } from '../../domain/payouts/rules';
import { asList } from '../../domain/payment-filters';
import type { DbOrTx } from '../db/client';
import { payoutApprovalThresholds, payouts } from '../db/schema';
import type { ListQuery } from '../lib/paging';
import { afterCursor, containsPattern, cursorAt, keysetOrder, nextCursor, prefixPattern, type Cursor } from './keyset';
import { inScope, type Scope } from './scope';

export type PayoutRow = typeof payouts.$inferSelect;
export type NewPayoutRow = Omit<typeof payouts.$inferInsert, 'accountId' | 'livemode'>;

export const PAYOUT_SORT_FIELDS = ['createdAt', 'amount', 'arrivalDate'] as const;
export type PayoutSortField = (typeof PAYOUT_SORT_FIELDS)[number];
const SORT_COLUMNS: Record<PayoutSortField, PgColumn> = { createdAt: payouts.createdAt, amount: payouts.amount, arrivalDate: payouts.arrivalDate };

function conditions(scope: Scope, f: PayoutFilter, ids?: string[], withoutStatus = false): SQL {
  const c: (SQL | undefined)[] = [];
  if (ids) c.push(inArray(payouts.id, ids));
  if (f.q) {
    c.push(or(sql`${payouts.id} like ${prefixPattern(f.q)}`, sql`${payouts.beneficiaryId} like ${prefixPattern(f.q)}`, ilike(payouts.beneficiaryName, containsPattern(f.q))));
  }
  const statuses = withoutStatus ? undefined : asList(f.status);
  if (statuses) c.push(inArray(payouts.status, statuses));
  const currencies = asList(f.currency);
  if (currencies) c.push(inArray(payouts.currency, currencies));
  const methods = asList(f.methodType);
  if (methods) c.push(inArray(payouts.methodType, methods));
  if (f.beneficiaryId) c.push(eq(payouts.beneficiaryId, f.beneficiaryId));
  if (f.createdFrom) c.push(gte(payouts.createdAt, new Date(f.createdFrom)));
  if (f.createdTo) c.push(lte(payouts.createdAt, new Date(f.createdTo)));
  return inScope(payouts, scope, ...c);
}

export async function insertPayout(db: DbOrTx, scope: Scope, row: NewPayoutRow): Promise<PayoutRow> {
  const [created] = await db.insert(payouts).values({ ...row, ...scope }).returning();
  return created;
}

export async function findPayout(db: DbOrTx, scope: Scope, id: string): Promise<PayoutRow | undefined> {
  const [row] = await db.select().from(payouts).where(inScope(payouts, scope, eq(payouts.id, id))).limit(1);
  return row;
}

export async function lockPayout(db: DbOrTx, scope: Scope, id: string): Promise<PayoutRow | undefined> {
  const [row] = await db.select().from(payouts).where(inScope(payouts, scope, eq(payouts.id, id))).for('update').limit(1);
  return row;
}

export async function updatePayout(db: DbOrTx, scope: Scope, id: string, values: Partial<NewPayoutRow>): Promise<PayoutRow> {
  const [row] = await db.update(payouts).set(values).where(inScope(payouts, scope, eq(payouts.id, id))).returning();
  return row;
}

/**
 * Payouts past their time that the bank (pending) or a second person (awaiting_approval) never answered, every
 * scope, locked and skipped by a second sweep running at once.
 */
export async function lockExpiredPendingPayouts(db: DbOrTx, now: Date, limit = 500): Promise<PayoutRow[]> {
  return db
    .select()
    .from(payouts)
    .where(and(inArray(payouts.status, ['pending', 'awaiting_approval']), lte(payouts.expiresAt, now)))
    .orderBy(asc(payouts.expiresAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function listPayouts(db: DbOrTx, scope: Scope, q: ListQuery<PayoutFilter, PayoutSortField>) {
  const where = conditions(scope, q.filter, q.ids);
  const dir = q.sort.order === 'ASC' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db.select().from(payouts).where(where).orderBy(dir(SORT_COLUMNS[q.sort.field]), dir(payouts.id)).limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(payouts).where(where),
  ]);
  return { rows, total: total.n };
}

export async function countPayoutsByStatus(db: DbOrTx, scope: Scope, filter: PayoutFilter) {
  return db.select({ status: payouts.status, n: count() }).from(payouts).where(conditions(scope, filter, undefined, true)).groupBy(payouts.status);
}

export async function countPayouts(db: DbOrTx, scope: Scope, filter: PayoutFilter, ids?: string[]) {
  const [row] = await db.select({ n: count() }).from(payouts).where(conditions(scope, filter, ids));
  return row.n;
}

export async function payoutBatch(db: DbOrTx, scope: Scope, filter: PayoutFilter, ids: string[] | undefined, after: Cursor | null, limit: number) {
  const rows = await db
    .select({ cursorAt: cursorAt(payouts), row: payouts })
    .from(payouts)
    .where(and(conditions(scope, filter, ids), afterCursor(payouts, after)))
    .orderBy(...keysetOrder(payouts))
    .limit(limit);
  const flat = rows.map((r) => ({ ...r.row, cursorAt: r.cursorAt }));
  return { rows: flat, next: nextCursor(flat, limit) };
}
export type PayoutExportRow = Awaited<ReturnType<typeof payoutBatch>>['rows'][number];

// ---------------------------------------------------------------------------------------------------------------
// Dual approval thresholds, per currency of a scope.

export type ApprovalThresholdRow = typeof payoutApprovalThresholds.$inferSelect;

export async function listApprovalThresholds(db: DbOrTx, scope: Scope): Promise<ApprovalThresholdRow[]> {
  return db.select().from(payoutApprovalThresholds).where(inScope(payoutApprovalThresholds, scope)).orderBy(asc(payoutApprovalThresholds.currency));
}

export async function findApprovalThreshold(db: DbOrTx, scope: Scope, currency: string): Promise<bigint | null> {
  const [row] = await db
    .select({ threshold: payoutApprovalThresholds.threshold })
    .from(payoutApprovalThresholds)
    .where(inScope(payoutApprovalThresholds, scope, eq(payoutApprovalThresholds.currency, currency)))
    .limit(1);
  return row?.threshold ?? null;
}

/** Sets (or, with null, removes) the threshold of a currency. */
export async function putApprovalThreshold(db: DbOrTx, scope: Scope, currency: string, threshold: bigint | null, userId: string | null, now: Date): Promise<void> {
  if (threshold === null) {
    await db.delete(payoutApprovalThresholds).where(inScope(payoutApprovalThresholds, scope, eq(payoutApprovalThresholds.currency, currency)));
    return;
  }
  await db
    .insert(payoutApprovalThresholds)
    .values({ ...scope, currency, threshold, updatedBy: userId, updatedAt: now })
    .onConflictDoUpdate({ target: [payoutApprovalThresholds.accountId, payoutApprovalThresholds.livemode, payoutApprovalThresholds.currency], set: { threshold, updatedBy: userId, updatedAt: now } });
}

/**
 * The payout of the same currency made just before this one (and not given back: failed, expired, canceled and
 * rejected payouts paid nothing out), whose creation closes the window this one starts after.
 */
export async function previousPayoutCreatedAt(db: DbOrTx, scope: Scope, p: Pick<PayoutRow, 'id' | 'currency' | 'createdAt'>): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: payouts.createdAt })
    .from(payouts)
    .where(
      inScope(
        payouts,
        scope,
        eq(payouts.currency, p.currency),
        notInArray(payouts.status, [...PAYOUT_RETURNING_STATUSES]),
        or(lt(payouts.createdAt, p.createdAt), and(eq(payouts.createdAt, p.createdAt), lt(payouts.id, p.id))),
      ),
    )
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(1);
  return row?.createdAt ?? null;
}
