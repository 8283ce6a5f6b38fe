// Events of payment links (payment_link.created, .updated, .deactivated), written in the same transaction as the
// change. The data is the link as it became, without its checkout token (the token alone opens the page).
import type { DbOrTx } from '../../db/client';
import type { PaymentLinkRow } from '../../repositories/payment-links';
import { insertEvents } from '../../repositories/events';
import type { Scope } from '../../repositories/scope';

export type PaymentLinkEventType = 'payment_link.created' | 'payment_link.updated' | 'payment_link.deactivated';

export function paymentLinkEventData(row: PaymentLinkRow): Record<string, unknown> {
  return {
    id: row.id,
    status: row.status,
    currency: row.currency,
    amount: Number(row.amount),
    description: row.description,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    maxPayments: row.maxPayments,
    paidCount: row.paidCount,
    amountCollected: Number(row.amountCollected),
    deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
  };
}

export async function recordPaymentLinkEvent(db: DbOrTx, scope: Scope, type: PaymentLinkEventType, row: PaymentLinkRow, at: Date) {
  await insertEvents(db, scope, [{ type, objectType: 'payment_link', objectId: row.id, data: paymentLinkEventData(row), createdAt: at }]);
}
