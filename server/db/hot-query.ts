// The hot path's statements (the issuing authorization's, bench:issuing): fixed SQL text with $n placeholders, sent
// on PostgreSQL straight to the transaction's node-postgres client as a named (prepared) statement, so PostgreSQL
// parses it once per connection (and plans it once when its generic plan is as good) and no query builder runs per
// call. Elsewhere (PGlite, or a handle that is not a node-postgres client) the same text and values go through drizzle.
import { sql, type SQL } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { Db, DbOrTx, Tx } from './client';

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

interface PooledClient extends NodePgClient {
  release(): void;
}

/** The transaction handle of each pooled connection, made once (see hotTransaction). */
const handles = new WeakMap<object, Tx>();

/**
 * db.transaction for the hot path: on PostgreSQL, a pooled connection with `begin` and `commit` sent as they are, and
 * one drizzle transaction handle per connection, made once and kept (it holds nothing but the connection), where
 * db.transaction builds a handle (with a query builder for each of the schema's tables) and builds `begin` and
 * `commit` through the dialect on every call. Rolled back and released as db.transaction does. Elsewhere (PGlite) it
 * is db.transaction.
 */
export async function hotTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const { session, dialect } = db as unknown as { session: unknown; dialect: unknown };
  const pool = session instanceof NodePgSession ? (session as unknown as { client: unknown }).client : undefined;
  // A pool (node-postgres' Pool, as openPostgres makes), not a single client (the migrator's): as drizzle tells them.
  if (!pool || !(pool as object).constructor.name.includes('Pool')) return db.transaction(work);
  const client = (await (pool as { connect(): Promise<unknown> }).connect()) as PooledClient;
  try {
    let tx = handles.get(client);
    if (!tx) {
      const { schema, options } = session as unknown as { schema: unknown; options: unknown };
      const Session = NodePgSession as unknown as new (...args: unknown[]) => unknown;
      const Transaction = NodePgTransaction as unknown as new (...args: unknown[]) => Tx;
      tx = new Transaction(dialect, new Session(client, dialect, schema, options), schema);
      handles.set(client, tx);
    }
    await client.query({ text: 'begin' } as never);
    try {
      const result = await work(tx);
      await client.query({ text: 'commit' } as never);
      return result;
    } catch (error) {
      await client.query({ text: 'rollback' } as never);
      throw error;
    }
  } finally {
    client.release();
  }
}
