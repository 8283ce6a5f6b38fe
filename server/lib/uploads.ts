// Uploaded files on disk under DATA_DIR/uploads, each under a random name: nothing the client sent (its file name
// or content type) ever becomes a path. Metadata (original name, sniffed type, hash) lives in the database.
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const STORED_NAME = /^[a-f0-9]{32}$/;

/** A file written to the store as it arrived, never whole in memory. */
export interface StoredFile {
  storedName: string;
  size: number;
  sha256: string;
  /** The first bytes, enough to tell the file's type by its signature. */
  head: Buffer;
}

/** Bytes kept of a file's start for sniffing its type. */
const HEAD_BYTES = 64;

export interface UploadStore {
  readonly dir: string;
  /** Streams a file to disk under a new random name, hashing it on the way; a failed stream leaves no file. */
  receive(source: Readable): Promise<StoredFile>;
  /**
   * Streams a file the server made itself (a report) to disk under a new random name: no hash and no head, which
   * only a client's file needs (for its type and its record); a failed stream leaves no file.
   */
  write(source: Readable): Promise<{ storedName: string; size: number }>;
  open(storedName: string): ReadStream;
  remove(storedName: string): Promise<void>;
}

function pathOf(dir: string, storedName: string): string {
  if (!STORED_NAME.test(storedName)) throw new Error('invalid stored upload name');
  return path.join(dir, storedName);
}

export function uploadStore(dataDir: string): UploadStore {
  const dir = path.resolve(dataDir, 'uploads');
  async function newName() {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    return randomBytes(16).toString('hex');
  }
  return {
    dir,
    async receive(source) {
      const storedName = await newName();
      // A multipart file part whose body ended early is already destroyed, and a pipeline from it would never end.
      if (source.destroyed) throw new Error('Unexpected end of multipart data: the file ended before its boundary');
      const hash = createHash('sha256');
      let size = 0;
      let head = Buffer.alloc(0);
      const measure = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          size += chunk.length;
          if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
          done(null, chunk);
        },
      });
      try {
        // 'wx': never overwrite; 0600: readable by the server only.
        await pipeline(source, measure, createWriteStream(pathOf(dir, storedName), { flags: 'wx', mode: 0o600 }));
      } catch (err) {
        await rm(pathOf(dir, storedName), { force: true });
        throw err;
      }
      return { storedName, size, sha256: hash.digest('hex'), head };
    },
    async write(source) {
      const storedName = await newName();
      const file = createWriteStream(pathOf(dir, storedName), { flags: 'wx', mode: 0o600 });
      try {
        await pipeline(source, file);
      } catch (err) {
        await rm(pathOf(dir, storedName), { force: true });
        throw err;
      }
      return { storedName, size: file.bytesWritten };
    },
    open: (storedName) => createReadStream(pathOf(dir, storedName)),
    remove: (storedName) => rm(pathOf(dir, storedName), { force: true }),
  };
}

/** The client's file name made safe to show: no folders, no control characters or quotes, at most 200 characters. */
export function cleanFileName(name: string | undefined, fallback = 'document'): string {
  // eslint-disable-next-line no-control-regex
  const base = (name ?? '').split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(0, 200);
  return base === '' || base === '.' || base === '..' ? fallback : base;
}

/** The client's file name made safe, with the extension of what the bytes really are (`scan.pdf` holding a PNG -> `scan.png`). */
export function typedFileName(name: string | undefined, extension: string, fallback: string): string {
  const clean = cleanFileName(name, fallback);
  const dot = clean.lastIndexOf('.');
  return `${dot > 0 ? clean.slice(0, dot) : clean}.${extension}`;
}

/** A Content-Disposition header for a download: an ASCII fallback name plus the exact UTF-8 name (RFC 6266). */
export function contentDisposition(fileName: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
