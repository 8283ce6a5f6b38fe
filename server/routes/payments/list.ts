// Reading payments: the simple-rest list with filters, the quick status tab counts, the detail (with refunds
// and timeline), the CSV export (./export.ts) and the payment's events, newest first.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentFilterSchema } from '../../../domain/payment-filters';
import { eventRecord, paymentCountsRecord, paymentDetailRecord, paymentRecord } from '../../../domain/payment-records';
import { idParams, listResource, listSpecOf, registerListResource } from '../../http/list-resource';
import { signedIn } from '../../http/signed-in';
import { NotFound } from '../../lib/errors';
import { envelope, ok } from '../../lib/reply';
import { findPayment, listPayments, PAYMENT_SORT_FIELDS } from '../../repositories/payments';
import { pendingRefundTotals } from '../../repositories/refunds';
import { paymentEvents } from '../../services/events';
import { paymentCounts, paymentDetail } from '../../services/payments/read';
import { paymentRecordOf } from '../../services/payments/records';
import { paymentExport } from './export';

export const paymentResource = listResource({
  resource: 'payments',
  record: paymentRecord,
  query: { filter: paymentFilterSchema, sortFields: PAYMENT_SORT_FIELDS, defaultSort: ['createdAt', 'DESC'] },
  list: {
    summary: 'List payments (simple-rest)',
    page: async ({ db, scope }, q) => {
      const { rows, total, estimated } = await listPayments(db, scope, q);
      const pending = await pendingRefundTotals(db, scope, rows.filter((r) => r.status === 'refundPending').map((r) => r.id));
      return { records: rows.map((r) => paymentRecordOf(r, pending.get(r.id))), total, estimated };
    },
  },
  counts: {
    summary: 'Payments per status for the quick status tabs (the filter without its status)',
    record: paymentCountsRecord,
    count: ({ db, scope }, filter) => paymentCounts(db, scope, filter),
  },
  detail: {
    summary: 'A payment with its refunds and status timeline',
    record: paymentDetailRecord,
    find: ({ db, scope }, id) => paymentDetail(db, scope, id),
  },
  export: paymentExport,
});

/** The payments list's query (the benchmarks parse with it). */
export const PAYMENT_LIST = listSpecOf(paymentResource);

const tags = ['payments'];
const security = [{ bearer: [] }];

export const paymentReadRoutes: FastifyPluginAsync = async (base) => {
  registerListResource(base, paymentResource);
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/payments/:id/events',
    {
      onRequest: app.requireAction('payments', 'show'),
      schema: { tags, security, summary: 'Events of a payment and its refunds, newest first', params: idParams, response: { 200: envelope(z.array(eventRecord)) } },
    },
    async (request) => {
      const scope = signedIn(request).scope;
      if (!(await findPayment(app.db, scope, request.params.id))) throw NotFound();
      return ok(await paymentEvents(app.db, scope, request.params.id));
    },
  );
};
