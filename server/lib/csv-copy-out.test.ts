import { describe, expect, it } from 'vitest';
import { fromMinorUnits } from '../../domain/currency';
import { CsvCopyOutDecoder, type CopyField, type CopyOutEnd } from './csv-copy-out';
import { csvCell } from './csv-export';

/** One protocol message: code, length (itself included), payload. */
function message(code: string, payload: string | Buffer = ''): Buffer {
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  const head = Buffer.alloc(5);
  head.write(code, 0, 'latin1');
  head.writeUInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

/** Feeds `stream` cut at `cuts`; returns the rows and the end. */
function decodeIn(stream: Buffer, cuts: number[]): { rows: string; end: CopyOutEnd | null } {
  const decoder = new CsvCopyOutDecoder();
  const parts: Buffer[] = [];
  let end: CopyOutEnd | null = null;
  let from = 0;
  for (const to of [...cuts, stream.length]) {
    const got = decoder.decode(stream.subarray(from, to));
    parts.push(got.rows);
    from = to;
    if (got.end) {
      end = { error: got.end.error, rest: Buffer.concat([got.end.rest, stream.subarray(to)]) };
      break;
    }
  }
  return { rows: Buffer.concat(parts).toString(), end };
}

const ROWS = ['pay_1,2026-01-02 03:04:05,12.34\n', '"multi\nline ""quoted""",,\n', 'pay_3,"a,b",€ 9\n'];
const TAIL = Buffer.concat([message('C', 'COPY 3\0'), message('Z', 'I')]);
const COPY = Buffer.concat([message('H', Buffer.from([0, 0, 3, 0, 0, 0, 0, 0, 0])), ...ROWS.map((r) => message('d', r)), message('c'), TAIL]);
const EXPECTED = ROWS.map((r) => `${r.slice(0, -1)}\r\n`).join('');

describe('CsvCopyOutDecoder', () => {
  it('ends each row in CRLF and keeps line feeds inside quoted cells', () => {
    const { rows, end } = decodeIn(COPY, []);
    expect(rows).toBe(EXPECTED);
    expect(end).toEqual({ error: false, rest: TAIL });
  });

  it('gives the same bytes wherever the chunks are cut', () => {
    for (let a = 0; a <= COPY.length; a++) {
      for (let b = a; b <= COPY.length; b += 3) {
        const { rows, end } = decodeIn(COPY, [a, b]);
        expect(rows, `cut at ${a} and ${b}`).toBe(EXPECTED);
        expect(end?.rest.equals(TAIL), `rest after cuts at ${a} and ${b}`).toBe(true);
      }
    }
  });

  it('one byte at a time', () => {
    const { rows, end } = decodeIn(COPY, Array.from({ length: COPY.length - 1 }, (_, i) => i + 1));
    expect(rows).toBe(EXPECTED);
    expect(end?.error).toBe(false);
  });

  it('skips notices and parameter changes between rows', () => {
    const stream = Buffer.concat([message('d', ROWS[0]), message('N', 'SWARNING\0'), message('S', 'TimeZone\0UTC\0'), message('d', ROWS[1]), message('c')]);
    expect(decodeIn(stream, [7]).rows).toBe(ROWS.slice(0, 2).map((r) => `${r.slice(0, -1)}\r\n`).join(''));
  });

  it('stops at an error and leaves the whole ErrorResponse to pg', () => {
    const error = message('E', 'SERROR\0Mdivision by zero\0\0');
    const stream = Buffer.concat([message('d', ROWS[0]), error, message('Z', 'E')]);
    for (let cut = 0; cut <= stream.length; cut++) {
      const { rows, end } = decodeIn(stream, [cut]);
      expect(rows).toBe(`${ROWS[0].slice(0, -1)}\r\n`);
      expect(end?.error).toBe(true);
      expect(end?.rest.equals(stream.subarray(message('d', ROWS[0]).length))).toBe(true);
    }
  });

  it('passes a row that does not end in a line feed unchanged', () => {
    expect(decodeIn(Buffer.concat([message('d', 'x,y'), message('c')]), []).rows).toBe('x,y');
  });
});

describe('CsvCopyOutDecoder with fields', () => {
  const FIELDS: CopyField[] = [{ kind: 'text' }, { kind: 'seconds' }, { kind: 'text' }, { kind: 'minorUnits', currency: 2 }, { kind: 'guarded' }, { kind: 'guarded' }];
  /** Plain rows as PostgreSQL sends them, and what they become: csvCell, zonedTime's seconds and fromMinorUnits. */
  const CASES: [string, string][] = [
    ['1,2026-01-02 03:04:05.678+08,USD,123456,pay_1,', '1,2026-01-02 03:04:05,USD,1234.56,pay_1,'],
    ['2,2026-01-02 03:04:05+00,USD,-5,"a,b",stl_1', '2,2026-01-02 03:04:05,USD,-0.05,"a,b",stl_1'],
    ['3,,JPY,-100,=1+1,-12.5', "3,,JPY,-100,'=1+1,-12.5"],
    ['4,2026-12-31 23:59:59.999999-05,KWD,0,"=x,""y""\n",""', `4,2026-12-31 23:59:59,KWD,0.000,"'=x,""y""\n",`],
    ['5,2026-06-30 12:00:00+05:30,ETH,5,@sum,-', "5,2026-06-30 12:00:00,ETH,0.000000000000000005,'@sum,'-"],
    ['6,2026-06-30 12:00:00+00,usd,100,+1,-1.', "6,2026-06-30 12:00:00,usd,1.00,'+1,'-1."],
    ['7,2026-06-30 12:00:00+00,BHD,-1234,\tx,"\rx"', `7,2026-06-30 12:00:00,BHD,-1.234,'\tx,"'\rx"`],
  ];
  const stream = Buffer.concat([...CASES.map(([row]) => message('d', `${row}\n`)), message('c'), TAIL]);
  const expected = CASES.map(([, out]) => `${out}\r\n`).join('');

  it('formats each field, wherever the chunks are cut', () => {
    for (let a = 0; a <= stream.length; a++) {
      for (let b = a; b <= stream.length; b += 7) {
        const decoder = new CsvCopyOutDecoder(FIELDS);
        const parts: Buffer[] = [];
        let end: CopyOutEnd | null = null;
        for (const [from, to] of [[0, a], [a, b], [b, stream.length]]) {
          const got = decoder.decode(stream.subarray(from, to));
          parts.push(got.rows);
          if (got.end) {
            end = got.end;
            break;
          }
        }
        expect(Buffer.concat(parts).toString(), `cut at ${a} and ${b}`).toBe(expected);
        expect(end?.error, `end after cuts at ${a} and ${b}`).toBe(false);
      }
    }
  });

  it('writes minor units as fromMinorUnits does, for every exponent', () => {
    const amounts = [0n, 1n, -1n, 9n, 10n, -99n, 100n, 12345n, -123456789n, 10n ** 18n, -(10n ** 19n) + 1n];
    const currencies = ['USD', 'JPY', 'KWD', 'CLF', 'BTC', 'ETH', 'XYZ'];
    const rows = currencies.flatMap((c) => amounts.map((a) => `x,,${c},${a},,`));
    const got = new CsvCopyOutDecoder(FIELDS).decode(Buffer.concat(rows.map((r) => message('d', `${r}\n`)))).rows.toString();
    expect(got).toBe(currencies.flatMap((c) => amounts.map((a) => `x,,${c},${fromMinorUnits(a, c)},,\r\n`)).join(''));
  });

  it('writes each amount in its own currency when currencies alternate row by row', () => {
    const rows = ['USD', 'JPY', 'KWD', 'usd', 'JPY', 'USD', 'XYZ', 'KWD'].map((c, i) => [c, BigInt(-1234 * (i + 1))] as const);
    const got = new CsvCopyOutDecoder(FIELDS).decode(Buffer.concat(rows.map(([c, a]) => message('d', `x,,${c},${a},,\n`)))).rows.toString();
    expect(got).toBe(rows.map(([c, a]) => `x,,${c},${fromMinorUnits(a, c)},,\r\n`).join(''));
  });

  it('formats an amount whose currency comes after it, and leaves a row with more fields than expected as it is', () => {
    const fields: CopyField[] = [{ kind: 'minorUnits', currency: 2 }, { kind: 'seconds' }, { kind: 'text' }];
    const rows = ['123456,2026-01-02 03:04:05.678+08,USD', '-5,,KWD', '7,2026-01-02 03:04:05+00,JPY,extra'];
    const got = new CsvCopyOutDecoder(fields).decode(Buffer.concat(rows.map((r) => message('d', `${r}\n`)))).rows.toString();
    expect(got).toBe('1234.56,2026-01-02 03:04:05,USD\r\n-0.005,,KWD\r\n7,2026-01-02 03:04:05+00,JPY,extra\r\n');
  });

  it('guards text as csvCell does', () => {
    const texts = ['', 'plain', '=A1', '+1', '-1', '-1.5', '-1.', '-.5', '--1', '@x', '\tx', '12', '-', 'a,b', '=a,b', 'say "hi"', '\r\n'];
    const pgCsv = (t: string) => (t === '' || /[",\r\n]/.test(t) ? `"${t.replace(/"/g, '""')}"` : t);
    const rows = texts.map((t) => `x,,USD,1,${pgCsv(t)},`);
    const got = new CsvCopyOutDecoder(FIELDS).decode(Buffer.concat(rows.map((r) => message('d', `${r}\n`)))).rows.toString();
    expect(got).toBe(texts.map((t) => `x,,USD,0.01,${csvCell(t)},\r\n`).join(''));
  });
});
