// Demo reports: /reports is not empty on first start. In both modes, the demo merchant's owner has one report of each
// kind written from the seeded ledger by the real generator (last month's itemized activity and settlements, the
// quarter's balance summary as XLSX, the month's balance change), one that failed and one whose file expired.
import { objectId } from '../../domain/random-id';
import { DEFAULT_TIMEZONE, calendarDate } from '../../domain/timezone';
import type { ReportFormat, ReportKind } from '../../domain/settlements/status';
import type { DbOrTx } from '../db/client';
import { accountTimezone } from '../repositories/accounts';
import { insertReport, updateReport } from '../repositories/reports';
import type { Scope } from '../repositories/scope';
import { generateReport } from '../services/reports/generate';

const DAY = 86_400_000;

/** The first and last day of the month before `now`'s, and of the three months before it, in the zone. */
function periods(now: Date, tz: string) {
  const today = calendarDate(now, tz);
  const [y, m] = today.split('-').map(Number) as [number, number];
  const first = (year: number, month: number) => new Date(Date.UTC(year, month - 1, 1));
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const lastMonthStart = first(y, m - 1);
  const lastMonthEnd = new Date(first(y, m).getTime() - DAY);
  return {
    lastMonth: { periodFrom: day(lastMonthStart), periodTo: day(lastMonthEnd) },
    lastQuarter: { periodFrom: day(first(y, m - 3)), periodTo: day(lastMonthEnd) },
  };
}

export async function seedReports(tx: DbOrTx, scope: Scope, opts: { userId: string; dataDir: string; now?: Date }) {
  const now = opts.now ?? new Date();
  const tz = (await accountTimezone(tx, scope.accountId)) ?? DEFAULT_TIMEZONE;
  const { lastMonth, lastQuarter } = periods(now, tz);
  const ask = (kind: ReportKind, format: ReportFormat, period: { periodFrom: string; periodTo: string }) =>
    insertReport(tx, scope, { id: objectId('rpt'), userId: opts.userId, kind, format, ...period, timezone: tz, currency: null, status: 'pending' });

  // Written as the job writes them (the seed's transaction is the generator's database: the batch path, no COPY).
  const written: [ReportKind, ReportFormat, typeof lastMonth][] = [
    ['itemized_activity', 'csv', lastMonth],
    ['settlement', 'csv', lastMonth],
    ['balance_summary', 'xlsx', lastQuarter],
    ['balance_change', 'csv', lastMonth],
  ];
  for (const [kind, format, period] of written) {
    const row = await ask(kind, format, period);
    await generateReport({ db: tx, dataDir: opts.dataDir, now: () => now }, scope, row.id);
  }

  // One the generator could not write, and one asked for ten days ago whose file the cleanup has removed.
  const failed = await ask('itemized_activity', 'xlsx', lastQuarter);
  await updateReport(tx, scope, failed.id, { status: 'failed', error: 'The report could not be written: the storage was unavailable.', completedAt: new Date(now.getTime() - 2 * DAY), expiresAt: new Date(now.getTime() + 5 * DAY) });
  const expired = await ask('balance_summary', 'csv', lastMonth);
  await updateReport(tx, scope, expired.id, { status: 'expired', rowsDone: 0, completedAt: new Date(now.getTime() - 10 * DAY), expiresAt: new Date(now.getTime() - 3 * DAY), createdAt: new Date(now.getTime() - 10 * DAY) });
}

export async function seedDemoReports(tx: DbOrTx, acme: string, userId: string, dataDir: string) {
  await seedReports(tx, { accountId: acme, livemode: false }, { userId, dataDir });
  await seedReports(tx, { accountId: acme, livemode: true }, { userId, dataDir });
}
