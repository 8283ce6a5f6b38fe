// Evidence files of a dispute (server/http/attachments.ts): POST multipart (`kind`, one `file`), download, delete
// while the dispute waits for an answer; the evidence limit.
import type { FastifyPluginAsync } from 'fastify';
import { EVIDENCE_FILE_MAX_BYTES } from '../../../domain/disputes/evidence';
import { evidenceFileRecord } from '../../../domain/disputes/records';
import { registerAttachments } from '../../http/attachments';
import { errorSchema } from '../../lib/reply';
import { addEvidenceFile, EvidenceFileTooLarge, getEvidenceFile, removeEvidenceFile } from '../../services/disputes/files';
import { evidenceFileRecordOf } from '../../services/disputes/records';
import { tags } from './common';

export const disputeFileRoutes: FastifyPluginAsync = async (app) => {
  await registerAttachments(app, {
    tags,
    maxBytes: EVIDENCE_FILE_MAX_BYTES,
    collection: '/disputes/:id/files',
    itemParam: 'fileId',
    upload: {
      guard: ['disputes', 'edit'],
      summary: 'Add an evidence file (multipart: kind, file); jpg, jpeg, png or pdf judged by content, under 10 MB, 20 MB in all',
      status: 201,
      record: evidenceFileRecord,
      refusals: { 400: errorSchema, 404: errorSchema, 409: errorSchema },
      tooLarge: EvidenceFileTooLarge,
      save: async ({ app: { db }, auth, params }, { fields, file }) =>
        evidenceFileRecordOf(await addEvidenceFile({ db, scope: auth.scope, now: new Date() }, params.id!, { kind: fields.kind, file })),
    },
    download: {
      guard: ['disputes', 'evidence'],
      summary: 'Download an evidence file',
      exposeFileName: true,
      find: ({ app: { db }, auth, params }) => getEvidenceFile({ db, scope: auth.scope }, params.id!, params.fileId!),
    },
    remove: {
      guard: ['disputes', 'edit'],
      summary: 'Remove an evidence file before submitting',
      refusals: { 404: errorSchema, 409: errorSchema },
      remove: ({ app: { db }, auth, params, store }) => removeEvidenceFile({ db, scope: auth.scope, now: new Date() }, store, params.id!, params.fileId!),
    },
  });
};
