// The payment methods of an account in one mode: read (all brands on when nothing is stored) and saved with an event
// in the same transaction. The hosted checkout asks `acceptsCard` before anything is charged.
import { acceptsBrand, disabledBrands, paymentMethodsFrom, type PaymentMethods } from '../../domain/payment-methods';
import type { DbOrTx, Tx } from '../db/client';
import { insertEvents } from '../repositories/events';
import { findDisabledBrands, upsertDisabledBrands } from '../repositories/payment-methods';
import type { Scope } from '../repositories/scope';

export async function getPaymentMethods(db: DbOrTx, scope: Scope): Promise<PaymentMethods> {
  return paymentMethodsFrom(await findDisabledBrands(db, scope));
}

/** Stores already validated settings (paymentMethodsSchema) and records who changed what. */
export async function savePaymentMethods(tx: Tx, scope: Scope, userId: string, methods: PaymentMethods, now = new Date()): Promise<PaymentMethods> {
  const before = await getPaymentMethods(tx, scope);
  const disabled = disabledBrands(methods);
  await upsertDisabledBrands(tx, scope, disabled, userId, now);
  await insertEvents(tx, scope, [
    {
      type: 'payment_methods.updated',
      objectType: 'payment_methods',
      objectId: scope.accountId,
      data: { cardBrands: methods.cardBrands, previous: before.cardBrands, updatedBy: userId },
      createdAt: now,
    },
  ]);
  return paymentMethodsFrom(disabled);
}

/** Whether the merchant takes a card of this brand (as the network reports it) in this mode. */
export async function acceptsCard(db: DbOrTx, scope: Scope, networkBrand: string): Promise<boolean> {
  return acceptsBrand(await getPaymentMethods(db, scope), networkBrand);
}
