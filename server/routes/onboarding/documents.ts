// Upload materials (server/http/attachments.ts): POST multipart (`kind`, optional `issuedOn`, one `file`), download
// streamed back with its sniffed type, delete before submission; the spec's size limit.
import type { FastifyPluginAsync } from 'fastify';
import { documentSchema } from '../../../domain/onboarding/application';
import { UPLOAD_MAX_BYTES } from '../../../domain/onboarding';
import { registerAttachments } from '../../http/attachments';
import { errorSchema } from '../../lib/reply';
import { FileTooLarge, downloadName, getDocument, removeDocument, uploadDocument } from '../../services/onboarding/documents';

export const documentRoutes: FastifyPluginAsync = async (app) => {
  await registerAttachments(app, {
    tags: ['onboarding'],
    maxBytes: UPLOAD_MAX_BYTES,
    collection: '/documents',
    itemParam: 'id',
    upload: {
      guard: ['onboarding', 'edit'],
      summary: 'Upload a document (multipart: kind, issuedOn for an address proof, file); type judged by content',
      status: 200,
      record: documentSchema,
      refusals: { 400: errorSchema, 409: errorSchema, 413: errorSchema },
      tooLarge: FileTooLarge,
      save: ({ app: { db }, auth }, { fields, file }) =>
        uploadDocument(db, { accountId: auth.accountId, userId: auth.userId, kind: fields.kind, issuedOn: fields.issuedOn, file }),
    },
    download: {
      guard: ['onboarding', 'show'],
      summary: 'Download a document of the account (any member)',
      exposeFileName: false,
      find: async ({ app: { db }, auth, params }) => {
        const row = await getDocument(db, auth.accountId, params.id!);
        return { contentType: row.contentType, fileName: downloadName(row), storedName: row.storedName };
      },
    },
    remove: {
      guard: ['onboarding', 'edit'],
      summary: 'Delete a document before submission',
      refusals: { 409: errorSchema },
      remove: ({ app: { db }, auth, params, store }) => removeDocument(db, store, auth.accountId, params.id!),
    },
  });
};
