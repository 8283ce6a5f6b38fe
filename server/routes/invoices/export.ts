// The invoices CSV export: its columns (in both languages) and its source, the invoices matching the list filter.
import { fromMinorUnits } from '../../../domain/currency';
import { invoiceFilterSchema } from '../../../domain/invoices/records';
import type { ExportRoute } from '../../http/export-route';
import type { CsvColumn } from '../../lib/csv-export';
import { accountProfile, countInvoices, invoiceBatch, type InvoiceExportRow } from '../../repositories/invoices';
import { todayIn } from '../../services/invoices/context';

const columns: CsvColumn<InvoiceExportRow>[] = [
  { en: 'Invoice number', zh: '账单编号', value: (r) => r.number },
  { en: 'Invoice ID', zh: '账单 ID', value: (r) => r.id },
  { en: 'Status', zh: '状态', value: (r) => r.status },
  { en: 'Past due', zh: '已逾期', value: (r) => (r.pastDue ? 'yes' : 'no') },
  { en: 'Customer name', zh: '客户名称', value: (r) => r.name },
  { en: 'Customer email', zh: '客户邮箱', value: (r) => r.email },
  { en: 'Currency', zh: '币种', value: (r) => r.currency },
  { en: 'Total amount', zh: '总额', value: (r) => fromMinorUnits(r.totalAmount, r.currency) },
  { en: 'Fee type', zh: '费用类型', value: (r) => r.feeType },
  { en: 'Reference', zh: '参考号', value: (r) => r.reference },
  { en: 'Due date', zh: '到期日', value: (r) => r.dueDate },
  { en: 'Created', zh: '创建时间', value: (r, f) => f.time(r.createdAt) },
  { en: 'Finalized', zh: '开具时间', value: (r, f) => f.time(r.finalizedAt) },
  { en: 'Paid at', zh: '支付时间', value: (r, f) => f.time(r.paidAt) },
  { en: 'Voided at', zh: '作废时间', value: (r, f) => f.time(r.voidedAt) },
  { en: 'Transaction ID', zh: '交易号', value: (r) => r.paymentId },
];

export const invoiceExport: ExportRoute<typeof invoiceFilterSchema, InvoiceExportRow> = {
  resource: 'invoices',
  guard: { resource: 'invoices', action: 'export' },
  title: { en: 'Invoices', zh: '账单' },
  filter: invoiceFilterSchema,
  defaultTimezone: 'UTC',
  columns,
  source: (db, scope, filter, ids) => {
    // Past due (a tab and a column) is judged against today in the account's zone, read once per export.
    let today: Promise<string> | undefined;
    const todayOnce = () => (today ??= accountProfile(db, scope.accountId).then((p) => todayIn(p.timezone, new Date())));
    return {
      count: async () => countInvoices(db, scope, filter, ids, await todayOnce()),
      batch: async (after, limit) => invoiceBatch(db, scope, filter, ids, await todayOnce(), after, limit),
    };
  },
};
