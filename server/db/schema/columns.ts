// Column helpers shared by the schema files (not re-exported from the schema index: they are not tables).
import { bigint, integer, text, timestamp } from 'drizzle-orm/pg-core';

/** Minor units as a JS bigint: exact whatever the size; converted to a checked number at the API edge. */
export const money = (name: string) => bigint(name, { mode: 'bigint' });

/**
 * The columns of a file attached to something (invoice attachments, dispute evidence files, onboarding documents):
 * one shape. The table adds its id, scope and owner before these (and onboarding documents what the review reads:
 * issued_on, uploaded_by); server/repositories/attachments.ts reads and writes the first two.
 */
export const attachmentColumns = <K extends readonly [string, ...string[]]>(kinds: K) => ({
  kind: text('kind', { enum: kinds }).notNull(),
  /** The client's name, cleaned, with the extension of what the bytes are. */
  fileName: text('file_name').notNull(),
  /** Sniffed from the bytes, never the client's claim. */
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  /** Random name under DATA_DIR/uploads (server/lib/uploads.ts). */
  storedName: text('stored_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
