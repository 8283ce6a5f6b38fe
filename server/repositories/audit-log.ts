// The audit log of one account (account-wide: no mode): writing a row, the list, the detail, export batches.
import { and, asc, count, desc, eq, getTableColumns, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { auditActionsOf, type AuditAction, type AuditFilter } from '../../domain/team/audit';
import { objectId } from '../../domain/random-id';
import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema';
import type { ListQuery } from '../lib/paging';
import { afterCursor, cursorAt, keysetOrder, nextCursor, type Cursor } from './keyset';

export type AuditRow = typeof auditLog.$inferSelect;

export interface NewAuditRow {
  accountId: string;
  action: AuditAction;
  actor: { userId: string | null; email: string | null } | null;
  target: { type: string; id?: string | null; label?: string | null };
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  ip?: string | null;
}

/** Writes one row; in the transaction of the change it records, so a change and its row commit together. */
export async function writeAudit(db: DbOrTx, row: NewAuditRow) {
  await db.insert(auditLog).values({
    id: objectId('aud'),
    accountId: row.accountId,
    action: row.action,
    actorId: row.actor?.userId || null,
    actorEmail: row.actor?.email || null,
    targetType: row.target.type,
    targetId: row.target.id ?? null,
    targetLabel: row.target.label ?? null,
    before: row.before ?? null,
    after: row.after ?? null,
    ip: row.ip ?? null,
  });
}

export const AUDIT_SORT_FIELDS = ['createdAt'] as const;
export type AuditSortField = (typeof AUDIT_SORT_FIELDS)[number];
const SORT_COLUMNS: Record<AuditSortField, PgColumn> = { createdAt: auditLog.createdAt };

const asList = <T>(v: T | T[] | undefined): T[] | undefined => (v === undefined ? undefined : Array.isArray(v) ? v : [v]);

function conditions(accountId: string, f: AuditFilter, ids?: string[]): SQL {
  const c: (SQL | undefined)[] = [eq(auditLog.accountId, accountId)];
  if (ids) c.push(inArray(auditLog.id, ids));
  if (f.actor) c.push(eq(auditLog.actorEmail, f.actor));
  if (f.category) c.push(inArray(auditLog.action, auditActionsOf(f.category)));
  const actions = asList(f.action);
  if (actions?.length) c.push(inArray(auditLog.action, actions));
  if (f.createdFrom) c.push(gte(auditLog.createdAt, new Date(f.createdFrom)));
  if (f.createdTo) c.push(lte(auditLog.createdAt, new Date(f.createdTo)));
  return and(...c) as SQL;
}

export async function listAudit(db: DbOrTx, accountId: string, q: ListQuery<AuditFilter, AuditSortField>) {
  const where = conditions(accountId, q.filter, q.ids);
  const dir = q.sort.order === 'ASC' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(dir(SORT_COLUMNS[q.sort.field]), dir(auditLog.id)).limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total.n };
}

export async function findAudit(db: DbOrTx, accountId: string, id: string): Promise<AuditRow | undefined> {
  const [row] = await db.select().from(auditLog).where(and(eq(auditLog.accountId, accountId), eq(auditLog.id, id))).limit(1);
  return row;
}

/** Rows per action for the tabs' counts, the filter's category left out (each tab is a category). */
export async function countAuditByAction(db: DbOrTx, accountId: string, filter: AuditFilter) {
  const { category: _tab, ...rest } = filter;
  return db.select({ action: auditLog.action, n: count() }).from(auditLog).where(conditions(accountId, rest)).groupBy(auditLog.action);
}

export async function countAudit(db: DbOrTx, accountId: string, filter: AuditFilter, ids?: string[]) {
  const [row] = await db.select({ n: count() }).from(auditLog).where(conditions(accountId, filter, ids));
  return row.n;
}

export async function auditBatch(db: DbOrTx, accountId: string, filter: AuditFilter, ids: string[] | undefined, after: Cursor | null, limit: number) {
  const rows = await db
    .select({ ...getTableColumns(auditLog), cursorAt: cursorAt(auditLog) })
    .from(auditLog)
    .where(and(conditions(accountId, filter, ids), afterCursor(auditLog, after)))
    .orderBy(...keysetOrder(auditLog))
    .limit(limit);
  return { rows, next: nextCursor(rows, limit) };
}
export type AuditExportRow = Awaited<ReturnType<typeof auditBatch>>['rows'][number];

/** The distinct actors of the account's log, for the actor filter. */
export async function auditActors(db: DbOrTx, accountId: string) {
  return db
    .selectDistinct({ actorId: auditLog.actorId, actorEmail: auditLog.actorEmail })
    .from(auditLog)
    .where(and(eq(auditLog.accountId, accountId)))
    .orderBy(asc(auditLog.actorEmail))
    .limit(200);
}

/** The seed's: moves the account's rows written at this moment (created_at = now()) to `at`. */
export async function backdateNewestAudit(db: DbOrTx, accountId: string, at: Date) {
  await db.execute(sql`update audit_log set created_at = ${at.toISOString()}::timestamptz where account_id = ${accountId} and created_at = now()`);
}
