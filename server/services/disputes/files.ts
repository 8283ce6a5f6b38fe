// Evidence files: jpg, jpeg, png or pdf judged by the bytes (whatever the name or declared type), under 10 MB each,
// 20 MB and 20 files per dispute; added and removed only while the dispute waits for an answer.
import { EVIDENCE_FILE_KINDS, fileFits, type EvidenceFileKind } from '../../../domain/disputes/evidence';
import { judgeFile, type FileIssue } from '../../../domain/attachments';
import { objectId } from '../../../domain/random-id';
import type { Db } from '../../db/client';
import { AppError, FieldErrors, NotFound } from '../../lib/errors';
import type { ReceivedFile } from '../../lib/multipart-upload';
import { typedFileName, type UploadStore } from '../../lib/uploads';
import { attachmentsOf, deleteAttachment, findAttachment, insertAttachments, type DisputeFileRow } from '../../repositories/attachments';
import { findDispute, lockDispute, updateDispute } from '../../repositories/disputes';
import { insertEvents } from '../../repositories/events';
import type { Scope } from '../../repositories/scope';
import { move } from '../../../domain/disputes/status';
import { disputeEvent } from './moves';

export interface DisputeFilesContext {
  db: Db;
  scope: Scope;
  now: Date;
}

/** 400 naming the file field: the size limit is refused like any other file problem. */
export const EvidenceFileTooLarge = () => FieldErrors({ file: 'dispute_file_too_large' });

const FILE_ISSUES: Record<FileIssue, string> = {
  required: 'dispute_file_required', empty: 'dispute_file_empty', too_large: 'dispute_file_too_large', type: 'dispute_file_type_invalid',
};

const isKind = (kind: string | undefined): kind is EvidenceFileKind => (EVIDENCE_FILE_KINDS as readonly (string | undefined)[]).includes(kind);

function assertMay(dispute: Parameters<typeof move>[0] | undefined, now: Date) {
  if (!dispute) throw NotFound();
  const next = move(dispute, 'saveDraft', now);
  if (!next.ok) throw new AppError(409, next.refusal);
}

export async function addEvidenceFile(ctx: DisputeFilesContext, disputeId: string, upload: { kind: string | undefined; file: ReceivedFile | undefined }): Promise<DisputeFileRow> {
  assertMay(await findDispute(ctx.db, ctx.scope, disputeId), ctx.now);
  const errors: Record<string, string> = {};
  if (!isKind(upload.kind)) errors.kind = 'please_select';
  const file = upload.file;
  // The size is judged with the dispute's other files, below.
  const judged = judgeFile(file);
  if (!judged.ok) errors.file = FILE_ISSUES[judged.issue];
  if (Object.keys(errors).length > 0 || !judged.ok) throw FieldErrors(errors);

  return ctx.db.transaction(async (tx) => {
    assertMay(await lockDispute(tx, ctx.scope, disputeId), ctx.now);
    const fits = fileFits(await attachmentsOf(tx, ctx.scope, 'dispute', [disputeId]), file!.size);
    if (fits !== 'ok') throw new AppError(fits === 'dispute_file_too_large' ? 400 : 409, fits, { file: fits });
    const [row] = await insertAttachments(tx, ctx.scope, 'dispute', [{
      id: objectId('dpf'),
      disputeId,
      kind: upload.kind as EvidenceFileKind,
      fileName: typedFileName(file!.name, judged.type, 'evidence'),
      contentType: judged.contentType,
      size: file!.size,
      sha256: file!.sha256,
      storedName: file!.storedName,
      createdAt: ctx.now,
    }]);
    const updated = await updateDispute(tx, ctx.scope, disputeId, { updatedAt: ctx.now });
    await insertEvents(tx, ctx.scope, [disputeEvent('dispute.updated', updated, ctx.now, { change: 'file_added', fileId: row.id })]);
    return row;
  });
}

export async function getEvidenceFile(ctx: Pick<DisputeFilesContext, 'db' | 'scope'>, disputeId: string, id: string): Promise<DisputeFileRow> {
  const row = await findAttachment(ctx.db, ctx.scope, 'dispute', disputeId, id);
  if (!row) throw NotFound();
  return row;
}

export async function removeEvidenceFile(ctx: DisputeFilesContext, store: UploadStore, disputeId: string, id: string): Promise<void> {
  const row = await ctx.db.transaction(async (tx) => {
    assertMay(await lockDispute(tx, ctx.scope, disputeId), ctx.now);
    const found = await findAttachment(tx, ctx.scope, 'dispute', disputeId, id);
    if (!found) throw NotFound();
    await deleteAttachment(tx, ctx.scope, 'dispute', id);
    const updated = await updateDispute(tx, ctx.scope, disputeId, { updatedAt: ctx.now });
    await insertEvents(tx, ctx.scope, [disputeEvent('dispute.updated', updated, ctx.now, { change: 'file_removed', fileId: id })]);
    return found;
  });
  await store.remove(row.storedName);
}
