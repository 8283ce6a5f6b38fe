// The payments export's columns: each cell as JS (the batch path) and as SQL (the COPY paths), the same text, and
// the rows to COPY with their split points. Formatting cells in SQL is a query's business, hence here.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { fromMinorUnits } from '../../domain/currency';
import type { PaymentFilter } from '../../domain/payment-filters';
import type { DbOrTx } from '../db/client';
import { payments as p } from '../db/schema';
import { minorUnitsSql, type CopyRows } from '../lib/csv-copy';
import type { CsvColumn } from '../lib/csv-export';
import { creationSplits } from './payment-counts';
import { paymentConditions, type PaymentExportRow } from './payments';
import type { Scope } from './scope';

const text = (column: AnyPgColumn) => () => sql`${column}`;
const money = (amount: SQL) => () => minorUnitsSql(amount, sql`${p.currency}`);

export const paymentExportColumns: CsvColumn<PaymentExportRow>[] = [
  // Our own ids (a prefix and random letters): never empty, never like a formula.
  { en: 'Transaction ID', zh: '交易号', value: (r) => r.id, sql: text(p.id), sqlVerbatim: true },
  { en: 'Created', zh: '创建时间', value: (r, f) => f.time(r.createdAt), sql: (f) => f.time(sql`${p.createdAt}`), sqlVerbatim: true },
  { en: 'Status', zh: '状态', value: (r) => r.status, sql: text(p.status), sqlVerbatim: true },
  { en: 'Currency', zh: '币种', value: (r) => r.currency, sql: text(p.currency), sqlVerbatim: true },
  { en: 'Amount', zh: '金额', value: (r) => fromMinorUnits(r.amount, r.currency), sql: money(sql`${p.amount}`), sqlVerbatim: true },
  { en: 'Refunded', zh: '已退款金额', value: (r) => fromMinorUnits(r.amountRefunded, r.currency), sql: money(sql`${p.amountRefunded}`), sqlVerbatim: true },
  { en: 'Fee', zh: '手续费', value: (r) => fromMinorUnits(r.serviceFee + r.fxFee, r.currency), sql: money(sql`${p.serviceFee} + ${p.fxFee}`), sqlVerbatim: true },
  { en: 'Customer name', zh: '客户名称', value: (r) => r.customerName, sql: text(p.customerName) },
  { en: 'Customer email', zh: '客户邮箱', value: (r) => r.customerEmail, sql: text(p.customerEmail) },
  { en: 'Merchant order ID', zh: '商户订单号', value: (r) => r.merchantOrderId, sql: text(p.merchantOrderId) },
  { en: 'Channel order ID', zh: '渠道订单号', value: (r) => r.channelOrderId, sql: text(p.channelOrderId) },
  {
    en: 'Card',
    zh: '卡',
    value: (r) => (r.cardLast4 ? `${r.cardBrand ?? ''} •••• ${r.cardLast4}` : ''),
    // Guarded here rather than by csvCellSql, which would build the text twice: it is never empty nor a number, and
    // starts like a formula only when the brand does.
    sql: () => sql`case when ${p.cardLast4} <> '' then case when ascii(${p.cardBrand}) in (61, 43, 45, 64, 9, 13) then '''' else '' end
      || coalesce(${p.cardBrand}, '') || ' •••• ' || ${p.cardLast4} end`,
    sqlVerbatim: true,
  },
  { en: '3-D Secure', zh: '3-D Secure', value: (r) => r.threeDsStatus, sql: text(p.threeDsStatus), sqlVerbatim: true },
  { en: 'Description', zh: '描述', value: (r) => r.description, sql: text(p.description) },
];

/** The rows of the export for COPY; split by the scope's hourly counts (a narrow filter gets uneven runs, still the same rows in the same order). */
export function paymentCopyRows(db: DbOrTx, scope: Scope, filter: PaymentFilter, ids: string[] | undefined): CopyRows {
  return { table: p, where: paymentConditions(scope, filter, ids), splits: (chunkRows) => creationSplits(db, scope, chunkRows) };
}
