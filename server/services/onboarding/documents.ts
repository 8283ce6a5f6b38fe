// Upload materials: a file is accepted by what its bytes are (JPG, PNG or PDF, under 10 MB), whatever its name or
// declared type says; it is stored under a random name and recorded with its sniffed type and hash.
import { judgeFile, type FileIssue } from '../../../domain/attachments';
import { UPLOAD_MAX_BYTES, makeDocumentSchema, type UploadFileType } from '../../../domain/onboarding';
import { objectId } from '../../../domain/random-id';
import type { Db } from '../../db/client';
import { AppError, FieldErrors, NotFound } from '../../lib/errors';
import type { ReceivedFile } from '../../lib/multipart-upload';
import { cleanFileName, type UploadStore } from '../../lib/uploads';
import {
  deleteDocument, findDocument, insertDocument, lockApplication, type DocumentRow,
} from '../../repositories/onboarding';
import { assertEditable, documentView, loadContext } from './state';

export interface UploadInput {
  accountId: string;
  userId: string;
  kind: string | undefined;
  issuedOn: string | undefined;
  /** Already in the store (the route removes it if this refuses it); undefined when the request carried no file. */
  file: ReceivedFile | undefined;
}

/** 413 with the size message under `file`, for files refused before or while reading them. */
export const FileTooLarge = () => new AppError(413, 'onb_file_too_large', { file: 'onb_file_too_large' });

const FILE_ISSUES: Record<FileIssue, string> = {
  required: 'field_required', empty: 'onb_file_empty', too_large: 'onb_file_too_large', type: 'onb_file_content_mismatch',
};

/** Records a received file as a document of the account; throws (and records nothing) when it is refused. */
export async function uploadDocument(db: Db, input: UploadInput) {
  if (input.file && input.file.size >= UPLOAD_MAX_BYTES) throw FileTooLarge();
  const id = objectId('doc');
  const ctx = await loadContext(db, input.accountId);
  const parsed = makeDocumentSchema(ctx).safeParse({ kind: input.kind, uploadId: id, issuedOn: input.issuedOn ?? null });
  const errors: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) errors[issue.path.map(String).join('.') || 'kind'] ??= issue.message;
  // Too large was answered above (413); judged here: missing, empty, not a JPG, PNG or PDF by its bytes.
  const judged = judgeFile(input.file);
  if (!judged.ok) errors.file = FILE_ISSUES[judged.issue];
  if (!parsed.success || !judged.ok) throw FieldErrors(errors);
  const file = input.file!;
  const kind = parsed.data.kind;

  await db.transaction(async (tx) => {
    assertEditable(await lockApplication(tx, input.accountId));
    await insertDocument(tx, {
      id,
      accountId: input.accountId,
      kind,
      fileName: cleanFileName(file.name),
      storedName: file.storedName,
      contentType: judged.contentType,
      size: file.size,
      sha256: file.sha256,
      issuedOn: kind === 'address_proof' ? (parsed.data.issuedOn ?? null) : null,
      uploadedBy: input.userId,
    });
  });
  const row = await findDocument(db, input.accountId, id);
  return documentView(row!);
}

/** A document of the account (another account's is simply not found). */
export async function getDocument(db: Db, accountId: string, id: string): Promise<DocumentRow> {
  const row = await findDocument(db, accountId, id);
  if (!row) throw NotFound();
  return row;
}

/** Removes a document before submission (and after the review asked for an update), then its file. */
export async function removeDocument(db: Db, store: UploadStore, accountId: string, id: string) {
  const row = await db.transaction(async (tx) => {
    assertEditable(await lockApplication(tx, accountId));
    const found = await findDocument(tx, accountId, id);
    if (!found) throw NotFound();
    await deleteDocument(tx, accountId, id);
    return found;
  });
  await store.remove(row.storedName);
}

const EXTENSIONS: Record<string, UploadFileType> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };

/** The name a download is offered under: the original base name with the extension of what the file really is. */
export function downloadName(row: DocumentRow): string {
  const ext = EXTENSIONS[row.contentType] ?? 'bin';
  const dot = row.fileName.lastIndexOf('.');
  const base = dot > 0 ? row.fileName.slice(0, dot) : row.fileName;
  return `${base}.${ext}`;
}
