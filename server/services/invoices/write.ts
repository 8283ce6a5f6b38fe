// Creating, editing and deleting invoices. The total is computed from the items here (never the client's); only a
// draft may be edited or deleted; each change writes its event in the same transaction.
import { invoiceTotal, pricedItems, type InvoiceFields } from '../../../domain/invoices/schema';
import type { InvoiceRecord } from '../../../domain/invoices/records';
import { objectId } from '../../../domain/random-id';
import type { Tx } from '../../db/client';
import type { UploadStore } from '../../lib/uploads';
import { attachmentsOf } from '../../repositories/attachments';
import { deleteInvoice, insertInvoice, lockInvoice, nextInvoiceNumber, updateInvoice, type NewInvoiceRow } from '../../repositories/invoices';
import { invoiceView, type InvoiceContext } from './context';
import { recordInvoiceEvent } from './events';
import { invoiceRecord } from './read';
import { invoiceRecordOf } from './records';
import { assertInvoiceAction } from './rules';

/** The stored columns of the form's fields. */
export function invoiceColumns(input: InvoiceFields) {
  return {
    name: input.name,
    email: input.email,
    phone: input.phone,
    country: input.country,
    currency: input.currency,
    feeType: input.feeType,
    items: pricedItems(input.items),
    totalAmount: BigInt(invoiceTotal(input.items)),
    reference: input.reference,
    paymentMethod: input.paymentMethod,
    dueDate: input.dueDate,
    memo: input.memo,
  } satisfies Partial<NewInvoiceRow>;
}

/** Inserts a new draft with the scope's next number and records invoice.created. */
export async function insertDraft(ctx: InvoiceContext, tx: Tx, columns: Omit<NewInvoiceRow, 'id' | 'number' | 'status' | 'createdAt' | 'updatedAt'>) {
  const row = await insertInvoice(tx, ctx.scope, {
    id: objectId('inv'),
    number: await nextInvoiceNumber(tx, ctx.scope),
    status: 'draft',
    ...columns,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  });
  await recordInvoiceEvent(tx, ctx.scope, 'invoice.created', row, ctx.now);
  return row;
}

export async function createInvoice(ctx: InvoiceContext, input: InvoiceFields): Promise<InvoiceRecord> {
  const view = await invoiceView(ctx);
  const row = await ctx.db.transaction((tx) => insertDraft(ctx, tx, invoiceColumns(input)));
  return invoiceRecordOf(row, [], view);
}

export async function updateDraft(ctx: InvoiceContext, id: string, input: InvoiceFields): Promise<InvoiceRecord> {
  const view = await invoiceView(ctx);
  const row = await ctx.db.transaction(async (tx) => {
    assertInvoiceAction(await lockInvoice(tx, ctx.scope, id), 'edit');
    const updated = await updateInvoice(tx, ctx.scope, id, { ...invoiceColumns(input), updatedAt: ctx.now });
    await recordInvoiceEvent(tx, ctx.scope, 'invoice.updated', updated, ctx.now);
    return updated;
  });
  return invoiceRecord(ctx.db, ctx.scope, row, view);
}

/** Deletes a draft and then its attachment files; answers the invoice as it was. */
export async function deleteDraft(ctx: InvoiceContext, store: UploadStore, id: string): Promise<InvoiceRecord> {
  const view = await invoiceView(ctx);
  const { row, attachments } = await ctx.db.transaction(async (tx) => {
    const found = assertInvoiceAction(await lockInvoice(tx, ctx.scope, id), 'delete');
    const files = await attachmentsOf(tx, ctx.scope, 'invoice', [id]);
    await deleteInvoice(tx, ctx.scope, id);
    await recordInvoiceEvent(tx, ctx.scope, 'invoice.deleted', found, ctx.now);
    return { row: found, attachments: files };
  });
  // Only once the rows are gone: a failed transaction must leave every file in place.
  await Promise.all(attachments.map((a) => store.remove(a.storedName)));
  return invoiceRecordOf(row, attachments, view);
}
