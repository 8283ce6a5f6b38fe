// The payments CSV export: the list's filter, the spec's zone (UTC+8), and the columns and rows of
// server/repositories/payment-export.ts, newest first.
import { paymentFilterSchema } from '../../../domain/payment-filters';
import { PAYMENT_CREATED_TIMEZONE } from '../../../domain/dates';
import type { ExportRoute } from '../../http/export-route';
import { paymentCopyRows, paymentExportColumns } from '../../repositories/payment-export';
import { countPayments, paymentBatch, type PaymentExportRow } from '../../repositories/payments';

export const paymentExport: ExportRoute<typeof paymentFilterSchema, PaymentExportRow> = {
  resource: 'payments',
  guard: { resource: 'payments', action: 'export' },
  title: { en: 'Payments', zh: '支付' },
  filter: paymentFilterSchema,
  defaultTimezone: PAYMENT_CREATED_TIMEZONE,
  columns: paymentExportColumns,
  source: (db, scope, filter, ids) => ({
    count: () => countPayments(db, scope, filter, ids),
    batch: (after, limit) => paymentBatch(db, scope, filter, ids, after, limit),
  }),
  // paymentBatch's rows; COPY reads them in the same keyset order.
  copyRows: paymentCopyRows,
};
