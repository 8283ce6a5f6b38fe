// The stored payment-method settings of a scope: the brands turned off (no row: none).
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { paymentMethodSettings } from '../db/schema';
import type { Scope } from './scope';

export async function findDisabledBrands(db: DbOrTx, scope: Scope): Promise<string[]> {
  const [row] = await db
    .select({ disabled: paymentMethodSettings.disabledBrands })
    .from(paymentMethodSettings)
    .where(and(eq(paymentMethodSettings.accountId, scope.accountId), eq(paymentMethodSettings.livemode, scope.livemode)));
  return row?.disabled ?? [];
}

export async function upsertDisabledBrands(db: DbOrTx, scope: Scope, disabled: string[], userId: string, now: Date) {
  await db
    .insert(paymentMethodSettings)
    .values({ accountId: scope.accountId, livemode: scope.livemode, disabledBrands: disabled, updatedBy: userId, updatedAt: now })
    .onConflictDoUpdate({
      target: [paymentMethodSettings.accountId, paymentMethodSettings.livemode],
      set: { disabledBrands: disabled, updatedBy: userId, updatedAt: now },
    });
}
