// The bank statement's CSV as csv-parse reads it: the boundaries a bank's export crosses (quoted commas and quotes,
// a byte-order mark, CRLF, CR or mixed line ends, a quoted line break) and a record that cannot be read, by its line.
import { describe, expect, it } from 'vitest';
import { parseStatement, statementRecords } from './statement-csv';

const HEADER = 'date,reference,amount,currency';

describe('bank statement CSV', () => {
  it('reads quoted commas, doubled quotes and a byte-order mark', () => {
    const { records, unreadable } = statementRecords('\uFEFFa,"b,c","say ""hi"""\r\n1,2,3\r\n');
    expect(unreadable).toEqual([]);
    expect(records).toEqual([
      { line: 1, cells: ['a', 'b,c', 'say "hi"'] },
      { line: 2, cells: ['1', '2', '3'] },
    ]);
    const { lines, issues } = parseStatement(`\uFEFF${HEADER}\r\n2026-01-02,"STL-1, EUR",1234.50,EUR\r\n2026-01-03,"ACME ""EU""","1,234.50",USD\r\n`);
    expect(issues).toEqual([{ line: 3, field: 'amount', message: 'statement_amount_invalid' }]);
    expect(lines).toEqual([]);
    expect(parseStatement(`\uFEFF${HEADER}\r\n2026-01-02,"STL-1, EUR",1234.50,EUR\r\n`).lines).toEqual([
      { line: 2, date: '2026-01-02', reference: 'STL-1, EUR', amount: 123_450, currency: 'EUR' },
    ]);
  });

  it('numbers lines across CRLF, LF and CR ends, empty lines and a quoted line break', () => {
    const text = `${HEADER}\r\n2026-01-02,R1,1.00,USD\n\r\n2026-01-03,"R2\nsecond line",2.00,USD\r2026-01-04,R3,3.00,USD`;
    const { records } = statementRecords(text);
    expect(records.filter((r) => r.cells.length > 1).map((r) => [r.line, r.cells[1]])).toEqual([
      [1, 'reference'], [2, 'R1'], [4, 'R2\nsecond line'], [6, 'R3'],
    ]);
    expect(parseStatement(text).lines.map((l) => [l.line, l.amount])).toEqual([[2, 100], [4, 200], [6, 300]]);
  });

  it('keeps a quote inside an unquoted cell, as banks write it', () => {
    expect(parseStatement(`${HEADER}\n2026-01-02,ACME "EU" LTD,5.00,GBP\n`).lines[0].reference).toBe('ACME "EU" LTD');
  });

  it('names the line of a record it cannot read (a quote never closed), with the other problems', () => {
    const text = `${HEADER}\n2026-02-30,R1,1.00,USD\n2026-01-03,R2,2.00,USD\n2026-01-04,"R3,3.00,USD\n2026-01-05,R4,4.00,USD\n`;
    expect(parseStatement(text).issues).toEqual([
      { line: 2, field: 'date', message: 'statement_date_invalid' },
      { line: 4, field: 'row', message: 'statement_row_invalid' },
    ]);
    expect(parseStatement(`"date,reference,amount,currency\n2026-01-02,R1,1.00,USD\n`).issues).toEqual([{ line: 1, field: 'row', message: 'statement_row_invalid' }]);
  });

  it('answers empty for a file with a header only or nothing at all', () => {
    expect(parseStatement(`${HEADER}\r\n\r\n`).issues).toEqual([{ line: 0, field: 'file', message: 'statement_empty' }]);
    expect(parseStatement('').issues).toEqual([{ line: 0, field: 'file', message: 'statement_empty' }]);
  });
});
