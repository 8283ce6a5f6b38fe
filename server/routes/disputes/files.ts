// Evidence files of a dispute (server/http/attachments.ts): POST multipart (`kind`, one `file`), download, delete
// while the dispute waits for an answer; the evidence limit.
import { EVIDENCE_FILE_MAX_BYTES } from '../../../domain/disputes/evidence';
import { evidenceFileRecord } from '../../../domain/disputes/records';
import { recordFilesPlugin } from '../../http/attachments';
import { addEvidenceFile, EvidenceFileTooLarge, getEvidenceFile, removeEvidenceFile, type DisputeFilesContext } from '../../services/disputes/files';
import { evidenceFileRecordOf } from '../../services/disputes/records';
import { tags } from './common';

const upload = 'Add an evidence file (multipart: kind, file); jpg, jpeg, png or pdf judged by content, under 10 MB, 20 MB in all';

export const disputeFileRoutes = recordFilesPlugin<DisputeFilesContext>({
  resource: 'disputes', path: 'files', itemParam: 'fileId', tags, maxBytes: EVIDENCE_FILE_MAX_BYTES, actions: { write: 'edit', read: 'evidence' }, record: evidenceFileRecord, tooLarge: EvidenceFileTooLarge,
  context: ({ app, auth }) => ({ db: app.db, scope: auth.scope, now: new Date() }),
  service: { add: async (c, disputeId, file) => evidenceFileRecordOf(await addEvidenceFile(c, disputeId, file)), find: getEvidenceFile, remove: removeEvidenceFile },
  summaries: { upload, download: 'Download an evidence file', remove: 'Remove an evidence file before submitting' },
});
