// Sending one webhook request: POST with the signed headers, a timeout, no redirects followed, and at most a few KB
// of the answer kept. In live mode the host name is resolved by our own lookup, which refuses any address that is not
// public, and the connection goes to the address it checked (no second resolution a DNS rebinding could change).
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from '../../../domain/webhooks/endpoint';

export interface SendResult {
  status: number | null;
  body: string | null;
  error: string | null;
  durationMs: number;
}

export interface SendOptions {
  /** Live mode: public addresses only. */
  publicOnly: boolean;
  timeoutMs: number;
  keepBytes: number;
}

export class NotPublicAddress extends Error {
  constructor(readonly address: string) {
    super(`refused: ${address} is not a public address`);
  }
}

/** dns.lookup, refusing non-public answers (all of them are checked; the first public one is used). */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '', 4);
    const list = addresses as unknown as dns.LookupAddress[];
    const bad = list.find((a) => !isPublicAddress(a.address));
    if (bad || list.length === 0) return callback(new NotPublicAddress(bad?.address ?? hostname), '', 4);
    if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
    return callback(null, list[0]!.address, list[0]!.family);
  });
};

export function sendWebhook(url: string, headers: Record<string, string>, body: string, opts: SendOptions): Promise<SendResult> {
  const started = performance.now();
  const done = (r: Omit<SendResult, 'durationMs'>): SendResult => ({ ...r, durationMs: Math.round(performance.now() - started) });
  return new Promise((resolve) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      resolve(done({ status: null, body: null, error: 'invalid URL' }));
      return;
    }
    // An address written as an IP is connected to without a lookup: it is checked here.
    const literal = target.hostname.replace(/^\[|\]$/g, '');
    if (opts.publicOnly && isIP(literal) !== 0 && !isPublicAddress(literal)) {
      resolve(done({ status: null, body: null, error: new NotPublicAddress(literal).message }));
      return;
    }
    const client = target.protocol === 'https:' ? https : http;
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)), 'user-agent': 'MerchantDashboard-Webhooks/1.0' },
        timeout: opts.timeoutMs,
        lookup: opts.publicOnly ? publicLookup : undefined,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        response.on('data', (chunk: Buffer) => {
          if (kept < opts.keepBytes) {
            chunks.push(chunk.subarray(0, opts.keepBytes - kept));
            kept += Math.min(chunk.length, opts.keepBytes - kept);
          }
          // Enough is kept: stop reading a large answer.
          if (kept >= opts.keepBytes) response.destroy();
        });
        const finish = () => resolve(done({ status: response.statusCode ?? null, body: Buffer.concat(chunks).toString('utf8'), error: null }));
        response.on('end', finish);
        response.on('close', finish);
        response.on('error', finish);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${opts.timeoutMs} ms`)));
    request.on('error', (err) => resolve(done({ status: null, body: null, error: err.message })));
    request.end(body);
  });
}
