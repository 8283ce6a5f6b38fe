// Migration onboarding_registered_address_step: the registered address became a wizard step of its own. Applications
// saved before it kept the address inside the business details (data and autosaved drafts); the migration moves it
// to the step's key, so those merchants find it on /business-registered-address and their steps stay complete.
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
import { sectionComplete, type OnboardingData } from '../../domain/onboarding';
import { SAMPLE_NOW, sampleBusinessDetails, sampleBusinessType, sampleRegisteredAddress } from '../../domain/onboarding/test-data';

const before = mkdtempSync(path.join(os.tmpdir(), 'md-migrations-'));
afterAll(() => rmSync(before, { recursive: true, force: true }));

describe('migration onboarding_registered_address_step', () => {
  it('moves the registered address out of the saved and autosaved business details into its own step', async () => {
    cpSync(migrationsFolder, before, { recursive: true });
    const journalPath = path.join(before, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
    const at = journal.entries.findIndex((e) => e.tag.endsWith('_onboarding_registered_address_step'));
    expect(at).toBeGreaterThan(0);
    writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));

    const client = new PGlite({ extensions: { pg_trgm } });
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: before });
    const address = sampleRegisteredAddress();
    const oldDetails = { ...sampleBusinessDetails(), registeredAddress: address };
    const oldDraft = { legalName: 'Acm', registeredAddress: { ...address, line1: '9 Draft Road' } };
    await db.execute(sql`insert into accounts (id, name) values ('acct_old', 'Old'), ('acct_none', 'None'), ('acct_empty', 'Empty')`);
    await db.execute(sql`insert into onboarding_applications (account_id, data, drafts, current_step) values
      ('acct_old', ${JSON.stringify({ businessType: sampleBusinessType(), businessDetails: oldDetails })}::jsonb,
        ${JSON.stringify({ businessDetails: oldDraft })}::jsonb, 'representative'),
      ('acct_none', ${JSON.stringify({ businessDetails: { legalName: 'No Address Ltd' } })}::jsonb, '{}'::jsonb, 'businessDetails'),
      ('acct_empty', '{}'::jsonb, ${JSON.stringify({ businessDetails: { registeredAddress: 'not an object' } })}::jsonb, 'businessType')`);

    await migrate(db, { migrationsFolder });
    const { rows } = await db.execute<{ account_id: string; data: OnboardingData; drafts: Record<string, unknown> }>(
      sql`select account_id, data, drafts from onboarding_applications order by account_id`);
    const byId = Object.fromEntries(rows.map((r) => [r.account_id, r]));

    expect(byId.acct_old!.data).toEqual({ businessType: sampleBusinessType(), registeredAddress: address, businessDetails: sampleBusinessDetails() });
    expect(byId.acct_old!.drafts).toEqual({ businessDetails: { legalName: 'Acm' }, registeredAddress: { ...address, line1: '9 Draft Road' } });
    // The moved application is as complete as it was: both steps pass their schemas.
    const ctx = { now: SAMPLE_NOW };
    expect(sectionComplete(byId.acct_old!.data, 'registeredAddress', ctx)).toBe(true);
    expect(sectionComplete(byId.acct_old!.data, 'businessDetails', ctx)).toBe(true);
    // Nothing to move: left as they were.
    expect(byId.acct_none!.data).toEqual({ businessDetails: { legalName: 'No Address Ltd' } });
    expect(byId.acct_empty!.data).toEqual({});
    expect(byId.acct_empty!.drafts).toEqual({ businessDetails: { registeredAddress: 'not an object' } });
    await client.close();
  });
});
