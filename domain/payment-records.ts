// The records the payments API answers with (spec section 3: Payment, Refund, Customer, Settle record,
// Disbursement), as zod schemas: the server serialises through them (nothing else leaks), OpenAPI documents them.
// Amounts are integer minor units with their currency; timestamps are ISO 8601 in UTC on the wire.
import { z } from 'zod';
import { LEGACY_STAGES, LEGACY_STATUSES } from './legacy-flow';
import { PAYMENT_STATUSES, REFUND_STATUSES, THREE_DS_STATUSES } from './payment-status';
import { DISBURSEMENT_STATUSES } from './payment-filters';
import { REFUND_REASONS } from './payments';

const timestamp = z.date();
const minor = z.number().int();

export const addressRecord = z.object({
  name: z.string().optional(),
  phone: z.string().optional(),
  email: z.string().optional(),
  line1: z.string().optional(),
  line2: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  country: z.string().optional(),
  postalCode: z.string().optional(),
});

export const paymentRecord = z.object({
  id: z.string(),
  livemode: z.boolean(),
  status: z.enum(PAYMENT_STATUSES),
  amount: minor,
  currency: z.string(),
  amountRefunded: minor,
  /** What may still be refunded now (amount - refunded - pending refunds). */
  amountRefundable: minor,
  serviceFee: minor,
  fxFee: minor,
  fee: minor,
  net: minor,
  captureMethod: z.enum(['automatic', 'manual']),
  customerId: z.string().nullable(),
  customerName: z.string().nullable(),
  customerEmail: z.string().nullable(),
  merchantOrderId: z.string().nullable(),
  channelOrderId: z.string().nullable(),
  reference: z.string().nullable(),
  invoiceId: z.string().nullable(),
  /** The payment link it was paid through (hosted checkout), if any. */
  paymentLinkId: z.string().nullable(),
  description: z.string().nullable(),
  metadata: z.record(z.string(), z.string()),
  paymentMethod: z.string(),
  card: z
    .object({ brand: z.string(), last4: z.string(), expMonth: z.number().int(), expYear: z.number().int(), country: z.string().nullable() })
    .nullable(),
  threeDSecureStatus: z.enum(THREE_DS_STATUSES),
  failureCode: z.string().nullable(),
  failureMessage: z.string().nullable(),
  disputeExpected: z.boolean(),
  /** The dispute open on the payment (awaiting an answer or under review), else null: the payment shows "Disputed". */
  openDisputeId: z.string().nullable(),
  /** 'legacy' for a payment of the legacy flow (spec section 4), which is shown with `legacyStatus`; 'dashboard' otherwise. */
  flow: z.enum(['dashboard', 'legacy']),
  /** The legacy flow's stage (paid, guaranteed, delivered); null in the dashboard's flow. */
  legacyStage: z.enum(LEGACY_STAGES).nullable(),
  /** The legacy flow's status (paid, guaranteed, delivered, refunded: domain/legacy-flow.ts); null in the dashboard's flow. */
  legacyStatus: z.enum(LEGACY_STATUSES).nullable(),
  billing: addressRecord.nullable(),
  shipping: addressRecord.nullable(),
  trackingNumber: z.string().nullable(),
  disbursementId: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  capturedAt: timestamp.nullable(),
  canceledAt: timestamp.nullable(),
  availableOn: timestamp.nullable(),
});
export type PaymentRecord = z.infer<typeof paymentRecord>;

export const refundRecord = z.object({
  id: z.string(),
  livemode: z.boolean(),
  paymentId: z.string(),
  customerName: z.string().nullable(),
  status: z.enum(REFUND_STATUSES),
  amount: minor,
  currency: z.string(),
  reason: z.enum(REFUND_REASONS),
  description: z.string().nullable(),
  failureCode: z.string().nullable(),
  failureMessage: z.string().nullable(),
  /** Initiated date. */
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type RefundRecord = z.infer<typeof refundRecord>;

export const timelineEntry = z.object({
  type: z.string(),
  objectId: z.string(),
  status: z.string().nullable(),
  amount: minor.nullable(),
  at: timestamp,
});

export const paymentDetailRecord = paymentRecord.extend({
  refunds: z.array(refundRecord),
  /** Disputes of the payment (at most one): the detail links to it; amountRefundable already leaves its amount out. */
  disputes: z.array(z.object({ id: z.string(), status: z.string(), reason: z.string(), amount: minor, currency: z.string(), dueBy: timestamp })),
  /** Status changes of the payment and its refunds, oldest first. */
  timeline: z.array(timelineEntry),
});
export type PaymentDetailRecord = z.infer<typeof paymentDetailRecord>;

export const moneyByCurrency = z.object({ currency: z.string(), amount: minor });

export const customerRecord = z.object({
  id: z.string(),
  livemode: z.boolean(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** Captured payments: how many, and their gross amount per currency. */
  totalPayments: z.object({ count: z.number().int(), amounts: z.array(moneyByCurrency) }),
  createdAt: timestamp,
});
export type CustomerRecord = z.infer<typeof customerRecord>;

export const settleRecord = z.object({
  /** The payment's id, as react-admin wants an id. */
  id: z.string(),
  transactionId: z.string(),
  currency: z.string(),
  paymentAmount: minor,
  serviceFee: minor,
  fxFee: minor,
  fee: minor,
  settledAmount: minor,
  /** When the funds became (or become) available. */
  date: timestamp,
});
export type SettleRecord = z.infer<typeof settleRecord>;

export const disbursementRecord = z.object({
  id: z.string(),
  livemode: z.boolean(),
  portal: z.string(),
  bankName: z.string(),
  bankAccount: z.string(),
  transactionCount: z.number().int(),
  amount: minor,
  currency: z.string(),
  status: z.enum(DISBURSEMENT_STATUSES),
  createdAt: timestamp,
  deliveredAt: timestamp.nullable(),
});
export type DisbursementRecord = z.infer<typeof disbursementRecord>;

export const balanceRecord = z.object({ currency: z.string(), available: minor, pending: minor });
export type BalanceRecord = z.infer<typeof balanceRecord>;

export const eventRecord = z.object({
  id: z.string(),
  type: z.string(),
  objectType: z.string(),
  objectId: z.string(),
  data: z.record(z.string(), z.unknown()),
  createdAt: timestamp,
});
export type EventRecord = z.infer<typeof eventRecord>;

/** Quick status tab counts of the payments list: every status plus `all`. */
const count = z.number().int();
export const paymentCountsRecord = z.object({
  all: count,
  incomplete: count,
  processing: count,
  uncaptured: count,
  canceled: count,
  succeeded: count,
  failed: count,
  refunded: count,
  refundPending: count,
  partiallyRefunded: count,
});
export type PaymentCounts = z.infer<typeof paymentCountsRecord>;

export const refundCountsRecord = z.object({ all: count, refundPending: count, refunded: count, failed: count });
export type RefundCounts = z.infer<typeof refundCountsRecord>;
