// Compression and caching: the SPA's files go out as the build compressed them (brotli or gzip by Accept-Encoding,
// the plain file otherwise), hashed assets are cached for a year and index.html is revalidated; JSON answers above
// the threshold are compressed per response; small answers and the streamed CSV export are sent as they are.
// The build side (scripts/build/precompress.ts) writes the copies here as it does for `vite build`.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/build/precompress';
import { setupTestApp, tempDir } from '../helpers/app';
import { buildMerchant } from '../factories';
import { createSession } from '../../server/repositories/sessions';
import { seedPayments } from '../../server/seed/payments';

const dist = tempDir('md-spa-');
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, label: "row ${i}" }`).join(', ')}];\n`;
const html = `<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div>${' '.repeat(2000)}</body></html>`;
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), html);
writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), script);
writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
precompressDir(dist);

const { app, database } = await setupTestApp({ SERVE_SPA: true, SPA_DIR: dist });
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('the SPA files', () => {
  it('sends the brotli copy of a hashed asset to a client that accepts it, cached for a year', async () => {
    const res = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    expect(res.rawPayload.length).toBeLessThan(script.length / 4);
  });

  it('sends the gzip copy when brotli is not accepted, and the plain file when nothing is', async () => {
    const gz = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers client-side routes with index.html, compressed and revalidated on every load', async () => {
    for (const url of ['/login', '/test/payments', '/']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(html);
    }
  });

  it('revalidates files outside assets/ (their names carry no hash)', async () => {
    const res = await get('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<svg');
  });
});

describe('API answers', () => {
  let headers: Record<string, string> = {};
  beforeAll(async () => {
    const m = await buildMerchant(database.db);
    const session = await createSession(database.db, { userId: m.user.id, accountId: m.account.id, ttlHours: 1 });
    await seedPayments(database.db, { accountId: m.account.id, livemode: false }, { count: 60, events: false, seed: 3 });
    headers = { authorization: `Bearer ${session.testToken}`, 'x-account-id': m.account.id };
  });
  const auth = () => headers;

  it('compresses a JSON answer above the threshold with the encoding the client prefers', async () => {
    const res = await get('/test/api/payments?range=[0,49]', { ...auth(), 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const rows = JSON.parse(brotliDecompressSync(res.rawPayload).toString()) as unknown[];
    expect(rows).toHaveLength(50);
    expect(res.headers['content-range']).toBe('payments 0-49/60');
    const gz = await get('/test/api/payments?range=[0,49]', { ...auth(), 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(rows);
  });

  it('sends small answers and answers to clients that accept no encoding as they are', async () => {
    const small = await get('/healthz', { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok', database: 'ok' });
    const plain = await get('/test/api/payments?range=[0,49]', auth());
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toHaveLength(50);
  });

  it('streams the CSV export uncompressed even when the client accepts compression', async () => {
    const res = await get('/test/api/payments/export', { ...auth(), 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-encoding']).toBeUndefined();
    // The header and the merchant's 60 payments.
    expect(res.body.split('\r\n').filter(Boolean)).toHaveLength(61);
  });
});
