// Reading invoices: the simple-rest list (filters, tabs, sort, Content-Range), the tab counts, one invoice, and
// its PDF.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invoiceCountsRecord, invoiceFilterSchema, invoiceRecord } from '../../../domain/invoices/records';
import { envelope, ok } from '../../lib/reply';
import { listQuerystring, parseFilter, parseListQuery, sendList, type ListSpec } from '../../http/simple-rest';
import { INVOICE_SORT_FIELDS, type InvoiceSortField } from '../../repositories/invoices';
import { invoiceView } from '../../services/invoices/context';
import { renderInvoicePdf } from '../../services/invoices/pdf';
import { invoiceCounts, invoiceDetail, invoicePage } from '../../services/invoices/read';
import { contentDisposition } from '../../lib/uploads';
import { requestLang } from '../../lib/request-info';
import { contextOf, idParams, security, tags } from './common';

export const INVOICE_LIST: ListSpec<typeof invoiceFilterSchema, InvoiceSortField> = {
  resource: 'invoices',
  filter: invoiceFilterSchema,
  sortFields: INVOICE_SORT_FIELDS,
  defaultSort: ['createdAt', 'DESC'],
};

export const invoiceReadRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/invoices',
    {
      onRequest: app.requireAction('invoices', 'list'),
      schema: { tags, security, summary: 'List invoices (simple-rest; filter tab: all, paid, outstanding, pastDue, draft)', querystring: listQuerystring, response: { 200: z.array(invoiceRecord) } },
    },
    async (request, reply) => {
      const q = parseListQuery(INVOICE_LIST, request.query);
      const ctx = contextOf(app, request);
      const { records, total } = await invoicePage(app.db, ctx.scope, q, await invoiceView(ctx));
      return sendList(reply, 'invoices', records, q.offset, total);
    },
  );

  app.get(
    '/invoices/counts',
    {
      onRequest: app.requireAction('invoices', 'list'),
      schema: {
        tags,
        security,
        summary: 'Invoices per tab (the filter without its status and tab)',
        querystring: listQuerystring.pick({ filter: true }),
        response: { 200: envelope(invoiceCountsRecord) },
      },
    },
    async (request) => {
      const { filter } = parseFilter(invoiceFilterSchema, request.query.filter);
      const ctx = contextOf(app, request);
      return ok(await invoiceCounts(app.db, ctx.scope, filter, (await invoiceView(ctx)).today));
    },
  );

  app.get(
    '/invoices/:id',
    {
      onRequest: app.requireAction('invoices', 'show'),
      schema: { tags, security, summary: 'An invoice with its attachments and the actions its status allows', params: idParams, response: { 200: invoiceRecord } },
    },
    async (request) => {
      const ctx = contextOf(app, request);
      return invoiceDetail(app.db, ctx.scope, request.params.id, await invoiceView(ctx));
    },
  );

  app.get(
    '/invoices/:id/pdf',
    {
      onRequest: app.requireAction('invoices', 'pdf'),
      schema: {
        tags,
        security,
        summary: 'The invoice as a PDF (labels in the request language; pay link and QR code once finalized)',
        params: idParams,
        querystring: z.object({ lang: z.string().max(10).optional() }),
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const ctx = contextOf(app, request);
      const view = await invoiceView(ctx);
      const invoice = await invoiceDetail(app.db, ctx.scope, request.params.id, view);
      const pdf = await renderInvoicePdf({ invoice, merchantName: view.merchantName, timezone: view.timezone, lang: requestLang(request, request.query.lang) });
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition(`${invoice.number}.pdf`))
        .header('cache-control', 'private, no-store')
        .header('access-control-expose-headers', 'Content-Disposition')
        .send(pdf);
    },
  );
};
