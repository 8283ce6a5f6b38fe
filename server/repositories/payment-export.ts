// The payments export's columns: each cell as JS (the batch path) and as SQL (the COPY paths), the same text, and
// the rows to COPY with their split points. Formatting cells in SQL is a query's business, hence here.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { fromMinorUnits } from '../../domain/currency';
import { PAYMENT_CSV } from '../../domain/csv-headers';
import { displayedPaymentStatus } from '../../domain/payment-status';
import type { PaymentFilter } from '../../domain/payment-filters';
import type { DbOrTx } from '../db/client';
import { payments as p } from '../db/schema';
import { minorUnitsSql, type CopyRows } from '../lib/csv-copy';
import { csvColumns, type CsvColumn } from '../lib/csv-export';
import { creationSplits } from './payment-counts';
import { paymentConditions, type PaymentExportRow } from './payments';
import type { Scope } from './scope';

const text = (column: AnyPgColumn) => () => sql`${column}`;
const money = (amount: SQL) => () => minorUnitsSql(amount, sql`${p.currency}`);

export const paymentExportColumns: CsvColumn<PaymentExportRow>[] = csvColumns<PaymentExportRow>()(PAYMENT_CSV.columns, {
  // Our own ids (a prefix and random letters): never empty, never like a formula.
  transactionId: { value: (r) => r.id, sql: text(p.id), sqlVerbatim: true },
  created: { value: (r, f) => f.time(r.createdAt), sql: (f) => f.time(sql`${p.createdAt}`), sqlVerbatim: true },
  // As the list shows it: "Disputed" while a dispute is open, a legacy payment's legacy status (displayedPaymentStatus,
  // the same rule in SQL).
  status: {
    value: (r, f) => f.label(PAYMENT_CSV.statuses, displayedPaymentStatus(r)),
    sql: (f) => f.label(PAYMENT_CSV.statuses, sql`case when ${p.openDisputeId} is not null then 'disputed'
      when ${p.legacyStage} is not null then case when ${p.status} = 'refunded' then 'legacy_refunded' else 'legacy_' || ${p.legacyStage} end
      else ${p.status} end`),
    sqlVerbatim: true,
  },
  currency: { value: (r) => r.currency, sql: text(p.currency), sqlVerbatim: true },
  amount: { value: (r) => fromMinorUnits(r.amount, r.currency), sql: money(sql`${p.amount}`), sqlVerbatim: true },
  refunded: { value: (r) => fromMinorUnits(r.amountRefunded, r.currency), sql: money(sql`${p.amountRefunded}`), sqlVerbatim: true },
  fee: { value: (r) => fromMinorUnits(r.serviceFee + r.fxFee, r.currency), sql: money(sql`${p.serviceFee} + ${p.fxFee}`), sqlVerbatim: true },
  customerName: { value: (r) => r.customerName, sql: text(p.customerName) },
  customerEmail: { value: (r) => r.customerEmail, sql: text(p.customerEmail) },
  merchantOrderId: { value: (r) => r.merchantOrderId, sql: text(p.merchantOrderId) },
  channelOrderId: { value: (r) => r.channelOrderId, sql: text(p.channelOrderId) },
  card: {
    value: (r) => (r.cardLast4 ? `${r.cardBrand ?? ''} •••• ${r.cardLast4}` : ''),
    // Guarded here rather than by csvCellSql, which would build the text twice: it is never empty nor a number, and
    // starts like a formula only when the brand does.
    sql: () => sql`case when ${p.cardLast4} <> '' then case when ascii(${p.cardBrand}) in (61, 43, 45, 64, 9, 13) then '''' else '' end
      || coalesce(${p.cardBrand}, '') || ' •••• ' || ${p.cardLast4} end`,
    sqlVerbatim: true,
  },
  threeDSecure: { value: (r) => r.threeDsStatus, sql: text(p.threeDsStatus), sqlVerbatim: true },
  description: { value: (r) => r.description, sql: text(p.description) },
});

/** The rows of the export for COPY; split by the scope's hourly counts (a narrow filter gets uneven runs, still the same rows in the same order). */
export function paymentCopyRows(db: DbOrTx, scope: Scope, filter: PaymentFilter, ids: string[] | undefined): CopyRows {
  return { table: p, where: paymentConditions(scope, filter, ids), splits: (chunkRows) => creationSplits(db, scope, chunkRows) };
}
