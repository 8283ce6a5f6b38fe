// A bank statement the merchant uploads to reconcile settlements (issue 28): CSV with a header line naming the
// columns date, reference, amount and currency (any order, any case, other columns ignored), one credit per line.
// The parser is RFC 4180 (quoted fields, doubled quotes, CRLF or LF); every problem names its line and field, with
// the message keys of domain/settlements/messages.ts, so the server answers them translated.
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
  field: StatementColumn | 'file';
  message: 'statement_empty' | 'statement_too_many_rows' | 'statement_missing_column' | 'statement_date_invalid' | 'statement_amount_invalid' | 'statement_currency_invalid' | 'statement_reference_invalid' | 'statement_file_invalid';
}

/** RFC 4180 records of a text; null when a quote is never closed. */
export function csvRecords(text: string): string[][] | null {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  while (i < body.length) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (c === '"') quoted = false;
      else field += c;
      i++;
      continue;
    }
    if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      if (c === '\r' && body[i + 1] === '\n') i++;
    } else field += c;
    i++;
  }
  if (quoted) return null;
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
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

/** The statement's lines, or every problem found (at most 50), each naming its line and field. */
export function parseStatement(text: string): { lines: StatementLine[]; issues: StatementIssue[] } {
  const records = csvRecords(text);
  if (!records) return { lines: [], issues: [{ line: 0, field: 'file', message: 'statement_file_invalid' }] };
  const rows = records.filter((r) => r.some((cell) => cell.trim() !== ''));
  if (rows.length < 2) return { lines: [], issues: [{ line: 0, field: 'file', message: 'statement_empty' }] };
  if (rows.length - 1 > STATEMENT_MAX_ROWS) return { lines: [], issues: [{ line: 0, field: 'file', message: 'statement_too_many_rows' }] };
  const header = rows[0].map((h) => h.trim().toLowerCase());
  const index = Object.fromEntries(STATEMENT_COLUMNS.map((c) => [c, header.indexOf(c)])) as Record<StatementColumn, number>;
  const missing = STATEMENT_COLUMNS.filter((c) => index[c] < 0);
  if (missing.length) return { lines: [], issues: missing.map((c) => ({ line: 1, field: c, message: 'statement_missing_column' })) };
  const lines: StatementLine[] = [];
  const issues: StatementIssue[] = [];
  const lineNumbers = records.map((_, n) => n + 1).filter((_, n) => records[n].some((cell) => cell.trim() !== ''));
  for (let n = 1; n < rows.length && issues.length < 50; n++) {
    const line = lineNumbers[n];
    const cell = (c: StatementColumn) => (rows[n][index[c]] ?? '').trim();
    const date = cell('date');
    const reference = cell('reference');
    const currency = cell('currency').toUpperCase();
    if (!validDate(date)) issues.push({ line, field: 'date', message: 'statement_date_invalid' });
    if (!reference || reference.length > 100) issues.push({ line, field: 'reference', message: 'statement_reference_invalid' });
    const knownCurrency = (PAYMENT_CURRENCIES as readonly string[]).includes(currency);
    if (!knownCurrency) issues.push({ line, field: 'currency', message: 'statement_currency_invalid' });
    const amount = knownCurrency ? minorOf(cell('amount').replaceAll(' ', ''), currency) : null;
    if (knownCurrency && amount === null) issues.push({ line, field: 'amount', message: 'statement_amount_invalid' });
    if (amount !== null && issues.every((i) => i.line !== line)) lines.push({ line, date, reference, amount, currency });
  }
  return { lines: issues.length ? [] : lines, issues };
}
