// The state table applied on the server: a refused action is a 409 naming nothing but the rule.
import { invoiceMessage } from '../../../domain/invoices/messages';
import { canInvoice, type InvoiceAction } from '../../../domain/invoices/status';
import { AppError, NotFound } from '../../lib/errors';
import type { InvoiceRow } from '../../repositories/invoices';

export const invoiceActionNotAllowed = () => new AppError(409, invoiceMessage('invoice_action_not_allowed'));

/** The invoice when found and its status allows the action; 404 or 409 otherwise. */
export function assertInvoiceAction(row: InvoiceRow | undefined, action: InvoiceAction): InvoiceRow {
  if (!row) throw NotFound();
  if (!canInvoice(row.status, action)) throw invoiceActionNotAllowed();
  return row;
}
