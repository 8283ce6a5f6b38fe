// Upload materials: POST multipart (`kind`, optional `issuedOn`, one `file`), download streamed back with its sniffed
// type, delete before submission. Multipart is parsed only in this plugin, with the spec's size limit.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UPLOAD_MAX_BYTES } from '../../../domain/onboarding';
import { withUpload } from '../../lib/multipart-upload';
import { envelope, errorSchema, ok } from '../../lib/reply';
import { contentDisposition, uploadStore } from '../../lib/uploads';
import { FileTooLarge, downloadName, getDocument, removeDocument, uploadDocument } from '../../services/onboarding/documents';
import { documentSchema, removedDocumentSchema } from '../../../domain/onboarding/application';
import { signedIn } from '../../http/signed-in';

export const documentRoutes: FastifyPluginAsync = async (base) => {
  // A file of exactly the limit is read whole and refused by the service; anything longer stops being read here.
  await base.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 6 },
  });
  const app = base.withTypeProvider<ZodTypeProvider>();
  const store = uploadStore(app.config.DATA_DIR);
  const idParams = z.object({ id: z.string().min(1).max(64) });

  app.post(
    '/documents',
    {
      onRequest: app.requireAction('onboarding', 'edit'),
      schema: {
        tags: ['onboarding'],
        summary: 'Upload a document (multipart: kind, issuedOn for an address proof, file); type judged by content',
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: { 200: envelope(documentSchema), 400: errorSchema, 409: errorSchema, 413: errorSchema },
      },
    },
    async (request) => {
      const auth = signedIn(request);
      const document = await withUpload(request, store, FileTooLarge, ({ fields, file }) =>
        uploadDocument(app.db, { accountId: auth.accountId, userId: auth.userId, kind: fields.kind, issuedOn: fields.issuedOn, file }));
      return ok(document);
    },
  );

  app.get(
    '/documents/:id',
    {
      onRequest: app.requireAction('onboarding', 'show'),
      schema: {
        tags: ['onboarding'],
        summary: 'Download a document of the account (any member)',
        security: [{ bearer: [] }],
        params: idParams,
      },
    },
    async (request, reply) => {
      const row = await getDocument(app.db, signedIn(request).accountId, request.params.id);
      return reply
        .type(row.mime)
        .header('content-disposition', contentDisposition(downloadName(row)))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(store.open(row.storedName));
    },
  );

  app.delete(
    '/documents/:id',
    {
      onRequest: app.requireAction('onboarding', 'edit'),
      schema: {
        tags: ['onboarding'],
        summary: 'Delete a document before submission',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: envelope(removedDocumentSchema), 409: errorSchema },
      },
    },
    async (request) => {
      await removeDocument(app.db, store, signedIn(request).accountId, request.params.id);
      return ok({ id: request.params.id, deleted: true as const });
    },
  );
};
