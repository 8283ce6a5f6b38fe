// Migration tests: a fresh PGlite migrated as the database stood just before one migration, so a test can write rows
// in the old shape, then run the rest (the real folder) and read what the migration made of them.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../../server/db/client';

/** A database migrated up to, not including, the migration whose tag ends with `_${tag}`. */
export async function databaseBefore(tag: string) {
  // The migrations as they were before this one: the same folder with the journal cut before it.
  const before = mkdtempSync(path.join(os.tmpdir(), 'md-migrations-'));
  const client = new PGlite({ extensions: { pg_trgm } });
  const db = drizzle(client);
  try {
    cpSync(migrationsFolder, before, { recursive: true });
    const journalPath = path.join(before, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
    const at = journal.entries.findIndex((e) => e.tag.endsWith(`_${tag}`));
    if (at <= 0) throw new Error(`No migration ${tag} after the first in ${journalPath}`);
    writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
    await migrate(db, { migrationsFolder: before });
  } finally {
    rmSync(before, { recursive: true, force: true });
  }
  return {
    client,
    db,
    /** Runs that migration and every later one. */
    migrateRest: () => migrate(db, { migrationsFolder }),
  };
}
