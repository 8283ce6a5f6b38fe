// Sending due deliveries: each claimed with a lease, signed with the endpoint's secrets of the moment, sent, and its
// attempt recorded. A 2xx ends the delivery as succeeded and the endpoint's failing streak; anything else is retried
// on the backoff of domain/webhooks/retry.ts for up to three days, then failed; an endpoint failing for three days
// is disabled and its owners are told. A manual resend is an attempt of its own that the endpoint's health ignores.
import { DELIVERY_TIMEOUT_MS, isDelivered, nextAttemptAt, RESPONSE_BODY_KEEP_BYTES, shouldDisable } from '../../../domain/webhooks/retry';
import type { Db } from '../../db/client';
import type { Mail } from '../../lib/mailer';
import { listMembers } from '../../repositories/memberships';
import { claimDueDeliveries, insertAttempt, updateDelivery, type WebhookAttemptRow, type WebhookDeliveryRow } from '../../repositories/webhook-deliveries';
import { findEndpoint, updateEndpoint, type WebhookEndpointRow } from '../../repositories/webhook-endpoints';
import type { Resolver } from '../../lib/safe-target';
import { sendWebhook, type SendResult } from './http';
import { signedHeaders } from './sign';
import { signingSecrets } from './endpoints';

/** How long a claimed delivery is kept from other workers while it is being sent. */
const LEASE_MS = 2 * DELIVERY_TIMEOUT_MS + 10_000;

export interface DispatchResult {
  sent: number;
  succeeded: number;
  mails: Mail[];
}

/** The installation's rule for delivery targets: WEBHOOK_LOOPBACK, and the resolver (a stub in tests). */
export interface WebhookTargets {
  /** WEBHOOK_LOOPBACK=on: test-mode endpoints may be on this machine. Live mode never. */
  allowLoopback: boolean;
  resolve?: Resolver;
}

const PUBLIC_ONLY: WebhookTargets = { allowLoopback: false };

async function attempt(db: Db, key: Buffer, delivery: WebhookDeliveryRow, endpoint: WebhookEndpointRow, now: Date, manual: boolean, targets: WebhookTargets): Promise<{ result: SendResult; row: WebhookAttemptRow }> {
  const headers = signedHeaders(signingSecrets(key, endpoint, now), delivery.id, now, delivery.payload);
  const rules = { allowLoopback: targets.allowLoopback && !endpoint.livemode, resolve: targets.resolve };
  const result = await sendWebhook(endpoint.url, headers, delivery.payload, { targets: rules, timeoutMs: DELIVERY_TIMEOUT_MS, keepBytes: RESPONSE_BODY_KEEP_BYTES });
  const row = await insertAttempt(db, {
    accountId: delivery.accountId,
    livemode: delivery.livemode,
    deliveryId: delivery.id,
    manual,
    startedAt: now,
    durationMs: result.durationMs,
    requestHeaders: headers,
    requestBody: delivery.payload,
    responseStatus: result.status,
    responseBody: result.body,
    error: result.error,
  });
  return { result, row };
}

function disabledMail(to: string, endpoint: WebhookEndpointRow): Mail {
  return {
    to,
    subject: 'A webhook endpoint was disabled / Webhook 端点已停用',
    text: [
      `Every delivery to ${endpoint.url} (${endpoint.livemode ? 'live' : 'test'} mode) has failed for three days, so the endpoint was disabled.`,
      'Fix the receiver, then enable the endpoint again in the dashboard (Developers); failed deliveries can be resent from its log.',
      '',
      `三天来发送到 ${endpoint.url}（${endpoint.livemode ? '正式' : '测试'}模式）的所有请求均失败，该端点已停用。`,
      '请修复接收端后在控制台（开发者）重新启用；失败的请求可在其日志中重新发送。',
    ].join('\n'),
  };
}

/** One scheduled attempt of a claimed delivery, and what it means for the delivery and the endpoint. */
async function sendClaimed(db: Db, key: Buffer, delivery: WebhookDeliveryRow, now: Date, out: DispatchResult, targets: WebhookTargets) {
  const scope = { accountId: delivery.accountId, livemode: delivery.livemode };
  const endpoint = await findEndpoint(db, scope, delivery.endpointId);
  if (!endpoint || endpoint.status !== 'enabled') {
    // A disabled endpoint receives nothing; its deliveries wait as failed for a resend.
    await updateDelivery(db, delivery.id, { status: 'failed', nextAttemptAt: null, updatedAt: now });
    return;
  }
  const { result } = await attempt(db, key, delivery, endpoint, now, false, targets);
  out.sent++;
  const attempts = delivery.attempts + 1;
  const first = delivery.firstAttemptAt ?? now;
  if (isDelivered(result.status)) {
    out.succeeded++;
    await updateDelivery(db, delivery.id, { status: 'succeeded', attempts, firstAttemptAt: first, nextAttemptAt: null, lastResponseStatus: result.status, updatedAt: now });
    if (endpoint.failingSince) await updateEndpoint(db, scope, endpoint.id, { failingSince: null, updatedAt: now });
    return;
  }
  const next = nextAttemptAt(first, attempts, now);
  await updateDelivery(db, delivery.id, {
    status: next ? 'pending' : 'failed', attempts, firstAttemptAt: first, nextAttemptAt: next, lastResponseStatus: result.status, updatedAt: now,
  });
  const failingSince = endpoint.failingSince ?? now;
  if (shouldDisable(failingSince, now)) {
    await updateEndpoint(db, scope, endpoint.id, { status: 'disabled', disabledReason: 'failing', failingSince, updatedAt: now });
    const owners = (await listMembers(db, scope.accountId)).filter((m) => m.role === 'owner' || m.role === 'admin');
    out.mails.push(...owners.map((o) => disabledMail(o.email, endpoint)));
  } else if (!endpoint.failingSince) {
    await updateEndpoint(db, scope, endpoint.id, { failingSince, updatedAt: now });
  }
}

/**
 * Sends what is due now, in rounds of `batch`, up to `max` deliveries; the mails go out after, by the caller. `key`
 * opens the endpoints' sealed secrets (secretsKey(SECRETS_KEY)).
 */
export async function dispatchDue(db: Db, key: Buffer, now: () => Date, opts: { batch?: number; max?: number; targets?: WebhookTargets } = {}): Promise<DispatchResult> {
  const out: DispatchResult = { sent: 0, succeeded: 0, mails: [] };
  const batch = opts.batch ?? 10;
  const max = opts.max ?? 200;
  for (let taken = 0; taken < max; ) {
    const claimed = await claimDueDeliveries(db, now(), batch, LEASE_MS);
    if (claimed.length === 0) break;
    taken += claimed.length;
    await Promise.all(claimed.map((d) => sendClaimed(db, key, d, now(), out, opts.targets ?? PUBLIC_ONLY)));
  }
  return out;
}

/** "Resend" from the log: an attempt now, marked manual; a success settles the delivery, the endpoint's health stays. */
export async function resendDelivery(
  db: Db, key: Buffer, delivery: WebhookDeliveryRow, endpoint: WebhookEndpointRow, now: Date, targets: WebhookTargets = PUBLIC_ONLY,
): Promise<WebhookAttemptRow> {
  const { result, row } = await attempt(db, key, delivery, endpoint, now, true, targets);
  if (isDelivered(result.status)) await updateDelivery(db, delivery.id, { status: 'succeeded', nextAttemptAt: null, lastResponseStatus: result.status, updatedAt: now });
  return row;
}
