// Invoice attachments: POST multipart (`kind`, one `file`), download streamed back with its sniffed type, delete.
// Multipart is parsed only in this plugin, with the spec's 10 MB limit.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invoiceAttachmentRecord } from '../../../domain/invoices/records';
import { UPLOAD_MAX_BYTES } from '../../../domain/onboarding';
import { withUpload } from '../../lib/multipart-upload';
import { envelope, errorSchema, ok } from '../../lib/reply';
import { contentDisposition, uploadStore } from '../../lib/uploads';
import { AttachmentTooLarge, getAttachment, removeAttachment, uploadAttachment } from '../../services/invoices/attachments';
import { attachmentParams, contextOf, idParams, security, tags } from './common';

export const invoiceAttachmentRoutes: FastifyPluginAsync = async (base) => {
  // A file of exactly the limit is read whole and refused by the service; anything longer stops being read here.
  await base.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 6 } });
  const app = base.withTypeProvider<ZodTypeProvider>();
  const store = uploadStore(app.config.DATA_DIR);

  app.post(
    '/invoices/:id/attachments',
    {
      onRequest: app.requireAction('invoices', 'attach'),
      schema: {
        tags,
        security,
        summary: 'Attach a file to a draft (multipart: kind, file); jpg, jpeg, png or pdf judged by content, under 10 MB',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 201: envelope(invoiceAttachmentRecord), 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const record = await withUpload(request, store, AttachmentTooLarge, ({ fields, file }) =>
        uploadAttachment(contextOf(app, request), request.params.id, { kind: fields.kind, file }));
      return reply.code(201).send(ok(record));
    },
  );

  app.get(
    '/invoices/:id/attachments/:attachmentId',
    {
      onRequest: app.requireAction('invoices', 'show'),
      schema: { tags, security, summary: 'Download an attachment', params: attachmentParams },
    },
    async (request, reply) => {
      const row = await getAttachment(contextOf(app, request), request.params.id, request.params.attachmentId);
      return reply
        .type(row.contentType)
        .header('content-disposition', contentDisposition(row.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('access-control-expose-headers', 'Content-Disposition')
        .send(store.open(row.storedName));
    },
  );

  app.delete(
    '/invoices/:id/attachments/:attachmentId',
    {
      onRequest: app.requireAction('invoices', 'attach'),
      schema: {
        tags,
        security,
        summary: 'Remove an attachment from a draft',
        params: attachmentParams,
        response: { 200: envelope(z.object({ id: z.string(), deleted: z.literal(true) })), 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      await removeAttachment(contextOf(app, request), store, request.params.id, request.params.attachmentId);
      return ok({ id: request.params.attachmentId, deleted: true as const });
    },
  );
};
