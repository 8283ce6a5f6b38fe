// The stored gateway credentials of a scope (the secret sealed, its mask apart).
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { gatewayCredentials } from '../db/schema';
import type { Scope } from './scope';

export type GatewayCredentialsRow = typeof gatewayCredentials.$inferSelect;

export async function findGatewayCredentials(db: DbOrTx, scope: Scope): Promise<GatewayCredentialsRow | undefined> {
  const [row] = await db
    .select()
    .from(gatewayCredentials)
    .where(and(eq(gatewayCredentials.accountId, scope.accountId), eq(gatewayCredentials.livemode, scope.livemode)));
  return row;
}

export async function upsertGatewayCredentials(
  db: DbOrTx,
  scope: Scope,
  values: { provider: string; merchantId: string; secretSealed: string; secretMasked: string; updatedBy: string; updatedAt: Date },
) {
  await db
    .insert(gatewayCredentials)
    .values({ accountId: scope.accountId, livemode: scope.livemode, ...values })
    .onConflictDoUpdate({ target: [gatewayCredentials.accountId, gatewayCredentials.livemode], set: values });
}
