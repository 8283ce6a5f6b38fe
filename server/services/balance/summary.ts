// The balance page's figures (issue 28): per currency, available and pending as balanceSums defines them, the
// reserved part (open disputes, disbursements in transit), pending amounts by the day they become available; the
// balance day by day for the chart; and a ledger entry as the API shows it.
import { entrySource } from '../../../domain/balance/rules';
import type { BalanceSummaryRecord, LedgerEntryRecord } from '../../../domain/balance/records';
import type { DbOrTx } from '../../db/client';
import { toSafeNumber } from '../../lib/money';
import { balanceSums } from '../../repositories/ledger';
import { dailyMovements, pendingByDay, reservedSums, type LedgerEntryRow } from '../../repositories/ledger-entries';
import type { Scope } from '../../repositories/scope';

export async function balanceSummary(db: DbOrTx, scope: Scope, now: Date): Promise<BalanceSummaryRecord[]> {
  const [sums, reserved, pending] = await Promise.all([balanceSums(db, scope, now), reservedSums(db, scope), pendingByDay(db, scope, now)]);
  return sums.map((s) => {
    const r = reserved.find((x) => x.currency === s.currency);
    const disputes = toSafeNumber(r?.disputes ?? 0n);
    const disbursements = toSafeNumber(r?.disbursements ?? 0n);
    return {
      currency: s.currency,
      available: toSafeNumber(s.available),
      pending: toSafeNumber(s.pending),
      reserved: { disputes, disbursements, total: disputes + disbursements },
      pendingByDate: pending.filter((p) => p.currency === s.currency).map((p) => ({ date: p.date, amount: toSafeNumber(p.amount) })),
    };
  });
}

const DAY = 86_400_000;
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

/** The end-of-day balance (every entry created by then) of each of the last `days` UTC days, today included. */
export async function balanceHistory(db: DbOrTx, scope: Scope, currency: string, days: number, now: Date) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = today - (days - 1) * DAY;
  const { opening, days: moves } = await dailyMovements(db, scope, currency, new Date(from));
  const byDay = new Map(moves.map((m) => [m.date, m.amount]));
  let running = opening;
  const points = [];
  for (let t = from; t <= today; t += DAY) {
    running += byDay.get(isoDay(t)) ?? 0n;
    points.push({ date: isoDay(t), balance: toSafeNumber(running) });
  }
  return { currency, points };
}

export function ledgerEntryRecordOf(row: LedgerEntryRow, now: Date): LedgerEntryRecord {
  return {
    id: String(row.id),
    currency: row.currency,
    amount: toSafeNumber(row.amount),
    type: row.type,
    source: entrySource(row.type),
    sourceId: row.sourceId,
    availability: row.availableOn.getTime() <= now.getTime() ? 'available' : 'pending',
    availableOn: row.availableOn,
    createdAt: row.createdAt,
  };
}
