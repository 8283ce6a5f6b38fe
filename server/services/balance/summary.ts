// The balance page's figures (issue 28): per currency, available and pending as balanceSums defines them, the
// reserved part (open disputes, disbursements in transit), pending amounts by the day they become available; the
// balance day by day for the chart; and a ledger entry as the API shows it.
import dayjs from 'dayjs';
import { entrySource } from '../../../domain/balance/rules';
import { calendarDate, fromWallClock, zoneOffsetMinutes } from '../../../domain/timezone';
import type { BalanceSummaryRecord, LedgerEntryRecord } from '../../../domain/balance/records';
import type { DbOrTx } from '../../db/client';
import { toSafeNumber } from '../../lib/money';
import {
  availableBetween, dailyMovements, pendingByZoneDay, reservedSums, sumsByAvailableDay, zoneDayMovements, type LedgerEntryRow,
} from '../../repositories/ledger-entries';
import type { Scope } from '../../repositories/scope';

const DAY = 86_400_000;
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

/**
 * Per currency: available (entries whose available_on has passed), pending (the rest) by the day of the zone `tz` it
 * becomes available (issue 32 item 2: the reader's zone), and reserved. Read from the daily sums: every UTC day before
 * today is wholly available, every day after wholly pending, and today's entries are split at `now` by one indexed
 * range of the entries themselves. The daily sums' days are UTC days: in another zone the schedule's days are read
 * from the pending entries (pendingByZoneDay).
 */
export async function balanceSummary(db: DbOrTx, scope: Scope, now: Date, tz = 'UTC'): Promise<BalanceSummaryRecord[]> {
  const todayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const today = isoDay(todayStart);
  const [days, reserved, zoneDays] = await Promise.all([
    sumsByAvailableDay(db, scope),
    reservedSums(db, scope),
    tz === 'UTC' ? null : pendingByZoneDay(db, scope, now, tz),
  ]);
  const currencies = [...new Set(days.map((d) => d.currency))].sort();
  const released = await availableBetween(db, scope, currencies.filter((c) => days.some((d) => d.currency === c && d.day === today)), new Date(todayStart), now);
  return currencies.map((currency) => {
    const mine = days.filter((d) => d.currency === currency);
    const releasedToday = released.find((r) => r.currency === currency)?.amount ?? 0n;
    let available = releasedToday;
    const pendingByDate: { date: string; amount: bigint }[] = [];
    for (const d of mine) {
      if (d.day < today) available += d.amount;
      else if (d.day === today) {
        if (d.amount !== releasedToday) pendingByDate.push({ date: d.day, amount: d.amount - releasedToday });
      } else if (d.amount !== 0n) pendingByDate.push({ date: d.day, amount: d.amount });
    }
    const pending = pendingByDate.reduce((sum, p) => sum + p.amount, 0n);
    // The total is the UTC days' (above); in another zone the schedule's days are the zone's.
    const schedule = zoneDays
      ? zoneDays.filter((d) => d.currency === currency && d.amount !== 0n).map((d) => ({ date: d.day, amount: d.amount }))
      : pendingByDate;
    schedule.sort((a, b) => a.date.localeCompare(b.date));
    const r = reserved.find((x) => x.currency === currency);
    const disputes = toSafeNumber(r?.disputes ?? 0n);
    const disbursements = toSafeNumber(r?.disbursements ?? 0n);
    const payouts = toSafeNumber(r?.payouts ?? 0n);
    return {
      currency,
      available: toSafeNumber(available),
      pending: toSafeNumber(pending),
      reserved: { disputes, disbursements, payouts, total: disputes + disbursements + payouts },
      tz,
      pendingByDate: schedule.map((p) => ({ date: p.date, amount: toSafeNumber(p.amount) })),
    };
  });
}

/**
 * The end-of-day balance (every entry created by then) of each of the last `days` days of the zone `tz`, today
 * included (issue 32 item 2: the chart's days are those of the zone the page names). A zone whose days all start at
 * UTC midnight reads the daily sums alone; any other reads the window's entries by their day in the zone.
 */
export async function balanceHistory(db: DbOrTx, scope: Scope, currency: string, days: number, now: Date, tz = 'UTC') {
  const today = Date.parse(`${calendarDate(now, tz)}T00:00:00Z`);
  const dates = Array.from({ length: days }, (_, i) => isoDay(today - (days - 1 - i) * DAY));
  const starts = dates.map((d) => fromWallClock(dayjs.utc(d), tz));
  const utcDays = starts.every((t) => zoneOffsetMinutes(t, tz) === 0);
  const { opening, days: moves } = utcDays
    ? await dailyMovements(db, scope, currency, dates[0])
    : await zoneDayMovements(db, scope, currency, starts[0], tz);
  const byDay = new Map(moves.map((m) => [m.date, m.amount]));
  let running = opening;
  const points = dates.map((date) => {
    running += byDay.get(date) ?? 0n;
    return { date, balance: toSafeNumber(running) };
  });
  return { currency, tz, points };
}

export function ledgerEntryRecordOf(row: LedgerEntryRow, now: Date): LedgerEntryRecord {
  return {
    id: String(row.id),
    currency: row.currency,
    amount: toSafeNumber(row.amount),
    type: row.type,
    source: entrySource(row.type, row.sourceId),
    sourceId: row.sourceId,
    availability: row.availableOn.getTime() <= now.getTime() ? 'available' : 'pending',
    availableOn: row.availableOn,
    createdAt: row.createdAt,
  };
}
