// The settlement run (docs/decisions.md, "Settlement"): every hour the job closes the batches whose settlement date's
// local midnight has passed (domain/settlement-schedule.ts) and marks paid those whose arrival date has come.
//
// Once only, whatever runs it: a batch is claimed by inserting its (account, mode, currency, date) row, unique, in
// the transaction that ties its entries to it (only entries still unsettled) and writes its sums; a second run,
// or a second worker racing the first, finds the key taken and leaves the batch alone. Paying is a conditional
// update (in_transit -> paid), so its event is recorded once too.
import { dayNumber, dayString, settlementPeriod, startOfLocalDay } from '../../../domain/settlement-schedule';
import { ARRIVAL_DAYS } from '../../../domain/settlements/status';
import { objectId, randomId } from '../../../domain/random-id';
import type { Db } from '../../db/client';
import { insertEvents } from '../../repositories/events';
import { claimBatch, fillBatch, markArrived, openSettlementDates, type RunScope, type SettlementRow } from '../../repositories/settlements';
import { settlementEvent } from './records';

export interface SettlementRunResult {
  /** Batches this run created. */
  created: SettlementRow[];
  /** Batches this run marked paid. */
  paid: SettlementRow[];
  /** Dates already taken by another run. */
  skipped: number;
}

/** The reference the bank prints on the merchant's statement for a batch. */
export function bankReferenceOf(date: string, currency: string): string {
  return `STL-${date.replaceAll('-', '')}-${currency}-${randomId(6).toUpperCase()}`;
}

export async function runSettlements(db: Db, now: Date, opts: RunScope = {}): Promise<SettlementRunResult> {
  const result: SettlementRunResult = { created: [], paid: [], skipped: 0 };
  for (const open of await openSettlementDates(db, now, opts)) {
    const day = dayNumber(open.settlementDate);
    if (startOfLocalDay(day, open.timezone) > now) continue;
    const scope = { accountId: open.accountId, livemode: open.livemode };
    const { from, to } = settlementPeriod(open.settlementDate, open.timezone);
    const batch = {
      id: objectId('stl'),
      currency: open.currency,
      settlementDate: open.settlementDate,
      timezone: open.timezone,
      periodStart: from,
      periodEnd: to,
      bankReference: bankReferenceOf(open.settlementDate, open.currency),
      arrivalDate: dayString(day + ARRIVAL_DAYS),
      createdAt: now,
    };
    const row = await db.transaction(async (tx) => {
      const id = await claimBatch(tx, scope, batch);
      if (!id) return undefined;
      const filled = await fillBatch(tx, scope, id, batch);
      await insertEvents(tx, scope, [settlementEvent('settlement.created', filled, now)]);
      return filled;
    });
    if (row) result.created.push(row);
    else result.skipped++;
  }
  result.paid = await db.transaction(async (tx) => {
    const paid = await markArrived(tx, now, opts);
    for (const s of paid) await insertEvents(tx, { accountId: s.accountId, livemode: s.livemode }, [settlementEvent('settlement.paid', s, now)]);
    return paid;
  });
  return result;
}
