// The catalogue of event types a webhook endpoint can subscribe to: every type the code writes to the events table
// (a unit test reads the server's code and fails on a type missing here). Grouped by the object they are about.
import { DISPUTE_STATUSES } from '../disputes/status';
import { PAYMENT_STATUSES, paymentEventType } from '../payment-status';

export const INVOICE_EVENT_TYPES = [
  'invoice.created', 'invoice.updated', 'invoice.finalized', 'invoice.sent', 'invoice.voided', 'invoice.paid', 'invoice.deleted',
] as const;
export const PAYMENT_LINK_EVENT_TYPES = ['payment_link.created', 'payment_link.updated', 'payment_link.deactivated'] as const;
export const DISPUTE_EVENT_TYPES = [
  'dispute.created', 'dispute.updated', 'dispute.submitted', 'dispute.closed', 'dispute.funds_withdrawn', 'dispute.funds_reinstated',
] as const;
export const SETTLEMENT_EVENT_TYPES = ['settlement.created', 'settlement.paid', 'settlement.failed'] as const;
export const REPORT_EVENT_TYPES = ['report.ready', 'report.failed'] as const;

/** Top-ups of the balance (issue 28): created, then succeeded (the money arrived) or expired (it never did). */
export const TOPUP_EVENT_TYPES = ['topup.created', 'topup.succeeded', 'topup.expired'] as const;

/** Beneficiaries and payouts (issue 29): a beneficiary's review, a payout's life from pending to its end. */
export const BENEFICIARY_EVENT_TYPES = ['beneficiary.created', 'beneficiary.updated', 'beneficiary.approved', 'beneficiary.needs_update', 'beneficiary.deactivated'] as const;
export const PAYOUT_EVENT_TYPES = ['payout.created', 'payout.approval_required', 'payout.approved', 'payout.rejected', 'payout.succeeded', 'payout.failed', 'payout.expired', 'payout.canceled'] as const;
/** The smart account (issue 29, item 4): a transfer out from pending to its end, and money received. */
export const SMART_TRANSFER_EVENT_TYPES = ['smart_account_transfer.created', 'smart_account_transfer.succeeded', 'smart_account_transfer.failed'] as const;
export const SMART_INCOMING_EVENT_TYPES = ['smart_account_incoming.credited'] as const;
/** A move between the available balance and the smart account (done at once). */
export const SMART_MOVE_EVENT_TYPES = ['smart_account_move.succeeded'] as const;
/** Coupons, plans and subscriptions (issue 30). */
export const COUPON_EVENT_TYPES = ['coupon.created', 'coupon.deactivated', 'coupon.redeemed'] as const;
export const PLAN_EVENT_TYPES = ['plan.created', 'plan.updated'] as const;
export const SUBSCRIPTION_EVENT_TYPES = [
  'subscription.created', 'subscription.updated', 'subscription.renewed', 'subscription.payment_failed', 'subscription.paused',
  'subscription.resumed', 'subscription.canceled',
] as const;
/** Membership (issue 30, item 4, test mode only): a tier created or changed (its benefits, its plans). Members are subscriptions: subscription.*. */
export const MEMBER_TIER_EVENT_TYPES = ['member_tier.created', 'member_tier.updated'] as const;

/** Issuing (issue 31): cardholders and cards (a card's event carries its last 4 only). */
export const ISSUING_CARDHOLDER_EVENT_TYPES = ['issuing_cardholder.created', 'issuing_cardholder.updated'] as const;
export const ISSUING_CARD_EVENT_TYPES = ['issuing_card.created', 'issuing_card.updated'] as const;
/**
 * An authorization is created approved or declined, and updated when captured or expired; a transaction is created.
 * issuing_authorization.request is the real-time decision (domain/issuing/decision.ts): an endpoint that lists it by
 * name (not through '*') is asked, synchronously, to approve each purchase the rules approved.
 */
export const ISSUING_AUTHORIZATION_EVENT_TYPES = ['issuing_authorization.created', 'issuing_authorization.updated', 'issuing_authorization.request'] as const;
export const ISSUING_TRANSACTION_EVENT_TYPES = ['issuing_transaction.created'] as const;
export const ISSUING_BALANCE_EVENT_TYPES = ['issuing_balance.funded'] as const;

/** Website services (issue 32): a brief submitted, started, delivered, canceled, and each message of the team. */
export const SERVICE_REQUEST_EVENT_TYPES = [
  'service_request.created', 'service_request.in_progress', 'service_request.delivered', 'service_request.canceled', 'service_request.message',
] as const;

export const EVENT_CATALOGUE = {
  payment: ['payment.created', 'payment.updated', ...PAYMENT_STATUSES.map(paymentEventType)],
  refund: ['refund.created', 'refund.succeeded', 'refund.failed'],
  invoice: [...INVOICE_EVENT_TYPES],
  payment_link: [...PAYMENT_LINK_EVENT_TYPES],
  dispute: [...DISPUTE_EVENT_TYPES],
  payment_methods: ['payment_methods.updated'],
  gateway: ['gateway.updated'],
  topup: [...TOPUP_EVENT_TYPES],
  settlement: [...SETTLEMENT_EVENT_TYPES],
  report: [...REPORT_EVENT_TYPES],
  beneficiary: [...BENEFICIARY_EVENT_TYPES],
  payout: [...PAYOUT_EVENT_TYPES],
  coupon: [...COUPON_EVENT_TYPES],
  plan: [...PLAN_EVENT_TYPES],
  subscription: [...SUBSCRIPTION_EVENT_TYPES],
  member_tier: [...MEMBER_TIER_EVENT_TYPES],
  smart_account_transfer: [...SMART_TRANSFER_EVENT_TYPES],
  smart_account_incoming: [...SMART_INCOMING_EVENT_TYPES],
  smart_account_move: [...SMART_MOVE_EVENT_TYPES],
  issuing_cardholder: [...ISSUING_CARDHOLDER_EVENT_TYPES],
  issuing_card: [...ISSUING_CARD_EVENT_TYPES],
  issuing_authorization: [...ISSUING_AUTHORIZATION_EVENT_TYPES],
  issuing_transaction: [...ISSUING_TRANSACTION_EVENT_TYPES],
  issuing_balance: [...ISSUING_BALANCE_EVENT_TYPES],
  service_request: [...SERVICE_REQUEST_EVENT_TYPES],
} as const satisfies Record<string, readonly string[]>;

export type EventObject = keyof typeof EVENT_CATALOGUE;
export const EVENT_TYPES: readonly string[] = [...new Set(Object.values(EVENT_CATALOGUE).flat())].sort();

/** Subscribing to '*' means every type, including those added later. */
export const ALL_EVENTS = '*';

export const isEventType = (type: string) => EVENT_TYPES.includes(type);

/** Whether an endpoint subscribed to `enabled` receives an event of `type`. */
export function endpointReceives(enabled: readonly string[], type: string): boolean {
  return enabled.includes(ALL_EVENTS) || enabled.includes(type);
}

/** The statuses a dispute event may carry (documentation of the payload). */
export const DISPUTE_EVENT_STATUSES = DISPUTE_STATUSES;
