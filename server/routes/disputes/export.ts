// The disputes CSV export: its columns (headers in domain/csv-headers.ts) and the disputes matching the list filter
// (their status as of the export's start).
import { fromMinorUnits } from '../../../domain/currency';
import { DISPUTE_CSV } from '../../../domain/csv-headers';
import type { disputeFilterSchema } from '../../../domain/disputes/records';
import type { ResourceExport } from '../../http/list-resource';
import { csvColumns } from '../../lib/csv-export';
import { countDisputes, disputeBatch, type DisputeExportRow } from '../../repositories/disputes';

export const disputeExport = {
  defaultTimezone: 'UTC',
  columns: csvColumns<DisputeExportRow>()(DISPUTE_CSV.columns, {
    disputeId: (r) => r.id,
    created: (r, f) => f.time(r.createdAt),
    status: (r, f) => f.label(DISPUTE_CSV.statuses, r.status),
    reason: (r) => r.reason,
    kind: (r) => r.kind,
    currency: (r) => r.currency,
    amount: (r) => fromMinorUnits(r.amount, r.currency),
    disputeFee: (r) => fromMinorUnits(r.fee, r.currency),
    respondBy: (r, f) => f.time(r.dueBy),
    submitted: (r, f) => (r.submittedAt ? f.time(r.submittedAt) : ''),
    closed: (r, f) => (r.closedAt ? f.time(r.closedAt) : ''),
    paymentId: (r) => r.paymentId,
    customerName: (r) => r.customerName,
  }),
  source: (db, scope, filter, ids) => {
    const now = new Date();
    return {
      count: () => countDisputes(db, scope, filter, now, ids),
      batch: (after, limit) => disputeBatch(db, scope, filter, now, ids, after, limit),
    };
  },
} satisfies ResourceExport<typeof disputeFilterSchema, DisputeExportRow>;
