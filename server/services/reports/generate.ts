// Generating a report (issue 28) on the job queue: the rows of its kind for its period and zone, written as CSV (by
// COPY where the database can, as the list exports) or as XLSX (exceljs's streaming writer, row by row), to a file
// of the uploads store; the progress (rows written of rows expected) is saved as it goes, so the page shows a bar.
// Any size: rows are read in keyset batches or streamed by COPY, and written as they come; memory stays flat.
import { PassThrough, Readable } from 'node:stream';
import { fromMinorUnits } from '../../../domain/currency';
import { REPORT_BALANCE_CHANGE_CSV, REPORT_BALANCE_SUMMARY_CSV, REPORT_ITEMIZED_CSV, SETTLEMENT_CSV, type CsvLabel } from '../../../domain/csv-headers';
import type { Lang } from '../../../domain/messages';
import { dayNumber, startOfLocalDay } from '../../../domain/settlement-schedule';
import { lineOfType, REPORT_RETENTION_DAYS } from '../../../domain/settlements/status';
import type { Db } from '../../db/client';
import { coalesced, csvColumns, csvFormat, exportChunks, EXPORT_BATCH_SIZE, rowsSource, type CsvColumn, type CsvSource } from '../../lib/csv-export';
import type { Mail } from '../../lib/mailer';
import type { Cursor } from '../../lib/paging';
import { uploadStore } from '../../lib/uploads';
import { insertEvents } from '../../repositories/events';
import { itemizedColumns } from '../../repositories/report-columns';
import {
  balanceChange,
  balanceSummary,
  claimReport,
  countLedgerEntries,
  findReport,
  ledgerBatch,
  ledgerCopyRows,
  settlementsOfPeriod,
  updateReport,
  type LedgerPeriod,
  type LedgerReportRow,
  type ReportRow,
} from '../../repositories/reports';
import type { CopyRows } from '../../lib/csv-copy';
import type { Scope } from '../../repositories/scope';
import { findUserById } from '../../repositories/users';
import { reportEvent } from './records';

/** Progress is saved at most this often (rows), so the bar moves without a write per batch. */
const PROGRESS_EVERY_ROWS = 50_000;

/** What a kind writes: its title, columns, how many rows and the rows (batches; COPY rows for the itemized CSV). */
interface ReportContent<R> {
  title: CsvLabel;
  columns: CsvColumn<R>[];
  source: CsvSource<R>;
  copyRows: CopyRows | null;
}

type SummaryRow = Awaited<ReturnType<typeof balanceSummary>>[number];
type ChangeRow = Awaited<ReturnType<typeof balanceChange>>[number];
type BatchRow = Awaited<ReturnType<typeof settlementsOfPeriod>>[number];

/** The row each kind of report writes. */
interface ReportRows {
  itemized_activity: LedgerReportRow;
  balance_summary: SummaryRow;
  balance_change: ChangeRow;
  settlement: BatchRow;
}
type ReportKind = ReportRow['kind'];

/** The instants of the report's period: 00:00 of its first day to 00:00 after its last, in its zone. */
export function periodOf(r: Pick<ReportRow, 'periodFrom' | 'periodTo' | 'timezone' | 'currency'>): LedgerPeriod {
  return {
    from: startOfLocalDay(dayNumber(r.periodFrom), r.timezone),
    to: startOfLocalDay(dayNumber(r.periodTo) + 1, r.timezone),
    currency: r.currency,
  };
}

/**
 * The report catalogue: what each kind writes, typed by its row (a kind's columns and source agree on one row type,
 * and a kind cannot be left out).
 */
