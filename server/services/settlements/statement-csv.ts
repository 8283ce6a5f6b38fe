// Reading an uploaded bank statement (issue 28): its CSV records by csv-parse (quoted fields, doubled quotes, a
// byte-order mark, CRLF, LF or CR line ends, even mixed), each with the line it starts on, then judged by the rules of
// domain/settlements/statement.ts. A record that cannot be read (a quote never closed) is named by its line.
import { parse } from 'csv-parse/sync';
import { statementLines, type StatementIssue, type StatementLine, type StatementRecord } from '../../../domain/settlements/statement';

/** The statement's records with their first line, and the lines of the records csv-parse could not read. */
export function statementRecords(text: string): { records: StatementRecord[]; unreadable: number[] } {
  const records: StatementRecord[] = [];
  const unreadable: number[] = [];
  // Every line end ends a record (empty lines too), so a record starts on the line after the previous one's end.
  let lastLine = 0;
  parse(text, {
    bom: true,
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_column_count: true,
    // A quote inside an unquoted cell (ACME "EU" LTD) is part of the cell, as banks write it.
    relax_quotes: true,
    skip_records_with_error: true,
    on_skip: (err) => {
      unreadable.push(lastLine + 1);
      if (typeof err?.lines === 'number') lastLine = err.lines;
      return undefined;
    },
    on_record: (cells: string[], { lines }) => {
      records.push({ line: lastLine + 1, cells });
      lastLine = lines;
      return null;
    },
  });
  return { records, unreadable };
}

/** The statement's lines, or every problem found, each naming its line and field. */
export function parseStatement(text: string): { lines: StatementLine[]; issues: StatementIssue[] } {
  const { records, unreadable } = statementRecords(text);
  return statementLines(records, unreadable);
}
