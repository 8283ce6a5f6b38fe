// The payment-link record on the wire (GET/POST {base}/payment-links) and the per-status counts of the list tabs;
// the server serialises through these schemas, so nothing else leaks.
import { z } from 'zod';
import { PAYMENT_LINK_STATUSES } from './status';

const minor = z.number().int();
const count = z.number().int();

export const lineItemRecord = z.object({ name: z.string(), quantity: count, unitAmount: minor, amount: minor });
export type LineItemRecord = z.infer<typeof lineItemRecord>;

export const paymentLinkRecord = z.object({
  id: z.string(),
  livemode: z.boolean(),
  status: z.enum(PAYMENT_LINK_STATUSES),
  /** False once deactivated (links are deactivated, never deleted). */
  active: z.boolean(),
  currency: z.string(),
  amount: minor,
  items: z.array(lineItemRecord),
  description: z.string().nullable(),
  /** The public checkout page: PUBLIC_URL (or the request's origin) + '/pay/' + token. */
  url: z.string(),
  expiresAt: z.date().nullable(),
  expired: z.boolean(),
  maxPayments: count.nullable(),
  /** The funnel: checkout opened, card details submitted, paid. */
  openedCount: count,
  startedCount: count,
  paidCount: count,
  amountCollected: minor,
  deactivatedAt: z.date().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type PaymentLinkRecord = z.infer<typeof paymentLinkRecord>;

export const paymentLinkCountsRecord = z.object({
  all: count,
  incomplete: count,
  succeeded: count,
  failed: count,
  deactivated: count,
});
export type PaymentLinkCounts = z.infer<typeof paymentLinkCountsRecord>;
