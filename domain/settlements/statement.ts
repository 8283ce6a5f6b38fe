// A bank statement the merchant uploads to reconcile settlements (issue 28): CSV with a header line naming the
// columns date, reference, amount and currency (any order, any case, other columns ignored), one credit per line.
// The server reads the file's records with csv-parse (server/services/settlements/statement-csv.ts); the rules here
// judge them: every problem names its line and field, with the message keys of domain/settlements/messages.ts, so
// the server answers them translated.
import { minorUnitExponent } from '../currency';
import { PAYMENT_CURRENCIES } from '../payments';

export const STATEMENT_COLUMNS = ['date', 'reference', 'amount', 'currency'] as const;
export type StatementColumn = (typeof STATEMENT_COLUMNS)[number];
export const STATEMENT_MAX_ROWS = 10_000;
export const STATEMENT_MAX_BYTES = 1024 * 1024;

export interface StatementLine {
  /** The line of the file (the header is line 1). */
  line: number;
  date: string;
  reference: string;
  /** Minor units of the currency. */
  amount: number;
  currency: string;
}

export interface StatementIssue {
  /** 0 for the file as a whole. */
  line: number;
  /** `row`: the line as a whole (it cannot be read as CSV). */
  field: StatementColumn | 'file' | 'row';
  message: 'statement_empty' | 'statement_row_invalid' | 'statement_too_many_rows' | 'statement_missing_column' | 'statement_date_invalid' | 'statement_amount_invalid' | 'statement_currency_invalid' | 'statement_reference_invalid' | 'statement_file_invalid';
}

/** A record of the statement's CSV: its cells, and the line of the file it starts on (the header is line 1). */
export interface StatementRecord {
  line: number;
  cells: string[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const AMOUNT = /^-?\d{1,13}(\.\d{1,3})?$/;

function validDate(s: string): boolean {
  if (!DATE.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** An amount in major units (12.34) as minor units of the currency; null when it has more decimals than the currency. */
function minorOf(text: string, currency: string): number | null {
  if (!AMOUNT.test(text)) return null;
  const exp = minorUnitExponent(currency);
  const [whole, fraction = ''] = text.replace('-', '').split('.');
  if (fraction.length > exp) return null;
  const minor = Number(whole) * 10 ** exp + Number(fraction.padEnd(exp, '0') || '0');
  return text.startsWith('-') ? -minor : minor;
}

/** At most this many problems are listed. */
const MAX_ISSUES = 50;

/**
 * The statement's lines from its records, or every problem found (at most 50), each naming its line and field.
 * `unreadable` are the lines where a record could not be read as CSV (a quote never closed, say).
 */
export function statementLines(records: readonly StatementRecord[], unreadable: readonly number[] = []): { lines: StatementLine[]; issues: StatementIssue[] } {
  const unread: StatementIssue[] = unreadable.slice(0, MAX_ISSUES).map((line) => ({ line, field: 'row', message: 'statement_row_invalid' }));
  const rows = records.filter((r) => r.cells.some((cell) => cell.trim() !== ''));
  if (rows.length < 2) return { lines: [], issues: unread.length ? unread : [{ line: 0, field: 'file', message: 'statement_empty' }] };
  if (rows.length - 1 > STATEMENT_MAX_ROWS) return { lines: [], issues: [{ line: 0, field: 'file', message: 'statement_too_many_rows' }] };
  const header = rows[0].cells.map((h) => h.trim().toLowerCase());
  const index = Object.fromEntries(STATEMENT_COLUMNS.map((c) => [c, header.indexOf(c)])) as Record<StatementColumn, number>;
  const missing = STATEMENT_COLUMNS.filter((c) => index[c] < 0);
  if (missing.length) return { lines: [], issues: missing.map((c) => ({ line: rows[0].line, field: c, message: 'statement_missing_column' })) };
  const lines: StatementLine[] = [];
  const issues: StatementIssue[] = [...unread];
  for (const { line, cells } of rows.slice(1)) {
    if (issues.length >= MAX_ISSUES) break;
    const cell = (c: StatementColumn) => (cells[index[c]] ?? '').trim();
    const date = cell('date');
    const reference = cell('reference');
    const currency = cell('currency').toUpperCase();
    const found = issues.length;
    if (!validDate(date)) issues.push({ line, field: 'date', message: 'statement_date_invalid' });
    if (!reference || reference.length > 100) issues.push({ line, field: 'reference', message: 'statement_reference_invalid' });
    const knownCurrency = (PAYMENT_CURRENCIES as readonly string[]).includes(currency);
    if (!knownCurrency) issues.push({ line, field: 'currency', message: 'statement_currency_invalid' });
    const amount = knownCurrency ? minorOf(cell('amount').replaceAll(' ', ''), currency) : null;
    if (knownCurrency && amount === null) issues.push({ line, field: 'amount', message: 'statement_amount_invalid' });
    if (amount !== null && issues.length === found) lines.push({ line, date, reference, amount, currency });
  }
  issues.sort((a, b) => a.line - b.line);
  return { lines: issues.length ? [] : lines, issues: issues.slice(0, MAX_ISSUES) };
}
