// Opens the database: PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite under DATA_DIR.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PGliteOptions } from '@electric-sql/pglite';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; repositories accept either, so callers choose the transaction boundary. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Applies the committed drizzle-kit migrations, then runs `andThen` (the first-start seed) before letting go of
   * the migration lock, so a second process starting at the same time sees a migrated, seeded database.
   */
  migrate(andThen?: () => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * PGlite's buffer pool. PostgreSQL's default of 128 MB lives in the server's own memory here (PGlite runs inside
 * the Node process) and is touched at start; 16 MB keeps the embedded server's RSS near 200 MB at start and under
 * 300 MB through an export of a million rows, while the operating system's page cache still serves the data files
 * (bench/REPORT.md has the list and export figures with it).
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob, slowLogMs = 0): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // The trigram indexes of the search filters (migration 0007) need the extension in every PGlite instance.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const options: PGliteOptions = { extensions: { pg_trgm } };
  if (dataDir) options.dataDir = path.join(dataDir, 'pgdata');
  if (loadDataDir) options.loadDataDir = loadDataDir;
  options.startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];
  const client = new PGlite(options);
  await client.waitReady;
  const stopSlowLog = slowLogMs > 0 ? (await import('./slow-log')).watchPglite(client, slowLogMs) : undefined;
  const handle = drizzle(client, { schema });
  return {
    db: handle as unknown as Db,
    kind: 'pglite',
    // One process owns a PGlite directory, so there is nobody to lock out.
    async migrate(andThen) {
      await migrate(handle, { migrationsFolder });
      await andThen?.();
    },
    close: () => {
      stopSlowLog?.();
      return client.close();
    },
  };
}

export async function openPostgres(url: string, max = 10): Promise<Database> {
  const pg = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection that the server drops (restart, failover, DROP DATABASE) must not crash the process;
  // the pool discards it and the next query opens a new one.
  pool.on('error', (err) => console.warn(`PostgreSQL pool: idle connection closed (${err.message})`));
  return {
    db: drizzle(pool, { schema }) as unknown as Db,
    kind: 'postgres',
    async migrate(andThen) {
      // Several API processes may start together on one PostgreSQL: a session advisory lock serialises them, the
      // seed included (it runs on other connections of the pool while this one holds the lock).
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock(727001)');
        await migrate(drizzle(conn, { schema }), { migrationsFolder });
        await andThen?.();
      } finally {
        await conn.query('select pg_advisory_unlock(727001)').catch(() => undefined);
        conn.release();
      }
    },
    close: () => pool.end(),
  };
}

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; slowLogMs?: number }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir, undefined, opts.slowLogMs);
}

/** True when the database is reachable; used by /healthz. */
export async function ping(db: Db): Promise<boolean> {
  await db.execute(sql`select 1`);
  return true;
}
