// Migration 0013 (attachments_shape): onboarding documents take the attachments' column names (file_name,
// content_type), renamed in place, so the documents uploaded before it keep their rows, names and types. On PGlite
// (the schema is the same on PostgreSQL, where the template check of the API phase migrates every run).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseBefore } from '../helpers/migrations';

describe('migration attachments_shape', () => {
  it('renames the onboarding documents’ columns and keeps their rows', async () => {
    const { client, db, migrateRest } = await databaseBefore('attachments_shape');
    await db.execute(sql`insert into accounts (id, name) values ('acct_m', 'Migrated')`);
    await db.execute(sql`insert into onboarding_documents (id, account_id, kind, original_name, stored_name, mime, size, sha256, issued_on)
      values ('doc_m', 'acct_m', 'address_proof', 'bill.pdf', 'stored_m', 'application/pdf', 42, 'abc', '2026-11-01')`);

    await migrateRest();
    const { rows } = await db.execute(sql`select id, kind, file_name, content_type, size, stored_name, issued_on from onboarding_documents`);
    expect(rows).toEqual([{ id: 'doc_m', kind: 'address_proof', file_name: 'bill.pdf', content_type: 'application/pdf', size: 42, stored_name: 'stored_m', issued_on: '2026-11-01' }]);
    await client.close();
  });
});
