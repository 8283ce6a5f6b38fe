// Streaming CSV export for every list (the route: server/http/export-route.ts): reads the rows matching the list's
// filter in keyset batches (constant memory whatever the size), protects cells against formula injection, and names
// the mode, the time zone and the time of the export in the file name: the first line is the header, so a
// spreadsheet imports the file as it is. A list whose columns
// also say how to format themselves in SQL is exported by the database's COPY instead: streamed on PostgreSQL
// (./csv-copy.ts), in keyset chunks on PGlite (./csv-copy-pglite.ts). Same bytes.
import { sql, type SQL } from 'drizzle-orm';
import type { CsvLabel, CsvLabels } from '../../domain/csv-headers';
import type { Lang } from '../../domain/messages';
import type { Db } from '../db/client';
import type { Cursor } from './paging';
import type { PoolClient } from 'pg';
import { copyConnection, copyCsv, copyFromSql, copyPool, csvCellSql, runRange, zonedTimeSql, type CopyRows } from './csv-copy';
import type { CopyField } from './csv-copy-out';
import { parallelCopyCsv } from './csv-copy-parallel';
import { pgliteCopyClient, pgliteCopyCsv } from './csv-copy-pglite';

export const EXPORT_BATCH_SIZE = 5000;
/** A large export on PostgreSQL is read by this many connections at once, in runs of about this many rows. */
export const COPY_CONNECTIONS = 2;
export const COPY_RUN_ROWS = 25_000;

/** Up to `n` more pooled connections for a parallel COPY; none when the pool is busy (then one COPY does it). */
async function extraConnections(db: Db, n: number): Promise<PoolClient[]> {
  const pool = copyPool(db);
  if (!pool || n <= 0 || pool.waitingCount > 0) return [];
  return Promise.all(Array.from({ length: n }, () => pool.connect()));
}

export interface CsvFormat {
  /** `YYYY-MM-DD HH:mm:ss` in the export's time zone; empty for null. */
  time(value: Date | null): string;
  /** A code's label in the export's language (a status as the list shows it); the code itself when it has none. */
  label(labels: CsvLabels, code: string | null): string;
  /** The export's language (for a cell written as text, such as an issuing decline's reason). */
  lang: Lang;
}
export type CsvValue = string | number | bigint | boolean | null | undefined;
/** The SQL side of CsvFormat, for the COPY path. */
export interface CsvSqlFormat {
  time(column: SQL): SQL;
  label(labels: CsvLabels, column: SQL): SQL;
}

/** CsvFormat in a language and zone. */
export function csvFormat(lang: Lang, tz: string): CsvFormat {
  const time = zonedTime(tz).format;
  return { time, lang, label: (labels, code) => (code === null ? '' : (labels[code]?.[lang] ?? code)) };
}

/** CsvSqlFormat in a language (the zone is the COPY session's). */
export function csvSqlFormat(lang: Lang): CsvSqlFormat {
  return {
    time: zonedTimeSql,
    label: (labels, column) => {
      const codes = Object.entries(labels);
      if (codes.length === 0) return column;
      return sql`case ${column} ${sql.join(codes.map(([code, l]) => sql`when ${code} then ${l[lang]}`), sql` `)} else ${column} end`;
    },
  };
}
/** A column: its header (from a catalogue of domain/csv-headers.ts, see csvColumns) and its cell. */
export interface CsvColumn<R> extends CsvLabel {
  value(row: R, format: CsvFormat): CsvValue;
  /** The same cell as a SQL text expression (before the formula guard), for the COPY path. */
  sql?(format: CsvSqlFormat): SQL;
  /** The SQL text can never be empty or start like a formula (times, amounts, enums): the guard is skipped. */
  sqlVerbatim?: boolean;
  /**
   * On PostgreSQL's COPY path, the plain column instead of `sql`, formatted into the same text while the rows are
   * decoded (CopyField, ./csv-copy-out.ts): as it is, with the formula guard, a timestamp cut to its seconds, or
   * minor units in the decimals of the currency in the column whose key is `currency`. Formatting is most of a COPY's
   * cost in PostgreSQL; the decoder does it in integer arithmetic on the other core.
   */
  copyRaw?: { sql(): SQL; as: 'text' | 'guarded' | 'seconds' } | { sql(): SQL; as: 'minorUnits'; currency: string };
  /** The column's key in its catalogue (set by csvColumns). */
  key?: string;
}
/** A column's cell without its header: the value alone, or with its SQL for the COPY path. */
export type CsvCell<R> = Omit<CsvColumn<R>, 'en' | 'zh'> | CsvColumn<R>['value'];

