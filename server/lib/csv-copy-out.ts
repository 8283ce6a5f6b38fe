// The reading side of `COPY (…) TO STDOUT WITH (FORMAT csv)` on PostgreSQL. In copy-out mode the server sends one
// CopyData message per row (protocol docs, "COPY Operations"), so a row's end is its message's last byte: the
// decoder copies each chunk's row bytes into one buffer and writes CRLF there in place of the LF, in a single pass.
// pg-copy-streams keeps the connection hand-over (taking the socket from pg, giving it back at CopyDone or at an
// error); only its per-chunk parse is replaced, because its parse slices every row into a buffer of its own and
// joins them again, and the CRLF pass then had to read every byte once more, tracking quotes.
//
// A decoder may also be given the row's fields (CopyField): then it writes each row itself, cutting a time column to
// its seconds and writing an integer column of minor units in its currency's decimals, so PostgreSQL sends the plain
// columns (what a COPY of the table costs) and the formatting runs here, on the other core, in integer arithmetic.
import type { Readable } from 'node:stream';
import type { Submittable } from 'pg';
import { DEFAULT_MINOR_UNIT_EXPONENT, MINOR_UNIT_EXPONENTS } from '../../domain/currency';

const COPY_DATA = 0x64; // d
const ERROR_RESPONSE = 0x45; // E
/** Messages that may come between CopyData messages and are skipped (CopyOutResponse, notices, parameters). */
const SKIPPED = new Set([0x48, 0x4e, 0x41, 0x53]);
const HEADER = 5;

/** Where the copy ended in a chunk: the bytes from there on belong to pg (the ErrorResponse, or what follows CopyDone). */
export interface CopyOutEnd {
  error: boolean;
  rest: Buffer;
}

/**
 * How the decoder writes one field of a row: as PostgreSQL sent it (`text`); with csvCell's formula guard (`guarded`:
 * a leading ' before = + - @ tab or CR unless the text is a plain number, an empty text written as nothing, as
 * csvCellSql does in SQL); a timestamp printed by PostgreSQL in the session's zone and DateStyle ISO
 * (`2026-01-02 03:04:05.678+08`) cut to its seconds (`seconds`: `2026-01-02 03:04:05`, what zonedTimeSql prints); or
 * an integer of minor units written with the decimals of the currency in field `currency` of the same row
 * (`minorUnits`, fromMinorUnits: `-5` USD is `-0.05`, `100` JPY is `100`). Empty (NULL) stays empty.
 */
export type CopyField = { kind: 'text' } | { kind: 'guarded' } | { kind: 'seconds' } | { kind: 'minorUnits'; currency: number };

const QUOTE = 34;
const COMMA = 44;
const MINUS = 45;
const ZERO = 48;
const DOT = 46;
const APOSTROPHE = 39;
/** = + - @ tab CR: a cell starting with one of them is a formula to a spreadsheet (csvCell's FORMULA_START). */
const FORMULA_START = new Uint8Array(256);
for (const c of '=+-@\t\r') FORMULA_START[c.charCodeAt(0)] = 1;
/** `YYYY-MM-DD HH:MM:SS` */
const SECONDS_LENGTH = 19;
/** The most a field grows when formatted: 0. and the zeros before the digits of the largest exponent (a guard: 1). */
const MAX_GROWTH = 2 + Math.max(DEFAULT_MINOR_UNIT_EXPONENT, ...Object.values(MINOR_UNIT_EXPONENTS));

/** A currency code's exponent by its bytes (upper-cased, as minorUnitExponent reads it). */
const EXPONENT_BY_CODE = new Map(Object.entries(MINOR_UNIT_EXPONENTS).map(([code, exp]) => [code.toUpperCase(), exp]));
function exponentOf(row: Buffer, from: number, to: number): number {
  let code = '';
  for (let k = from; k < to; k++) {
    const b = row[k];
    if (b === 32) continue; // char(n) pads with spaces; minorUnitExponent trims them
    code += String.fromCharCode(b >= 97 && b <= 122 ? b - 32 : b);
  }
  return EXPONENT_BY_CODE.get(code) ?? DEFAULT_MINOR_UNIT_EXPONENT;
}

