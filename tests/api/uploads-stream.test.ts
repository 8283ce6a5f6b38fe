// Issue 11, item 10: uploads stream to disk as they arrive, never whole in memory, and a refused, cut-off or too
// large upload leaves no file behind. Driven over a real socket, so the request can be held open half-sent.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../domain/onboarding';
import { onboardingMerchant, PNG_BYTES, upload } from '../factories/onboarding';
import { setupTestApp, tempDir } from '../helpers/app';

const dataDir = tempDir('md-upload-stream-');
const { app, database } = await setupTestApp({ DATA_DIR: dataDir });
const db = database.db;
const uploadsDir = path.join(dataDir, 'uploads');
const files = () => (existsSync(uploadsDir) ? readdirSync(uploadsDir) : []);
await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address() as AddressInfo;
afterAll(() => app.close());

/** Starts a multipart upload of a document over HTTP; the caller writes the file's bytes and ends it. */
function openUpload(headers: Record<string, string>) {
  const boundary = '----mdstream';
  const req = httpRequest({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/onboarding/documents',
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
  req.write(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nregistration_certificate\r\n`);
  req.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="scan.png"\r\nContent-Type: image/png\r\n\r\n`);
  return {
    write: (bytes: Buffer) => new Promise<void>((resolve) => req.write(bytes, () => resolve())),
    finish: () => {
      req.end(`\r\n--${boundary}--\r\n`);
      return answer;
    },
    abort: () => req.destroy(),
    answer,
  };
}

async function until(check: () => boolean, what: string) {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const MB = 1024 * 1024;
const chunk = (n: number) => Buffer.alloc(n, 7);

describe('uploads stream to disk', () => {
  it('writes the file while it is still arriving, then records it with its size and hash', async () => {
    const m = await onboardingMerchant(db);
    const before = files();
    const up = openUpload(m.headers);
    await up.write(PNG_BYTES);
    for (let i = 0; i < 3; i++) await up.write(chunk(MB));
    // The request is not finished, yet the bytes already sit in a new file of the store.
    await until(() => files().some((f) => !before.includes(f) && statSync(path.join(uploadsDir, f)).size >= 2 * MB), 'the file on disk');
    for (let i = 0; i < 2; i++) await up.write(chunk(MB));
    const res = await up.finish();
    expect(res.status, res.body).toBe(200);
    const doc = JSON.parse(res.body).data as { size: number };
    expect(doc.size).toBe(PNG_BYTES.length + 5 * MB);
    const added = files().filter((f) => !before.includes(f));
    expect(added).toHaveLength(1);
    expect(statSync(path.join(uploadsDir, added[0]!)).size).toBe(PNG_BYTES.length + 5 * MB);
  });

  it('removes the partial file of an upload cut off by the client', async () => {
    const m = await onboardingMerchant(db);
    const before = files();
    const up = openUpload(m.headers);
    await up.write(PNG_BYTES);
    await up.write(chunk(2 * MB));
    await until(() => files().length > before.length, 'the partial file');
    up.abort();
    await up.answer.catch(() => undefined);
    await until(() => files().length === before.length, 'the partial file to go');
    expect((await app.inject({ url: '/api/onboarding', headers: m.headers })).json().data.documents).toEqual([]);
  });

  it('leaves no file for one over the size limit, one of a refused type, or one refused for its fields', async () => {
    const m = await onboardingMerchant(db);
    const before = files();
    const big = await upload(app, m.headers, { kind: 'registration_certificate' }, { name: 'big.png', bytes: Buffer.concat([PNG_BYTES, chunk(UPLOAD_MAX_BYTES)]) });
    expect(big.statusCode).toBe(413);
    const text = await upload(app, m.headers, { kind: 'registration_certificate' }, { name: 'a.png', bytes: Buffer.from('plain text') });
    expect(text.statusCode).toBe(400);
    const noKind = await upload(app, m.headers, { kind: 'selfie' }, { name: 'a.png', bytes: PNG_BYTES });
    expect(noKind.statusCode).toBe(400);
    expect(files()).toEqual(before);
  });
});
