// Managing webhook endpoints: create (URL by the mode's rules, at most 16 per mode, a new signing secret), change,
// enable or disable, delete, reveal the secret, and rotate it with an overlap in which both secrets sign. Secrets are
// kept sealed under SECRETS_KEY (server/lib/secret-box.ts) with the endpoint as associated data, and opened only to
// sign a delivery and to answer the reveal call.
import { randomBytes } from 'node:crypto';
import { ENDPOINTS_PER_MODE_MAX, endpointUrlIssue, type EndpointInput, type EndpointUrlRules } from '../../../domain/webhooks/endpoint';
import { ROTATION_OVERLAPS, type RotationOverlap, type WebhookEndpointRecord } from '../../../domain/webhooks/records';
import { objectId } from '../../../domain/random-id';
import type { DbOrTx } from '../../db/client';
import { AppError, FieldErrors, NotFound } from '../../lib/errors';
import { openSecret, sealSecret } from '../../lib/secret-box';
import {
  countEndpoints, deleteEndpoint, findEndpoint, insertEndpoint, listEndpointsWithPlainSecrets, replaceEndpointSecrets, updateEndpoint, type WebhookEndpointRow,
} from '../../repositories/webhook-endpoints';
import type { Scope } from '../../repositories/scope';

/** A Standard Webhooks secret: `whsec_` and 24 random bytes in base64. */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/** The associated data of an endpoint's sealed secrets: a sealed value copied to another endpoint does not open. */
const contextOf = (e: Pick<WebhookEndpointRow, 'accountId' | 'id'>): string => `webhook-endpoint:${e.accountId}:${e.id}`;

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

export async function createEndpoint(tx: DbOrTx, key: Buffer, scope: Scope, input: EndpointInput, now: Date, rules: EndpointUrlRules = {}): Promise<WebhookEndpointRow> {
  assertUrl(input.url, scope, rules);
  if ((await countEndpoints(tx, scope)) >= ENDPOINTS_PER_MODE_MAX) throw new AppError(409, 'webhook_endpoints_too_many');
  const id = objectId('we');
  return insertEndpoint(tx, scope, {
    id,
    url: input.url,
    description: input.description || null,
    enabledEvents: [...new Set(input.enabledEvents)],
    secretSealed: sealSecret(key, newSigningSecret(), contextOf({ accountId: scope.accountId, id })),
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

/** The current secret in the clear, for the reveal call. */
export async function endpointSecret(db: DbOrTx, key: Buffer, scope: Scope, id: string): Promise<string> {
  const row = await findEndpoint(db, scope, id);
  if (!row) throw NotFound();
  return openSecret(key, row.secretSealed, contextOf(row));
}

/** A new secret signs from now on; the old one keeps signing until the overlap ends (at once with 'now'). */
export async function rotateSecret(tx: DbOrTx, key: Buffer, scope: Scope, id: string, overlap: RotationOverlap, now: Date): Promise<WebhookEndpointRow> {
  const row = await locked(tx, scope, id);
  const seconds = ROTATION_OVERLAPS[overlap];
  // The old sealed value moves as it is: it was sealed for this endpoint, whichever column holds it.
  return updateEndpoint(tx, scope, id, {
    secretSealed: sealSecret(key, newSigningSecret(), contextOf(row)),
    previousSecretSealed: seconds > 0 ? row.secretSealed : null,
    previousSecretExpiresAt: seconds > 0 ? new Date(now.getTime() + seconds * 1000) : null,
    updatedAt: now,
  });
}

type SecretsOf = Pick<WebhookEndpointRow, 'id' | 'accountId' | 'secretSealed' | 'previousSecretSealed' | 'previousSecretExpiresAt'>;

/** The secrets that sign a delivery now, in the clear: the current one, and the previous one during its overlap. */
export function signingSecrets(key: Buffer, e: SecretsOf, now: Date): string[] {
  const sealed = e.previousSecretSealed && e.previousSecretExpiresAt && e.previousSecretExpiresAt.getTime() > now.getTime()
    ? [e.secretSealed, e.previousSecretSealed]
    : [e.secretSealed];
  return sealed.map((s) => openSecret(key, s, contextOf(e)));
}

const isSealed = (value: string) => value.startsWith('v1.');

/**
 * The start's step of the migration that sealed webhook secrets (0031): rows written before it hold their secrets
 * in the clear; each is sealed under the configured key. Run under the migration lock (server/main.ts,
 * server/worker.ts); a row another process sealed meanwhile is left as it is. Answers how many rows it sealed.
 */
export async function sealPlainWebhookSecrets(db: DbOrTx, key: Buffer): Promise<number> {
  let sealed = 0;
  for (;;) {
    const rows = await listEndpointsWithPlainSecrets(db, 500);
    if (rows.length === 0) return sealed;
    for (const r of rows) {
      const seal = (value: string) => (isSealed(value) ? value : sealSecret(key, value, contextOf(r)));
      const to = { secretSealed: seal(r.secret), previousSecretSealed: r.previousSecret === null ? null : seal(r.previousSecret) };
      if (await replaceEndpointSecrets(db, r.id, r, to)) sealed++;
    }
  }
}
