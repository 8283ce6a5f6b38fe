// Payment aggregates per chart bucket and currency, read from the hourly rollups (whole UTC hours inside the
// range) plus the payments themselves for the hours a bucket boundary cuts through (the partial hour before
// "now", half-hour zones). Both parts give the same shape and are added up by the service.
import { and, eq, gte, lt, min, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { paymentRollups, payments } from '../db/schema';
import { inScope, type Scope } from './scope';

/** A payment that reached success stays successful after refunds; refundPending is a refund in flight. */
export const SUCCESSFUL_STATUSES = ['succeeded', 'refundPending', 'partiallyRefunded', 'refunded'] as const;

export interface BucketSums {
  /** 0-based index into the bucket boundaries. */
  bucket: number;
  currency: string;
  successfulCount: number;
  successfulAmount: bigint;
  failedCount: number;
  totalCount: number;
}

const HOUR_MS = 3_600_000;
const floorHour = (d: Date) => new Date(Math.floor(d.getTime() / HOUR_MS) * HOUR_MS);

/** The UTC hours that a boundary cuts through: read from payments, never from the rollups. */
export function cutHours(bounds: readonly Date[]): Date[] {
  const cut = new Map<number, Date>();
  for (const b of bounds) if (b.getTime() % HOUR_MS !== 0) cut.set(floorHour(b).getTime(), floorHour(b));
  return [...cut.values()];
}

const pgArray = (bounds: readonly Date[]) => `{${bounds.map((b) => b.toISOString()).join(',')}}`;

/** What one source row adds up to: the rollups' columns, or one payment's figures by its status. */
interface Source {
  table: typeof payments | typeof paymentRollups;
  time: PgColumn;
  currency: PgColumn;
  total: SQL;
  successful: SQL;
  amount: SQL;
  failed: SQL;
}

const r = paymentRollups;
const p = payments;
const isSuccessful = sql`${p.status} in ('succeeded', 'refundPending', 'partiallyRefunded', 'refunded')`;
const ROLLUPS: Source = {
  table: r, time: r.hour, currency: r.currency,
  total: sql`${r.totalCount}`, successful: sql`${r.successfulCount}`, amount: sql`${r.successfulAmount}`, failed: sql`${r.failedCount}`,
};
const PAYMENTS: Source = {
  table: p, time: p.createdAt, currency: p.currency, total: sql`1`,
  successful: sql`case when ${isSuccessful} then 1 else 0 end`,
  amount: sql`case when ${isSuccessful} then ${p.amount} else 0 end`,
  failed: sql`case when ${p.status} = 'failed' then 1 else 0 end`,
};

async function sums(db: DbOrTx, source: Source, where: SQL, bounds: readonly Date[]): Promise<BucketSums[]> {
  const rows = await db
    .select({
      bucket: sql<number>`width_bucket(${source.time}, ${pgArray(bounds)}::timestamptz[]) - 1`.mapWith(Number),
      currency: source.currency,
      successfulCount: sql<number>`sum(${source.successful})`.mapWith(Number),
      successfulAmount: sql<string>`sum(${source.amount})::text`,
      failedCount: sql<number>`sum(${source.failed})`.mapWith(Number),
      totalCount: sql<number>`sum(${source.total})`.mapWith(Number),
    })
    .from(source.table)
    .where(where)
    .groupBy(sql`1`, source.currency);
  return rows.map((row) => ({ ...row, currency: String(row.currency), successfulAmount: BigInt(row.successfulAmount) }));
}

/**
 * Sums per bucket and currency for the buckets [bounds[i], bounds[i+1]); bounds are increasing instants, the
 * last one being the range's end. Currency optional (all currencies when absent).
 */
export async function bucketSums(db: DbOrTx, scope: Scope, bounds: readonly Date[], currency?: string): Promise<BucketSums[]> {
  if (bounds.length < 2) return [];
  const start = bounds[0];
  const end = bounds[bounds.length - 1];
  const cut = cutHours(bounds);
  // Whole hours inside the range that no boundary cuts through.
  const rollupWhere = inScope(r, scope, gte(r.hour, floorHour(start)), lt(r.hour, end),
    cut.length ? notInArray(r.hour, cut) : undefined, currency ? eq(r.currency, currency) : undefined);
  const rollups = sums(db, ROLLUPS, rollupWhere, bounds);
  if (cut.length === 0) return rollups;
  const inCutHours = or(...cut.map((h) => and(gte(p.createdAt, h), lt(p.createdAt, new Date(h.getTime() + HOUR_MS)))));
  const rawWhere = inScope(p, scope, gte(p.createdAt, start), lt(p.createdAt, end), inCutHours, currency ? eq(p.currency, currency) : undefined);
  return [...(await rollups), ...(await sums(db, PAYMENTS, rawWhere, bounds))];
}

/** When the scope's first payment was created (the start of "all time"), or null. */
export async function firstPaymentAt(db: DbOrTx, scope: Scope): Promise<Date | null> {
  const [row] = await db.select({ at: min(payments.createdAt) }).from(payments).where(inScope(payments, scope));
  return row?.at ?? null;
}