/** Where the field starting at `p` ends (its comma, or `to`): a quoted field's quotes may hold commas and quotes. */
function fieldEnd(row: Buffer, p: number, to: number): number {
  if (p < to && row[p] === QUOTE) {
    p++;
    for (;;) {
      while (p < to && row[p] !== QUOTE) p++;
      if (p + 1 < to && row[p + 1] === QUOTE) p += 2;
      else break;
    }
    p++;
  }
  while (p < to && row[p] !== COMMA) p++;
  return p;
}

/** Formats rows of plain fields (one row's bytes at a time) into CSV rows ending in CRLF. */
class RowFormatter {
  private readonly starts: Int32Array;
  private readonly ends: Int32Array;
  /** The exponent of the currency last seen, by its field's bytes, so a run of one currency looks it up once. */
  private lastCode = -1;
  private lastExponent = DEFAULT_MINOR_UNIT_EXPONENT;
  /** The exponents of the three-byte codes seen, by their bytes as one number. */
  private readonly exponents = new Map<number, number>();

  /** Every amount's currency field comes before it: the row is written in one pass. */
  private readonly onePass: boolean;

  constructor(private readonly fields: readonly CopyField[]) {
    this.starts = new Int32Array(fields.length);
    this.ends = new Int32Array(fields.length);
    this.onePass = fields.every((f, i) => f.kind !== 'minorUnits' || f.currency < i);
  }

  /** The most bytes a row of `length` bytes (its LF included) becomes. */
  bound(length: number): number {
    return length + 1 + this.fields.length * MAX_GROWTH;
  }

  /** Writes the row `row[from, to)` (its LF excluded) into `out` at `o`, with CRLF; returns the new offset. */
  write(row: Buffer, from: number, to: number, out: Buffer, o: number): number {
    const { fields, starts, ends } = this;
    const rowStart = o;
    // One pass: each field's bounds are found as its bytes are written (a field may start with a quote: only text
    // fields, times and integers never need one). An amount's currency comes before it (`onePass`), else the
    // bounds of every field are found first.
    if (!this.onePass) this.bounds(row, from, to);
    let p = from;
    for (let f = 0; f < fields.length; f++) {
      if (f > 0) out[o++] = COMMA;
      const field = fields[f];
      if (!this.onePass) {
        o = this.field(field, row, starts[f], ends[f], out, o);
        p = ends[f] + 1;
        continue;
      }
      const s = p;
      let b: number;
      if (p < to && row[p] !== QUOTE) {
        if (field.kind === 'text' || (field.kind === 'guarded' && !FORMULA_START[row[p]])) {
          // Plain text (and guarded text that cannot be a formula): copied while its end is looked for.
          while (p < to && (b = row[p]) !== COMMA) {
            out[o++] = b;
            p++;
          }
          starts[f] = s;
          ends[f] = p++;
          continue;
        }
        if (field.kind === 'seconds') {
          const cut = s + SECONDS_LENGTH;
          while (p < to && (b = row[p]) !== COMMA) {
            if (p < cut) out[o++] = b;
            p++;
          }
          starts[f] = s;
          ends[f] = p++;
          continue;
        }
      }
      p = fieldEnd(row, p, to);
      starts[f] = s;
      ends[f] = p;
      o = this.field(field, row, s, p, out, o);
      p++;
    }
    if (p <= to) return this.verbatim(row, from, to, out, rowStart); // more fields than expected: left as they are
    out[o++] = 13;
    out[o++] = 10;
    return o;
  }

