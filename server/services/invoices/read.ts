// Reading invoices: a list page or one invoice with their attachments, and the tab counts.
import type { InvoiceCounts, InvoiceFilter, InvoiceRecord } from '../../../domain/invoices/records';
import type { DbOrTx } from '../../db/client';
import { NotFound } from '../../lib/errors';
import type { ListQuery } from '../../lib/paging';
import { attachmentsOf } from '../../repositories/attachments';
import { countInvoiceTabs, findInvoice, listInvoices, type InvoiceRow, type InvoiceSortField } from '../../repositories/invoices';
import type { Scope } from '../../repositories/scope';
import { invoiceRecordOf, type InvoiceRecordContext } from './records';

/** Records of some rows, with their attachments read in one query. */
export async function invoiceRecords(db: DbOrTx, scope: Scope, rows: InvoiceRow[], view: InvoiceRecordContext): Promise<InvoiceRecord[]> {
  const attachments = await attachmentsOf(db, scope, 'invoice', rows.map((r) => r.id));
  return rows.map((r) => invoiceRecordOf(r, attachments, view));
}

export async function invoiceRecord(db: DbOrTx, scope: Scope, row: InvoiceRow, view: InvoiceRecordContext): Promise<InvoiceRecord> {
  const [record] = await invoiceRecords(db, scope, [row], view);
  return record;
}

export async function invoicePage(db: DbOrTx, scope: Scope, q: ListQuery<InvoiceFilter, InvoiceSortField>, view: InvoiceRecordContext) {
  const { rows, total } = await listInvoices(db, scope, q, view.today);
  return { records: await invoiceRecords(db, scope, rows, view), total };
}

export async function invoiceDetail(db: DbOrTx, scope: Scope, id: string, view: InvoiceRecordContext): Promise<InvoiceRecord> {
  const row = await findInvoice(db, scope, id);
  if (!row) throw NotFound();
  return invoiceRecord(db, scope, row, view);
}

export async function invoiceCounts(db: DbOrTx, scope: Scope, filter: InvoiceFilter, today: string): Promise<InvoiceCounts> {
  return countInvoiceTabs(db, scope, filter, today);
}
