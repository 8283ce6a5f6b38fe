// Beneficiaries of one scope: insert, find, lock, update, list, counts, export batches; the owners' addresses a
// change of bank details is mailed to.
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { BeneficiaryFilter } from '../../domain/payouts/records';
import { asList } from '../../domain/payment-filters';
import type { DbOrTx } from '../db/client';
import { beneficiaries, memberships, users } from '../db/schema';
import type { ListQuery } from '../lib/paging';
import { afterCursor, containsPattern, cursorAt, keysetOrder, nextCursor, prefixPattern, type Cursor } from './keyset';
import { inScope, type Scope } from './scope';

export type BeneficiaryRow = typeof beneficiaries.$inferSelect;
export type NewBeneficiaryRow = Omit<typeof beneficiaries.$inferInsert, 'accountId' | 'livemode'>;

export const BENEFICIARY_SORT_FIELDS = ['createdAt', 'name', 'updatedAt'] as const;
export type BeneficiarySortField = (typeof BENEFICIARY_SORT_FIELDS)[number];
const SORT_COLUMNS: Record<BeneficiarySortField, PgColumn> = { createdAt: beneficiaries.createdAt, name: beneficiaries.name, updatedAt: beneficiaries.updatedAt };

function conditions(scope: Scope, f: BeneficiaryFilter, ids?: string[], withoutStatus = false): SQL {
  const c: (SQL | undefined)[] = [];
  if (ids) c.push(inArray(beneficiaries.id, ids));
  if (f.q) c.push(or(sql`${beneficiaries.id} like ${prefixPattern(f.q)}`, ilike(beneficiaries.name, containsPattern(f.q))));
  const statuses = withoutStatus ? undefined : asList(f.status);
  if (statuses) c.push(inArray(beneficiaries.status, statuses));
  const countries = asList(f.country)?.map((c) => c.toUpperCase());
  if (countries) c.push(inArray(beneficiaries.country, countries));
  const currencies = asList(f.currency);
  if (currencies) c.push(inArray(beneficiaries.currency, currencies));
  const methods = asList(f.methodType);
  if (methods) c.push(inArray(beneficiaries.methodType, methods));
  if (f.createdFrom) c.push(gte(beneficiaries.createdAt, new Date(f.createdFrom)));
  if (f.createdTo) c.push(lte(beneficiaries.createdAt, new Date(f.createdTo)));
  return inScope(beneficiaries, scope, ...c);
}

export async function insertBeneficiary(db: DbOrTx, scope: Scope, row: NewBeneficiaryRow): Promise<BeneficiaryRow> {
  const [created] = await db.insert(beneficiaries).values({ ...row, ...scope }).returning();
  return created;
}

export async function findBeneficiary(db: DbOrTx, scope: Scope, id: string): Promise<BeneficiaryRow | undefined> {
  const [row] = await db.select().from(beneficiaries).where(inScope(beneficiaries, scope, eq(beneficiaries.id, id))).limit(1);
  return row;
}

/** The beneficiary locked until the transaction ends (a payout to it and a change of it wait for each other). */
export async function lockBeneficiary(db: DbOrTx, scope: Scope, id: string): Promise<BeneficiaryRow | undefined> {
  const [row] = await db.select().from(beneficiaries).where(inScope(beneficiaries, scope, eq(beneficiaries.id, id))).for('update').limit(1);
  return row;
}

export async function updateBeneficiary(db: DbOrTx, scope: Scope, id: string, values: Partial<NewBeneficiaryRow>): Promise<BeneficiaryRow> {
  const [row] = await db.update(beneficiaries).set(values).where(inScope(beneficiaries, scope, eq(beneficiaries.id, id))).returning();
  return row;
}

export async function listBeneficiaries(db: DbOrTx, scope: Scope, q: ListQuery<BeneficiaryFilter, BeneficiarySortField>) {
  const where = conditions(scope, q.filter, q.ids);
  const dir = q.sort.order === 'ASC' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db.select().from(beneficiaries).where(where).orderBy(dir(SORT_COLUMNS[q.sort.field]), dir(beneficiaries.id)).limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(beneficiaries).where(where),
  ]);
  return { rows, total: total.n };
}

export async function countBeneficiariesByStatus(db: DbOrTx, scope: Scope, filter: BeneficiaryFilter) {
  return db.select({ status: beneficiaries.status, n: count() }).from(beneficiaries).where(conditions(scope, filter, undefined, true)).groupBy(beneficiaries.status);
}

export async function countBeneficiaries(db: DbOrTx, scope: Scope, filter: BeneficiaryFilter, ids?: string[]) {
  const [row] = await db.select({ n: count() }).from(beneficiaries).where(conditions(scope, filter, ids));
  return row.n;
}

export async function beneficiaryBatch(db: DbOrTx, scope: Scope, filter: BeneficiaryFilter, ids: string[] | undefined, after: Cursor | null, limit: number) {
  const rows = await db
    .select({ cursorAt: cursorAt(beneficiaries), row: beneficiaries })
    .from(beneficiaries)
    .where(and(conditions(scope, filter, ids), afterCursor(beneficiaries, after)))
    .orderBy(...keysetOrder(beneficiaries))
    .limit(limit);
  const flat = rows.map((r) => ({ ...r.row, cursorAt: r.cursorAt }));
  return { rows: flat, next: nextCursor(flat, limit) };
}
export type BeneficiaryExportRow = Awaited<ReturnType<typeof beneficiaryBatch>>['rows'][number];

/** The addresses of the account's owners (a change of where money goes is mailed to each). */
export async function ownerEmails(db: DbOrTx, accountId: string): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.accountId, accountId), eq(memberships.role, 'owner')))
    .orderBy(asc(users.email));
  return rows.map((r) => r.email);
}

/** Beneficiaries of every scope still in review (the demo's, queued for verification after the first start). */
export async function beneficiariesInReview(db: DbOrTx): Promise<BeneficiaryRow[]> {
  return db.select().from(beneficiaries).where(eq(beneficiaries.status, 'needs_review'));
}
