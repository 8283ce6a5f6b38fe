// Refunds under a base: the simple-rest list and detail, create (Idempotency-Key), and the CSV export.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fromMinorUnits } from '../../../domain/currency';
import { refundFilterSchema } from '../../../domain/payment-filters';
import { refundCountsRecord, refundRecord } from '../../../domain/payment-records';
import { REFUND_STATUSES, type RefundStatus } from '../../../domain/payment-status';
import { createRefundSchema } from '../../../domain/payments';
import { registerExport } from '../../http/export-route';
import { type CsvColumn } from '../../lib/csv-export';
import { NotFound } from '../../lib/errors';
import { idempotencyHeaders } from '../../http/idempotent-call';
import { envelope, ok } from '../../lib/reply';
import { listQuerystring, parseFilter, parseListQuery, sendList, type ListSpec } from '../../http/simple-rest';
import { countRefunds, countRefundsByStatus, findRefund, listRefunds, refundBatch, REFUND_SORT_FIELDS, type RefundExportRow, type RefundSortField } from '../../repositories/refunds';
import { refundRecordOf } from '../../services/payments/records';
import { createRefund } from '../../services/refunds';
import { moneyCall } from '../payments/money-call';
import { signedIn } from '../../http/signed-in';

const tags = ['refunds'];
const security = [{ bearer: [] }];

export const REFUND_LIST: ListSpec<typeof refundFilterSchema, RefundSortField> = {
  resource: 'refunds',
  filter: refundFilterSchema,
  sortFields: REFUND_SORT_FIELDS,
  defaultSort: ['createdAt', 'DESC'],
};

const columns: CsvColumn<RefundExportRow>[] = [
  { en: 'Refund ID', zh: '退款号', value: (r) => r.id },
  { en: 'Initiated', zh: '发起时间', value: (r, f) => f.time(r.createdAt) },
  { en: 'Last update', zh: '最后更新', value: (r, f) => f.time(r.updatedAt) },
  { en: 'Status', zh: '状态', value: (r) => r.status },
  { en: 'Currency', zh: '币种', value: (r) => r.currency },
  { en: 'Amount', zh: '金额', value: (r) => fromMinorUnits(r.amount, r.currency) },
  { en: 'Reason', zh: '原因', value: (r) => r.reason },
  { en: 'Payment ID', zh: '支付号', value: (r) => r.paymentId },
  { en: 'Customer name', zh: '客户名称', value: (r) => r.customerName },
];

export const refundRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.requireAction('refunds', 'list');
  const show = app.requireAction('refunds', 'show');

  registerExport(app, {
    resource: 'refunds',
    guard: { resource: 'refunds', action: 'export' },
    title: { en: 'Refunds', zh: '退款' },
    filter: refundFilterSchema,
    defaultTimezone: 'UTC',
    columns,
    source: (db, scope, filter, ids) => ({
      count: () => countRefunds(db, scope, filter, ids),
      batch: (after, limit) => refundBatch(db, scope, filter, ids, after, limit),
    }),
  });

  app.get(
    '/refunds',
    { onRequest, schema: { tags, security, summary: 'List refunds (simple-rest)', querystring: listQuerystring, response: { 200: z.array(refundRecord) } } },
    async (request, reply) => {
      const q = parseListQuery(REFUND_LIST, request.query);
      const { rows, total } = await listRefunds(app.db, signedIn(request).scope, q);
      return sendList(reply, 'refunds', rows.map(refundRecordOf), q.offset, total);
    },
  );

  app.get(
    '/refunds/counts',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Refunds per status for the quick status tabs (the filter without its status)',
        querystring: listQuerystring.pick({ filter: true }),
        response: { 200: envelope(refundCountsRecord) },
      },
    },
    async (request) => {
      const { filter } = parseFilter(refundFilterSchema, request.query.filter);
      const rows = await countRefundsByStatus(app.db, signedIn(request).scope, filter);
      const counts = Object.fromEntries(REFUND_STATUSES.map((s) => [s, rows.find((r) => r.status === s)?.n ?? 0])) as Record<RefundStatus, number>;
      return ok({ all: rows.reduce((sum, r) => sum + r.n, 0), ...counts });
    },
  );

  app.get(
    '/refunds/:id',
    { onRequest: show, schema: { tags, security, summary: 'A refund', params: z.object({ id: z.string().min(1).max(64) }), response: { 200: refundRecord } } },
    async (request) => {
      const refund = await findRefund(app.db, signedIn(request).scope, request.params.id);
      if (!refund) throw NotFound();
      return refundRecordOf(refund);
    },
  );

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
