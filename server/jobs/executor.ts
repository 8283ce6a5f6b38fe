// The connection pg-boss uses is the app's own: the PostgreSQL pool behind drizzle, or the embedded PGlite through
// its adapter. Sharing it keeps one pool per process and lets PGlite (a single connection) order both kinds of work.
import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import type { Db } from '../db/client';
import { pgliteExecutor, type SqlExecutor } from './pglite-executor';

export function executorFor(db: Db): SqlExecutor {
  const client = (db as unknown as { $client: PGlite | Pool }).$client;
  if ('exec' in client && typeof client.exec === 'function') return pgliteExecutor(client as PGlite);
  const pool = client as Pool;
  return { executeSql: (text, values) => pool.query(text, values) };
}
