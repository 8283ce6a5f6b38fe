// Managing webhook endpoints: create (URL by the mode's rules, at most 16 per mode, a new signing secret), change,
// enable or disable, delete, reveal the secret, and rotate it with an overlap in which both secrets sign.
import { randomBytes } from 'node:crypto';
import { ENDPOINTS_PER_MODE_MAX, endpointUrlIssue, type EndpointInput, type EndpointUrlRules } from '../../../domain/webhooks/endpoint';
import { ROTATION_OVERLAPS, type RotationOverlap, type WebhookEndpointRecord } from '../../../domain/webhooks/records';
import { objectId } from '../../../domain/random-id';
import type { DbOrTx } from '../../db/client';
import { AppError, FieldErrors, NotFound } from '../../lib/errors';
import { countEndpoints, deleteEndpoint, findEndpoint, insertEndpoint, updateEndpoint, type WebhookEndpointRow } from '../../repositories/webhook-endpoints';
import type { Scope } from '../../repositories/scope';

/** A Standard Webhooks secret: `whsec_` and 24 random bytes in base64. */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

export function endpointRecordOf(e: WebhookEndpointRow): WebhookEndpointRecord {
  return {
    id: e.id,
    livemode: e.livemode,
    url: e.url,
    description: e.description,
    enabledEvents: e.enabledEvents,
    status: e.status,
    disabledReason: e.disabledReason,
    previousSecretExpiresAt: e.previousSecretExpiresAt,
    failingSince: e.failingSince,
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
  };
}

/** The server's URL rules: loopback only with WEBHOOK_LOOPBACK (and in test mode), never by default. */
function assertUrl(url: string, scope: Scope, rules: EndpointUrlRules) {
  const issue = endpointUrlIssue(url, scope.livemode, { allowLoopback: rules.allowLoopback ?? false });
  if (issue) throw FieldErrors({ url: issue });
}

export async function createEndpoint(tx: DbOrTx, scope: Scope, input: EndpointInput, now: Date, rules: EndpointUrlRules = {}): Promise<WebhookEndpointRow> {
  assertUrl(input.url, scope, rules);
  if ((await countEndpoints(tx, scope)) >= ENDPOINTS_PER_MODE_MAX) throw new AppError(409, 'webhook_endpoints_too_many');
  return insertEndpoint(tx, scope, {
    id: objectId('we'),
    url: input.url,
    description: input.description || null,
    enabledEvents: [...new Set(input.enabledEvents)],
    secret: newSigningSecret(),
    createdAt: now,
    updatedAt: now,
  });
}

async function locked(tx: DbOrTx, scope: Scope, id: string): Promise<WebhookEndpointRow> {
  const row = await findEndpoint(tx, scope, id, { lock: true });
  if (!row) throw NotFound();
  return row;
}

export async function changeEndpoint(tx: DbOrTx, scope: Scope, id: string, input: EndpointInput, now: Date, rules: EndpointUrlRules = {}): Promise<WebhookEndpointRow> {
  await locked(tx, scope, id);
  assertUrl(input.url, scope, rules);
  return updateEndpoint(tx, scope, id, { url: input.url, description: input.description || null, enabledEvents: [...new Set(input.enabledEvents)], updatedAt: now });
}

/** Enabling clears a failing streak (the merchant fixed the receiver); disabling by hand is remembered as such. */
export async function setEndpointStatus(tx: DbOrTx, scope: Scope, id: string, status: 'enabled' | 'disabled', now: Date): Promise<WebhookEndpointRow> {
  await locked(tx, scope, id);
  return updateEndpoint(tx, scope, id, status === 'enabled'
    ? { status, disabledReason: null, failingSince: null, updatedAt: now }
    : { status, disabledReason: 'manual', updatedAt: now });
}

export async function removeEndpoint(tx: DbOrTx, scope: Scope, id: string): Promise<void> {
  if (!(await deleteEndpoint(tx, scope, id))) throw NotFound();
}

export async function endpointSecret(db: DbOrTx, scope: Scope, id: string): Promise<string> {
  const row = await findEndpoint(db, scope, id);
  if (!row) throw NotFound();
  return row.secret;
}

/** A new secret signs from now on; the old one keeps signing until the overlap ends (at once with 'now'). */
export async function rotateSecret(tx: DbOrTx, scope: Scope, id: string, overlap: RotationOverlap, now: Date): Promise<WebhookEndpointRow> {
  const row = await locked(tx, scope, id);
  const seconds = ROTATION_OVERLAPS[overlap];
  return updateEndpoint(tx, scope, id, {
    secret: newSigningSecret(),
    previousSecret: seconds > 0 ? row.secret : null,
    previousSecretExpiresAt: seconds > 0 ? new Date(now.getTime() + seconds * 1000) : null,
    updatedAt: now,
  });
}

/** The secrets that sign a delivery now: the current one, and the previous one during its overlap. */
export function signingSecrets(e: Pick<WebhookEndpointRow, 'secret' | 'previousSecret' | 'previousSecretExpiresAt'>, now: Date): string[] {
  const old = e.previousSecret && e.previousSecretExpiresAt && e.previousSecretExpiresAt.getTime() > now.getTime() ? [e.previousSecret] : [];
  return [e.secret, ...old];
}
