// The itemized report's columns: each cell as JS (the batch path, XLSX) and as SQL (the COPY paths), the same text;
// on PostgreSQL the plain columns, formatted as the rows are decoded (copyRaw).
// Formatting cells in SQL is a query's business, hence here (as server/repositories/payment-export.ts).
import { sql } from 'drizzle-orm';
import { fromMinorUnits } from '../../domain/currency';
import { REPORT_ITEMIZED_CSV } from '../../domain/csv-headers';
import { ledgerEntries as l } from '../db/schema';
import { minorUnitsSql } from '../lib/csv-copy';
import { csvColumns, type CsvColumn } from '../lib/csv-export';
import type { LedgerReportRow } from './reports';

export const itemizedColumns: CsvColumn<LedgerReportRow>[] = csvColumns<LedgerReportRow>()(REPORT_ITEMIZED_CSV.columns, {
  entryId: { value: (r) => r.id, sql: () => sql`${l.id}::text`, sqlVerbatim: true, copyRaw: { sql: () => sql`${l.id}`, as: 'text' } },
  created: { value: (r, f) => f.time(r.createdAt), sql: (f) => f.time(sql`${l.createdAt}`), sqlVerbatim: true, copyRaw: { sql: () => sql`${l.createdAt}`, as: 'seconds' } },
  availableOn: { value: (r, f) => f.time(r.availableOn), sql: (f) => f.time(sql`${l.availableOn}`), sqlVerbatim: true, copyRaw: { sql: () => sql`${l.availableOn}`, as: 'seconds' } },
  type: { value: (r) => r.type, sql: () => sql`${l.type}`, sqlVerbatim: true },
  currency: { value: (r) => r.currency, sql: () => sql`${l.currency}`, sqlVerbatim: true },
  amount: {
    value: (r) => fromMinorUnits(r.amount, r.currency),
    sql: () => minorUnitsSql(sql`${l.amount}`, sql`${l.currency}`),
    sqlVerbatim: true,
    copyRaw: { sql: () => sql`${l.amount}`, as: 'minorUnits', currency: 'currency' },
  },
  sourceId: { value: (r) => r.sourceId, sql: () => sql`${l.sourceId}`, copyRaw: { sql: () => sql`${l.sourceId}`, as: 'guarded' } },
  settlementId: { value: (r) => r.settlementId, sql: () => sql`${l.settlementId}`, copyRaw: { sql: () => sql`${l.settlementId}`, as: 'guarded' } },
});
