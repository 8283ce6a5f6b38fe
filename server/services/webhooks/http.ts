// Sending one webhook request: POST with the signed headers, a timeout, no redirects followed, and at most a few KB
// of the answer kept. In both modes the host is resolved and checked before connecting, and the connection goes to
// the address that was checked (server/lib/safe-target.ts): no second resolution a DNS rebinding could change.
import http from 'node:http';
import https from 'node:https';
import { checkedAddress, pinnedLookup, type ResolvedAddress, type TargetRules } from '../../lib/safe-target';

export { NotPublicAddress } from '../../lib/safe-target';

export interface SendResult {
  status: number | null;
  body: string | null;
  error: string | null;
  durationMs: number;
}

export interface SendOptions {
  /** Which addresses the delivery may connect to (public only; loopback too with WEBHOOK_LOOPBACK in test mode). */
  targets: TargetRules;
  timeoutMs: number;
  keepBytes: number;
}

export function sendWebhook(url: string, headers: Record<string, string>, body: string, opts: SendOptions): Promise<SendResult> {
  const started = performance.now();
  const done = (r: Omit<SendResult, 'durationMs'>): SendResult => ({ ...r, durationMs: Math.round(performance.now() - started) });
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return Promise.resolve(done({ status: null, body: null, error: 'invalid URL' }));
  }
  return checkedAddress(target.hostname, opts.targets).then(
    (address) => post(target, address, headers, body, opts, done),
    (err: Error) => done({ status: null, body: null, error: err.message }),
  );
}

function post(target: URL, address: ResolvedAddress, headers: Record<string, string>, body: string, opts: SendOptions, done: (r: Omit<SendResult, 'durationMs'>) => SendResult): Promise<SendResult> {
  return new Promise((resolve) => {
    const client = target.protocol === 'https:' ? https : http;
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)), 'user-agent': 'MerchantDashboard-Webhooks/1.0' },
        timeout: opts.timeoutMs,
        // The checked address, pinned for this connection; a connection of its own (no pooled socket).
        lookup: pinnedLookup(address),
        agent: false,
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
