// The demo world's settlement batches: a year of them, consistent with its payments, refunds and disputes (the
// ledger's own entries, settled by the schedule's rule as the hourly run would have), in every state: paid, the
// latest in transit, and one the bank returned.
import { DEFAULT_TIMEZONE } from '../../domain/timezone';
import type { DbOrTx } from '../db/client';
import { accountTimezone } from '../repositories/accounts';
import type { Scope } from '../repositories/scope';
import { listSettlements, settleInBulk } from '../repositories/settlements';
import { returnSettlement } from '../services/settlements/return';

export async function seedSettlements(db: DbOrTx, scope: Scope, now: Date, opts: { failOne?: boolean } = {}): Promise<number> {
  const tz = (await accountTimezone(db, scope.accountId)) ?? DEFAULT_TIMEZONE;
  const created = await settleInBulk(db, scope, tz, now);
  if (opts.failOne) {
    // A batch of about a month ago that the bank returned (a closed account), so the page shows what that looks like.
    const { rows } = await listSettlements(db, scope, {
      filter: { status: 'paid', currency: 'USD' },
      sort: { field: 'settlementDate', order: 'DESC' },
      offset: 30,
      limit: 1,
    } as Parameters<typeof listSettlements>[2]);
    // Returned as the bank's return is recorded (returnSettlement: failed with its reason and a settlement.failed
    // event, so its webhook log and events show it), two days after it should have arrived.
    const batch = rows[0];
    if (batch) {
      const returnedAt = new Date(Math.min(Date.parse(`${batch.arrivalDate}T12:00:00Z`) + 2 * 86_400_000, now.getTime()));
      await returnSettlement(db, scope, batch.id, 'R02: the receiving account is closed', returnedAt);
    }
  }
  return created;
}

export async function seedDemoSettlements(db: DbOrTx, accounts: { acme: string; globex: string }, now = new Date()) {
  await seedSettlements(db, { accountId: accounts.acme, livemode: true }, now, { failOne: true });
  await seedSettlements(db, { accountId: accounts.acme, livemode: false }, now, { failOne: true });
  await seedSettlements(db, { accountId: accounts.globex, livemode: true }, now);
  await seedSettlements(db, { accountId: accounts.globex, livemode: false }, now);
}
