// Managing a mode's API keys: create a secret key (standard, or restricted by scopes), roll a key (a successor with
// the same name, kind and scopes; the old one expires when chosen), delete one. A new key's value is answered once:
// a live secret is then kept only as its hash, a test secret and every publishable key stay revealable.
import { isLastStandardKey, keyState, expiryInstant, SECRET_KEYS_PER_MODE_MAX, type CreateApiKeyInput, type KeyExpiryChoice } from '../../domain/api-keys';
import type { ApiKeyRecord, CreatedApiKeyRecord, RolledApiKeyRecord } from '../../domain/api-key-records';
import type { KeyScopes } from '../../domain/api-key-scopes';
import { objectId } from '../../domain/random-id';
import type { DbOrTx } from '../db/client';
import { AppError, NotFound } from '../lib/errors';
import { newSecret, sha256 } from '../lib/tokens';
import {
  countSecretKeys,
  deleteApiKey,
  findApiKey,
  insertApiKey,
  listApiKeys,
  lockModeKeys,
  setApiKeyExpiry,
} from '../repositories/api-keys';
import type { Scope } from '../repositories/scope';

type KeyRow = NonNullable<Awaited<ReturnType<typeof findApiKey>>>;

/** The listed form: a secret's value never (reveal it), whether it has expired at `now`, its calls of the last day. */
export function apiKeyRecordOf(k: KeyRow & { requests24h?: number }, now: Date): ApiKeyRecord {
  return {
    id: k.id,
    kind: k.kind,
    name: k.name,
    value: k.kind === 'publishable' ? k.value : null,
    last4: k.last4,
    livemode: k.livemode,
    scopes: k.scopes ?? null,
    expiresAt: k.expiresAt,
    expired: keyState(k, now) === 'expired',
    lastUsedAt: k.lastUsedAt,
    requests24h: k.requests24h ?? 0,
    createdAt: k.createdAt,
  };
}

export async function listKeys(db: DbOrTx, scope: Scope, now: Date): Promise<ApiKeyRecord[]> {
  return (await listApiKeys(db, scope, now)).map((k) => apiKeyRecordOf(k, now));
}

/** One key in its listed form (with its calls of the last day), or undefined when it is not the scope's. */
export async function findKey(db: DbOrTx, scope: Scope, id: string, now: Date): Promise<ApiKeyRecord | undefined> {
  return (await listKeys(db, scope, now)).find((k) => k.id === id);
}

async function mint(tx: DbOrTx, scope: Scope, key: { kind: 'publishable' | 'secret'; name: string; scopes: KeyScopes | null }, now: Date): Promise<CreatedApiKeyRecord> {
  const value = `${key.kind === 'publishable' ? 'pk' : 'sk'}_${scope.livemode ? 'live' : 'test'}_${newSecret(24)}`;
  const row = await insertApiKey(tx, scope, {
    id: objectId('key'),
    kind: key.kind,
    name: key.name,
    scopes: key.scopes,
    // A live secret leaves with this answer and is never shown again; the rest can be shown again.
    value: key.kind === 'secret' && scope.livemode ? null : value,
    valueHash: sha256(value),
    last4: value.slice(-4),
    createdAt: now,
  });
  return { ...apiKeyRecordOf(row, now), value };
}

export async function createKey(tx: DbOrTx, scope: Scope, input: CreateApiKeyInput, now: Date): Promise<CreatedApiKeyRecord> {
  await lockModeKeys(tx, scope);
  if ((await countSecretKeys(tx, scope)) >= SECRET_KEYS_PER_MODE_MAX) throw new AppError(409, 'api_keys_too_many');
  return mint(tx, scope, { kind: 'secret', name: input.name, scopes: input.scopes ?? null }, now);
}

async function current(tx: DbOrTx, scope: Scope, id: string): Promise<KeyRow> {
  await lockModeKeys(tx, scope);
  const key = await findApiKey(tx, scope, id, { lock: true });
  if (!key) throw NotFound();
  return key;
}

/** A successor now; the old key works until `expireOld` says (refused at once with 'now'). */
export async function rollKey(tx: DbOrTx, scope: Scope, id: string, expireOld: KeyExpiryChoice, now: Date): Promise<RolledApiKeyRecord> {
  const old = await current(tx, scope, id);
  const state = keyState(old, now);
  if (state === 'expired') throw new AppError(409, 'api_key_expired');
  // A second roll of a key on its way out would leave two successors; its successor is the key to roll.
  if (state === 'expiring') throw new AppError(409, 'api_key_expiring');
  if (old.kind === 'secret' && (await countSecretKeys(tx, scope)) >= SECRET_KEYS_PER_MODE_MAX) throw new AppError(409, 'api_keys_too_many');
  const key = await mint(tx, scope, { kind: old.kind, name: old.name, scopes: old.scopes ?? null }, now);
  const expired = await setApiKeyExpiry(tx, scope, id, expiryInstant(expireOld, now));
  return { key, old: apiKeyRecordOf(expired, now) };
}

/** Revokes a key at once; the mode's last standard key of its kind in use is rolled instead (409). */
export async function removeKey(tx: DbOrTx, scope: Scope, id: string, now: Date): Promise<void> {
  const key = await current(tx, scope, id);
  const working = (await listApiKeys(tx, scope, now)).filter((k) => keyState(k, now) !== 'expired');
  if (keyState(key, now) !== 'expired' && isLastStandardKey(key, working)) throw new AppError(409, 'api_key_last_standard');
  await deleteApiKey(tx, scope, id);
}
