// The total of a filtered list, cheap at any size: counted exactly up to a cap, and above it estimated from a
// sample of the table's pages (TABLESAMPLE SYSTEM, with a fixed seed so the same data gives the same estimate on
// every page of the list), scaled by the scope's exact row count. The answer says which,
// so the pager can say "about". An exact count costs as much as the rows it counts (158 ms for 40,000 name matches
// in a million payments); the capped count reads at most cap + 1 rows and the sample 5 % of the table, between
// minSampleRows and sampleRows. When the planner expects far more matches than the cap, the capped count (reading
// cap + 1 scattered rows: 30 ms on PGlite) is skipped and only asked for if the sample's estimate comes out near it.
import { count, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { EXACT_TOTAL_CAP } from '../../domain/list-total';
import type { DbOrTx } from '../db/client';

export { EXACT_TOTAL_CAP };

export interface ListTotal {
  total: number;
  /** True when the total is a sample's estimate (more rows than the cap match). */
  estimated: boolean;
}

export interface TotalOptions {
  /** Matches up to this many are counted exactly. */
  cap: number;
  /** Rows of the table the sample reads at most (5 % of the table, at least minSampleRows). */
  sampleRows: number;
  minSampleRows: number;
  /** The capped count is skipped when the planner expects more than this many times the cap. */
  plannerFactor: number;
  /** Below this many sampled rows of the scope the sample says too little: count exactly instead. */
  minScopeSample: number;
}

const DEFAULTS: TotalOptions = { cap: EXACT_TOTAL_CAP, sampleRows: 20_000, minSampleRows: 5_000, plannerFactor: 4, minScopeSample: 500 };
const SAMPLE_SHARE = 0.05;

/** Rounds an estimate to three significant digits: it is not exact, and should not look so. */
export function roundEstimate(n: number): number {
  if (n < 1000) return Math.round(n);
  const unit = 10 ** (Math.floor(Math.log10(n)) - 2);
  return Math.round(n / unit) * unit;
}

async function exactCount(db: DbOrTx, table: PgTable, where: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row.n;
}

async function sampledShare(db: DbOrTx, table: PgTable, where: SQL, scopeWhere: SQL, o: TotalOptions): Promise<number | undefined> {
  const stats = (await db.execute(sql`select reltuples::float8 as n from pg_class where oid = ${getTableName(table)}::regclass`)) as unknown as {
    rows: { n: number }[];
  };
  const tableRows = Number(stats.rows[0]?.n ?? -1);
  const sampleRows = Math.min(o.sampleRows, Math.max(o.minSampleRows, tableRows * SAMPLE_SHARE));
  // Never analysed (-1) or tiny: no basis for a sample.
  if (!(tableRows > sampleRows)) return undefined;
  const percent = ((sampleRows / tableRows) * 100).toFixed(4);
  const sample = (await db.execute(
    sql`select count(*) filter (where ${where})::float8 as hit, count(*) filter (where ${scopeWhere})::float8 as base
        from ${table} tablesample system (${sql.raw(percent)}) repeatable (0)`,
  )) as unknown as { rows: { hit: number; base: number }[] };
  const { hit, base } = sample.rows[0] ?? { hit: 0, base: 0 };
  return Number(base) >= o.minScopeSample ? Number(hit) / Number(base) : undefined;
}

/** The rows `where` matches, as a query of one constant column (what the plan and the capped count read). */
const matchingRows = (db: DbOrTx, table: PgTable, where: SQL) => db.select({ one: sql`1` }).from(table).where(where);

/** How many rows the planner expects `where` to match (its statistics; no row is read), if it says. */
async function plannedRows(db: DbOrTx, table: PgTable, where: SQL): Promise<number | undefined> {
  const plan = (await db.execute(sql`explain (format json) ${matchingRows(db, table, where)}`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const cell = Object.values(plan.rows[0] ?? {})[0];
  const parsed = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan?: { 'Plan Rows'?: number } }[] | undefined;
  const rows = Number(parsed?.[0]?.Plan?.['Plan Rows']);
  return Number.isFinite(rows) ? rows : undefined;
}

async function cappedCount(db: DbOrTx, table: PgTable, where: SQL, cap: number): Promise<number> {
  const capped = matchingRows(db, table, where).limit(cap + 1).as('capped');
  const [{ n }] = await db.select({ n: count() }).from(capped);
  return n;
}

/**
 * The list's total: exact when at most `cap` rows match; else the share of the scope's rows that match in a sample
 * of the table times `scopeRows()` (exact, e.g. from counters), never below cap + 1. When the sample holds too few
 * of the scope's rows (a small account in a big table), the count is exact.
 */
export async function boundedTotal(
  db: DbOrTx,
  table: PgTable,
  where: SQL,
  scope: { where: SQL; rows: () => Promise<number> },
  options: Partial<TotalOptions> = {},
): Promise<ListTotal> {
  const o = { ...DEFAULTS, ...options };
  const cap = o.cap;
  const planned = await plannedRows(db, table, where);
  const countedFirst = planned === undefined || planned <= cap * o.plannerFactor;
  if (countedFirst) {
    const n = await cappedCount(db, table, where, cap);
    if (n <= cap) return { total: n, estimated: false };
  }
  const share = await sampledShare(db, table, where, scope.where, o);
  if (share === undefined) return { total: await exactCount(db, table, where), estimated: false };
  const estimate = share * (await scope.rows());
  // The planner was wrong by far: near the cap, count (a few hundred rows at most) rather than guess.
  if (!countedFirst && estimate <= cap * 2) {
    const n = await cappedCount(db, table, where, cap);
    if (n <= cap) return { total: n, estimated: false };
  }
  return { total: Math.max(cap + 1, roundEstimate(estimate)), estimated: true };
}
