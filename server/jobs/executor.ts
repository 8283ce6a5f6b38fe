// The connection pg-boss uses is the app's own: the PostgreSQL pool behind drizzle, or the embedded PGlite through
// its adapter. Sharing it keeps one pool per process and lets PGlite (a single connection) order both kinds of work.
import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import type { Db } from '../db/client';
import { pgliteExecutor, type SqlExecutor } from './pglite-executor';

/** The handle behind drizzle: PGlite, or the node-postgres pool. */
export const clientOf = (db: Db) => (db as unknown as { $client: PGlite | Pool }).$client;

/** Whether `db` is the embedded PGlite (one connection, in this process) rather than a PostgreSQL pool. */
export function isEmbedded(db: Db): boolean {
  const client = clientOf(db);
  return 'exec' in client && typeof client.exec === 'function';
}

export function executorFor(db: Db): SqlExecutor {
  const client = clientOf(db);
  if (isEmbedded(db)) return pgliteExecutor(client as PGlite);
  const pool = client as Pool;
  return { executeSql: (text, values) => pool.query(text, values) };
}
