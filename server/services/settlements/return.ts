// A settlement batch the bank returns (docs/decisions.md, "Settlement": a returned batch). The batch becomes failed
// with the bank's reason and `settlement.failed` is recorded, in one transaction and once: the update is conditional
// (in transit or paid only), so a second return finds nothing to change and records nothing.
//
// No ledger entry is written: a batch never took its funds out of the balance (it states the funds that became
// available, the balance's figures are the ledger's), so the returned funds are still in the available balance,
// where the merchant can pay them out; the batch's detail says so.
import type { DbOrTx } from '../../db/client';
import { insertEvents } from '../../repositories/events';
import { markReturned, type SettlementRow } from '../../repositories/settlements';
import type { Scope } from '../../repositories/scope';
import { settlementEvent } from './records';

/** Marks the batch returned by the bank; undefined when it is not in transit or paid (unknown, or already failed). */
export async function returnSettlement(tx: DbOrTx, scope: Scope, id: string, reason: string, now: Date): Promise<SettlementRow | undefined> {
  const row = await markReturned(tx, scope, id, reason);
  if (row) await insertEvents(tx, scope, [settlementEvent('settlement.failed', row, now)]);
  return row;
}
