// Events of invoices (invoice.created, .updated, .finalized, .voided, .paid, .deleted), written in the same
// transaction as the change.
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { events } from '../db/schema';
import { insertEvents } from './events';
import { inScope, type Scope } from './scope';

import { INVOICE_EVENT_TYPES } from '../../domain/webhooks/event-types';

export { INVOICE_EVENT_TYPES };
export type InvoiceEventType = (typeof INVOICE_EVENT_TYPES)[number];

export async function insertInvoiceEvent(db: DbOrTx, scope: Scope, type: InvoiceEventType, invoiceId: string, data: Record<string, unknown>, at: Date) {
  await insertEvents(db, scope, [{ type, objectType: 'invoice', objectId: invoiceId, data, createdAt: at }]);
}

/** The events of one invoice, oldest first. */
export async function eventsOfInvoice(db: DbOrTx, scope: Scope, invoiceId: string) {
  return db
    .select({ id: events.id, type: events.type, objectId: events.objectId, data: events.data, createdAt: events.createdAt })
    .from(events)
    .where(and(inScope(events, scope, eq(events.objectId, invoiceId)), eq(events.objectType, 'invoice')))
    .orderBy(asc(events.seq));
}
