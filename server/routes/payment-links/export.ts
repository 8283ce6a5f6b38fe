// The payment-links CSV export: its columns in both languages, and the links matching the list filter.
import { fromMinorUnits } from '../../../domain/currency';
import { paymentLinkFilterSchema } from '../../../domain/payment-links/schema';
import type { ExportRoute } from '../../http/export-route';
import type { CsvColumn } from '../../lib/csv-export';
import { countPaymentLinks, paymentLinkBatch, type PaymentLinkExportRow } from '../../repositories/payment-links';

const columns: CsvColumn<PaymentLinkExportRow>[] = [
  { en: 'Payment link ID', zh: '支付链接 ID', value: (r) => r.id },
  { en: 'Created', zh: '创建时间', value: (r, f) => f.time(r.createdAt) },
  { en: 'Status', zh: '状态', value: (r) => r.status },
  { en: 'Currency', zh: '币种', value: (r) => r.currency },
  { en: 'Amount', zh: '金额', value: (r) => fromMinorUnits(r.amount, r.currency) },
  { en: 'Description', zh: '描述', value: (r) => r.description },
  { en: 'Expires', zh: '过期时间', value: (r, f) => f.time(r.expiresAt) },
  { en: 'Maximum payments', zh: '最大支付次数', value: (r) => r.maxPayments },
  { en: 'Opened', zh: '打开次数', value: (r) => r.openedCount },
  { en: 'Started', zh: '发起支付次数', value: (r) => r.startedCount },
  { en: 'Paid', zh: '支付成功次数', value: (r) => r.paidCount },
  { en: 'Amount collected', zh: '已收金额', value: (r) => fromMinorUnits(r.amountCollected, r.currency) },
  { en: 'Deactivated', zh: '停用时间', value: (r, f) => f.time(r.deactivatedAt) },
];

export const paymentLinkExport: ExportRoute<typeof paymentLinkFilterSchema, PaymentLinkExportRow> = {
  resource: 'payment-links',
  guard: { resource: 'payment-links', action: 'export' },
  title: { en: 'Payment links', zh: '支付链接' },
  filter: paymentLinkFilterSchema,
  defaultTimezone: 'UTC',
  columns,
  source: (db, scope, filter, ids) => ({
    count: () => countPaymentLinks(db, scope, filter, ids),
    batch: (after, limit) => paymentLinkBatch(db, scope, filter, ids, after, limit),
  }),
};