  /** Every field's bounds (`starts`, `ends`); returns where the row's scan ended (beyond `to` when the fields fit). */
  private bounds(row: Buffer, from: number, to: number): number {
    let p = from;
    for (let f = 0; f < this.fields.length; f++) {
      this.starts[f] = p;
      p = fieldEnd(row, p, to);
      this.ends[f] = p;
      p++;
    }
    return p;
  }

  /** Writes field `row[s, e)` as its kind says. */
  private field(field: CopyField, row: Buffer, s: number, e: number, out: Buffer, o: number): number {
    if (field.kind === 'text' || s === e) {
      for (let k = s; k < e; k++) out[o++] = row[k];
      return o;
    }
    if (field.kind === 'guarded') return guarded(row, s, e, out, o);
    if (field.kind === 'seconds') {
      const cut = Math.min(e, s + SECONDS_LENGTH);
      for (let k = s; k < cut; k++) out[o++] = row[k];
      return o;
    }
    return this.minorUnits(row, s, e, this.exponent(row, this.starts[field.currency], this.ends[field.currency]), out, o);
  }

  private exponent(row: Buffer, s: number, e: number): number {
    const key = e - s === 3 ? (row[s] << 16) | (row[s + 1] << 8) | row[s + 2] : -1;
    if (key === -1) return exponentOf(row, s, e);
    if (key === this.lastCode) return this.lastExponent;
    // Rows of several currencies interleave: each code's exponent is looked up once per decoder, by its bytes.
    let exp = this.exponents.get(key);
    if (exp === undefined) {
      exp = exponentOf(row, s, e);
      this.exponents.set(key, exp);
    }
    this.lastCode = key;
    this.lastExponent = exp;
    return exp;
  }

  /** fromMinorUnits on the digits: the sign, the integer part (0 when none), the point and exactly `exp` decimals. */
  private minorUnits(row: Buffer, s: number, e: number, exp: number, out: Buffer, o: number): number {
    let d = s;
    if (row[d] === MINUS) out[o++] = row[d++];
    const digits = e - d;
    if (exp === 0) {
      for (let k = d; k < e; k++) out[o++] = row[k];
      return o;
    }
    if (digits <= exp) {
      out[o++] = ZERO;
      out[o++] = DOT;
      for (let z = digits; z < exp; z++) out[o++] = ZERO;
      for (let k = d; k < e; k++) out[o++] = row[k];
      return o;
    }
    const point = e - exp;
    for (let k = d; k < point; k++) out[o++] = row[k];
    out[o++] = DOT;
    for (let k = point; k < e; k++) out[o++] = row[k];
    return o;
  }

  private verbatim(row: Buffer, from: number, to: number, out: Buffer, o: number): number {
    o += row.copy(out, o, from, to);
    out[o++] = 13;
    out[o++] = 10;
    return o;
  }
}

/** -?digits(.digits)? */
function plainNumber(row: Buffer, s: number, e: number): boolean {
  let k = row[s] === MINUS ? s + 1 : s;
  const digitsFrom = k;
  while (k < e && row[k] >= ZERO && row[k] <= ZERO + 9) k++;
  if (k === digitsFrom) return false;
  if (k === e) return true;
  if (row[k] !== DOT) return false;
  const fraction = ++k;
  while (k < e && row[k] >= ZERO && row[k] <= ZERO + 9) k++;
  return k === e && k > fraction;
}

/**
 * A text field with csvCell's guard. PostgreSQL quotes a field holding a delimiter, quote, CR or LF (as csvCell does)
 * and the empty text (`""`, which csvCell writes as nothing); a quoted text is never a plain number.
 */
function guarded(row: Buffer, s: number, e: number, out: Buffer, o: number): number {
  if (row[s] === QUOTE) {
    if (e - s === 2) return o;
    out[o++] = QUOTE;
    if (FORMULA_START[row[s + 1]]) out[o++] = APOSTROPHE;
    for (let k = s + 1; k < e; k++) out[o++] = row[k];
    return o;
  }
  if (FORMULA_START[row[s]] && !plainNumber(row, s, e)) out[o++] = APOSTROPHE;
  for (let k = s; k < e; k++) out[o++] = row[k];
  return o;
}

