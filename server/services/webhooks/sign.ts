// The Standard Webhooks headers of a delivery: webhook-id (the delivery's id, the same on every attempt),
// webhook-timestamp (seconds) and webhook-signature (one `v1,<base64>` per secret that signs now, space separated),
// made by the `standardwebhooks` package so any of its ports verifies them.
import { Webhook } from 'standardwebhooks';

export function signedHeaders(secrets: readonly string[], msgId: string, at: Date, body: string): Record<string, string> {
  const signatures = secrets.map((s) => new Webhook(s).sign(msgId, at, body));
  return {
    'content-type': 'application/json',
    'webhook-id': msgId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signatures.join(' '),
  };
}
