// The payment-links CSV export: its columns (headers in domain/csv-headers.ts), and the links matching the list filter.
import { fromMinorUnits } from '../../../domain/currency';
import { PAYMENT_LINK_CSV } from '../../../domain/csv-headers';
import type { paymentLinkFilterSchema } from '../../../domain/payment-links/schema';
import type { ResourceExport } from '../../http/list-resource';
import { csvColumns } from '../../lib/csv-export';
import { countPaymentLinks, paymentLinkBatch, type PaymentLinkExportRow } from '../../repositories/payment-links';

export const paymentLinkExport = {
  defaultTimezone: 'UTC',
  columns: csvColumns<PaymentLinkExportRow>()(PAYMENT_LINK_CSV.columns, {
    paymentLinkId: (r) => r.id,
    created: (r, f) => f.time(r.createdAt),
    status: (r, f) => f.label(PAYMENT_LINK_CSV.statuses, r.status),
    currency: (r) => r.currency,
    amount: (r) => fromMinorUnits(r.amount, r.currency),
    description: (r) => r.description,
    expires: (r, f) => f.time(r.expiresAt),
    maximumPayments: (r) => r.maxPayments,
    opened: (r) => r.openedCount,
    started: (r) => r.startedCount,
    paid: (r) => r.paidCount,
    amountCollected: (r) => fromMinorUnits(r.amountCollected, r.currency),
    deactivated: (r, f) => f.time(r.deactivatedAt),
  }),
  source: (db, scope, filter, ids) => ({
    count: () => countPaymentLinks(db, scope, filter, ids),
    batch: (after, limit) => paymentLinkBatch(db, scope, filter, ids, after, limit),
  }),
} satisfies ResourceExport<typeof paymentLinkFilterSchema, PaymentLinkExportRow>;
