// The pure side of the CSV export: its query, counting rows as the stream arrives, and the progress to show.
// DOM-free (unit-tested in node).
import type { ListFilter } from './listParams';

/** Lines before the first data row: the column header (server/lib/csv-export.ts; mode and zone are in the file name). */
export const CSV_HEADER_LINES = 1;
const LF = 10;

/** Line breaks in a chunk of the CSV. A line break inside a quoted cell is rare enough to only nudge the bar. */
export function countLineBreaks(bytes: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < bytes.length; i++) if (bytes[i] === LF) n++;
  return n;
}

export interface ExportProgress {
  bytes: number;
  rows: number;
  /** From X-Total-Count; undefined until the answer's headers arrived. */
  totalRows?: number;
}

/** 0..1 done, or undefined while the total is unknown (an indeterminate bar). An empty export is done at once. */
export function progressFraction(p: ExportProgress): number | undefined {
  if (p.totalRows === undefined || !Number.isFinite(p.totalRows) || p.totalRows < 0) return undefined;
  if (p.totalRows === 0) return 1;
  return Math.min(1, Math.max(0, p.rows / p.totalRows));
}

/** Rows received so far given the line breaks seen, never below 0 nor above the total. */
export function rowsReceived(lineBreaks: number, totalRows?: number): number {
  const rows = Math.max(0, lineBreaks - CSV_HEADER_LINES);
  return totalRows === undefined ? rows : Math.min(rows, totalRows);
}

/** The export call's query: the list's current filter (not the page), the time zone and the language. */
export function exportQuery(filter: ListFilter, tz: string | undefined, lang: string): Record<string, string> {
  const query: Record<string, string> = { filter: JSON.stringify(filter), lang: lang === 'zh_CN' ? 'zh-CN' : 'en' };
  if (tz) query.tz = tz;
  return query;
}

/** A byte count for people: 512 B, 1.5 KB, 12.3 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}
