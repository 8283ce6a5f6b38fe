// The invoices CSV export: its columns (headers in domain/csv-headers.ts) and its source, the invoices matching the
// list filter.
import { fromMinorUnits } from '../../../domain/currency';
import { INVOICE_CSV } from '../../../domain/csv-headers';
import type { invoiceFilterSchema } from '../../../domain/invoices/records';
import type { ResourceExport } from '../../http/list-resource';
import { csvColumns } from '../../lib/csv-export';
import { accountProfile, countInvoices, invoiceBatch, type InvoiceExportRow } from '../../repositories/invoices';
import { todayIn } from '../../services/invoices/context';

export const invoiceExport = {
  defaultTimezone: 'UTC',
  columns: csvColumns<InvoiceExportRow>()(INVOICE_CSV.columns, {
    invoiceNumber: (r) => r.number,
    invoiceId: (r) => r.id,
    status: (r, f) => f.label(INVOICE_CSV.statuses, r.status),
    pastDue: (r) => (r.pastDue ? 'yes' : 'no'),
    customerName: (r) => r.name,
    customerEmail: (r) => r.email,
    currency: (r) => r.currency,
    totalAmount: (r) => fromMinorUnits(r.totalAmount, r.currency),
    feeType: (r) => r.feeType,
    reference: (r) => r.reference,
    dueDate: (r) => r.dueDate,
    created: (r, f) => f.time(r.createdAt),
    finalized: (r, f) => f.time(r.finalizedAt),
    paidAt: (r, f) => f.time(r.paidAt),
    voidedAt: (r, f) => f.time(r.voidedAt),
    transactionId: (r) => r.paymentId,
  }),
  source: (db, scope, filter, ids) => {
    // Past due (a tab and a column) is judged against today in the account's zone, read once per export.
    let today: Promise<string> | undefined;
    const todayOnce = () => (today ??= accountProfile(db, scope.accountId).then((p) => todayIn(p.timezone, new Date())));
    return {
      count: async () => countInvoices(db, scope, filter, ids, await todayOnce()),
      batch: async (after, limit) => invoiceBatch(db, scope, filter, ids, await todayOnce(), after, limit),
    };
  },
} satisfies ResourceExport<typeof invoiceFilterSchema, InvoiceExportRow>;
