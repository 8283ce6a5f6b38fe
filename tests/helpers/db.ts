// A fresh, migrated database for one test file: a clone of the run's template (PGlite or PostgreSQL).
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../../server/db/client';

/** The URL of each PostgreSQL test database, so a second pool (a second "server process") can open it. */
const urls = new WeakMap<Database, string>();

export async function openTestDatabase(): Promise<Database> {
  const tpl = inject('dbTemplate');
  if (tpl.kind === 'pglite') {
    return openPglite(undefined, new Blob([readFileSync(tpl.file)]));
  }
  const name = `md_test_${randomBytes(6).toString('hex')}`;
  const pg = (await import('pg')).default;
  const admin = new pg.Client({ connectionString: tpl.url });
  await admin.connect();
  await admin.query(`create database ${name} template ${tpl.template}`);
  const url = new URL(tpl.url);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString(), 5);
  const database: Database = {
    ...db,
    async close() {
      await db.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
  urls.set(database, url.toString());
  return database;
}

/** A second, independent connection pool on the same PostgreSQL test database (PostgreSQL only). */
export async function openSecondPool(database: Database, max = 5): Promise<Database> {
  const url = urls.get(database);
  if (!url) throw new Error('A second pool needs a PostgreSQL test database');
  return openPostgres(url, max);
}

/** True when the API tests run on PostgreSQL rather than PGlite. */
export function isPostgres(): boolean {
  return inject('dbTemplate').kind === 'postgres';
}

/** The connection string of a PostgreSQL test database, for a child process (PostgreSQL only). */
export function databaseUrl(database: Database): string {
  const url = urls.get(database);
  if (!url) throw new Error('Only PostgreSQL test databases have a URL');
  return url;
}