const REPORT_CATALOGUE: { [K in ReportKind]: (db: Db, scope: Scope, r: ReportRow, period: LedgerPeriod) => ReportContent<ReportRows[K]> } = {
  itemized_activity: (db, scope, _r, period) => ({
    title: REPORT_ITEMIZED_CSV.title,
    columns: itemizedColumns,
    source: {
      count: () => countLedgerEntries(db, scope, period),
      batch: (after, limit) => ledgerBatch(db, scope, period, after, limit),
    },
    copyRows: ledgerCopyRows(db, scope, period),
  }),
  balance_summary: (db, scope, _r, period) => ({
    title: REPORT_BALANCE_SUMMARY_CSV.title,
    columns: csvColumns<SummaryRow>()(REPORT_BALANCE_SUMMARY_CSV.columns, {
      currency: (s) => s.currency,
      opening: (s) => fromMinorUnits(s.opening, s.currency),
      activity: (s) => fromMinorUnits(s.activity, s.currency),
      payouts: (s) => fromMinorUnits(s.payouts, s.currency),
      closing: (s) => fromMinorUnits(BigInt(s.opening) + BigInt(s.activity) + BigInt(s.payouts), s.currency),
    }),
    source: rowsSource(() => balanceSummary(db, scope, period)),
    copyRows: null,
  }),
  balance_change: (db, scope, _r, period) => ({
    title: REPORT_BALANCE_CHANGE_CSV.title,
    columns: csvColumns<ChangeRow>()(REPORT_BALANCE_CHANGE_CSV.columns, {
      currency: (c) => c.currency,
      // Payouts, top-ups and moves to or from the smart account are the merchant's own movements (never settled);
      // the rest by its settlement line.
      category: (c) => (c.type === 'payout' ? 'payouts' : c.type === 'topup' ? 'topups' : c.type === 'smart_account' ? 'smart_account' : lineOfType(c.type)),
      type: (c) => c.type,
      count: (c) => c.n,
      amount: (c) => fromMinorUnits(c.amount, c.currency),
    }),
    source: rowsSource(() => balanceChange(db, scope, period)),
    copyRows: null,
  }),
  settlement: (db, scope, r) => ({
    title: SETTLEMENT_CSV.title,
    columns: csvColumns<BatchRow>()(SETTLEMENT_CSV.columns, {
      settlementId: (b) => b.id,
      settlementDate: (b) => b.settlementDate,
      status: (b, f) => f.label(SETTLEMENT_CSV.statuses, b.status),
      currency: (b) => b.currency,
      periodStart: (b, f) => f.time(b.periodStart),
      periodEnd: (b, f) => f.time(b.periodEnd),
      gross: (b) => fromMinorUnits(b.gross, b.currency),
      fees: (b) => fromMinorUnits(b.fees, b.currency),
      refunds: (b) => fromMinorUnits(b.refunds, b.currency),
      disputes: (b) => fromMinorUnits(b.disputes, b.currency),
      adjustments: (b) => fromMinorUnits(b.adjustments, b.currency),
      net: (b) => fromMinorUnits(b.net, b.currency),
      payments: (b) => b.paymentCount,
      bankReference: (b) => b.bankReference,
      arrivalDate: (b) => b.arrivalDate,
    }),
    source: rowsSource(() => settlementsOfPeriod(db, scope, r.periodFrom, r.periodTo, r.currency)),
    copyRows: null,
  }),
};

/** What a report of kind K writes (K ties the row type of its columns to its source's). */
function contentOf<K extends ReportKind>(kind: K, db: Db, scope: Scope, r: ReportRow): ReportContent<ReportRows[K]> {
  return REPORT_CATALOGUE[kind](db, scope, r, periodOf(r));
}

export function reportFileName(r: Pick<ReportRow, 'kind' | 'livemode' | 'periodFrom' | 'periodTo' | 'format'>): string {
  const d = (s: string) => s.replaceAll('-', '');
  return `${r.kind}_${r.livemode ? 'live' : 'test'}_${d(r.periodFrom)}-${d(r.periodTo)}.${r.format}`;
}

/** Counts the CSV lines going through (the head's two lines first), calling `progress` every PROGRESS_EVERY_ROWS. */
async function* countingLines(parts: AsyncIterable<Buffer>, progress: (rows: number) => Promise<void>): AsyncGenerator<Buffer> {
  let lines = 0;
  let reported = 0;
  for await (const part of parts) {
    for (let i = part.indexOf(10); i !== -1; i = part.indexOf(10, i + 1)) lines++;
    const rows = Math.max(0, lines - 2);
    if (rows - reported >= PROGRESS_EVERY_ROWS) {
      reported = rows;
      await progress(rows);
    }
    yield part;
  }
}

/** Cells for a spreadsheet: numbers where the CSV has a plain number (amounts, counts), text otherwise. */
const PLAIN_NUMBER = /^-?\d{1,15}(\.\d+)?$/;
const xlsxCell = (v: unknown) => (typeof v === 'string' && PLAIN_NUMBER.test(v) ? Number(v) : (v ?? null));

async function writeXlsx<R>(content: ReportContent<R>, r: ReportRow, lang: Lang, now: Date, out: PassThrough, progress: (rows: number) => Promise<void>) {
  const say = (label: CsvLabel) => (lang === 'zh' ? label.zh : label.en);
  const format = csvFormat(lang, r.timezone);
  // exceljs loads with the first spreadsheet, not with the app (docs/decisions.md, "The suite, fifth pass").
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(say(content.title).slice(0, 31));
  sheet.addRow(content.columns.map((c) => say(c))).commit();
  let after: Cursor | null = null;
  let rows = 0;
  let reported = 0;
  do {
    const batch: { rows: R[]; next: Cursor | null } = await content.source.batch(after, EXPORT_BATCH_SIZE);
    for (const row of batch.rows) sheet.addRow(content.columns.map((c) => xlsxCell(c.value(row, format)))).commit();
    rows += batch.rows.length;
    if (rows - reported >= PROGRESS_EVERY_ROWS) {
      reported = rows;
      await progress(rows);
    }
    after = batch.next;
  } while (after);
  sheet.commit();
  await workbook.commit();
}

