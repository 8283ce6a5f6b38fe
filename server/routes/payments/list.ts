// Reading payments: the simple-rest list with filters, the quick status tab counts, the detail (with refunds
// and timeline) and the payment's events, newest first.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentFilterSchema } from '../../../domain/payment-filters';
import { eventRecord, paymentCountsRecord, paymentDetailRecord, paymentRecord } from '../../../domain/payment-records';
import { NotFound } from '../../lib/errors';
import { envelope, ok } from '../../lib/reply';
import { listQuerystring, parseFilter, parseListQuery, sendList, type ListSpec } from '../../http/simple-rest';
import { findPayment, listPayments, PAYMENT_SORT_FIELDS, type PaymentSortField } from '../../repositories/payments';
import { pendingRefundTotals } from '../../repositories/refunds';
import { paymentEvents } from '../../services/events';
import { paymentCounts, paymentDetail } from '../../services/payments/read';
import { paymentRecordOf } from '../../services/payments/records';
import { signedIn } from '../../http/signed-in';

export const PAYMENT_LIST: ListSpec<typeof paymentFilterSchema, PaymentSortField> = {
  resource: 'payments',
  filter: paymentFilterSchema,
  sortFields: PAYMENT_SORT_FIELDS,
  defaultSort: ['createdAt', 'DESC'],
};

const tags = ['payments'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.string().min(1).max(64) });

export const paymentReadRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/payments',
    {
      onRequest: app.requireAction('payments', 'list'),
      schema: { tags, security, summary: 'List payments (simple-rest)', querystring: listQuerystring, response: { 200: z.array(paymentRecord) } },
    },
    async (request, reply) => {
      const scope = signedIn(request).scope;
      const q = parseListQuery(PAYMENT_LIST, request.query);
      const { rows, total, estimated } = await listPayments(app.db, scope, q);
      const pending = await pendingRefundTotals(app.db, scope, rows.filter((r) => r.status === 'refundPending').map((r) => r.id));
      return sendList(reply, 'payments', rows.map((r) => paymentRecordOf(r, pending.get(r.id))), q.offset, total, estimated);
    },
  );

  app.get(
    '/payments/counts',
    {
      onRequest: app.requireAction('payments', 'list'),
      schema: {
        tags,
        security,
        summary: 'Payments per status for the quick status tabs (the filter without its status)',
        querystring: listQuerystring.pick({ filter: true }),
        response: { 200: envelope(paymentCountsRecord) },
      },
    },
    async (request) => {
      const { filter } = parseFilter(paymentFilterSchema, request.query.filter);
      return ok(await paymentCounts(app.db, signedIn(request).scope, filter));
    },
  );

  app.get(
    '/payments/:id',
    {
      onRequest: app.requireAction('payments', 'show'),
      schema: { tags, security, summary: 'A payment with its refunds and status timeline', params: idParams, response: { 200: paymentDetailRecord } },
    },
    async (request) => paymentDetail(app.db, signedIn(request).scope, request.params.id),
  );

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
