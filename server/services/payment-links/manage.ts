// Creating and deactivating payment links. A link is never deleted: deactivating keeps it, its funnel and its
// payments, and closes its checkout page.
import { linkPrice, type PaymentLinkInput } from '../../../domain/payment-links/schema';
import { objectId } from '../../../domain/random-id';
import type { DbOrTx } from '../../db/client';
import { Conflict, NotFound } from '../../lib/errors';
import { newSecret } from '../../lib/tokens';
import { findPaymentLink, insertPaymentLink, updatePaymentLink, type PaymentLinkRow } from '../../repositories/payment-links';
import type { Scope } from '../../repositories/scope';
import { recordPaymentLinkEvent } from './events';

export async function createPaymentLink(db: DbOrTx, scope: Scope, input: PaymentLinkInput, now: Date): Promise<PaymentLinkRow> {
  const { amount, items } = linkPrice(input);
  const created = await insertPaymentLink(db, scope, {
    id: objectId('plink'),
    currency: input.currency,
    amount: BigInt(amount),
    items,
    description: input.description || null,
    // 192 random bits: the token alone opens the page, so it must not be guessable.
    token: newSecret(24),
    expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
    maxPayments: input.maxPayments ?? null,
    createdAt: now,
    updatedAt: now,
  });
  await recordPaymentLinkEvent(db, scope, 'payment_link.created', created, now);
  return created;
}

/** Active -> deactivated, under the row lock so a concurrent checkout payment sees one or the other. */
export async function deactivatePaymentLink(db: DbOrTx, scope: Scope, id: string, now: Date): Promise<PaymentLinkRow> {
  const link = await findPaymentLink(db, scope, id, { lock: true });
  if (!link) throw NotFound();
  if (link.status === 'deactivated') throw Conflict('payment_link_not_active');
  const updated = await updatePaymentLink(db, scope, id, { status: 'deactivated', deactivatedAt: now, updatedAt: now });
  await recordPaymentLinkEvent(db, scope, 'payment_link.deactivated', updated, now);
  return updated;
}
