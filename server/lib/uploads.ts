// Uploaded files on disk under DATA_DIR/uploads, each under a random name: nothing the client sent (its file name
// or content type) ever becomes a path. Metadata (original name, sniffed type, hash) lives in the database.
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const STORED_NAME = /^[a-f0-9]{32}$/;

export interface UploadStore {
  readonly dir: string;
  /** Writes the bytes under a new random name and returns that name. */
  save(bytes: Uint8Array): Promise<string>;
  open(storedName: string): ReadStream;
  remove(storedName: string): Promise<void>;
}

function pathOf(dir: string, storedName: string): string {
  if (!STORED_NAME.test(storedName)) throw new Error('invalid stored upload name');
  return path.join(dir, storedName);
}

export function uploadStore(dataDir: string): UploadStore {
  const dir = path.resolve(dataDir, 'uploads');
  return {
    dir,
    async save(bytes) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const name = randomBytes(16).toString('hex');
      // 'wx': never overwrite; 0600: readable by the server only.
      await writeFile(pathOf(dir, name), bytes, { flag: 'wx', mode: 0o600 });
      return name;
    },
    open: (storedName) => createReadStream(pathOf(dir, storedName)),
    remove: (storedName) => rm(pathOf(dir, storedName), { force: true }),
  };
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The client's file name made safe to show: no folders, no control characters or quotes, at most 200 characters. */
export function cleanFileName(name: string | undefined, fallback = 'document'): string {
  // eslint-disable-next-line no-control-regex
  const base = (name ?? '').split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(0, 200);
  return base === '' || base === '.' || base === '..' ? fallback : base;
}

/** A Content-Disposition header for a download: an ASCII fallback name plus the exact UTF-8 name (RFC 6266). */
export function contentDisposition(fileName: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
