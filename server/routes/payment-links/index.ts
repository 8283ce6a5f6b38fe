// Payment links under a base (permission paymentLink_Detail): the simple-rest list with status counts and the CSV
// export, the detail, create, deactivate (links are never deleted), and the payments made through a link.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentRecord } from '../../../domain/payment-records';
import { paymentLinkCountsRecord, paymentLinkRecord } from '../../../domain/payment-links/records';
import { paymentLinkFilterSchema, paymentLinkInputSchema } from '../../../domain/payment-links/schema';
import { NotFound } from '../../lib/errors';
import { idempotencyHeaders, idempotentCall } from '../../http/idempotent-call';
import { envelope, ok } from '../../lib/reply';
import { idParams, listResource, nestedList, registerListResource, type ResourceContext } from '../../http/list-resource';
import {
  countPaymentLinksByStatus, findPaymentLink, listPaymentLinks, PAYMENT_LINK_SORT_FIELDS, paymentsOfLink, type PaymentLinkRow,
} from '../../repositories/payment-links';
import { createPaymentLink, deactivatePaymentLink } from '../../services/payment-links/manage';
import { paymentLinkCountsOf, paymentLinkRecordOf } from '../../services/payment-links/records';
import { paymentRecordOf } from '../../services/payments/records';
import { publicOrigin } from '../../lib/request-info';
import { paymentLinkExport } from './export';
import { signedIn } from '../../http/signed-in';

const tags = ['payment-links'];
const security = [{ bearer: [] }];
const recordOf = ({ app, request }: ResourceContext, row: PaymentLinkRow) => paymentLinkRecordOf(row, publicOrigin(app.config, request), new Date());

export const paymentLinkResource = listResource({
  resource: 'payment-links',
  record: paymentLinkRecord,
  query: { filter: paymentLinkFilterSchema, sortFields: PAYMENT_LINK_SORT_FIELDS, defaultSort: ['createdAt', 'DESC'] },
  list: {
    summary: 'List payment links (simple-rest)',
    page: async (ctx, q) => {
      const { rows, total } = await listPaymentLinks(ctx.db, ctx.scope, q);
      return { records: rows.map((r) => recordOf(ctx, r)), total };
    },
  },
  counts: {
    summary: 'Payment links per status for the status tabs (the filter without its status)',
    record: paymentLinkCountsRecord,
    count: async ({ db, scope }, filter) => paymentLinkCountsOf(await countPaymentLinksByStatus(db, scope, filter)),
  },
  detail: {
    summary: 'A payment link with its funnel',
    find: async (ctx, id) => {
      const link = await findPaymentLink(ctx.db, ctx.scope, id);
      if (!link) throw NotFound();
      return recordOf(ctx, link);
    },
  },
  nested: [
    nestedList({
      path: 'payments',
      resource: 'payments',
      summary: 'Payments made through a link, newest first (simple-rest)',
      record: paymentRecord,
      query: { filter: z.strictObject({}), sortFields: ['createdAt'], defaultSort: ['createdAt', 'DESC'] },
      page: async ({ db, scope }, id, q) => {
        if (!(await findPaymentLink(db, scope, id))) throw NotFound();
        const { rows, total } = await paymentsOfLink(db, scope, id, { offset: q.offset, limit: q.limit, order: q.sort.order });
        return { records: rows.map((p) => paymentRecordOf(p)), total };
      },
    }),
  ],
  export: paymentLinkExport,
});

export const paymentLinkRoutes: FastifyPluginAsync = async (base) => {
  registerListResource(base, paymentLinkResource);
  const app = base.withTypeProvider<ZodTypeProvider>();
  const recordFor = (request: FastifyRequest, row: PaymentLinkRow) => paymentLinkRecordOf(row, publicOrigin(app.config, request), new Date());

  app.post(
    '/payment-links',
    { onRequest: app.requireAction('payment-links', 'create'), schema: { tags, security, summary: 'Create a payment link: an amount or line items, optional expiry and maximum', headers: idempotencyHeaders, body: paymentLinkInputSchema, response: { 201: paymentLinkRecord } } },
    async (request, reply) =>
      idempotentCall(app, request, reply, { statusCode: 201, schema: paymentLinkRecord }, async (tx) =>
        recordFor(request, await createPaymentLink(tx, signedIn(request).scope, request.body, new Date())),
      ),
  );

  app.post(
    '/payment-links/:id/deactivate',
    { onRequest: app.requireAction('payment-links', 'deactivate'), schema: { tags, security, summary: 'Deactivate a link: its checkout closes; it is kept, never deleted', params: idParams, response: { 200: envelope(paymentLinkRecord) } } },
    async (request) => {
      const link = await app.db.transaction((tx) => deactivatePaymentLink(tx, signedIn(request).scope, request.params.id, new Date()));
      return ok(recordFor(request, link));
    },
  );
};
