// Migration onboarding_registered_address_step: the registered address became a wizard step of its own. Applications
// saved before it kept the address inside the business details (data and autosaved drafts); the migration moves it
// to the step's key, so those merchants find it on /business-registered-address and their steps stay complete.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseBefore } from '../helpers/migrations';
import { sectionComplete, type OnboardingData } from '../../domain/onboarding';
import { SAMPLE_NOW, sampleBusinessDetails, sampleBusinessType, sampleRegisteredAddress } from '../../domain/onboarding/test-data';

describe('migration onboarding_registered_address_step', () => {
  it('moves the registered address out of the saved and autosaved business details into its own step', async () => {
    const { client, db, migrateRest } = await databaseBefore('onboarding_registered_address_step');
    const address = sampleRegisteredAddress();
    const oldDetails = { ...sampleBusinessDetails(), registeredAddress: address };
    const oldDraft = { legalName: 'Acm', registeredAddress: { ...address, line1: '9 Draft Road' } };
    await db.execute(sql`insert into accounts (id, name) values ('acct_old', 'Old'), ('acct_none', 'None'), ('acct_empty', 'Empty')`);
    await db.execute(sql`insert into onboarding_applications (account_id, data, drafts, current_step) values
      ('acct_old', ${JSON.stringify({ businessType: sampleBusinessType(), businessDetails: oldDetails })}::jsonb,
        ${JSON.stringify({ businessDetails: oldDraft })}::jsonb, 'representative'),
      ('acct_none', ${JSON.stringify({ businessDetails: { legalName: 'No Address Ltd' } })}::jsonb, '{}'::jsonb, 'businessDetails'),
      ('acct_empty', '{}'::jsonb, ${JSON.stringify({ businessDetails: { registeredAddress: 'not an object' } })}::jsonb, 'businessType')`);

    await migrateRest();
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
