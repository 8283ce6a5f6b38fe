// The PGlite path of the COPY export: PGlite cannot stream `COPY … TO STDOUT`, only write a whole result to a file
// of its in-memory file system, so the rows go out in keyset chunks, each one COPY in its own short transaction.
// Between chunks PGlite's single connection is free for the server's other requests, and memory holds one chunk at
// a time. The file, not PGlite's '/dev/blob': that answers a Blob of many small parts, and reading such a Blob
// (arrayBuffer or stream) leaks native memory in Node 20, about 60 KB a chunk here (12 MB per million rows, growing
// with every export); a file of the in-memory /tmp is read back as one array and removed.
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Cursor } from './paging';
import { crlfRows, inlined, ZONE_NAME, type CopyRows } from './csv-copy';

/**
 * Rows per chunk. A chunk of 5,000 payments is about 1 MB of CSV and holds the database about 40 ms here; 5,000 to
 * 50,000 gave the same rows per second (bench/REPORT.md), but each chunk passes through several buffers of its size
 * (the file in PGlite's memory, the array read from it, the CRLF copy) that wait for the garbage collector, so
 * larger chunks raised the peak RSS by tens of MB.
 */
export const PGLITE_COPY_ROWS = 5_000;

/** The PGlite instance under a drizzle handle, or null on PostgreSQL. */
export function pgliteClient(db: Db): PGlite | null {
  const client = (db as unknown as { $client?: Partial<PGlite> }).$client;
  return client && typeof client.transaction === 'function' && typeof client.execProtocolRaw === 'function' ? (client as PGlite) : null;
}

/** PGlite, when it knows the zone by name (offsets and ICU-only zones keep the JS path, as on PostgreSQL). */
export async function pgliteCopyClient(db: Db, tz: string): Promise<PGlite | null> {
  const client = pgliteClient(db);
  if (!client || !ZONE_NAME.test(tz)) return null;
  try {
    await client.query('select now() at time zone $1', [tz]);
    return client;
  } catch {
    return null;
  }
}

/**
 * One chunk in one transaction (one snapshot, and the session settings local to it): the last row of the chunk from
 * the keyset index, then COPY of the rows from `after` down to that row. Null `end`: the chunk reached the last row.
 */
interface Chunk {
  csv: Uint8Array;
  end: Cursor | null;
}

/** The part of Emscripten's file system the export uses (PGlite's `Module.FS`; /tmp there is in memory). */
interface MemoryFiles {
  readFile(path: string): Uint8Array;
  unlink(path: string): void;
}

let chunkFiles = 0;

async function copyChunk(tx: Transaction, files: MemoryFiles, rows: CopyRows, select: (range: SQL) => SQL, tz: string, after: Cursor | null, size: number): Promise<Chunk> {
  const { table } = rows;
  await tx.query("select set_config('DateStyle', 'ISO, YMD', true), set_config('TimeZone', $1, true)", [tz]);
  const below = after ? sql`(${table.createdAt}, ${table.id}) < (${after.createdAt}::timestamptz, ${after.id})` : sql`true`;
  const last = sql`select ${table.createdAt}::text as "createdAt", ${table.id} as id from ${table} where (${rows.where}) and ${below}
    order by ${table.createdAt} desc, ${table.id} desc offset ${sql.raw(String(size - 1))} limit 1`;
  const [end] = (await tx.query<Cursor>(inlined(last))).rows;
  const upTo = end ? sql`${below} and (${table.createdAt}, ${table.id}) >= (${end.createdAt}::timestamptz, ${end.id})` : below;
  const file = `/tmp/md-export-${String(++chunkFiles)}.csv`;
  try {
    await tx.query(`copy (${inlined(select(upTo))}) to '${file}' with (format csv)`);
    return { csv: files.readFile(file), end: end ?? null };
  } finally {
    try {
      files.unlink(file);
    } catch {
      // Not written (the COPY failed): nothing to remove.
    }
  }
}

/**
 * CSV rows ending in CRLF, times in `tz`, chunk by chunk. `select(range)` is the export's SELECT restricted to a
 * keyset range (copySelect over copyFromSql). Stopping between chunks leaves nothing held.
 */
export async function* pgliteCopyCsv(client: PGlite, rows: CopyRows, select: (range: SQL) => SQL, tz: string, size = PGLITE_COPY_ROWS): AsyncGenerator<Buffer> {
  const crlf = crlfRows();
  const files = (client.Module as unknown as { FS: MemoryFiles }).FS;
  let after: Cursor | null = null;
  do {
    const from: Cursor | null = after;
    const { csv, end }: Chunk = await client.transaction((tx) => copyChunk(tx, files, rows, select, tz, from, size));
    // Empty: the chunk had no rows (the previous one ended on the last row).
    if (csv.length > 0) yield crlf(Buffer.from(csv.buffer, csv.byteOffset, csv.length));
    after = end;
  } while (after);
}
