// Events of the payments area: what each state change records (the object as it became), and the timeline and
// newest-first list the detail page shows.
import type { EventRecord, PaymentRecord, RefundRecord } from '../../domain/payment-records';
import { paymentEventType, refundEventType } from '../../domain/payment-status';
import type { DbOrTx } from '../db/client';
import type { events } from '../db/schema';
import { eventsOfPayment, type NewEvent } from '../repositories/events';
import type { Scope } from '../repositories/scope';

type EventRow = typeof events.$inferSelect;

/** JSON-safe copy of a record (dates as ISO strings), as webhooks will deliver it. */
function snapshot(record: PaymentRecord | RefundRecord): Record<string, unknown> {
  return JSON.parse(JSON.stringify(record)) as Record<string, unknown>;
}

export function paymentCreatedEvent(p: PaymentRecord, at: Date): NewEvent {
  return { type: 'payment.created', objectType: 'payment', objectId: p.id, data: snapshot(p), createdAt: at };
}

export function paymentStatusEvent(p: PaymentRecord, at: Date): NewEvent {
  return { type: paymentEventType(p.status), objectType: 'payment', objectId: p.id, data: snapshot(p), createdAt: at };
}

/** A change that keeps the status (the refunded amount moved while another refund is pending). */
export function paymentUpdatedEvent(p: PaymentRecord, at: Date): NewEvent {
  return { type: 'payment.updated', objectType: 'payment', objectId: p.id, data: snapshot(p), createdAt: at };
}

export function refundStatusEvent(r: RefundRecord, at: Date): NewEvent {
  return { type: refundEventType(r.status), objectType: 'refund', objectId: r.id, parentId: r.paymentId, data: snapshot(r), createdAt: at };
}

function field(data: Record<string, unknown>, key: string) {
  return data[key];
}

const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/**
 * The amount a timeline entry is about. A refund's entries show the refund; a payment's refund entries show what
 * its refunds moved, not the payment: "Refund pending" the amount waiting (amount - refunded - refundable),
 * "Partially refunded" and "Refunded" the total refunded so far; "Updated" no amount; the rest the payment's amount.
 */
function timelineAmount(e: EventRow): number | null {
  const amount = num(field(e.data, 'amount'));
  if (e.objectType !== 'payment') return amount;
  const refunded = num(field(e.data, 'amountRefunded'));
  const refundable = num(field(e.data, 'amountRefundable'));
  switch (e.type) {
    case 'payment.refund_pending':
      return amount !== null && refunded !== null && refundable !== null ? amount - refunded - refundable : null;
    case 'payment.partially_refunded':
    case 'payment.refunded':
      return refunded;
    case 'payment.updated':
      return null;
    default:
      return amount;
  }
}

export function timelineOf(rows: EventRow[]) {
  return rows.map((e) => {
    const status = field(e.data, 'status');
    return {
      type: e.type,
      objectId: e.objectId,
      status: typeof status === 'string' ? status : null,
      amount: timelineAmount(e),
      at: e.createdAt,
    };
  });
}

export async function paymentTimeline(db: DbOrTx, scope: Scope, paymentId: string) {
  return timelineOf(await eventsOfPayment(db, scope, paymentId, 'asc'));
}

export async function paymentEvents(db: DbOrTx, scope: Scope, paymentId: string): Promise<EventRecord[]> {
  const rows = await eventsOfPayment(db, scope, paymentId, 'desc');
  return rows.map((e) => ({ id: e.id, type: e.type, objectType: e.objectType, objectId: e.objectId, data: e.data, createdAt: e.createdAt }));
}
