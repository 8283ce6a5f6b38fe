// Payment-link rows to API records (domain/payment-links/records.ts): bigint money becomes checked numbers, the
// token becomes the absolute checkout URL, and expiry is judged at the given instant.
import type { PaymentLinkCounts, PaymentLinkRecord } from '../../../domain/payment-links/records';
import { isLinkActive, isLinkExpired, PAYMENT_LINK_STATUSES } from '../../../domain/payment-links/status';
import { toSafeNumber } from '../../lib/money';
import { checkoutUrl } from '../../lib/request-info';
import type { PaymentLinkRow } from '../../repositories/payment-links';

export function paymentLinkRecordOf(row: PaymentLinkRow, origin: string, now: Date): PaymentLinkRecord {
  return {
    id: row.id,
    livemode: row.livemode,
    status: row.status,
    active: isLinkActive(row),
    currency: row.currency,
    amount: toSafeNumber(row.amount),
    items: row.items,
    description: row.description,
    url: checkoutUrl(origin, row.token),
    expiresAt: row.expiresAt,
    expired: isLinkExpired(row, now),
    maxPayments: row.maxPayments,
    openedCount: row.openedCount,
    startedCount: row.startedCount,
    paidCount: row.paidCount,
    amountCollected: toSafeNumber(row.amountCollected),
    deactivatedAt: row.deactivatedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function paymentLinkCountsOf(rows: { status: string; n: number }[]): PaymentLinkCounts {
  const counts: PaymentLinkCounts = { all: 0, incomplete: 0, succeeded: 0, failed: 0, deactivated: 0 };
  for (const r of rows) {
    if ((PAYMENT_LINK_STATUSES as readonly string[]).includes(r.status)) counts[r.status as keyof PaymentLinkCounts] += r.n;
    counts.all += r.n;
  }
  return counts;
}
