// The PostgreSQL path of the streaming CSV export: the database formats every cell (`COPY (SELECT …) TO STDOUT
// WITH (FORMAT csv)` through pg-copy-streams) and the server only pipes the text, with backpressure. The SQL here
// mirrors csvCell, zonedTime and fromMinorUnits of the JS path byte for byte (tests/api/export-copy.test.ts).
import type { Pool, PoolClient } from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { DEFAULT_MINOR_UNIT_EXPONENT, MINOR_UNIT_EXPONENTS } from '../../domain/currency';
import type { Db } from '../db/client';
import { csvCopyQuery, type CopyField } from './csv-copy-out';

/** The rows of a COPY export: a table with the export keyset's columns, and the filter. Read newest first. */
export interface CopyRows {
  table: PgTable & { createdAt: PgColumn; id: PgColumn };
  where: SQL;
  /**
   * Optional: instants of creation (newest first) that cut the rows into runs of similar size, so several
   * connections can read them at once (./csv-copy-parallel.ts). Empty or absent: one COPY.
   */
  splits?(chunkRows: number): Promise<Date[]>;
}

/** The creation-time range of run `i` of the runs that `splits` (newest first) cut. */
export function runRange(table: { createdAt: PgColumn }, splits: Date[], i: number): SQL {
  const from = splits[i];
  const before = i > 0 ? splits[i - 1] : undefined;
  if (from && before) return sql`${table.createdAt} >= ${from} and ${table.createdAt} < ${before}`;
  return from ? sql`${table.createdAt} >= ${from}` : sql`${table.createdAt} < ${before}`;
}

/** `from … where … [and range] order by <keyset>`: the same rows in the same order as the JS path's batches. */
export function copyFromSql(rows: CopyRows, range?: SQL): SQL {
  const where = range ? sql`(${rows.where}) and ${range}` : rows.where;
  return sql`from ${rows.table} where ${where} order by ${rows.table.createdAt} desc, ${rows.table.id} desc`;
}

/**
 * csvCell's formula guard: a text starting with = + - @ tab or CR gets a leading ' unless it is a plain number.
 * Empty becomes NULL, because COPY writes an empty string as "" and NULL as nothing, and csvCell writes nothing.
 * Quoting is COPY's own, on the same characters as csvCell (delimiter, quote, CR, LF).
 */
export function csvCellSql(text: SQL): SQL {
  return sql`case when ascii(${text}) in (61, 43, 45, 64, 9, 13) and ${text} !~ '^-?[0-9]+(\\.[0-9]+)?$' then '''' || ${text} else nullif(${text}, '') end`;
}

/**
 * zonedTime().format: `YYYY-MM-DD HH:mm:ss`, fractions cut off. copyCsv sets the session's TimeZone to the export's
 * zone and DateStyle to ISO, so the local timestamp, truncated to the second, prints exactly that (a third of the
 * cost of printing the instant with its offset and cutting the text).
 */
export function zonedTimeSql(column: SQL): SQL {
  return sql`date_trunc('second', (${column})::timestamp)`;
}

/**
 * fromMinorUnits: exactly the currency's decimals. A numeric times 10^-exp keeps exp decimals (0.00 for zero, -0.05
 * for -5), and COPY prints the numeric itself: no text in between, the cheapest form measured.
 */
export function minorUnitsSql(amount: SQL, currency: SQL): SQL {
  const byExponent = new Map<number, string[]>();
  for (const [code, exp] of Object.entries(MINOR_UNIT_EXPONENTS)) byExponent.set(exp, [...(byExponent.get(exp) ?? []), code]);
  const codes = (list: string[]) => sql.raw(list.map((c) => `'${c}'`).join(', '));
  const scaled = (exp: number) => (exp === 0 ? sql`(${amount})::numeric` : sql`(${amount}) * ${sql.raw(`0.${'0'.repeat(exp - 1)}1`)}`);
  const other = [...byExponent].map(([exp, list]) => sql`when ${currency} in (${codes(list)}) then ${scaled(exp)}`);
  // The outer list (hashed by PostgreSQL) sends the common currencies to the default at one look-up.
  return sql`case when ${currency} in (${codes(Object.keys(MINOR_UNIT_EXPONENTS))}) then case ${sql.join(other, sql` `)} end
    else ${scaled(DEFAULT_MINOR_UNIT_EXPONENT)} end`;
}

/** The pg pool under a drizzle handle, or null on PGlite (which keeps the JS path). */
export function copyPool(db: Db): Pool | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  const pool = client as Pool | undefined;
  return pool && typeof pool.connect === 'function' && typeof pool.totalCount === 'number' ? pool : null;
}