/**
 * The columns of an export whose rows are R: every header of the catalogue (in its order) with its cell,
 * `csvColumns<Row>()(CATALOGUE.columns, { key: (r) => ..., ... })`. The types ask for a cell for each header and no
 * other, so a column cannot be added without its header in both languages.
 */
export function csvColumns<R>() {
  return <K extends string>(headers: Readonly<Record<K, CsvLabel>>, cells: { [Key in K]: CsvCell<R> }): CsvColumn<R>[] =>
    (Object.keys(headers) as K[]).map((key): CsvColumn<R> => {
      const { en, zh } = headers[key];
      const cell: CsvCell<R> = cells[key];
      return typeof cell === 'function' ? { key, en, zh, value: cell } : { ...cell, key, en, zh };
    });
}

export interface CsvSource<R> {
  count(): Promise<number>;
  batch(after: Cursor | null, limit: number): Promise<{ rows: R[]; next: Cursor | null }>;
}

/** A short list computed at once (a report's summary, a batch's findings), as a source of one batch. */
export function rowsSource<R>(load: () => Promise<R[]>): CsvSource<R> {
  let rows: R[] | undefined;
  const all = async () => (rows ??= await load());
  return { count: async () => (await all()).length, batch: async () => ({ rows: await all(), next: null }) };
}

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** One CSV cell: a leading ' defuses spreadsheet formulas (plain numbers stay numbers); RFC 4180 quoting. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function isValidTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

/** Offset of the zone at an instant, in minutes east of UTC. */
function offsetAt(dtf: Intl.DateTimeFormat, ms: number): number {
  const parts = Object.fromEntries(dtf.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  const local = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour % 24, +parts.minute, +parts.second);
  return Math.round((local - Math.floor(ms / 1000) * 1000) / 60000);
}