/** One row message's payload `row[from, to)` formatted into `out` at `o`; one not ending in LF is passed as it is. */
function formatRow(formatter: RowFormatter, row: Buffer, from: number, to: number, out: Buffer, o: number): number {
  if (to > from && row[to - 1] === 10) return formatter.write(row, from, to - 1, out, o);
  return o + row.copy(out, o, from, to);
}

/** Decodes the copy-out messages of a connection chunk by chunk into CSV rows ending in CRLF. */
export class CsvCopyOutDecoder {
  private readonly header = Buffer.alloc(HEADER);
  private headerBytes = 0;
  /** Payload bytes of the current message still to come; -1 between messages. */
  private remaining = -1;
  private code = 0;
  private readonly formatter: RowFormatter | null;
  /** A row cut by the chunk's end (formatted rows are written whole): its bytes so far. */
  private partial: Buffer = Buffer.alloc(0);
  private partialBytes = 0;

  /** With `fields`, each row is formatted field by field (CopyField); without, rows pass as they came. */
  constructor(fields?: readonly CopyField[]) {
    this.formatter = fields && fields.some((f) => f.kind !== 'text') ? new RowFormatter(fields) : null;
  }

  /** The rows' bytes in `chunk` (possibly empty) and, once the copy is over, where it ended. */
  decode(chunk: Buffer): { rows: Buffer; end: CopyOutEnd | null } {
    return this.formatter ? this.decodeFormatted(chunk, this.formatter) : this.decodePlain(chunk);
  }

  /** Reads a message header from `chunk` at `i`; returns the new offset (the header may be cut by the chunk's end). */
  private readHeader(chunk: Buffer, i: number): number {
    if (this.headerBytes === 0 && i + HEADER <= chunk.length) {
      // The whole header in the chunk (nearly every row): read in place, without a copy.
      this.code = chunk[i];
      this.remaining = chunk.readUInt32BE(i + 1) - 4;
      return i + HEADER;
    }
    const n = Math.min(HEADER - this.headerBytes, chunk.length - i);
    chunk.copy(this.header, this.headerBytes, i, i + n);
    this.headerBytes += n;
    if (this.headerBytes === HEADER) {
      this.code = this.header[0];
      this.remaining = this.header.readUInt32BE(1) - 4;
      this.headerBytes = 0;
    }
    return i + n;
  }

  private decodeFormatted(chunk: Buffer, formatter: RowFormatter): { rows: Buffer; end: CopyOutEnd | null } {
    // Every row's header (5 bytes) is at least as long as its CR; a row is at most its bound.
    let out = Buffer.allocUnsafe(formatter.bound(chunk.length + this.partialBytes));
    let o = 0;
    let i = 0;
    const room = (need: number) => {
      if (o + need <= out.length) return;
      const larger = Buffer.allocUnsafe(Math.max(out.length * 2, o + need));
      out.copy(larger, 0, 0, o);
      out = larger;
    };
    while (i < chunk.length) {
      if (this.remaining < 0) {
        if (this.headerBytes === 0 && chunk[i] === ERROR_RESPONSE) return { rows: out.subarray(0, o), end: { error: true, rest: chunk.subarray(i) } };
        i = this.readHeader(chunk, i);
        if (this.remaining < 0) break;
      }
      if (this.code !== COPY_DATA) {
        const n = Math.min(this.remaining, chunk.length - i);
        i += n;
        this.remaining -= n;
        if (this.remaining > 0) break;
        this.remaining = -1;
        if (!SKIPPED.has(this.code)) return { rows: out.subarray(0, o), end: { error: false, rest: chunk.subarray(i) } };
        continue;
      }
      const length = this.remaining + this.partialBytes;
      if (this.partialBytes === 0 && i + this.remaining <= chunk.length) {
        // The whole row is in this chunk (the common case): formatted from the chunk itself.
        room(formatter.bound(length));
        o = formatRow(formatter, chunk, i, i + length, out, o);
        i += length;
        this.remaining = -1;
        continue;
      }
      // A row cut by a chunk's end: gathered, then formatted once whole.
      if (this.partial.length < length) {
        const larger = Buffer.allocUnsafe(Math.max(length, 2 * this.partial.length));
        this.partial.copy(larger, 0, 0, this.partialBytes);
        this.partial = larger;
      }
      const n = Math.min(this.remaining, chunk.length - i);
      chunk.copy(this.partial, this.partialBytes, i, i + n);
      this.partialBytes += n;
      i += n;
      this.remaining -= n;
      if (this.remaining > 0) break;
      room(formatter.bound(length));
      o = formatRow(formatter, this.partial, 0, length, out, o);
      this.partialBytes = 0;
      this.remaining = -1;
    }
    return { rows: out.subarray(0, o), end: null };
  }

