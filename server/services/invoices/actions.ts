// The invoice state changes of spec section 4: finalize (draft -> open, with its checkout token), cancel
// (open -> void) and duplicate (any state -> a new draft with the same fields, items and attachments).
import type { InvoiceRecord } from '../../../domain/invoices/records';
import { objectId, randomId } from '../../../domain/random-id';
import type { UploadStore } from '../../lib/uploads';
import { attachmentsOf, insertAttachments, type InvoiceAttachmentRow } from '../../repositories/attachments';
import { findInvoice, lockInvoice, transitionInvoice } from '../../repositories/invoices';
import { copyStoredFile } from './attachments';
import { invoiceView, type InvoiceContext } from './context';
import { recordInvoiceEvent } from './events';
import { invoiceRecord } from './read';
import { invoiceRecordOf } from './records';
import { assertInvoiceAction, invoiceActionNotAllowed } from './rules';
import { insertDraft } from './write';

/** A checkout token: 32 random alphanumerics (about 190 bits), unguessable. */
export const newPayToken = () => randomId(32);

export async function finalizeInvoice(ctx: InvoiceContext, id: string): Promise<InvoiceRecord> {
  const view = await invoiceView(ctx);
  const row = await ctx.db.transaction(async (tx) => {
    assertInvoiceAction(await lockInvoice(tx, ctx.scope, id), 'finalize');
    const open = await transitionInvoice(tx, ctx.scope, id, 'draft', {
      status: 'open', payToken: newPayToken(), finalizedAt: ctx.now, updatedAt: ctx.now,
    });
    if (!open) throw invoiceActionNotAllowed();
    await recordInvoiceEvent(tx, ctx.scope, 'invoice.finalized', open, ctx.now);
    return open;
  });
  return invoiceRecord(ctx.db, ctx.scope, row, view);
}

export async function cancelInvoice(ctx: InvoiceContext, id: string): Promise<InvoiceRecord> {
  const view = await invoiceView(ctx);
  const row = await ctx.db.transaction(async (tx) => {
    assertInvoiceAction(await lockInvoice(tx, ctx.scope, id), 'cancel');
    const voided = await transitionInvoice(tx, ctx.scope, id, 'open', { status: 'void', voidedAt: ctx.now, updatedAt: ctx.now });
    if (!voided) throw invoiceActionNotAllowed();
    await recordInvoiceEvent(tx, ctx.scope, 'invoice.voided', voided, ctx.now);
    return voided;
  });
  return invoiceRecord(ctx.db, ctx.scope, row, view);
}

/** Copies the files first (under new names), so the new draft never shares a file another invoice may delete. */
async function copyFiles(store: UploadStore, files: InvoiceAttachmentRow[]) {
  const copies: { from: InvoiceAttachmentRow; storedName: string }[] = [];
  try {
    for (const from of files) copies.push({ from, storedName: await copyStoredFile(store, from.storedName) });
  } catch (err) {
    await Promise.all(copies.map((c) => store.remove(c.storedName)));
    throw err;
  }
  return copies;
}

export async function duplicateInvoice(ctx: InvoiceContext, store: UploadStore, id: string): Promise<InvoiceRecord> {
  const view = await invoiceView(ctx);
  const source = assertInvoiceAction(await findInvoice(ctx.db, ctx.scope, id), 'duplicate');
  const copies = await copyFiles(store, await attachmentsOf(ctx.db, ctx.scope, 'invoice', [id]));
  try {
    const { row, attachments } = await ctx.db.transaction(async (tx) => {
      const draft = await insertDraft(ctx, tx, {
        name: source.name,
        email: source.email,
        phone: source.phone,
        country: source.country,
        currency: source.currency,
        feeType: source.feeType,
        items: source.items,
        totalAmount: source.totalAmount,
        reference: source.reference,
        paymentMethod: source.paymentMethod,
        dueDate: source.dueDate,
        memo: source.memo,
      });
      const rows = await insertAttachments(tx, ctx.scope, 'invoice', copies.map(({ from, storedName }) => ({
        id: objectId('iat'),
        invoiceId: draft.id,
        kind: from.kind,
        fileName: from.fileName,
        contentType: from.contentType,
        size: from.size,
        sha256: from.sha256,
        storedName,
        createdAt: ctx.now,
      })));
      return { row: draft, attachments: rows };
    });
    return invoiceRecordOf(row, attachments, view);
  } catch (err) {
    await Promise.all(copies.map((c) => store.remove(c.storedName)));
    throw err;
  }
}
