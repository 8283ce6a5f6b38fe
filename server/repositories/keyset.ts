// Keyset pagination over (created_at desc, id desc) for streaming exports: each batch starts after the last row
// of the previous one, so memory and per-batch cost stay flat however deep the export goes.
import { desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Cursor } from '../lib/paging';

export type { Cursor };

interface KeysetTable {
  createdAt: PgColumn;
  id: PgColumn;
}

/** The cursor column to select with every exported row. */
export function cursorAt(table: KeysetTable) {
  return sql<string>`${table.createdAt}::text`;
}

export function afterCursor(table: KeysetTable, after: Cursor | null): SQL | undefined {
  return after ? sql`(${table.createdAt}, ${table.id}) < (${after.createdAt}::timestamptz, ${after.id})` : undefined;
}

export function keysetOrder(table: KeysetTable) {
  return [desc(table.createdAt), desc(table.id)];
}

/** Builds the next cursor from the last row of a batch (null when the batch was the last one). */
export function nextCursor<R extends { id: string; cursorAt: string }>(rows: R[], limit: number): Cursor | null {
  const last = rows[rows.length - 1];
  return rows.length < limit || !last ? null : { createdAt: last.cursorAt, id: last.id };
}

/** `%text%` for ILIKE with the user's own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `text%` for LIKE: ids that start with the text, its % and _ taken literally. */
export function prefixPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
