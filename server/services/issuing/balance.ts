// The issuing balance (issue 31, item 3): its figures per currency, and funding it from the payments balance's
// available funds, a ledger transfer in one transaction: under the payments balance's lock the available funds are
// checked and an issuing_funding entry debits them; under the issuing balance row's lock a funding entry credits it.
import type { IssuingBalanceRecord, IssuingFundingRecord } from '../../../domain/issuing/balance';
import { objectId } from '../../../domain/random-id';
import type { DbOrTx } from '../../db/client';
import { toSafeNumber } from '../../lib/money';
import { insertEvents } from '../../repositories/events';
import { issuingBalanceRows, lockIssuingBalance, moveIssuingBalance, type IssuingBalanceRow } from '../../repositories/issuing';
import { insertLedgerEntries } from '../../repositories/ledger';
import type { Scope } from '../../repositories/scope';
import { assertAvailableCovers } from '../ledger';

export function issuingBalanceRecordOf(row: IssuingBalanceRow): IssuingBalanceRecord {
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
  await lockIssuingBalance(tx, scope, input.currency, now);
  const row = await moveIssuingBalance(tx, scope, input.currency, [{ currency: input.currency, type: 'funding', available: amount, held: 0n, sourceId: id, createdAt: now }], now);
  const record: IssuingFundingRecord = { id, amount: input.amount, currency: input.currency, balance: issuingBalanceRecordOf(row), createdAt: now };
  await insertEvents(tx, scope, [{ type: 'issuing_balance.funded', objectType: 'issuing_balance', objectId: id, data: JSON.parse(JSON.stringify(record)) as Record<string, unknown>, createdAt: now }]);
  return record;
}
