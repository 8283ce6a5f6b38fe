// Migration 0013 (attachments_shape): onboarding documents take the attachments' column names (file_name,
// content_type), renamed in place, so the documents uploaded before it keep their rows, names and types. On PGlite
// (the schema is the same on PostgreSQL, where the template check of the API phase migrates every run).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../server/db/client';

const before = mkdtempSync(path.join(os.tmpdir(), 'md-migrations-'));
afterAll(() => rmSync(before, { recursive: true, force: true }));

describe('migration attachments_shape', () => {
  it('renames the onboarding documents’ columns and keeps their rows', async () => {
    // The migrations as they were before this one: the same folder with the journal cut before it.
    cpSync(migrationsFolder, before, { recursive: true });
    const journalPath = path.join(before, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
    const at = journal.entries.findIndex((e) => e.tag.endsWith('_attachments_shape'));
    expect(at).toBeGreaterThan(0);
    writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));

    const client = new PGlite({ extensions: { pg_trgm } });
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: before });
    await db.execute(sql`insert into accounts (id, name) values ('acct_m', 'Migrated')`);
    await db.execute(sql`insert into onboarding_documents (id, account_id, kind, original_name, stored_name, mime, size, sha256, issued_on)
      values ('doc_m', 'acct_m', 'address_proof', 'bill.pdf', 'stored_m', 'application/pdf', 42, 'abc', '2026-11-01')`);

    await migrate(db, { migrationsFolder });
    const { rows } = await db.execute(sql`select id, kind, file_name, content_type, size, stored_name, issued_on from onboarding_documents`);
    expect(rows).toEqual([{ id: 'doc_m', kind: 'address_proof', file_name: 'bill.pdf', content_type: 'application/pdf', size: 42, stored_name: 'stored_m', issued_on: '2026-11-01' }]);
    await client.close();
  });
});
