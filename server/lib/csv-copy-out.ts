// The reading side of `COPY (…) TO STDOUT WITH (FORMAT csv)` on PostgreSQL. In copy-out mode the server sends one
// CopyData message per row (protocol docs, "COPY Operations"), so a row's end is its message's last byte: the
// decoder copies each chunk's row bytes into one buffer and writes CRLF there in place of the LF, in a single pass.
// pg-copy-streams keeps the connection hand-over (taking the socket from pg, giving it back at CopyDone or at an
// error); only its per-chunk parse is replaced, because its parse slices every row into a buffer of its own and
// joins them again, and the CRLF pass then had to read every byte once more, tracking quotes.
import type { Readable } from 'node:stream';
import type { Submittable } from 'pg';

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

/** Decodes the copy-out messages of a connection chunk by chunk into CSV rows ending in CRLF. */
export class CsvCopyOutDecoder {
  private readonly header = Buffer.alloc(HEADER);
  private headerBytes = 0;
  /** Payload bytes of the current message still to come; -1 between messages. */
  private remaining = -1;
  private code = 0;

  /** The rows' bytes in `chunk` (possibly empty) and, once the copy is over, where it ended. */
  decode(chunk: Buffer): { rows: Buffer; end: CopyOutEnd | null } {
    // Each row's header (5 bytes) is at least as long as the CR added to it; only a row whose header came in an
    // earlier chunk can add a byte beyond the chunk's length.
    const out = Buffer.allocUnsafe(chunk.length + 1);
    let o = 0;
    let i = 0;
    while (i < chunk.length) {
      if (this.remaining < 0) {
        if (this.headerBytes === 0 && chunk[i] === ERROR_RESPONSE) return { rows: out.subarray(0, o), end: { error: true, rest: chunk.subarray(i) } };
        const n = Math.min(HEADER - this.headerBytes, chunk.length - i);
        chunk.copy(this.header, this.headerBytes, i, i + n);
        this.headerBytes += n;
        i += n;
        if (this.headerBytes < HEADER) break;
        this.code = this.header[0];
        this.remaining = this.header.readUInt32BE(1) - 4;
        this.headerBytes = 0;
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

/** A pg query streaming `COPY (select) TO STDOUT WITH (FORMAT csv)` as CSV rows ending in CRLF. */
export async function csvCopyQuery(select: string): Promise<Readable & Submittable> {
  const { to } = await import('pg-copy-streams');
  const query = to(`copy (${select}) to stdout with (format csv)`);
  const inner = query as unknown as CopyToInternals;
  const decoder = new CsvCopyOutDecoder();
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
