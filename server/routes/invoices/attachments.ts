// Invoice attachments: POST multipart (`kind`, one `file`), download streamed back with its sniffed type, delete.
// Multipart is parsed only in this plugin, with the spec's 10 MB limit.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invoiceAttachmentRecord } from '../../../domain/invoices/records';
import { UPLOAD_MAX_BYTES } from '../../../domain/onboarding';
import { envelope, errorSchema, ok } from '../../lib/reply';
import { contentDisposition, uploadStore } from '../../lib/uploads';
import { AttachmentTooLarge, getAttachment, removeAttachment, uploadAttachment, type AttachmentUpload } from '../../services/invoices/attachments';
import { attachmentParams, contextOf, idParams, security, tags } from './common';

export const invoiceAttachmentRoutes: FastifyPluginAsync = async (base) => {
  // A file of exactly the limit is read whole and refused by the service; anything longer stops being read here.
  await base.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 6 } });
  const app = base.withTypeProvider<ZodTypeProvider>();
  const store = uploadStore(app.config.DATA_DIR);

  async function readParts(request: FastifyRequest): Promise<AttachmentUpload> {
    const out: AttachmentUpload = { kind: undefined, fileName: undefined, bytes: undefined };
    // Anything but multipart carries no file: the service answers which field is missing.
    if (!request.isMultipart()) return out;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const bytes = await part.toBuffer();
          if (part.fieldname === 'file' && !out.bytes) Object.assign(out, { fileName: part.filename, bytes });
        } else if (part.fieldname === 'kind' && typeof part.value === 'string') {
          out.kind ??= part.value;
        }
      }
    } catch (err) {
      if (err instanceof app.multipartErrors.RequestFileTooLargeError) throw AttachmentTooLarge();
      throw err;
    }
    return out;
  }

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
      const upload = await readParts(request);
      return reply.code(201).send(ok(await uploadAttachment(contextOf(app, request), store, request.params.id, upload)));
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
