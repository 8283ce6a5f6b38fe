// Invoice attachments (server/http/attachments.ts): POST multipart (`kind`, one `file`), download, delete; the
// spec's 10 MB limit.
import type { FastifyPluginAsync } from 'fastify';
import { invoiceAttachmentRecord } from '../../../domain/invoices/records';
import { UPLOAD_MAX_BYTES } from '../../../domain/onboarding';
import { registerAttachments } from '../../http/attachments';
import { errorSchema } from '../../lib/reply';
import { AttachmentTooLarge, getAttachment, removeAttachment, uploadAttachment } from '../../services/invoices/attachments';
import { contextOf, tags } from './common';

export const invoiceAttachmentRoutes: FastifyPluginAsync = async (app) => {
  await registerAttachments(app, {
    tags,
    maxBytes: UPLOAD_MAX_BYTES,
    collection: '/invoices/:id/attachments',
    itemParam: 'attachmentId',
    upload: {
      guard: ['invoices', 'attach'],
      summary: 'Attach a file to a draft (multipart: kind, file); jpg, jpeg, png or pdf judged by content, under 10 MB',
      status: 201,
      record: invoiceAttachmentRecord,
      refusals: { 400: errorSchema, 404: errorSchema, 409: errorSchema },
      tooLarge: AttachmentTooLarge,
      save: ({ request, params }, { fields, file }) => uploadAttachment(contextOf(app, request), params.id!, { kind: fields.kind, file }),
    },
    download: {
      guard: ['invoices', 'show'],
      summary: 'Download an attachment',
      exposeFileName: true,
      find: ({ request, params }) => getAttachment(contextOf(app, request), params.id!, params.attachmentId!),
    },
    remove: {
      guard: ['invoices', 'attach'],
      summary: 'Remove an attachment from a draft',
      refusals: { 404: errorSchema, 409: errorSchema },
      remove: ({ request, params, store }) => removeAttachment(contextOf(app, request), store, params.id!, params.attachmentId!),
    },
  });
};
