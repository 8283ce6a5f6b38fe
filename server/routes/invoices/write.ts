// Changing invoices: create (a draft), edit and delete (drafts only), and the state changes finalize, cancel and
// duplicate. A refused transition answers 409 invoice_action_not_allowed.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { invoiceRecord } from '../../../domain/invoices/records';
import { invoiceInputSchema } from '../../../domain/invoices/schema';
import { idempotencyHeaders, idempotentCall } from '../../http/idempotent-call';
import { envelope, errorSchema, ok } from '../../lib/reply';
import { uploadStore } from '../../lib/uploads';
import { cancelInvoice, duplicateInvoice, finalizeInvoice } from '../../services/invoices/actions';
import { createInvoice, deleteDraft, updateDraft } from '../../services/invoices/write';
import { invoiceMailRecord, sendInvoiceBody } from '../../../domain/invoices/mails';
import { requestLang } from '../../lib/request-info';
import { sendInvoice } from '../../services/invoices/mails';
import type { ActionOf } from '../../../domain/action-permissions';
import { contextOf, idParams, security, tags } from './common';

type InvoiceAction = ActionOf<'invoices'>;

export const invoiceWriteRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const store = uploadStore(app.config.DATA_DIR);
  const refusals = { 400: errorSchema, 404: errorSchema, 409: errorSchema };

  app.post(
    '/invoices',
    {
      onRequest: app.requireAction('invoices', 'create'),
      schema: { tags, security, summary: 'Create a draft invoice (the total is computed from the items)', headers: idempotencyHeaders, body: invoiceInputSchema, response: { 201: invoiceRecord, 400: errorSchema } },
    },
    async (request, reply) =>
      idempotentCall(app, request, reply, { statusCode: 201, schema: invoiceRecord }, (tx) => createInvoice({ ...contextOf(app, request), db: tx }, request.body)),
  );

  app.put(
    '/invoices/:id',
    {
      onRequest: app.requireAction('invoices', 'edit'),
      schema: { tags, security, summary: 'Edit a draft invoice', params: idParams, body: invoiceInputSchema, response: { 200: invoiceRecord, ...refusals } },
    },
    async (request) => updateDraft(contextOf(app, request), request.params.id, request.body),
  );

  app.delete(
    '/invoices/:id',
    {
      onRequest: app.requireAction('invoices', 'delete'),
      schema: { tags, security, summary: 'Delete a draft invoice and its attachments', params: idParams, response: { 200: invoiceRecord, ...refusals } },
    },
    async (request) => deleteDraft(contextOf(app, request), store, request.params.id),
  );

  const action = (path: string, summary: string, permission: InvoiceAction, run: typeof finalizeInvoice, statusCode = 200) =>
    app.post(
      `/invoices/:id/${path}`,
      {
        onRequest: app.requireAction('invoices', permission),
        schema: { tags, security, summary, params: idParams, response: { [statusCode]: envelope(invoiceRecord), ...refusals } },
      },
      async (request, reply) => reply.code(statusCode).send(ok(await run(contextOf(app, request), request.params.id))),
    );
  action('finalize', 'Finalize a draft: it becomes open with its pay link', 'finalize', finalizeInvoice);
  action('cancel', 'Cancel an open invoice: it becomes void', 'void', cancelInvoice);
  action('duplicate', 'Copy any invoice into a new draft (fields, items and attachments)', 'clone',
    (ctx, id) => duplicateInvoice(ctx, store, id), 201);

  app.post(
    '/invoices/:id/send',
    {
      onRequest: app.requireAction('invoices', 'send'),
      schema: {
        tags,
        security,
        summary: 'Mail an open invoice to its customer (again, to resend): the pay link and the PDF attached, in the language given or the request\'s. Answers the queued mail; GET /invoices/:id/mails shows when it is sent',
        params: idParams,
        headers: idempotencyHeaders,
        body: sendInvoiceBody.optional(),
        response: { 201: envelope(invoiceMailRecord), ...refusals },
      },
    },
    async (request, reply) => {
      const lang = request.body?.lang ?? requestLang(request, undefined);
      return idempotentCall(app, request, reply, { statusCode: 201, schema: invoiceMailRecord, envelope: true }, (tx) =>
        sendInvoice(contextOf(app, request), tx, app.jobs, request.params.id, lang));
    },
  );
};