  private decodePlain(chunk: Buffer): { rows: Buffer; end: CopyOutEnd | null } {
    // Each row's header (5 bytes) is at least as long as the CR added to it; only a row whose header came in an
    // earlier chunk can add a byte beyond the chunk's length.
    const out = Buffer.allocUnsafe(chunk.length + 1);
    let o = 0;
    let i = 0;
    while (i < chunk.length) {
      if (this.remaining < 0) {
        if (this.headerBytes === 0 && chunk[i] === ERROR_RESPONSE) return { rows: out.subarray(0, o), end: { error: true, rest: chunk.subarray(i) } };
        i = this.readHeader(chunk, i);
        if (this.remaining < 0) break;
      }
      const n = Math.min(this.remaining, chunk.length - i);
      const last = n === this.remaining;
      if (this.code === COPY_DATA) {
        if (last && n > 0 && chunk[i + n - 1] === 10) {
          o += chunk.copy(out, o, i, i + n - 1);
          out[o++] = 13;
          out[o++] = 10;
        } else o += chunk.copy(out, o, i, i + n);
      }
      i += n;
      this.remaining -= n;
      if (!last) break;
      this.remaining = -1;
      // CopyDone, or any message that is neither a row nor one of the few allowed in between, ends copy-out mode.
      if (this.code !== COPY_DATA && !SKIPPED.has(this.code)) return { rows: out.subarray(0, o), end: { error: false, rest: chunk.subarray(i) } };
    }
    return { rows: out.subarray(0, o), end: null };
  }
}

/** The members of pg-copy-streams' copy-to query (7.x) that the decoder takes over. */
interface CopyToInternals {
  _parse(chunk: Buffer): boolean;
  _buffer: { push(data: Buffer): void };
  _detach(): void;
  _cleanup(): void;
  connection: unknown;
  push(chunk: Buffer | null): boolean;
}

/**
 * A pg query streaming `COPY (select) TO STDOUT WITH (FORMAT csv)` as CSV rows ending in CRLF; with `fields`, each
 * row formatted by them (CopyField).
 */
export async function csvCopyQuery(select: string, fields?: readonly CopyField[]): Promise<Readable & Submittable> {
  const { to } = await import('pg-copy-streams');
  const query = to(`copy (${select}) to stdout with (format csv)`);
  const inner = query as unknown as CopyToInternals;
  const decoder = new CsvCopyOutDecoder(fields);
  inner._parse = (chunk) => {
    const { rows, end } = decoder.decode(chunk);
    const drained = rows.length > 0 ? inner.push(rows) : true;
    if (!end) return drained;
    // pg reads the rest: the ErrorResponse (and fails the query), or CommandComplete and ReadyForQuery.
    inner._buffer.push(end.rest);
    inner._detach();
    // The query reads the connection no more (pg-copy-streams' forward loop stops without one).
    inner.connection = null;
    if (!end.error) {
      inner.push(null);
      inner._cleanup();
    }
    return false;
  };
  return query;
}
