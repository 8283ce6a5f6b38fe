// The settlement schedule: when captured funds become available and which settlement batch gathers them.
//
//   T+N per currency, in the account's time zone: a capture on local day D becomes available at the start (00:00)
//   of local day D+N, where N is SETTLEMENT_DAYS[currency] (2 unless listed). Every ledger entry belongs to the
//   batch of the first local midnight at or after its `available_on` (its settlement date): a capture's entries
//   land exactly on the midnight of D+N, a refund or a dispute made during a day in the batch of the next day.
//   A batch of (account, mode, currency, settlement date) is closed once its midnight has passed.
//
// One rule for the capture (server/services/payments), the seed and the settlement run (server/services/settlements).
import { zoneOffsetMinutes } from './timezone';

const DAY = 86_400_000;
export const DEFAULT_SETTLEMENT_DAYS = 2;
/** Settlement days per currency where the acquirer takes longer than T+2 (cross-border clearing). */
export const SETTLEMENT_DAYS: Readonly<Record<string, number>> = { JPY: 3, KRW: 3, KWD: 3, BHD: 3, JOD: 3, OMR: 3 };

export function settlementDays(currency: string): number {
  return SETTLEMENT_DAYS[currency.toUpperCase()] ?? DEFAULT_SETTLEMENT_DAYS;
}

// Offsets per zone and UTC hour (a zone changes its offset at most on the hour here): the seed asks for millions.
const offsets = new Map<string, number>();
function offsetAt(ms: number, tz: string): number {
  const hour = Math.floor(ms / 3_600_000);
  const key = `${tz}|${hour}`;
  let off = offsets.get(key);
  if (off === undefined) {
    if (offsets.size > 100_000) offsets.clear();
    off = zoneOffsetMinutes(new Date(hour * 3_600_000), tz) * 60_000;
    offsets.set(key, off);
  }
  return off;
}

/** The local calendar day number (days since 1970-01-01 on the zone's wall clock) of an instant. */
export function localDay(at: Date | number, tz: string): number {
  const ms = typeof at === 'number' ? at : at.getTime();
  return Math.floor((ms + offsetAt(ms, tz)) / DAY);
}

/** The instant of 00:00 on a local day (day number as localDay gives) in the zone. */
export function startOfLocalDay(day: number, tz: string): Date {
  const wall = day * DAY;
  const guess = wall - offsetAt(wall, tz);
  return new Date(wall - offsetAt(guess, tz));
}

/** The moment captured funds become available: 00:00 of the capture's local day + N, in the account's zone. */
export function availableOn(capturedAt: Date, currency: string, tz: string): Date {
  return startOfLocalDay(localDay(capturedAt, tz) + settlementDays(currency), tz);
}

/** YYYY-MM-DD of a local day number. */
export function dayString(day: number): string {
  return new Date(day * DAY).toISOString().slice(0, 10);
}

export function dayNumber(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY);
}

/** The settlement date of an entry: the local date of the first midnight at or after its available_on. */
export function settlementDateOf(availableAt: Date, tz: string): string {
  return dayString(localDay(availableAt.getTime() - 1, tz) + 1);
}

/** The batch's period: from the previous midnight (exclusive) to its own (inclusive), as instants. */
export function settlementPeriod(date: string, tz: string): { from: Date; to: Date } {
  const day = dayNumber(date);
  return { from: startOfLocalDay(day - 1, tz), to: startOfLocalDay(day, tz) };
}

/** The last settlement date whose batch may be closed at `now` (its midnight has passed). */
export function lastClosedDate(now: Date, tz: string): string {
  return dayString(localDay(now, tz));
}
