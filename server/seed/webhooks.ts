// The demo world's webhooks: an endpoint per mode for the demo merchant, with a delivery log built from its recent
// events (most delivered at once, some after retries, a few still failing), signed as they would have been, so the
// Developers pages have something to show on first start.
import { desc } from 'drizzle-orm';
import { objectId } from '../../domain/random-id';
import { eventPayload } from '../repositories/webhook-deliveries';
import type { Scope } from '../repositories/scope';
import { createEndpoint, endpointSecret } from '../services/webhooks/endpoints';
import { signedHeaders } from '../services/webhooks/sign';
import type { DbOrTx } from '../db/client';
import { events, webhookAttempts, webhookDeliveries } from '../db/schema';
import { inScope } from '../repositories/scope';

const MINUTE = 60_000;

/** Per delivery, in turn: the answers its attempts got (null: no answer), and the delay before each retry. */
const STORIES: (number | null)[][] = [[200], [200], [204], [500, 200], [200], [null, 503, 200], [200], [500, 500, 500], [200], [410]];

async function history(tx: DbOrTx, scope: Scope, endpoint: { id: string; url: string }, secret: string, now: Date) {
  const recent = await tx.select().from(events).where(inScope(events, scope)).orderBy(desc(events.seq)).limit(24);
  for (const [i, e] of recent.entries()) {
    const story = STORIES[i % STORIES.length]!;
    const id = objectId('msg');
    const payload = eventPayload(scope, e);
    let at = new Date(Math.min(e.createdAt.getTime(), now.getTime() - 5 * MINUTE));
    const first = at;
    const attempts = story.map((status, n) => {
      const row = {
        id: objectId('wat'), ...scope, deliveryId: id, manual: false, startedAt: at, durationMs: 80 + ((i * 37 + n * 53) % 400),
        requestHeaders: signedHeaders([secret], id, at, payload), requestBody: payload,
        responseStatus: status, responseBody: status === null ? null : status < 300 ? '{"received":true}' : 'Internal Server Error',
        error: status === null ? 'connect ECONNREFUSED' : null,
      };
      at = new Date(at.getTime() + [1, 5, 30][n]! * MINUTE);
      return row;
    });
    const last = story.at(-1)!;
    const ok = last !== null && last < 300;
    await tx.insert(webhookDeliveries).values({
      id, ...scope, endpointId: endpoint.id, eventId: e.id, eventType: e.type, payload, status: ok ? 'succeeded' : story.length >= 3 ? 'failed' : 'pending',
      attempts: story.length, firstAttemptAt: first, nextAttemptAt: ok || story.length >= 3 ? null : new Date(now.getTime() + 30 * MINUTE),
      lastResponseStatus: last, createdAt: first, updatedAt: at,
    });
    await tx.insert(webhookAttempts).values(attempts);
  }
}

export async function seedDemoWebhooks(tx: DbOrTx, key: Buffer, accountId: string) {
  const now = new Date();
  const endpoints = [
    { scope: { accountId, livemode: false }, url: 'http://localhost:4242/webhooks', enabledEvents: ['*'], description: 'Local development listener' },
    {
      scope: { accountId, livemode: true },
      url: 'https://hooks.acme-trading.example/payments',
      enabledEvents: ['payment.succeeded', 'payment.failed', 'refund.succeeded', 'refund.failed', 'dispute.created', 'dispute.closed'],
      description: 'Order service',
    },
  ];
  for (const d of endpoints) {
    // The demo's local listener is seeded as a developer would have saved it with WEBHOOK_LOOPBACK=on; without that
    // setting its deliveries are refused at connect time.
    const created = await createEndpoint(tx, key, d.scope, { url: d.url, enabledEvents: d.enabledEvents, description: d.description }, now, { allowLoopback: true });
    await history(tx, d.scope, created, await endpointSecret(tx, key, d.scope, created.id), now);
  }
}
