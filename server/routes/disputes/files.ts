// Evidence files of a dispute: POST multipart (`kind`, one `file`), download streamed back with its sniffed type,
// delete while the dispute waits for an answer. Multipart is parsed only in this plugin, with the evidence limit.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EVIDENCE_FILE_MAX_BYTES } from '../../../domain/disputes/evidence';
import { evidenceFileRecord } from '../../../domain/disputes/records';
import { idParams } from '../../http/list-resource';
import { signedIn } from '../../http/signed-in';
import { withUpload } from '../../lib/multipart-upload';
import { envelope, errorSchema, ok } from '../../lib/reply';
import { contentDisposition, uploadStore } from '../../lib/uploads';
import { addEvidenceFile, EvidenceFileTooLarge, getEvidenceFile, removeEvidenceFile } from '../../services/disputes/files';
import { evidenceFileRecordOf } from '../../services/disputes/records';
import { fileParams, security, tags } from './common';

export const disputeFileRoutes: FastifyPluginAsync = async (base) => {
  // A file of exactly the limit is read whole and refused by the service; anything longer stops being read here.
  await base.register(multipart, { limits: { fileSize: EVIDENCE_FILE_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 6 } });
  const app = base.withTypeProvider<ZodTypeProvider>();
  const store = uploadStore(app.config.DATA_DIR);
  const respond = app.requireAction('disputes', 'edit');
  const evidence = app.requireAction('disputes', 'evidence');

  app.post(
    '/disputes/:id/files',
    {
      onRequest: respond,
      schema: {
        tags,
        security,
        summary: 'Add an evidence file (multipart: kind, file); jpg, jpeg, png or pdf judged by content, under 10 MB, 20 MB in all',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 201: envelope(evidenceFileRecord), 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const ctx = { db: app.db, scope: signedIn(request).scope, now: new Date() };
      const row = await withUpload(request, store, EvidenceFileTooLarge, ({ fields, file }) => addEvidenceFile(ctx, request.params.id, { kind: fields.kind, file }));
      return reply.code(201).send(ok(evidenceFileRecordOf(row)));
    },
  );

  app.get(
    '/disputes/:id/files/:fileId',
    { onRequest: evidence, schema: { tags, security, summary: 'Download an evidence file', params: fileParams } },
    async (request, reply) => {
      const row = await getEvidenceFile({ db: app.db, scope: signedIn(request).scope }, request.params.id, request.params.fileId);
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
    '/disputes/:id/files/:fileId',
    {
      onRequest: respond,
      schema: {
        tags,
        security,
        summary: 'Remove an evidence file before submitting',
        params: fileParams,
        response: { 200: envelope(z.object({ id: z.string(), deleted: z.literal(true) })), 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      await removeEvidenceFile({ db: app.db, scope: signedIn(request).scope, now: new Date() }, store, request.params.id, request.params.fileId);
      return ok({ id: request.params.fileId, deleted: true as const });
    },
  );
};
