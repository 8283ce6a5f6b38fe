// The issuing balance (issue 31, item 3): its figures per currency (the sums of its buckets), and funding it from the
// payments balance's available funds, a ledger transfer in one transaction: under the payments balance's lock the
// available funds are checked and an issuing_funding entry debits them; under the locks of all the currency's buckets
// (in bucket order) funding entries credit them, the amount spread over them (domain/issuing/balance.ts).
import { ISSUING_BALANCE_BUCKETS, spreadFunding, type IssuingBalanceRecord, type IssuingFundingRecord } from '../../../domain/issuing/balance';
import { objectId } from '../../../domain/random-id';
import type { DbOrTx } from '../../db/client';
import { toSafeNumber } from '../../lib/money';
import { insertEvents } from '../../repositories/events';
import { issuingBalanceRows, lockIssuingBuckets, moveIssuingBalance, type IssuingBalanceTotal } from '../../repositories/issuing';
import { insertLedgerEntries } from '../../repositories/ledger';
import type { Scope } from '../../repositories/scope';
import { assertAvailableCovers } from '../ledger';

export function issuingBalanceRecordOf(row: IssuingBalanceTotal): IssuingBalanceRecord {
  return { currency: row.currency, available: toSafeNumber(row.available), held: toSafeNumber(row.held), livemode: row.livemode, updatedAt: row.updatedAt };
}

export async function issuingBalances(db: DbOrTx, scope: Scope): Promise<IssuingBalanceRecord[]> {
  return (await issuingBalanceRows(db, scope)).map(issuingBalanceRecordOf);
}

/** In the caller's transaction (the route's idempotent call): refused 409 when the available funds fall short. */
export async function fundIssuingBalance(tx: DbOrTx, scope: Scope, input: { amount: number; currency: string }, now: Date): Promise<IssuingFundingRecord> {
  const amount = BigInt(input.amount);
  const id = objectId('isf');
  await assertAvailableCovers(tx, scope, input.currency, amount, now);
  await insertLedgerEntries(tx, scope, [{ currency: input.currency, amount: -amount, type: 'issuing_funding', sourceId: id, availableOn: now, createdAt: now }]);
  const buckets = await lockIssuingBuckets(tx, scope, input.currency, ISSUING_BALANCE_BUCKETS, now);
  const parts = spreadFunding(amount, buckets.length);
  await moveIssuingBalance(tx, scope, input.currency, parts.flatMap((part, bucket) => (part === 0n ? [] : [{ currency: input.currency, type: 'funding' as const, bucket, available: part, held: 0n, sourceId: id, createdAt: now }])), now);
  const total: IssuingBalanceTotal = {
    currency: input.currency,
    available: buckets.reduce((s, b) => s + b.available, amount),
    held: buckets.reduce((s, b) => s + b.held, 0n),
    livemode: scope.livemode,
    updatedAt: now,
  };
  const record: IssuingFundingRecord = { id, amount: input.amount, currency: input.currency, balance: issuingBalanceRecordOf(total), createdAt: now };
  await insertEvents(tx, scope, [{ type: 'issuing_balance.funded', objectType: 'issuing_balance', objectId: id, data: JSON.parse(JSON.stringify(record)) as Record<string, unknown>, createdAt: now }]);
  return record;
}
