import { describe, expect, it } from 'vitest';
import { statementLines, type StatementRecord } from './statement';

/** Records of a simple text, one per line (the CSV reading itself is server/services/settlements/statement-csv.ts's). */
const records = (text: string): StatementRecord[] => text.split('\n').map((l, i) => ({ line: i + 1, cells: l.split(',') }));

describe('bank statement rules', () => {
  it('takes the columns by name in any order and amounts in the currency’s minor units', () => {
    const text = 'Currency,Amount,Reference,Date,Memo\nUSD,1234.5,STL-20260101-USD-ABC123,2026-01-02,x\nJPY,5000,R2,2026-01-03,\nKWD,-1.005,R3,2026-01-04,\n';
    const { lines, issues } = statementLines(records(text));
    expect(issues).toEqual([]);
    expect(lines).toEqual([
      { line: 2, date: '2026-01-02', reference: 'STL-20260101-USD-ABC123', amount: 123_450, currency: 'USD' },
      { line: 3, date: '2026-01-03', reference: 'R2', amount: 5000, currency: 'JPY' },
      { line: 4, date: '2026-01-04', reference: 'R3', amount: -1005, currency: 'KWD' },
    ]);
  });

  it('names the line and the field of every problem', () => {
    const text = 'date,reference,amount,currency\n2026-02-30,R1,10.00,USD\n\n2026-03-01,,10.001,USD\n2026-03-01,R3,12,XXX\n';
    expect(statementLines(records(text)).issues).toEqual([
      { line: 2, field: 'date', message: 'statement_date_invalid' },
      { line: 4, field: 'reference', message: 'statement_reference_invalid' },
      { line: 4, field: 'amount', message: 'statement_amount_invalid' },
      { line: 5, field: 'currency', message: 'statement_currency_invalid' },
    ]);
    expect(statementLines(records('date,amount\n2026-01-01,1\n')).issues.map((i) => i.field)).toEqual(['reference', 'currency']);
    expect(statementLines(records('date,reference,amount,currency\n')).issues[0].message).toBe('statement_empty');
  });

  it('names the lines that could not be read among the other problems, in line order; a row missing cells has empty ones', () => {
    const text = 'date,reference,amount,currency\n2026-01-02,R1,1.00,USD\n2026-01-03,R2\n';
    expect(statementLines(records(text), [5]).issues).toEqual([
      { line: 3, field: 'currency', message: 'statement_currency_invalid' },
      { line: 5, field: 'row', message: 'statement_row_invalid' },
    ]);
    // Nothing readable but the header: the unreadable line is the problem, not an empty file.
    expect(statementLines(records('date,reference,amount,currency'), [2]).issues).toEqual([{ line: 2, field: 'row', message: 'statement_row_invalid' }]);
  });

  it('lists at most 50 problems', () => {
    const text = ['date,reference,amount,currency', ...Array.from({ length: 80 }, () => 'x,R,1,USD')].join('\n');
    expect(statementLines(records(text)).issues).toHaveLength(50);
  });
});
