// The payments CSV export: the spec's zone (UTC+8), and the columns and rows of
// server/repositories/payment-export.ts, newest first.
import { PAYMENT_CREATED_TIMEZONE } from '../../../domain/dates';
import type { paymentFilterSchema } from '../../../domain/payment-filters';
import type { ResourceExport } from '../../http/list-resource';
import { paymentCopyRows, paymentExportColumns } from '../../repositories/payment-export';
import { countPayments, paymentBatch, type PaymentExportRow } from '../../repositories/payments';

export const paymentExport = {
  defaultTimezone: PAYMENT_CREATED_TIMEZONE,
  columns: paymentExportColumns,
  source: (db, scope, filter, ids) => ({
    count: () => countPayments(db, scope, filter, ids),
    batch: (after, limit) => paymentBatch(db, scope, filter, ids, after, limit),
  }),
  // paymentBatch's rows; COPY reads them in the same keyset order.
  copyRows: paymentCopyRows,
} satisfies ResourceExport<typeof paymentFilterSchema, PaymentExportRow>;