export interface GenerateContext {
  db: Db;
  dataDir: string;
  now(): Date;
  publicUrl?: string;
  sendMail?(mail: Mail): Promise<void>;
}

/**
 * Generates one report: claims it (pending or an interrupted run), writes its file, and marks it succeeded with its
 * expiry, records `report.ready` and mails the requester a link; a failure marks it failed (`report.failed`).
 * A report already done is left alone, so a second delivery of the job changes nothing.
 */
export async function generateReport(ctx: GenerateContext, scope: Scope, id: string, lang: Lang = 'en'): Promise<ReportRow | undefined> {
  const found = await findReport(ctx.db, scope, id);
  if (!found || (found.status !== 'pending' && found.status !== 'running')) return found;
  const content = contentOf(found.kind, ctx.db, scope, found);
  const total = await content.source.count();
  const report = await claimReport(ctx.db, scope, id, total);
  if (!report) return found;
  const now = ctx.now();
  const store = uploadStore(ctx.dataDir);
  const progress = async (rows: number) => void (await updateReport(ctx.db, scope, id, { rowsDone: Math.min(rows, total) }));
  try {
    let stored;
    if (report.format === 'csv') {
      const chunks = exportChunks(ctx.db, content.columns, content.source, { resource: report.kind, livemode: scope.livemode, tz: report.timezone, lang, now }, content.copyRows);
      stored = await store.write(Readable.from(countingLines(coalesced(chunks), progress)));
    } else {
      const out = new PassThrough();
      const receiving = store.write(out);
      await writeXlsx(content, report, lang, now, out, progress).catch((err: unknown) => {
        out.destroy(err as Error);
        throw err;
      });
      stored = await receiving;
    }
    const done = ctx.now();
    const ready = await ctx.db.transaction(async (tx) => {
      const row = await updateReport(tx, scope, id, {
        status: 'succeeded',
        rowsDone: total,
        storedName: stored.storedName,
        size: stored.size,
        fileName: reportFileName(report),
        completedAt: done,
        expiresAt: new Date(done.getTime() + REPORT_RETENTION_DAYS * 86_400_000),
      });
      if (row) await insertEvents(tx, scope, [reportEvent('report.ready', row, done)]);
      return row;
    });
    if (ready) await mailReady(ctx, ready, lang);
    return ready;
  } catch (err) {
    const failed = await ctx.db.transaction(async (tx) => {
      const row = await updateReport(tx, scope, id, { status: 'failed', error: err instanceof Error ? err.message.slice(0, 500) : 'failed', completedAt: ctx.now(), expiresAt: new Date(ctx.now().getTime() + REPORT_RETENTION_DAYS * 86_400_000) });
      if (row) await insertEvents(tx, scope, [reportEvent('report.failed', row, ctx.now())]);
      return row;
    });
    return failed;
  }
}

async function mailReady(ctx: GenerateContext, r: ReportRow, lang: Lang) {
  if (!ctx.sendMail || !r.userId) return;
  const user = await findUserById(ctx.db, r.userId);
  if (!user) return;
  const link = ctx.publicUrl ? `${ctx.publicUrl.replace(/\/$/, '')}${r.livemode ? '' : '/test'}/reports?id=${encodeURIComponent(r.id)}` : null;
  const kind = REPORT_KIND_NAMES[r.kind][lang];
  const text =
    lang === 'zh'
      ? `您的${kind}报表（${r.periodFrom} 至 ${r.periodTo}）已生成，可在 ${REPORT_RETENTION_DAYS} 天内下载。${link ? `\n\n${link}` : ''}`
      : `Your ${kind} report for ${r.periodFrom} to ${r.periodTo} is ready and can be downloaded for ${REPORT_RETENTION_DAYS} days.${link ? `\n\n${link}` : ''}`;
  await ctx.sendMail({ to: user.email, subject: lang === 'zh' ? `报表已生成：${kind}` : `Report ready: ${kind}`, text });
}

export const REPORT_KIND_NAMES: Record<ReportRow['kind'], CsvLabel> = {
  balance_summary: { en: 'balance summary', zh: '余额汇总' },
  balance_change: { en: 'balance change from activity', zh: '交易活动引起的余额变动' },
  itemized_activity: { en: 'itemized balance activity', zh: '余额变动明细' },
  settlement: { en: 'settlement', zh: '结算' },
};

