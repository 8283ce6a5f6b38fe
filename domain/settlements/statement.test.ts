import { describe, expect, it } from 'vitest';
import { csvRecords, parseStatement } from './statement';

describe('bank statement', () => {
  it('reads RFC 4180 records: quotes, doubled quotes, CRLF and LF, a byte-order mark', () => {
    expect(csvRecords('\uFEFFa,"b,c","say ""hi"""\r\n1,2,3\n')).toEqual([['a', 'b,c', 'say "hi"'], ['1', '2', '3']]);
    expect(csvRecords('a,"open\n')).toBeNull();
  });

  it('takes the columns by name in any order and amounts in the currency’s minor units', () => {
    const text = 'Currency,Amount,Reference,Date,Memo\nUSD,1234.5,STL-20260101-USD-ABC123,2026-01-02,x\nJPY,5000,R2,2026-01-03,\nKWD,-1.005,R3,2026-01-04,\n';
    const { lines, issues } = parseStatement(text);
    expect(issues).toEqual([]);
    expect(lines).toEqual([
      { line: 2, date: '2026-01-02', reference: 'STL-20260101-USD-ABC123', amount: 123_450, currency: 'USD' },
      { line: 3, date: '2026-01-03', reference: 'R2', amount: 5000, currency: 'JPY' },
      { line: 4, date: '2026-01-04', reference: 'R3', amount: -1005, currency: 'KWD' },
    ]);
  });

  it('names the line and the field of every problem', () => {
    const text = 'date,reference,amount,currency\n2026-02-30,R1,10.00,USD\n\n2026-03-01,,10.001,USD\n2026-03-01,R3,12,XXX\n';
    expect(parseStatement(text).issues).toEqual([
      { line: 2, field: 'date', message: 'statement_date_invalid' },
      { line: 4, field: 'reference', message: 'statement_reference_invalid' },
      { line: 4, field: 'amount', message: 'statement_amount_invalid' },
      { line: 5, field: 'currency', message: 'statement_currency_invalid' },
    ]);
    expect(parseStatement('date,amount\n2026-01-01,1\n').issues.map((i) => i.field)).toEqual(['reference', 'currency']);
    expect(parseStatement('date,reference,amount,currency\n').issues[0].message).toBe('statement_empty');
  });
});
