// What an invoice event records: the invoice as it became, without what depends on the request (the absolute pay
// link) or on the day it is read (past due, the actions offered).
import type { DbOrTx } from '../../db/client';
import { insertInvoiceEvent, type InvoiceEventType } from '../../repositories/invoice-events';
import type { NewEvent } from '../../repositories/events';
import type { InvoiceRow } from '../../repositories/invoices';
import type { Scope } from '../../repositories/scope';
import { invoiceRecordOf } from './records';

export function invoiceEventData(row: InvoiceRow): Record<string, unknown> {
  const { payUrl: _payUrl, pastDue: _pastDue, actions: _actions, attachments: _attachments, ...rest } = invoiceRecordOf(row, [], { origin: '', today: '' });
  return JSON.parse(JSON.stringify(rest)) as Record<string, unknown>;
}

/** The event as insertEvents takes it (a billing batch writes many at once). */
export function invoiceEvent(type: InvoiceEventType, row: InvoiceRow, at: Date): NewEvent {
  return { type, objectType: 'invoice', objectId: row.id, data: invoiceEventData(row), createdAt: at };
}

export function recordInvoiceEvent(db: DbOrTx, scope: Scope, type: InvoiceEventType, row: InvoiceRow, at: Date) {
  return insertInvoiceEvent(db, scope, type, row.id, invoiceEventData(row), at);
}
