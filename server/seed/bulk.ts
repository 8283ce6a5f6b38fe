// Bulk inserts for seeds: one `INSERT ... SELECT` per batch over `jsonb_array_elements($1)`, the batch sent as a
// single JSON array of row arrays. Measured on PGlite it is several times faster than unnest() over escaped array
// literals or json_to_recordset over objects (no per-element escaping, no repeated keys, jsonb columns parsed
// once), and far faster than per-row inserts; it works the same on PostgreSQL.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

/** jsonb columns take plain objects (not JSON strings); bigints travel as strings, dates as ISO strings. */
export type BulkValue = string | number | bigint | boolean | Date | null | undefined | object;

/** A column and its PostgreSQL type, e.g. ['amount', 'bigint']. */
export type BulkColumn = readonly [name: string, pgType: string];

/** The batch as JSON; bigints (which JSON cannot hold) are replaced by their digits in place. */
function batchJson(rows: BulkValue[][]): string {
  for (const row of rows) {
    for (let i = 0; i < row.length; i++) {
      const v = row[i];
      if (typeof v === 'bigint') row[i] = v.toString();
      else if (v === undefined) row[i] = null;
    }
  }
  return JSON.stringify(rows);
}

/** Inserts rows (arrays in column order; the arrays are reused) in batches. */
export async function bulkInsert(db: DbOrTx, table: string, columns: readonly BulkColumn[], rows: BulkValue[][], batch = 5000) {
  const names = sql.raw(columns.map(([n]) => `"${n}"`).join(', '));
  const values = sql.raw(columns.map(([, type], i) => (type === 'jsonb' ? `nullif(r->${i}, 'null'::jsonb)` : `(r->>${i})::${type}`)).join(', '));
  for (let start = 0; start < rows.length; start += batch) {
    const json = batchJson(rows.slice(start, start + batch));
    await db.execute(sql`insert into ${sql.raw(`"${table}"`)} (${names}) select ${values} from jsonb_array_elements(${json}::jsonb) as r`);
  }
}
