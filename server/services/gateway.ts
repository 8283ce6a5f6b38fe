// Gateway credentials of an account in one mode: saved with the secret sealed under SECRETS_KEY (server/lib/secret-box.ts)
// and an event without it, answered masked. The secret is never answered, logged nor put in an event.
import { maskSecret, type GatewayCredentialsInput, type GatewayCredentialsRecord, type GatewayProvider } from '../../domain/gateway';
import type { DbOrTx, Tx } from '../db/client';
import { FieldErrors } from '../lib/errors';
import { openSecret, sealSecret } from '../lib/secret-box';
import { insertEvents } from '../repositories/events';
import { findGatewayCredentials, upsertGatewayCredentials, type GatewayCredentialsRow } from '../repositories/gateway';
import type { Scope } from '../repositories/scope';

export { secretsKey } from '../lib/secret-box';

/** The associated data of a sealed secret: the row it belongs to. */
const contextOf = (scope: Scope): string => `gateway:${scope.accountId}:${scope.livemode ? 'live' : 'test'}`;

const recordOf = (row: GatewayCredentialsRow): GatewayCredentialsRecord => ({
  provider: row.provider as GatewayProvider,
  merchantId: row.merchantId,
  secretMasked: row.secretMasked,
  updatedAt: row.updatedAt.toISOString(),
});

export async function getGatewayCredentials(db: DbOrTx, scope: Scope): Promise<GatewayCredentialsRecord | null> {
  const row = await findGatewayCredentials(db, scope);
  return row ? recordOf(row) : null;
}

/** Stores validated credentials (gatewayCredentialsSchema); an empty secret keeps the stored one, a first save needs one. */
export async function saveGatewayCredentials(
  tx: Tx, key: Buffer, scope: Scope, userId: string, input: GatewayCredentialsInput, now = new Date(),
): Promise<GatewayCredentialsRecord> {
  const before = await findGatewayCredentials(tx, scope);
  const secret = input.secret?.trim() ?? '';
  if (!secret && !before) throw FieldErrors({ secret: 'gateway_secret_required' });
  const secretSealed = secret ? sealSecret(key, secret, contextOf(scope)) : before!.secretSealed;
  const secretMasked = secret ? maskSecret(secret) : before!.secretMasked;
  await upsertGatewayCredentials(tx, scope, { provider: input.provider, merchantId: input.merchantId, secretSealed, secretMasked, updatedBy: userId, updatedAt: now });
  await insertEvents(tx, scope, [{
    type: 'gateway.updated',
    objectType: 'gateway',
    objectId: scope.accountId,
    data: { provider: input.provider, merchantId: input.merchantId, secretChanged: Boolean(secret), previousProvider: before?.provider ?? null, updatedBy: userId },
    createdAt: now,
  }]);
  return recordOf({ ...(before ?? { accountId: scope.accountId, livemode: scope.livemode }), provider: input.provider, merchantId: input.merchantId, secretSealed, secretMasked, updatedBy: userId, updatedAt: now });
}

/** The secret in the clear, for the gateway client that calls the provider (never for an answer). */
export async function gatewaySecret(db: DbOrTx, key: Buffer, scope: Scope): Promise<string | null> {
  const row = await findGatewayCredentials(db, scope);
  return row ? openSecret(key, row.secretSealed, contextOf(scope)) : null;
}
