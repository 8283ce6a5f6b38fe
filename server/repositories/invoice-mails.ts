// Mails of invoices to their customers (server/db/schema/billing.ts, invoice_mails): written when a mail is queued,
// marked when it is sent or fails, listed on the invoice; and the open invoices the reminder sweep looks at.
import { and, desc, eq, exists, lte, notExists, sql } from 'drizzle-orm';
import type { InvoiceMailKind } from '../../domain/invoices/mails';
import type { DbOrTx } from '../db/client';
import { invoiceMails, invoices } from '../db/schema';
import { inScope, type Scope } from './scope';

export type InvoiceMailRow = typeof invoiceMails.$inferSelect;
export type NewInvoiceMailRow = Omit<typeof invoiceMails.$inferInsert, 'accountId' | 'livemode'>;

export async function insertInvoiceMail(db: DbOrTx, scope: Scope, row: NewInvoiceMailRow): Promise<InvoiceMailRow> {
  const [created] = await db.insert(invoiceMails).values({ ...row, ...scope }).returning();
  return created;
}

/**
 * A reminder, unless the invoice already has one of its kind: the partial unique key (invoice, kind) decides, so two
 * sweeps at once, or one run twice, write it once. Undefined when it was there already.
 */
export async function insertReminderOnce(db: DbOrTx, scope: Scope, row: NewInvoiceMailRow): Promise<InvoiceMailRow | undefined> {
  const [created] = await db.insert(invoiceMails).values({ ...row, ...scope }).onConflictDoNothing().returning();
  return created;
}

export async function findInvoiceMail(db: DbOrTx, scope: Scope, id: string): Promise<InvoiceMailRow | undefined> {
  const [row] = await db.select().from(invoiceMails).where(inScope(invoiceMails, scope, eq(invoiceMails.id, id))).limit(1);
  return row;
}

export async function markInvoiceMail(db: DbOrTx, scope: Scope, id: string, patch: Pick<Partial<InvoiceMailRow>, 'status' | 'error' | 'sentAt'>) {
  await db.update(invoiceMails).set(patch).where(inScope(invoiceMails, scope, eq(invoiceMails.id, id)));
}

/** An invoice's mails, newest first. */
export async function mailsOfInvoice(db: DbOrTx, scope: Scope, invoiceId: string): Promise<InvoiceMailRow[]> {
  return db
    .select()
    .from(invoiceMails)
    .where(inScope(invoiceMails, scope, eq(invoiceMails.invoiceId, invoiceId)))
    .orderBy(desc(invoiceMails.createdAt), desc(invoiceMails.id));
}

/** The latest mail of a kind on an invoice (the reminders copy the language and pay link of the last one sent). */
export async function latestMailOf(db: DbOrTx, scope: Scope, invoiceId: string, kind: InvoiceMailKind): Promise<InvoiceMailRow | undefined> {
  const [row] = await db
    .select()
    .from(invoiceMails)
    .where(inScope(invoiceMails, scope, eq(invoiceMails.invoiceId, invoiceId), eq(invoiceMails.kind, kind)))
    .orderBy(desc(invoiceMails.createdAt), desc(invoiceMails.id))
    .limit(1);
  return row;
}

/**
 * Open invoices of every account that were sent to their customer and fall due by `until` (a calendar date): the
 * reminder sweep's candidates. Whether a reminder is due today is decided per invoice in its account's zone.
 */
export async function reminderCandidates(db: DbOrTx, until: string, limit = 500) {
  return db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.status, 'open'),
        lte(invoices.dueDate, until),
        exists(db.select({ one: sql`1` }).from(invoiceMails).where(and(eq(invoiceMails.invoiceId, invoices.id), eq(invoiceMails.kind, 'invoice')))),
        // The last reminder there is: nothing more to send.
        notExists(
          db.select({ one: sql`1` }).from(invoiceMails).where(and(eq(invoiceMails.invoiceId, invoices.id), eq(invoiceMails.kind, 'reminder_past_due'))),
        ),
      ),
    )
    .orderBy(invoices.dueDate, invoices.id)
    .limit(limit);
}