/** IANA-style names only: PostgreSQL reads "+08:00" as a POSIX zone (sign reversed), so those keep the JS path. */
export const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

/** pg's escapeLiteral (no connection state in it): quotes doubled; with a backslash, an E'' string with it doubled. */
function sqlLiteral(text: string): string {
  const quoted = text.replace(/'/g, "''");
  return text.includes('\\') ? ` E'${quoted.replace(/\\/g, '\\\\')}'` : `'${quoted}'`;
}

/**
 * COPY takes no bind parameters: the query's parameters become literals. The SQL written here and in the columns
 * never holds `$<digit>` itself (literals are whole parameters or plain words).
 */
export function inlined(query: SQL): string {
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    if (value === null || value === undefined) return 'NULL';
    return sqlLiteral(value instanceof Date ? value.toISOString() : String(value as string | number | boolean | bigint));
  });
}

/**
 * CSV rows from COPY end in LF; csvChunks ends them in CRLF. For text that is no longer in protocol messages (PGlite's
 * COPY into a file; PostgreSQL's connections use ./csv-copy-out.ts): line feeds inside quoted cells stay as they are,
 * so the transform tracks quotes across chunks (a doubled quote toggles twice).
 */
export function crlfRows(): (chunk: Buffer) => Buffer {
  let quoted = false;
  return (chunk) => {
    const ends: number[] = [];
    let q = chunk.indexOf(34);
    for (let n = chunk.indexOf(10); n !== -1; n = chunk.indexOf(10, n + 1)) {
      for (; q !== -1 && q < n; q = chunk.indexOf(34, q + 1)) quoted = !quoted;
      if (!quoted) ends.push(n);
    }
    for (; q !== -1; q = chunk.indexOf(34, q + 1)) quoted = !quoted;
    if (ends.length === 0) return chunk;
    const out = Buffer.allocUnsafe(chunk.length + ends.length);
    let from = 0;
    let to = 0;
    for (const n of ends) {
      to += chunk.copy(out, to, from, n);
      out[to++] = 13;
      out[to++] = 10;
      from = n + 1;
    }
    chunk.copy(out, to, from);
    return out;
  };
}

/**
 * The export transaction's settings ($1: the zone). Times are written in the session's zone. JIT would compile the
 * many cell expressions on every export (seconds under load) for no gain on text functions. Parallel workers: the
 * cell expressions make a parallel scan look cheap to the planner, but its workers format the cells and pass every
 * wide row through shared memory to the leader, which then writes it again: on a million rows that cost more CPU
 * than the formatting itself, and they compete with the export's own parallel runs (./csv-copy-parallel.ts). Random
 * page cost: a run is a quarter of a 100,000-row table, and at the default cost the planner read the whole table and
 * sorted the run's wide formatted rows on disk (250 ms) rather than walk the keyset index in order (60 ms); an export
 * reads its rows in the index's order, so index pages cost it little more than sequential ones.
 */
export const COPY_SETTINGS =
  "select set_config('DateStyle', 'ISO, YMD', true), set_config('TimeZone', $1, true), set_config('jit', 'off', true), " +
  "set_config('max_parallel_workers_per_gather', '0', true), set_config('random_page_cost', '1.1', true)";

/**
 * Takes a connection for a COPY export when the database can do it for this zone: PostgreSQL, a zone name it
 * knows. Null means "use the JS path" (PGlite, or a zone only ICU knows).
 */
export async function copyConnection(db: Db, tz: string): Promise<PoolClient | null> {
  const pool = copyPool(db);
  if (!pool || !ZONE_NAME.test(tz)) return null;
  const client = await pool.connect();
  try {
    await client.query('select now() at time zone $1', [tz]);
    return client;
  } catch {
    client.release();
    return null;
  }
}

/**
 * Streams `COPY (select) TO STDOUT` as CSV rows ending in CRLF, times in `tz` (each row formatted by `fields` when
 * given), then gives the connection back (or drops it, if cut short).
 */
export async function* copyCsv(client: PoolClient, select: SQL, tz: string, fields?: readonly CopyField[]): AsyncGenerator<Buffer> {
  let clean = false;
  try {
    await client.query('begin read only');
    await client.query(COPY_SETTINGS, [tz]);
    yield* client.query(await csvCopyQuery(inlined(select), fields)) as AsyncIterable<Buffer>;
    await client.query('commit');
    clean = true;
  } finally {
    // A COPY stopped half way (client gone, error) leaves the connection mid-protocol: close it rather than reuse it.
    client.release(clean ? undefined : true);
  }
}
