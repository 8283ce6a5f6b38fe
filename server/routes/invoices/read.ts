// Reading invoices: the simple-rest list (filters, tabs, sort, Content-Range), the tab counts, one invoice, the CSV
// export (./export.ts) and its PDF.
import { uploadStore } from '../../lib/uploads';
import { readLogo } from '../../services/business/profile';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invoiceCountsRecord, invoiceFilterSchema, invoiceRecord } from '../../../domain/invoices/records';
import { listResource, registerListResource } from '../../http/list-resource';
import { INVOICE_SORT_FIELDS } from '../../repositories/invoices';
import { invoiceView } from '../../services/invoices/context';
import { renderInvoicePdf } from '../../services/invoices/pdf';
import { invoiceCounts, invoiceDetail, invoicePage } from '../../services/invoices/read';
import { registerRecordPdf } from '../../http/record-pdf';
import { contextOf, idParams, security, tags } from './common';
import { invoiceMailRecord } from '../../../domain/invoices/mails';
import { envelope, ok } from '../../lib/reply';
import { signedIn } from '../../http/signed-in';
import { invoiceMails } from '../../services/invoices/mails';
import { invoiceExport } from './export';

export const invoiceResource = listResource({
  resource: 'invoices',
  record: invoiceRecord,
  query: { filter: invoiceFilterSchema, sortFields: INVOICE_SORT_FIELDS, defaultSort: ['createdAt', 'DESC'] },
  list: {
    summary: 'List invoices (simple-rest; filter tab: all, paid, outstanding, pastDue, draft)',
    page: async ({ app, request }, q) => {
      const ctx = contextOf(app, request);
      return invoicePage(ctx.db, ctx.scope, q, await invoiceView(ctx));
    },
  },
  counts: {
    summary: 'Invoices per tab (the filter without its status and tab)',
    record: invoiceCountsRecord,
    count: async ({ app, request }, filter) => {
      const ctx = contextOf(app, request);
      return invoiceCounts(ctx.db, ctx.scope, filter, (await invoiceView(ctx)).today);
    },
  },
  detail: {
    summary: 'An invoice with its attachments and the actions its status allows',
    find: async ({ app, request, scope }, id) => {
      const ctx = { ...contextOf(app, request), scope };
      return invoiceDetail(ctx.db, ctx.scope, id, await invoiceView(ctx));
    },
  },
  export: invoiceExport,
});

export const invoiceReadRoutes: FastifyPluginAsync = async (base) => {
  registerListResource(base, invoiceResource);
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/invoices/:id/mails',
    {
      onRequest: app.requireAction('invoices', 'mails'),
      schema: { tags, security, summary: 'The mails of an invoice to its customer (sends, resends, reminders), newest first, with their status', params: idParams, response: { 200: envelope(z.array(invoiceMailRecord)) } },
    },
    async (request) => ok(await invoiceMails(app.db, signedIn(request).scope, request.params.id)),
  );

  registerRecordPdf(base, {
    resource: 'invoices',
    path: 'pdf',
    action: 'pdf',
    tags,
    summary: 'The invoice as a PDF (labels in the request language; pay link and QR code once finalized)',
    render: async (request, id, lang) => {
      const ctx = contextOf(app, request);
      const view = await invoiceView(ctx);
      const invoice = await invoiceDetail(app.db, ctx.scope, id, view);
      const logo = await readLogo(uploadStore(app.config.DATA_DIR), view.logoStoredName);
      return { pdf: await renderInvoicePdf({ invoice, merchantName: view.merchantName, branding: view.branding, logo, timezone: view.timezone, lang }), fileName: `${invoice.number}.pdf` };
    },
  });
};
