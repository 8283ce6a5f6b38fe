// The words printed on an invoice PDF, in English and Chinese (glossary terms: 账单, 待支付, 已作废 ...).
import type { Lang } from '../../../domain/messages';
import type { FeeType } from '../../../domain/invoices/schema';

export interface PdfLabels {
  title: string;
  number: string;
  status: string;
  issued: string;
  due: string;
  billTo: string;
  item: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  total: string;
  feeType: string;
  reference: string;
  paymentMethod: string;
  memo: string;
  paidAt: string;
  transactionId: string;
  payOnline: string;
  scanToPay: string;
  /** Before the merchant's support email, phone and website. */
  questions: string;
  draftNoLink: string;
  voidNote: string;
  statuses: Record<'draft' | 'open' | 'paid' | 'void' | 'pastDue', string>;
  feeTypes: Record<FeeType, string>;
  paymentMethods: Record<string, string>;
}

const en: PdfLabels = {
  title: 'INVOICE',
  number: 'Invoice number',
  status: 'Status',
  issued: 'Issue date',
  due: 'Due date',
  billTo: 'Bill to',
  item: 'Item',
  quantity: 'Qty',
  unitPrice: 'Unit price',
  amount: 'Amount',
  total: 'Total',
  feeType: 'Fee type',
  reference: 'Reference',
  paymentMethod: 'Payment method',
  memo: 'Memo',
  paidAt: 'Paid at',
  transactionId: 'Transaction ID',
  payOnline: 'Pay online',
  scanToPay: 'Scan to pay',
  questions: 'Questions? Contact',
  draftNoLink: 'Draft: the pay link is created when the invoice is finalized.',
  voidNote: 'This invoice has been voided and cannot be paid.',
  statuses: { draft: 'Draft', open: 'Open', paid: 'Paid', void: 'Void', pastDue: 'Past due' },
  feeTypes: {
    tuition: 'Tuition', accommodation: 'Accommodation', medical: 'Medical', consulting: 'Consulting', goods: 'Goods',
    services: 'Services', other: 'Other',
  },
  paymentMethods: { card: 'Card' },
};

const zh: PdfLabels = {
  title: '账单',
  number: '账单编号',
  status: '状态',
  issued: '开具日期',
  due: '到期日',
  billTo: '付款方',
  item: '项目',
  quantity: '数量',
  unitPrice: '单价',
  amount: '金额',
  total: '总额',
  feeType: '费用类型',
  reference: '参考号',
  paymentMethod: '支付方式',
  memo: '备注',
  paidAt: '支付时间',
  transactionId: '交易号',
  payOnline: '在线支付',
  scanToPay: '扫码支付',
  questions: '如有疑问，请联系',
  draftNoLink: '草稿：账单确认开具后生成支付链接。',
  voidNote: '该账单已作废，无法支付。',
  statuses: { draft: '草稿', open: '待支付', paid: '已支付', void: '已作废', pastDue: '已逾期' },
  feeTypes: {
    tuition: '学费', accommodation: '住宿费', medical: '医疗费', consulting: '咨询费', goods: '商品', services: '服务费', other: '其他',
  },
  paymentMethods: { card: '银行卡' },
};

export function pdfLabels(lang: Lang): PdfLabels {
  return lang === 'zh' ? zh : en;
}
