// Invoice attachments (spec section 5): jpg, jpeg, png or pdf judged by the bytes, whatever the name or declared
// type, under 10 MB; added and removed only while the invoice is a draft. Files are stored under random names.
import { invoiceMessage } from '../../../domain/invoices/messages';
import { INVOICE_ATTACHMENT_KINDS, MAX_INVOICE_ATTACHMENTS, type InvoiceAttachmentKind, type InvoiceAttachmentRecord } from '../../../domain/invoices/records';
import { judgeFile, type FileIssue } from '../../../domain/attachments';
import { UPLOAD_MAX_BYTES } from '../../../domain/onboarding';
import { objectId } from '../../../domain/random-id';
import { AppError, FieldErrors, NotFound } from '../../lib/errors';
import type { ReceivedFile } from '../../lib/multipart-upload';
import { typedFileName, type UploadStore } from '../../lib/uploads';
import { countAttachments, deleteAttachment, findAttachment, insertAttachments, type InvoiceAttachmentRow } from '../../repositories/attachments';
import { findInvoice, lockInvoice, updateInvoice } from '../../repositories/invoices';
import type { InvoiceContext } from './context';
import { recordInvoiceEvent } from './events';
import { attachmentRecordOf } from './records';
import { assertInvoiceAction } from './rules';

export interface AttachmentUpload {
  kind: string | undefined;
  /** Already in the store (the route removes it if this refuses it); undefined when the request carried no file. */
  file: ReceivedFile | undefined;
}

/** 400 naming the file field: the size limit is refused like any other file problem. */
export const AttachmentTooLarge = () => FieldErrors({ file: invoiceMessage('invoice_file_too_large') });

const FILE_ISSUES: Record<FileIssue, Parameters<typeof invoiceMessage>[0]> = {
  required: 'invoice_file_required', empty: 'invoice_file_empty', too_large: 'invoice_file_too_large', type: 'invoice_file_type_invalid',
};

const isKind = (kind: string | undefined): kind is InvoiceAttachmentKind => (INVOICE_ATTACHMENT_KINDS as readonly (string | undefined)[]).includes(kind);

/** Records a received file as an attachment of a draft; throws (and records nothing) when it is refused. */
export async function uploadAttachment(ctx: InvoiceContext, invoiceId: string, upload: AttachmentUpload): Promise<InvoiceAttachmentRecord> {
  // The state first (cheap, and a paid invoice's answer should not depend on the file), then the fields.
  assertInvoiceAction(await findInvoice(ctx.db, ctx.scope, invoiceId), 'edit');
  const errors: Record<string, string> = {};
  if (!isKind(upload.kind)) errors.kind = invoiceMessage('please_select');
  const judged = judgeFile(upload.file, UPLOAD_MAX_BYTES);
  if (!judged.ok) errors.file = invoiceMessage(FILE_ISSUES[judged.issue]);
  if (!isKind(upload.kind) || !judged.ok) throw FieldErrors(errors);
  const file = upload.file!;

  const [row] = await ctx.db.transaction(async (tx) => {
    assertInvoiceAction(await lockInvoice(tx, ctx.scope, invoiceId), 'edit');
    if ((await countAttachments(tx, ctx.scope, 'invoice', invoiceId)) >= MAX_INVOICE_ATTACHMENTS) {
      throw new AppError(400, invoiceMessage('invoice_attachments_too_many'), { file: invoiceMessage('invoice_attachments_too_many') });
    }
    const inserted = await insertAttachments(tx, ctx.scope, 'invoice', [{
      id: objectId('iat'),
      invoiceId,
      kind: upload.kind as InvoiceAttachmentKind,
      fileName: typedFileName(file.name, judged.type, 'attachment'),
      contentType: judged.contentType,
      size: file.size,
      sha256: file.sha256,
      storedName: file.storedName,
      createdAt: ctx.now,
    }]);
    const updated = await updateInvoice(tx, ctx.scope, invoiceId, { updatedAt: ctx.now });
    await recordInvoiceEvent(tx, ctx.scope, 'invoice.updated', updated, ctx.now);
    return inserted;
  });
  return attachmentRecordOf(row);
}

/** An attachment of an invoice of the scope (404 for anything else). */
export async function getAttachment(ctx: Pick<InvoiceContext, 'db' | 'scope'>, invoiceId: string, id: string): Promise<InvoiceAttachmentRow> {
  const row = await findAttachment(ctx.db, ctx.scope, 'invoice', invoiceId, id);
  if (!row) throw NotFound();
  return row;
}

export async function removeAttachment(ctx: InvoiceContext, store: UploadStore, invoiceId: string, id: string): Promise<void> {
  const row = await ctx.db.transaction(async (tx) => {
    assertInvoiceAction(await lockInvoice(tx, ctx.scope, invoiceId), 'edit');
    const found = await findAttachment(tx, ctx.scope, 'invoice', invoiceId, id);
    if (!found) throw NotFound();
    await deleteAttachment(tx, ctx.scope, 'invoice', id);
    const updated = await updateInvoice(tx, ctx.scope, invoiceId, { updatedAt: ctx.now });
    await recordInvoiceEvent(tx, ctx.scope, 'invoice.updated', updated, ctx.now);
    return found;
  });
  await store.remove(row.storedName);
}

/** A stored file copied under a new random name (for a duplicated invoice). */
export async function copyStoredFile(store: UploadStore, storedName: string): Promise<string> {
  return (await store.receive(store.open(storedName))).storedName;
}
