// Payment and refund statuses of spec section 4 and the only transitions a payment may make between them.
// The server refuses anything else; the SPA uses the same rules to decide which actions to offer.
import { isClosed, type DisputeStatus } from './disputes/status';
import { LEGACY_DISPLAY, legacyStatusOf, type LegacyDisplayedStatus, type LegacyStage } from './legacy-flow';

export const PAYMENT_STATUSES = [
  'incomplete',
  'processing',
  'uncaptured',
  'canceled',
  'succeeded',
  'failed',
  'refunded',
  'refundPending',
  'partiallyRefunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * What a payment's status chip, detail and export say: its status, or `disputed` while a dispute on it is open
 * (awaiting the merchant's answer or under review). Filters and tabs keep to the stored status.
 */
export type DisplayedPaymentStatus = PaymentStatus | 'disputed' | LegacyDisplayedStatus;

/** A payment of the legacy flow shows its legacy status (domain/legacy-flow.ts); an open dispute still comes first. */
export function displayedPaymentStatus(p: { status: PaymentStatus; openDisputeId: string | null; legacyStage?: LegacyStage | null }): DisplayedPaymentStatus {
  if (p.openDisputeId) return 'disputed';
  const legacy = legacyStatusOf({ status: p.status, legacyStage: p.legacyStage ?? null });
  return legacy ? LEGACY_DISPLAY[legacy] : p.status;
}

/** Whether a dispute in this status keeps its payment shown as disputed: until it closes (won, lost, accepted, expired). */
export function disputeHoldsPayment(disputeStatus: DisputeStatus): boolean {
  return !isClosed(disputeStatus);
}

export const REFUND_STATUSES = ['refundPending', 'refunded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const THREE_DS_STATUSES = ['not_required', 'required', 'passed', 'failed'] as const;
export type ThreeDsStatus = (typeof THREE_DS_STATUSES)[number];

/**
 * incomplete = waiting for the cardholder (3-D Secure); processing = with the card network; uncaptured = authorised,
 * not yet captured. Money has moved only from succeeded on, so only those states can be refunded.
 */
const TRANSITIONS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  processing: ['succeeded', 'uncaptured', 'failed', 'incomplete'],
  incomplete: ['processing', 'failed', 'canceled'],
  uncaptured: ['succeeded', 'canceled'],
  succeeded: ['refundPending', 'partiallyRefunded', 'refunded'],
  refundPending: ['succeeded', 'partiallyRefunded', 'refunded'],
  partiallyRefunded: ['refundPending', 'refunded'],
  refunded: [],
  failed: [],
  canceled: [],
};

export function allowedTransitions(from: PaymentStatus): readonly PaymentStatus[] {
  return TRANSITIONS[from];
}

export function canTransition(from: PaymentStatus, to: PaymentStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

export function isTerminal(status: PaymentStatus): boolean {
  return TRANSITIONS[status].length === 0;
}

/** States in which the money was captured: a refund may be asked for (subject to the refundable amount). */
export const REFUNDABLE_STATUSES: readonly PaymentStatus[] = ['succeeded', 'partiallyRefunded', 'refundPending'];

export function isRefundable(status: PaymentStatus): boolean {
  return REFUNDABLE_STATUSES.includes(status);
}

/** States whose amount was captured, so it counts toward totals, settlements and the ledger. */
export const CAPTURED_STATUSES: readonly PaymentStatus[] = ['succeeded', 'refundPending', 'partiallyRefunded', 'refunded'];

export function isCaptured(status: PaymentStatus): boolean {
  return CAPTURED_STATUSES.includes(status);
}

export interface RefundTotals {
  amount: number;
  /** Sum of refunds that completed. */
  refunded: number;
  /** Sum of refunds still with the network. */
  pending: number;
}

/** What may still be refunded: a pending refund already holds its share. */
export function refundableAmount(t: RefundTotals): number {
  return Math.max(0, t.amount - t.refunded - t.pending);
}

/** The status a captured payment has given its refunds. */
export function statusAfterRefunds(t: RefundTotals): PaymentStatus {
  if (t.pending > 0) return 'refundPending';
  if (t.refunded >= t.amount) return 'refunded';
  if (t.refunded > 0) return 'partiallyRefunded';
  return 'succeeded';
}

/** The event type written when a payment reaches a status, e.g. payment.partially_refunded. */
export function paymentEventType(status: PaymentStatus): string {
  return `payment.${status.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`;
}

/** The event type written when a refund reaches a status. */
export function refundEventType(status: RefundStatus): string {
  return status === 'refundPending' ? 'refund.created' : status === 'refunded' ? 'refund.succeeded' : 'refund.failed';
}
