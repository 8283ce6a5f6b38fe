// Payment links under a base (permission paymentLink_Detail): the simple-rest list with status counts and the CSV
// export, the detail, create, deactivate (links are never deleted), and the payments made through a link.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentRecord } from '../../../domain/payment-records';
import { paymentLinkCountsRecord, paymentLinkRecord } from '../../../domain/payment-links/records';
import { paymentLinkFilterSchema, paymentLinkInputSchema } from '../../../domain/payment-links/schema';
import { registerExport } from '../../http/export-route';
import { NotFound } from '../../lib/errors';
import { idempotencyHeaders, idempotentCall } from '../../http/idempotent-call';
import { envelope, ok } from '../../lib/reply';
import { listQuerystring, parseFilter, parseListQuery, sendList, type ListSpec } from '../../http/simple-rest';
import {
  countPaymentLinksByStatus, findPaymentLink, listPaymentLinks, PAYMENT_LINK_SORT_FIELDS, paymentsOfLink, type PaymentLinkRow,
  type PaymentLinkSortField,
} from '../../repositories/payment-links';
import { createPaymentLink, deactivatePaymentLink } from '../../services/payment-links/manage';
import { paymentLinkCountsOf, paymentLinkRecordOf } from '../../services/payment-links/records';
import { paymentRecordOf } from '../../services/payments/records';
import { publicOrigin } from '../../lib/request-info';
import { paymentLinkExport } from './export';
import { signedIn } from '../../http/signed-in';

const tags = ['payment-links'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.string().min(1).max(64) });

export const PAYMENT_LINK_LIST: ListSpec<typeof paymentLinkFilterSchema, PaymentLinkSortField> = {
  resource: 'payment-links',
  filter: paymentLinkFilterSchema,
  sortFields: PAYMENT_LINK_SORT_FIELDS,
  defaultSort: ['createdAt', 'DESC'],
};

const PAYMENTS_OF_LINK: ListSpec<z.ZodObject, 'createdAt'> = {
  resource: 'payments',
  filter: z.strictObject({}),
  sortFields: ['createdAt'],
  defaultSort: ['createdAt', 'DESC'],
};

export const paymentLinkRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.requireAction('payment-links', 'list');
  const show = app.requireAction('payment-links', 'show');
  const recordOf = (request: FastifyRequest, row: PaymentLinkRow) => paymentLinkRecordOf(row, publicOrigin(app.config, request), new Date());

  registerExport(app, paymentLinkExport);

  app.get(
    '/payment-links',
    { onRequest, schema: { tags, security, summary: 'List payment links (simple-rest)', querystring: listQuerystring, response: { 200: z.array(paymentLinkRecord) } } },
    async (request, reply) => {
      const q = parseListQuery(PAYMENT_LINK_LIST, request.query);
      const { rows, total } = await listPaymentLinks(app.db, signedIn(request).scope, q);
      return sendList(reply, 'payment-links', rows.map((r) => recordOf(request, r)), q.offset, total);
    },
  );

  app.get(
    '/payment-links/counts',
    {
      onRequest,
      schema: {
        tags, security, summary: 'Payment links per status for the status tabs (the filter without its status)',
        querystring: listQuerystring.pick({ filter: true }), response: { 200: envelope(paymentLinkCountsRecord) },
      },
    },
    async (request) => {
      const { filter } = parseFilter(paymentLinkFilterSchema, request.query.filter);
      return ok(paymentLinkCountsOf(await countPaymentLinksByStatus(app.db, signedIn(request).scope, filter)));
    },
  );

  app.get(
    '/payment-links/:id',
    { onRequest: show, schema: { tags, security, summary: 'A payment link with its funnel', params: idParams, response: { 200: paymentLinkRecord } } },
    async (request) => {
      const link = await findPaymentLink(app.db, signedIn(request).scope, request.params.id);
      if (!link) throw NotFound();
      return recordOf(request, link);
    },
  );

  app.get(
    '/payment-links/:id/payments',
    {
      onRequest: show,
      schema: { tags, security, summary: 'Payments made through a link, newest first (simple-rest)', params: idParams, querystring: listQuerystring, response: { 200: z.array(paymentRecord) } },
    },
    async (request, reply) => {
      const scope = signedIn(request).scope;
      const q = parseListQuery(PAYMENTS_OF_LINK, request.query);
      if (!(await findPaymentLink(app.db, scope, request.params.id))) throw NotFound();
      const { rows, total } = await paymentsOfLink(app.db, scope, request.params.id, { offset: q.offset, limit: q.limit, order: q.sort.order });
      return sendList(reply, 'payments', rows.map((p) => paymentRecordOf(p)), q.offset, total);
    },
  );

  app.post(
    '/payment-links',
    { onRequest: app.requireAction('payment-links', 'create'), schema: { tags, security, summary: 'Create a payment link: an amount or line items, optional expiry and maximum', headers: idempotencyHeaders, body: paymentLinkInputSchema, response: { 201: paymentLinkRecord } } },
    async (request, reply) =>
      idempotentCall(app, request, reply, { statusCode: 201, schema: paymentLinkRecord }, async (tx) =>
        recordOf(request, await createPaymentLink(tx, signedIn(request).scope, request.body, new Date())),
      ),
  );

  app.post(
    '/payment-links/:id/deactivate',
    { onRequest: app.requireAction('payment-links', 'deactivate'), schema: { tags, security, summary: 'Deactivate a link: its checkout closes; it is kept, never deleted', params: idParams, response: { 200: envelope(paymentLinkRecord) } } },
    async (request) => {
      const link = await app.db.transaction((tx) => deactivatePaymentLink(tx, signedIn(request).scope, request.params.id, new Date()));
      return ok(recordOf(request, link));
    },
  );
};
