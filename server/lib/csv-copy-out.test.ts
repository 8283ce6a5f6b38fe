import { describe, expect, it } from 'vitest';
import { CsvCopyOutDecoder, type CopyOutEnd } from './csv-copy-out';

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