/** A fast formatter: Intl is asked once per quarter hour of timestamps, the rest is arithmetic. */
export function zonedTime(tz: string): { format(value: Date | null): string; offsetLabel(at: Date): string } {
  const dtf = new Intl.DateTimeFormat('en-US', {
    timeZone: tz, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
  });
  const cache = new Map<number, number>();
  const offset = (ms: number) => {
    const bucket = Math.floor(ms / 900_000);
    let off = cache.get(bucket);
    if (off === undefined) cache.set(bucket, (off = offsetAt(dtf, ms)));
    return off;
  };
  return {
    format(value) {
      if (!value) return '';
      const z = new Date(value.getTime() + offset(value.getTime()) * 60_000);
      return `${z.getUTCFullYear()}-${pad(z.getUTCMonth() + 1)}-${pad(z.getUTCDate())} ${pad(z.getUTCHours())}:${pad(z.getUTCMinutes())}:${pad(z.getUTCSeconds())}`;
    },
    offsetLabel(at) {
      const off = offset(at.getTime());
      const abs = Math.abs(off);
      return `UTC${off < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
    },
  };
}

/** `payments_test_Asia-Shanghai_20261122-093005.csv`: the resource, the mode, the zone and the export's time in it. */
export function exportFileName(resource: string, livemode: boolean, tz: string, now: Date, format: (d: Date) => string): string {
  const time = format(now).replace(/-|:/g, '').replace(' ', '-');
  return `${resource}_${livemode ? 'live' : 'test'}_${tz.replace(/[^A-Za-z0-9+-]+/g, '-')}_${time}.csv`;
}

export interface ExportRequest {
  resource: string;
  livemode: boolean;
  tz: string;
  lang: Lang;
  now: Date;
}

/** A byte-order mark (for Excel) and the header line (the mode, zone and time are in the file name). */
export function csvHead<R>(columns: CsvColumn<R>[], req: ExportRequest): string {
  const say = (label: CsvLabel) => (req.lang === 'zh' ? label.zh : label.en);
  return `\uFEFF${columns.map((c) => csvCell(say(c))).join(',')}\r\n`;
}

/** The rows' CSV text, batch by batch. */
async function* csvRows<R>(columns: CsvColumn<R>[], source: CsvSource<R>, req: ExportRequest): AsyncGenerator<string> {
  const format = csvFormat(req.lang, req.tz);
  let after: Cursor | null = null;
  do {
    const { rows, next } = await source.batch(after, EXPORT_BATCH_SIZE);
    if (rows.length > 0) yield rows.map((r) => columns.map((c) => csvCell(c.value(r, format))).join(',')).join('\r\n') + '\r\n';
    after = next;
  } while (after);
}

/** The CSV text: the head, then the rows. */
export async function* csvChunks<R>(columns: CsvColumn<R>[], source: CsvSource<R>, req: ExportRequest): AsyncGenerator<string> {
  yield csvHead(columns, req);
  yield* csvRows(columns, source, req);
}

/**
 * The head, then the rows by COPY when `rows` is given and the database can for this zone (copyConnection on
 * PostgreSQL, pgliteCopyClient on PGlite), else by batches. The connection is taken once the stream is read, so a
 * request dropped before that holds none.
 */
export async function* exportChunks<R>(
  db: Db, columns: CsvColumn<R>[], source: CsvSource<R>, req: ExportRequest, rows: CopyRows | null, runRows = COPY_RUN_ROWS,
): AsyncGenerator<string | Buffer> {
  yield csvHead(columns, req);
  const pg = rows ? await copyConnection(db, req.tz) : null;
  const lite = rows && !pg ? await pgliteCopyClient(db, req.tz) : null;
  const splits = pg && rows?.splits ? await rows.splits(runRows).catch(() => []) : [];
  const more = pg && splits.length > 0 ? await extraConnections(db, COPY_CONNECTIONS - 1) : [];
  if (pg && rows && more.length > 0) {
    const fields = copyFields(columns);
    yield* parallelCopyCsv([pg, ...more], splits.length + 1, (i) => copySelect(columns, copyFromSql(rows, runRange(rows.table, splits, i)), req.lang, true), req.tz, fields);
  } else if (pg && rows) yield* copyCsv(pg, copySelect(columns, copyFromSql(rows), req.lang, true), req.tz, copyFields(columns));
  else if (lite && rows) yield* pgliteCopyCsv(lite, rows, (range) => copySelect(columns, copyFromSql(rows, range), req.lang), req.tz);
  else yield* csvRows(columns, source, req);
}

/** What the route writes at once at least (but the last part): fewer, larger writes cost both ends less CPU. */
export const EXPORT_WRITE_BYTES = 256 * 1024;

/** The parts joined into pieces of at least `min` bytes (the last one may be smaller), in order. */
export async function* coalesced(parts: AsyncIterable<string | Buffer>, min = EXPORT_WRITE_BYTES): AsyncGenerator<Buffer> {
  let held: Buffer[] = [];
  let size = 0;
  for await (const part of parts) {
    const bytes = typeof part === 'string' ? Buffer.from(part) : part;
    held.push(bytes);
    size += bytes.length;
    if (size >= min) {
      yield held.length === 1 ? held[0] : Buffer.concat(held, size);
      held = [];
      size = 0;
    }
  }
  if (size > 0) yield Buffer.concat(held, size);
}

/**
 * The SELECT of the COPY paths (times in the session's zone): every column's SQL, guarded unless verbatim; `from`
 * from copyFromSql. With `raw` (PostgreSQL's streamed COPY), the plain column of those that have one (copyRaw),
 * formatted by the decoder as copyFields says.
 */
export function copySelect<R>(columns: CsvColumn<R>[], from: SQL, lang: Lang, raw = false): SQL {
  const format = csvSqlFormat(lang);
  const cells = columns.map((c) => {
    if (raw && c.copyRaw) return c.copyRaw.sql();
    const text = c.sql!(format);
    return c.sqlVerbatim ? text : csvCellSql(text);
  });
  return sql`select ${sql.join(cells, sql`, `)} ${from}`;
}

/** How the decoder writes each field of copySelect's raw rows. */
export function copyFields<R>(columns: CsvColumn<R>[]): CopyField[] {
  return columns.map((c): CopyField => {
    if (!c.copyRaw) return { kind: 'text' };
    if (c.copyRaw.as !== 'minorUnits') return { kind: c.copyRaw.as };
    const currency = c.copyRaw.currency;
    const at = columns.findIndex((other) => other.key === currency);
    if (at < 0 || columns[at].copyRaw) throw new Error(`the column ${currency} (a currency, as it is) is not in the export`);
    return { kind: 'minorUnits', currency: at };
  });
}
