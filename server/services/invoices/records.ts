// Invoice rows to API records (domain/invoices/records.ts): money becomes checked numbers, the pay link an absolute
// URL, and the record says whether it is past due and which actions its status allows.
import type { InvoiceAttachmentRecord, InvoiceRecord } from '../../../domain/invoices/records';
import { INVOICE_ACTIONS, isPastDue } from '../../../domain/invoices/status';
import { toSafeNumber } from '../../lib/money';
import { checkoutUrl } from '../../lib/request-info';
import type { InvoiceAttachmentRow } from '../../repositories/attachments';
import type { InvoiceRow } from '../../repositories/invoices';

export interface InvoiceRecordContext {
  /** Where the public checkout is served: PUBLIC_URL or the request's origin, without a trailing slash. */
  origin: string;
  /** Today (YYYY-MM-DD) in the account's time zone, for past due. */
  today: string;
}

export function attachmentRecordOf(a: InvoiceAttachmentRow): InvoiceAttachmentRecord {
  return { id: a.id, kind: a.kind, fileName: a.fileName, contentType: a.contentType, size: a.size, createdAt: a.createdAt };
}

export function invoiceRecordOf(row: InvoiceRow, attachments: InvoiceAttachmentRow[], ctx: InvoiceRecordContext): InvoiceRecord {
  return {
    id: row.id,
    livemode: row.livemode,
    number: row.number,
    status: row.status,
    pastDue: isPastDue(row, ctx.today),
    customerId: row.customerId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    country: row.country,
    currency: row.currency,
    feeType: row.feeType,
    items: row.items.map((i) => ({ name: i.name, quantity: i.quantity, unitAmount: i.unitAmount, amount: i.amount })),
    totalAmount: toSafeNumber(row.totalAmount),
    reference: row.reference,
    paymentMethod: row.paymentMethod,
    dueDate: row.dueDate,
    memo: row.memo,
    payUrl: row.status !== 'draft' && row.payToken ? checkoutUrl(ctx.origin, row.payToken) : null,
    paymentId: row.paymentId,
    paidAt: row.paidAt,
    finalizedAt: row.finalizedAt,
    voidedAt: row.voidedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    attachments: attachments.filter((a) => a.invoiceId === row.id).map(attachmentRecordOf),
    actions: [...INVOICE_ACTIONS[row.status]],
  };
}
