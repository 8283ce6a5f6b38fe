// The hot path's statements (the issuing authorization's, bench:issuing): fixed SQL text with $n placeholders, sent
// on PostgreSQL straight to the call's node-postgres client as a named (prepared) statement, so PostgreSQL parses it
// once per connection (and plans it once when its generic plan is as good) and no query builder runs per call.
// Elsewhere (PGlite, or a handle that is not a node-postgres client) the same text and values go through drizzle. The
// call's connection (hotConnection) runs each statement as its own transaction unless the call opens one.
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
  /** With an error: the connection is closed rather than put back in the pool (node-postgres). */
  release(error?: Error | boolean): void;
}

/** The transaction handle of each pooled connection, made once (see hotConnection). */
const handles = new WeakMap<object, Tx>();

/**
 * Where a hot call's statements run: `db`, each statement its own transaction (autocommit), unless the caller gave a
 * transaction (withinTransaction); `transaction` runs `work` in a transaction on the same connection, when a call needs
 * one after all (the issuing purchase's slow paths).
 */
export interface HotConnection {
  db: DbOrTx;
  transaction<T>(work: (tx: DbOrTx) => Promise<T>): Promise<T>;
}

/** A HotConnection inside the caller's transaction `tx`: its statements and its `transaction` are that transaction's. */
export const withinTransaction = (tx: DbOrTx): HotConnection => ({ db: tx, transaction: (work) => work(tx) });

/** Tests only (watchHotStatements): told of every statement sent on a connection hotConnection checked out. */
let watcher: ((text: string) => void) | null = null;

/**
 * Tests only: `watch` is told the text of every statement a hotConnection sends on PostgreSQL (`begin` and `commit`
 * included, the ones built by drizzle too), until called with null. Nothing is watched on PGlite.
 */
export function watchHotStatements(watch: ((text: string) => void) | null): void {
  watcher = watch;
}

/**
 * One connection for a hot call: on PostgreSQL a pooled connection (node-postgres), checked out once for the call's
 * statements, with no `begin`: each statement is its own transaction; `transaction` sends `begin` and `commit` (or
 * `rollback`) as they are on it. Its drizzle handle (a transaction handle, which holds nothing but the connection) is
 * made once per pooled connection and kept, where db.transaction builds one (with a query builder for each of the
 * schema's tables) and builds `begin` and `commit` through the dialect on every call. Elsewhere (PGlite, or a single
 * client) the database itself, each statement its own transaction, and db.transaction.
 */
export async function hotConnection<T>(db: Db, work: (conn: HotConnection) => Promise<T>): Promise<T> {
  const { session, dialect } = db as unknown as { session: unknown; dialect: unknown };
  const pool = session instanceof NodePgSession ? (session as unknown as { client: unknown }).client : undefined;
  // A pool (node-postgres' Pool, as openPostgres makes), not a single client (the migrator's): as drizzle tells them.
  if (!pool || !(pool as object).constructor.name.includes('Pool')) return work({ db, transaction: (w) => db.transaction(w) });
  const client = (await (pool as { connect(): Promise<unknown> }).connect()) as PooledClient;
  const watch = watcher;
  const query = client.query;
  // The error of the first statement that failed on it: the connection is then released with it (closed, not pooled
  // again), as it may be broken (its socket, or a transaction the rollback could not end).
  let failed: Error | undefined;
  client.query = ((config: string | { text: string }, ...rest: unknown[]) => {
    watch?.(typeof config === 'string' ? config : config.text);
    return (query as (...args: unknown[]) => Promise<{ rows: unknown[] }>).call(client, config, ...rest).catch((error: unknown) => {
      failed ??= error instanceof Error ? error : new Error(String(error));
      throw error;
    });
  }) as PooledClient['query'];
  try {
    let tx = handles.get(client);
    if (!tx) {
      const { schema, options } = session as unknown as { schema: unknown; options: unknown };
      const Session = NodePgSession as unknown as new (...args: unknown[]) => unknown;
      const Transaction = NodePgTransaction as unknown as new (...args: unknown[]) => Tx;
      tx = new Transaction(dialect, new Session(client, dialect, schema, options), schema);
      handles.set(client, tx);
    }
    const handle = tx;
    return await work({
      db: handle,
      async transaction(inside) {
        await client.query({ text: 'begin' } as never);
        try {
          const result = await inside(handle);
          await client.query({ text: 'commit' } as never);
          return result;
        } catch (error) {
          await client.query({ text: 'rollback' } as never);
          throw error;
        }
      },
    });
  } finally {
    client.query = query;
    client.release(failed);
  }
}
