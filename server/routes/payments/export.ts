// The payments CSV export: its columns (in both languages) and its source, the payments matching the list filter.
import { fromMinorUnits } from '../../../domain/currency';
import { paymentFilterSchema } from '../../../domain/payment-filters';
import { PAYMENT_CREATED_TIMEZONE } from '../../../domain/dates';
import type { CsvColumn, ExportRoute } from '../../lib/csv-export';
import { countPayments, paymentBatch, type PaymentExportRow } from '../../repositories/payments';

const columns: CsvColumn<PaymentExportRow>[] = [
  { en: 'Transaction ID', zh: '交易号', value: (r) => r.id },
  { en: 'Created', zh: '创建时间', value: (r, f) => f.time(r.createdAt) },
  { en: 'Status', zh: '状态', value: (r) => r.status },
  { en: 'Currency', zh: '币种', value: (r) => r.currency },
  { en: 'Amount', zh: '金额', value: (r) => fromMinorUnits(r.amount, r.currency) },
  { en: 'Refunded', zh: '已退款金额', value: (r) => fromMinorUnits(r.amountRefunded, r.currency) },
  { en: 'Fee', zh: '手续费', value: (r) => fromMinorUnits(r.serviceFee + r.fxFee, r.currency) },
  { en: 'Customer name', zh: '客户名称', value: (r) => r.customerName },
  { en: 'Customer email', zh: '客户邮箱', value: (r) => r.customerEmail },
  { en: 'Merchant order ID', zh: '商户订单号', value: (r) => r.merchantOrderId },
  { en: 'Channel order ID', zh: '渠道订单号', value: (r) => r.channelOrderId },
  { en: 'Card', zh: '卡', value: (r) => (r.cardLast4 ? `${r.cardBrand ?? ''} •••• ${r.cardLast4}` : '') },
  { en: '3-D Secure', zh: '3-D Secure', value: (r) => r.threeDsStatus },
  { en: 'Description', zh: '描述', value: (r) => r.description },
];

export const paymentExport: ExportRoute<typeof paymentFilterSchema, PaymentExportRow> = {
  resource: 'payments',
  permission: 'dashPayment',
  title: { en: 'Payments', zh: '支付' },
  filter: paymentFilterSchema,
  defaultTimezone: PAYMENT_CREATED_TIMEZONE,
  columns,
  source: (db, scope, filter, ids) => ({
    count: () => countPayments(db, scope, filter, ids),
    batch: (after, limit) => paymentBatch(db, scope, filter, ids, after, limit),
  }),
};
