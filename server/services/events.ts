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

export function timelineOf(rows: EventRow[]) {
  return rows.map((e) => {
    const status = field(e.data, 'status');
    const amount = field(e.data, 'amount');
    return {
      type: e.type,
      objectId: e.objectId,
      status: typeof status === 'string' ? status : null,
      amount: typeof amount === 'number' ? amount : null,
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
