// Refunds under a base: the simple-rest list and detail, create (Idempotency-Key), and the CSV export.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fromMinorUnits } from '../../../domain/currency';
import { REFUND_CSV } from '../../../domain/csv-headers';
import { refundFilterSchema } from '../../../domain/payment-filters';
import { refundCountsRecord, refundRecord } from '../../../domain/payment-records';
import { REFUND_STATUSES } from '../../../domain/payment-status';
import { createRefundSchema } from '../../../domain/payments';
import { idempotencyHeaders } from '../../http/idempotent-call';
import { listResource, registerListResource, statusCounts } from '../../http/list-resource';
import { csvColumns } from '../../lib/csv-export';
import { NotFound } from '../../lib/errors';
import { countRefunds, countRefundsByStatus, findRefund, listRefunds, refundBatch, REFUND_SORT_FIELDS, type RefundExportRow } from '../../repositories/refunds';
import { refundRecordOf } from '../../services/payments/records';
import { createRefund } from '../../services/refunds';
import { moneyCall } from '../payments/money-call';

export const refundResource = listResource({
  resource: 'refunds',
  record: refundRecord,
  query: { filter: refundFilterSchema, sortFields: REFUND_SORT_FIELDS, defaultSort: ['createdAt', 'DESC'] },
  list: {
    summary: 'List refunds (simple-rest)',
    page: async ({ db, scope }, q) => {
      const { rows, total } = await listRefunds(db, scope, q);
      return { records: rows.map(refundRecordOf), total };
    },
  },
  counts: {
    summary: 'Refunds per status for the quick status tabs (the filter without its status)',
    record: refundCountsRecord,
    count: async ({ db, scope }, filter) => statusCounts(REFUND_STATUSES, await countRefundsByStatus(db, scope, filter)),
  },
  detail: {
    summary: 'A refund',
    find: async ({ db, scope }, id) => {
      const refund = await findRefund(db, scope, id);
      if (!refund) throw NotFound();
      return refundRecordOf(refund);
    },
  },
  export: {
    defaultTimezone: 'UTC',
    columns: csvColumns<RefundExportRow>()(REFUND_CSV.columns, {
      refundId: (r) => r.id,
      initiated: (r, f) => f.time(r.createdAt),
      lastUpdate: (r, f) => f.time(r.updatedAt),
      status: (r, f) => f.label(REFUND_CSV.statuses, r.status),
      currency: (r) => r.currency,
      amount: (r) => fromMinorUnits(r.amount, r.currency),
      reason: (r) => r.reason,
      paymentId: (r) => r.paymentId,
      customerName: (r) => r.customerName,
    }),
    source: (db, scope, filter, ids) => ({
      count: () => countRefunds(db, scope, filter, ids),
      batch: (after, limit) => refundBatch(db, scope, filter, ids, after, limit),
    }),
  },
});

const tags = ['refunds'];
const security = [{ bearer: [] }];

export const refundRoutes: FastifyPluginAsync = async (base) => {
  registerListResource(base, refundResource);
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/refunds',
    {
      onRequest: app.requireAction('refunds', 'create'),
      schema: {
        tags,
        security,
        summary: 'Refund a payment in full (no amount) or in part; refused above the refundable amount or the balance',
        headers: idempotencyHeaders,
        body: createRefundSchema,
        response: { 201: refundRecord },
      },
    },
    async (request, reply) => moneyCall(app, request, reply, { statusCode: 201, schema: refundRecord }, (ctx) => createRefund(ctx, request.body)),
  );
};
