// Attachments of the invoices of one scope: the metadata rows (the files themselves live in the upload store).
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { invoiceAttachments } from '../db/schema';
import { inScope, type Scope } from './scope';

export type InvoiceAttachmentRow = typeof invoiceAttachments.$inferSelect;
export type NewInvoiceAttachmentRow = Omit<typeof invoiceAttachments.$inferInsert, 'accountId' | 'livemode'>;

/** The attachments of some invoices, oldest first. */
export async function attachmentsOf(db: DbOrTx, scope: Scope, invoiceIds: string[]): Promise<InvoiceAttachmentRow[]> {
  if (invoiceIds.length === 0) return [];
  return db
    .select()
    .from(invoiceAttachments)
    .where(inScope(invoiceAttachments, scope, inArray(invoiceAttachments.invoiceId, invoiceIds)))
    .orderBy(asc(invoiceAttachments.createdAt), asc(invoiceAttachments.id));
}

export async function countAttachments(db: DbOrTx, scope: Scope, invoiceId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(invoiceAttachments).where(inScope(invoiceAttachments, scope, eq(invoiceAttachments.invoiceId, invoiceId)));
  return row.n;
}

export async function findAttachment(db: DbOrTx, scope: Scope, invoiceId: string, id: string): Promise<InvoiceAttachmentRow | undefined> {
  const [row] = await db
    .select()
    .from(invoiceAttachments)
    .where(inScope(invoiceAttachments, scope, eq(invoiceAttachments.invoiceId, invoiceId), eq(invoiceAttachments.id, id)))
    .limit(1);
  return row;
}

export async function insertAttachments(db: DbOrTx, scope: Scope, rows: NewInvoiceAttachmentRow[]) {
  if (rows.length === 0) return [];
  return db.insert(invoiceAttachments).values(rows.map((r) => ({ ...r, accountId: scope.accountId, livemode: scope.livemode }))).returning();
}

export async function deleteAttachment(db: DbOrTx, scope: Scope, id: string) {
  await db.delete(invoiceAttachments).where(inScope(invoiceAttachments, scope, eq(invoiceAttachments.id, id)));
}
