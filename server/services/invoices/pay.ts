// Marking an invoice paid, inside the checkout's transaction (the caller has locked the invoice row and the
// payment has succeeded): status paid, the transaction id and paid time, the customer the payment was made for,
// the payment pointing back at the invoice, and the invoice.paid event.
import { isPayableStatus } from '../../../domain/invoices/status';
import type { DbOrTx } from '../../db/client';
import { NotFound } from '../../lib/errors';
import { transitionInvoice, type InvoiceRow } from '../../repositories/invoices';
import { findPayment, updatePayment } from '../../repositories/payments';
import type { Scope } from '../../repositories/scope';
import { recordInvoiceEvent } from './events';
import { invoiceActionNotAllowed } from './rules';

export async function markInvoicePaid(tx: DbOrTx, scope: Scope, invoice: InvoiceRow, paymentId: string, now: Date): Promise<InvoiceRow> {
  if (!isPayableStatus(invoice.status)) throw invoiceActionNotAllowed();
  const payment = await findPayment(tx, scope, paymentId);
  if (!payment) throw NotFound();
  const paid = await transitionInvoice(tx, scope, invoice.id, 'open', {
    status: 'paid',
    paymentId,
    paidAt: now,
    customerId: payment.customerId ?? invoice.customerId,
    updatedAt: now,
  });
  // Another transaction changed it first (the caller should hold the row lock, so this is only a backstop).
  if (!paid) throw invoiceActionNotAllowed();
  if (payment.invoiceId !== invoice.id) await updatePayment(tx, scope, payment.id, { invoiceId: invoice.id, updatedAt: payment.updatedAt });
  await recordInvoiceEvent(tx, scope, 'invoice.paid', paid, now);
  return paid;
}
