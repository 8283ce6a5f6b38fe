// The hot path's statements (the issuing authorization's, bench:issuing): fixed SQL text with $n placeholders, sent
// on PostgreSQL straight to the transaction's node-postgres client as a named (prepared) statement, so PostgreSQL
// parses it once per connection (and plans it once when its generic plan is as good) and no query builder runs per
// call. Elsewhere (PGlite, or a handle that is not a node-postgres client) the same text and values go through drizzle.
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';

/** A statement's text with its values, placeholders numbered in the order `p` is called. */
export function statement() {
  const values: unknown[] = [];
  /** A placeholder for `v` (a Date as ISO text, a bigint as decimal text: each engine reads them the same). */
  const p = (v: unknown) => {
    values.push(v instanceof Date ? v.toISOString() : typeof v === 'bigint' ? v.toString() : v);
    return `$${values.length}`;
  };
  return { values, p };
}

interface NodePgClient {
  connection: unknown;
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

const isNodePgClient = (c: unknown): c is NodePgClient =>
  typeof c === 'object' && c !== null && 'connection' in c && typeof (c as { query?: unknown }).query === 'function';

/** One name per distinct text (pg refuses a name reused for another text on a connection). */
const names = new Map<string, string>();

function drizzleOf(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  for (let i = 0; i < parts.length; i++) chunks.push(i % 2 === 0 ? sql.raw(parts[i]) : sql`${values[Number(parts[i]) - 1]}`);
  return sql.join(chunks, sql.raw(''));
}

/** The rows of a hot statement, run on `tx` (see above). */
export async function hotRows<T>(tx: DbOrTx, text: string, values: unknown[]): Promise<T[]> {
  const client = (tx as unknown as { session?: { client?: unknown } }).session?.client;
  if (isNodePgClient(client)) {
    let name = names.get(text);
    if (!name) {
      name = `hot_${names.size + 1}`;
      names.set(text, name);
    }
    return (await client.query({ name, text, values })).rows as T[];
  }
  const r = await tx.execute(drizzleOf(text, values));
  return (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as T[];
}
