// Migration issuing_balance_buckets (docs/decisions.md "fifth pass: buckets"): a balance funded before it, its entries
// and an authorization holding on it become bucket 0; the hold is then captured on that bucket, a new purchase holds
// on it, and funding spreads over all eight buckets, each still the sums of its entries.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseBefore } from '../helpers/migrations';
import { ISSUING_BALANCE_BUCKETS, spreadFunding } from '../../domain/issuing/balance';
import type { DbOrTx } from '../../server/db/client';
import { issuingBalanceRows, issuingBucketRows, issuingEntrySums, lockIssuingBuckets, moveIssuingBalance } from '../../server/repositories/issuing';
import { authorizePurchase, captureAuthorization } from '../../server/services/issuing/authorizations';

describe('migration issuing_balance_buckets', () => {
  it('makes the balance, its entries and its holds bucket 0, and the buckets work on from there', async () => {
    const { client, db: pg, migrateRest } = await databaseBefore('issuing_balance_buckets');
    const controls = JSON.stringify({ spendingLimits: [], blockedCategories: [], blockedCountries: [] });
    await pg.execute(sql`insert into accounts (id, name, issuing_enabled) values ('acct_old', 'Old', true)`);
    await pg.execute(sql`insert into issuing_cardholders (id, account_id, livemode, name, email, phone, billing_line1, billing_city, billing_postal_code, billing_country, status, spending_controls)
      values ('ich_old', 'acct_old', false, 'Grace Hopper', 'grace@example.com', '+14155550100', '1 Market St', 'San Francisco', '94105', 'US', 'active', ${controls}::jsonb)`);
    await pg.execute(sql`insert into issuing_cards (id, account_id, livemode, cardholder_id, type, brand, last4, exp_month, exp_year, currency, status, spending_controls)
      values ('ic_old', 'acct_old', false, 'ich_old', 'virtual', 'VISA', '4242', 12, 2099, 'USD', 'active', ${controls}::jsonb)`);
    await pg.execute(sql`insert into issuing_authorizations (id, account_id, livemode, card_id, cardholder_id, amount, currency, merchant_name, merchant_category, merchant_country, approved, status, held_amount, captured_amount, expires_at)
      values ('iauth_old', 'acct_old', false, 'ic_old', 'ich_old', 1000, 'USD', 'Blue Bottle Coffee', 'restaurants', 'US', true, 'pending', 1000, 0, now() + interval '7 days')`);
    await pg.execute(sql`insert into issuing_balances (account_id, livemode, currency, available, held) values ('acct_old', false, 'USD', 4000, 1000)`);
    await pg.execute(sql`insert into issuing_balance_entries (account_id, livemode, currency, type, available, held, source_id)
      values ('acct_old', false, 'USD', 'funding', 5000, 0, 'isf_old'), ('acct_old', false, 'USD', 'hold', -1000, 1000, 'iauth_old')`);

    await migrateRest();
    const db = pg as unknown as DbOrTx;
    const scope = { accountId: 'acct_old', livemode: false };
    const buckets = async () => (await issuingBucketRows(db, scope, 'USD')).map((r) => ({ bucket: r.bucket, available: r.available, held: r.held }));
    expect(await buckets()).toEqual([{ bucket: 0, available: 4000n, held: 1000n }]);
    expect((await pg.execute<{ bucket: number }>(sql`select bucket from issuing_authorizations where id = 'iauth_old'`)).rows).toEqual([{ bucket: 0 }]);
    expect(await issuingEntrySums(db, scope, 'USD', 0)).toEqual({ available: 4000n, held: 1000n });

    // The old hold is captured in part on bucket 0 (the rest released there), and a new purchase holds on it.
    const now = new Date();
    await pg.transaction((tx) => captureAuthorization(tx as unknown as DbOrTx, scope, 'iauth_old', 600, now));
    expect(await buckets()).toEqual([{ bucket: 0, available: 4400n, held: 0n }]);
    const bought = await pg.transaction((tx) => authorizePurchase(tx as unknown as DbOrTx, scope, {
      cardId: 'ic_old', merchantName: 'Blue Bottle Coffee', merchantCategory: 'restaurants', merchantCountry: 'US', amount: 3000, currency: 'USD',
    }, now, 'UTC'));
    expect(bought).toMatchObject({ approved: true, heldAmount: 3000 });
    expect(await buckets()).toEqual([{ bucket: 0, available: 1400n, held: 3000n }]);

    // Funding makes the other buckets and spreads over all of them (as fundIssuingBalance does, without the ledger's side).
    await pg.transaction(async (tx) => {
      const t = tx as unknown as DbOrTx;
      const rows = await lockIssuingBuckets(t, scope, 'USD', ISSUING_BALANCE_BUCKETS, now);
      expect(rows.map((r) => r.bucket)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
      await moveIssuingBalance(t, scope, 'USD', spreadFunding(8000n).map((part, bucket) => ({ currency: 'USD', type: 'funding' as const, bucket, available: part, held: 0n, sourceId: 'isf_new', createdAt: now })), now);
    });
    const after = await buckets();
    expect(after.map((b) => b.available)).toEqual([2400n, 1000n, 1000n, 1000n, 1000n, 1000n, 1000n, 1000n]);
    for (const b of after) expect(await issuingEntrySums(db, scope, 'USD', b.bucket)).toEqual({ available: b.available, held: b.held });
    expect((await issuingBalanceRows(db, scope)).map((r) => [r.currency, r.available, r.held])).toEqual([['USD', 9400n, 3000n]]);
    await client.close();
  }, 120_000); // two runs of every migration on a fresh PGlite
});
