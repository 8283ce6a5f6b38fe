// Disbursements under a base: the simple-rest list (search by id and dates), detail, CSV export.
import type { FastifyPluginAsync } from 'fastify';
import { fromMinorUnits } from '../../../domain/currency';
import { DISBURSEMENT_CSV } from '../../../domain/csv-headers';
import { disbursementFilterSchema } from '../../../domain/payment-filters';
import { disbursementRecord } from '../../../domain/payment-records';
import { listResource, registerListResource } from '../../http/list-resource';
import { csvColumns } from '../../lib/csv-export';
import { NotFound } from '../../lib/errors';
import {
  countDisbursements, disbursementBatch, DISBURSEMENT_SORT_FIELDS, findDisbursement, listDisbursements, type DisbursementExportRow,
} from '../../repositories/disbursements';
import { disbursementRecordOf } from '../../services/payments/records';

export const disbursementResource = listResource({
  resource: 'disbursements',
  record: disbursementRecord,
  query: { filter: disbursementFilterSchema, sortFields: DISBURSEMENT_SORT_FIELDS, defaultSort: ['createdAt', 'DESC'] },
  list: {
    summary: 'List disbursements (simple-rest)',
    page: async ({ db, scope }, q) => {
      const { rows, total } = await listDisbursements(db, scope, q);
      return { records: rows.map(disbursementRecordOf), total };
    },
  },
  detail: {
    summary: 'A disbursement',
    find: async ({ db, scope }, id) => {
      const found = await findDisbursement(db, scope, id);
      if (!found) throw NotFound();
      return disbursementRecordOf(found);
    },
  },
  export: {
    defaultTimezone: 'UTC',
    columns: csvColumns<DisbursementExportRow>()(DISBURSEMENT_CSV.columns, {
      disbursementId: (r) => r.id,
      portal: (r) => r.portal,
      bank: (r) => r.bankName,
      bankAccount: (r) => r.bankAccount,
      transactions: (r) => r.transactionCount,
      currency: (r) => r.currency,
      amount: (r) => fromMinorUnits(r.amount, r.currency),
      status: (r, f) => f.label(DISBURSEMENT_CSV.statuses, r.status),
      created: (r, f) => f.time(r.createdAt),
      delivered: (r, f) => f.time(r.deliveredAt),
    }),
    source: (db, scope, filter, ids) => ({
      count: () => countDisbursements(db, scope, filter, ids),
      batch: (after, limit) => disbursementBatch(db, scope, filter, ids, after, limit),
    }),
  },
});

export const disbursementRoutes: FastifyPluginAsync = async (app) => {
  registerListResource(app, disbursementResource);
};
