// Files attached to a record, in one shape (db/schema/columns.ts's attachmentColumns) over the tables that keep
// them: invoice attachments and dispute evidence files, each under its owner and scope; the files themselves live
// in the upload store. Onboarding documents keep their own table (./onboarding.ts): they belong to the account,
// not to one mode, and carry what the review reads (docs/decisions.md).
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { disputeFiles, invoiceAttachments } from '../db/schema';
import { inScope, type Scope } from './scope';

/** Each kind of owner: its table and the column naming the owner. */
const OWNERS = {
  invoice: { table: invoiceAttachments, owner: invoiceAttachments.invoiceId },
  dispute: { table: disputeFiles, owner: disputeFiles.disputeId },
} as const;
export type AttachmentOwner = keyof typeof OWNERS;

type TableOf<O extends AttachmentOwner> = (typeof OWNERS)[O]['table'];
export type AttachmentRowOf<O extends AttachmentOwner> = TableOf<O>['$inferSelect'];
export type NewAttachmentRowOf<O extends AttachmentOwner> = Omit<TableOf<O>['$inferInsert'], 'accountId' | 'livemode'>;
export type InvoiceAttachmentRow = AttachmentRowOf<'invoice'>;
export type DisputeFileRow = AttachmentRowOf<'dispute'>;

// The tables differ only in the owner's column, which is always taken from OWNERS: one of them stands for both.
const tableOf = (o: AttachmentOwner) => OWNERS[o].table as typeof invoiceAttachments;

/** The files of some owners, oldest first. */
export async function attachmentsOf<O extends AttachmentOwner>(db: DbOrTx, scope: Scope, o: O, ownerIds: string[]): Promise<AttachmentRowOf<O>[]> {
  if (ownerIds.length === 0) return [];
  const t = tableOf(o);
  const rows = await db.select().from(t).where(inScope(t, scope, inArray(OWNERS[o].owner, ownerIds))).orderBy(asc(t.createdAt), asc(t.id));
  return rows as unknown as AttachmentRowOf<O>[];
}

export async function countAttachments(db: DbOrTx, scope: Scope, o: AttachmentOwner, ownerId: string): Promise<number> {
  const t = tableOf(o);
  const [row] = await db.select({ n: count() }).from(t).where(inScope(t, scope, eq(OWNERS[o].owner, ownerId)));
  return row.n;
}

export async function findAttachment<O extends AttachmentOwner>(db: DbOrTx, scope: Scope, o: O, ownerId: string, id: string): Promise<AttachmentRowOf<O> | undefined> {
  const t = tableOf(o);
  const [row] = await db.select().from(t).where(inScope(t, scope, eq(OWNERS[o].owner, ownerId), eq(t.id, id))).limit(1);
  return row as unknown as AttachmentRowOf<O> | undefined;
}

export async function insertAttachments<O extends AttachmentOwner>(db: DbOrTx, scope: Scope, o: O, rows: NewAttachmentRowOf<O>[]): Promise<AttachmentRowOf<O>[]> {
  if (rows.length === 0) return [];
  const values = rows.map((r) => ({ ...r, accountId: scope.accountId, livemode: scope.livemode }));
  const created = await db.insert(OWNERS[o].table).values(values as (typeof invoiceAttachments.$inferInsert)[]).returning();
  return created as unknown as AttachmentRowOf<O>[];
}

export async function deleteAttachment(db: DbOrTx, scope: Scope, o: AttachmentOwner, id: string): Promise<void> {
  const t = tableOf(o);
  await db.delete(t).where(inScope(t, scope, eq(t.id, id)));
}
