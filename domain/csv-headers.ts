// The headers of every CSV export, in both languages: the export's title and each column's header, in the file's
// column order, and the statuses as the lists show them. The server's export columns take their headers from here by key
// (csvColumns in server/lib/csv-export.ts), so a header is written once and a column cannot lose its translation.
// Changing a header changes every exported file: the export tests compare the bytes.
import { DISPUTE_WORDS } from './disputes/labels';
import { LEGACY_STATUS_LABELS } from './legacy-flow';
import { COUPON_STATUS_LABELS, SUBSCRIPTION_STATUS_LABELS, MEMBER_STATUS_LABELS } from './subscriptions/labels';
import { SERVICE_REQUEST_STATUS_LABELS } from './service-requests/labels';

export interface CsvLabel {
  readonly en: string;
  readonly zh: string;
}

/** Labels of codes (a status, say) in both languages, by code. */
export type CsvLabels = Readonly<Record<string, CsvLabel>>;

export interface CsvCatalogue<K extends string = string> {
  readonly title: CsvLabel;
  readonly columns: Readonly<Record<K, CsvLabel>>;
  /** The status column's cells: each status as the list's chip shows it (src/i18n/csv-statuses.test.ts checks). */
  readonly statuses?: CsvLabels;
}

/**
 * Payment, refund and disbursement statuses as their lists' chips show them (app.payments.status.*), with
 * `disputed`: a captured payment under an open dispute (domain/payment-status.ts, displayedPaymentStatus).
 */
export const PAYMENT_STATUS_LABELS = {
  incomplete: { en: 'Incomplete', zh: '未完成' },
  processing: { en: 'Processing', zh: '处理中' },
  uncaptured: { en: 'Uncaptured', zh: '待请款' },
  canceled: { en: 'Canceled', zh: '已取消' },
  succeeded: { en: 'Succeeded', zh: '成功' },
  failed: { en: 'Failed', zh: '失败' },
  refunded: { en: 'Refunded', zh: '已退款' },
  refundPending: { en: 'Refund pending', zh: '退款处理中' },
  partiallyRefunded: { en: 'Partially refunded', zh: '部分退款' },
  in_transit: { en: 'In transit', zh: '在途' },
  paid: { en: 'Paid', zh: '已到账' },
  disputed: { en: 'Disputed', zh: '争议中' },
  // A payment of the legacy flow (spec section 4) is exported with its legacy status.
  ...LEGACY_STATUS_LABELS,
} as const satisfies CsvLabels;

/** Invoice statuses as the invoices list shows them (app.invoices.status.*). */
export const INVOICE_STATUS_LABELS = {
  draft: { en: 'Draft', zh: '草稿' },
  open: { en: 'Open', zh: '待支付' },
  paid: { en: 'Paid', zh: '已支付' },
  void: { en: 'Void', zh: '已作废' },
} as const satisfies CsvLabels;

/** Payment link statuses as the payment links list shows them (app.paymentLinks.status.*). */
export const PAYMENT_LINK_STATUS_LABELS = {
  incomplete: { en: 'Incomplete', zh: '未完成' },
  succeeded: { en: 'Succeeded', zh: '成功' },
  failed: { en: 'Failed', zh: '失败' },
  deactivated: { en: 'Deactivated', zh: '已停用' },
} as const satisfies CsvLabels;

/** Dispute statuses: the words of domain/disputes/labels.ts, which the disputes list shows. */
export const DISPUTE_STATUS_LABELS: CsvLabels = Object.fromEntries(
  Object.entries(DISPUTE_WORDS.en.status).map(([code, en]) => [code, { en, zh: DISPUTE_WORDS.zh.status[code as keyof typeof DISPUTE_WORDS.zh.status] }]),
);

/** Top-up statuses as the top-ups list shows them (app.topups.status.*). */
export const TOPUP_STATUS_LABELS = {
  pending: { en: 'Pending', zh: '待处理' },
  succeeded: { en: 'Succeeded', zh: '成功' },
  expired: { en: 'Expired', zh: '已过期' },
} as const satisfies CsvLabels;

/** Settlement batch statuses as the settlements list shows them (app.settlements.status.*). */
export const SETTLEMENT_STATUS_LABELS = {
  in_transit: { en: 'In transit', zh: '在途' },
  paid: { en: 'Paid', zh: '已到账' },
  failed: { en: 'Failed', zh: '失败' },
} as const satisfies CsvLabels;

/** Transfer statuses (a top-up's, a disbursement's, or held for review) as the transfer list shows them (app.transfers.status.*). */
export const TRANSFER_STATUS_LABELS = {
  ...TOPUP_STATUS_LABELS,
  ...SETTLEMENT_STATUS_LABELS,
  held: { en: 'Held for review', zh: '待审核' },
  // A payout's own statuses (issue 29) beyond the ones above.
  awaiting_approval: { en: 'Awaiting approval', zh: '待审批' },
  canceled: { en: 'Canceled', zh: '已取消' },
  rejected: { en: 'Rejected', zh: '已驳回' },
} as const satisfies CsvLabels;

export const PAYMENT_CSV = {
  title: { en: 'Payments', zh: '支付' },
  columns: {
    transactionId: { en: 'Transaction ID', zh: '交易号' },
    created: { en: 'Created', zh: '创建时间' },
    status: { en: 'Status', zh: '状态' },
    currency: { en: 'Currency', zh: '币种' },
    amount: { en: 'Amount', zh: '金额' },
    refunded: { en: 'Refunded', zh: '已退款金额' },
    fee: { en: 'Fee', zh: '手续费' },
    customerName: { en: 'Customer name', zh: '客户名称' },
    customerEmail: { en: 'Customer email', zh: '客户邮箱' },
    merchantOrderId: { en: 'Merchant order ID', zh: '商户订单号' },
    channelOrderId: { en: 'Channel order ID', zh: '渠道订单号' },
    card: { en: 'Card', zh: '卡' },
    threeDSecure: { en: '3-D Secure', zh: '3-D Secure' },
    description: { en: 'Description', zh: '描述' },
  },
  statuses: PAYMENT_STATUS_LABELS,
} as const satisfies CsvCatalogue;

export const CUSTOMER_CSV = {
  title: { en: 'Customers', zh: '客户' },
  columns: {
    customerId: { en: 'Customer ID', zh: '客户号' },
    name: { en: 'Name', zh: '名称' },
    email: { en: 'Email', zh: '邮箱' },
    phone: { en: 'Phone', zh: '电话' },
    created: { en: 'Created', zh: '创建时间' },
  },
} as const satisfies CsvCatalogue;

export const DISBURSEMENT_CSV = {
  title: { en: 'Disbursements', zh: '出款' },
  columns: {
    disbursementId: { en: 'Disbursement ID', zh: '出款号' },
    portal: { en: 'Portal', zh: '渠道' },
    bank: { en: 'Bank', zh: '银行' },
    bankAccount: { en: 'Bank account', zh: '银行账户' },
    transactions: { en: 'Transactions', zh: '交易笔数' },
    currency: { en: 'Currency', zh: '币种' },
    amount: { en: 'Amount', zh: '金额' },
    status: { en: 'Status', zh: '状态' },
    created: { en: 'Created', zh: '创建时间' },
    delivered: { en: 'Delivered', zh: '到账时间' },
  },
  statuses: PAYMENT_STATUS_LABELS,
} as const satisfies CsvCatalogue;

export const DISPUTE_CSV = {
  title: { en: 'Disputes', zh: '争议' },
  columns: {
    disputeId: { en: 'Dispute ID', zh: '争议号' },
    created: { en: 'Created', zh: '创建时间' },
    status: { en: 'Status', zh: '状态' },
    reason: { en: 'Reason', zh: '原因' },
    kind: { en: 'Kind', zh: '类型' },
    currency: { en: 'Currency', zh: '币种' },
    amount: { en: 'Amount', zh: '金额' },
    disputeFee: { en: 'Dispute fee', zh: '争议费' },
    respondBy: { en: 'Respond by', zh: '答复截止' },
    submitted: { en: 'Submitted', zh: '提交时间' },
    closed: { en: 'Closed', zh: '结束时间' },
    paymentId: { en: 'Payment ID', zh: '支付号' },
    customerName: { en: 'Customer name', zh: '客户名称' },
  },
  statuses: DISPUTE_STATUS_LABELS,
} as const satisfies CsvCatalogue;

export const INVOICE_CSV = {
  title: { en: 'Invoices', zh: '账单' },
  columns: {
    invoiceNumber: { en: 'Invoice number', zh: '账单编号' },
    invoiceId: { en: 'Invoice ID', zh: '账单 ID' },
    status: { en: 'Status', zh: '状态' },
    pastDue: { en: 'Past due', zh: '已逾期' },
    customerName: { en: 'Customer name', zh: '客户名称' },
    customerEmail: { en: 'Customer email', zh: '客户邮箱' },
    currency: { en: 'Currency', zh: '币种' },
    totalAmount: { en: 'Total amount', zh: '总额' },
    feeType: { en: 'Fee type', zh: '费用类型' },
    reference: { en: 'Reference', zh: '参考号' },
    dueDate: { en: 'Due date', zh: '到期日' },
    created: { en: 'Created', zh: '创建时间' },
    finalized: { en: 'Finalized', zh: '开具时间' },
    paidAt: { en: 'Paid at', zh: '支付时间' },
    voidedAt: { en: 'Voided at', zh: '作废时间' },
    transactionId: { en: 'Transaction ID', zh: '交易号' },
  },
  statuses: INVOICE_STATUS_LABELS,
} as const satisfies CsvCatalogue;

export const PAYMENT_LINK_CSV = {
  title: { en: 'Payment links', zh: '支付链接' },
  columns: {
    paymentLinkId: { en: 'Payment link ID', zh: '支付链接 ID' },
    created: { en: 'Created', zh: '创建时间' },
    status: { en: 'Status', zh: '状态' },
    currency: { en: 'Currency', zh: '币种' },
    amount: { en: 'Amount', zh: '金额' },
    description: { en: 'Description', zh: '描述' },
    expires: { en: 'Expires', zh: '过期时间' },
    maximumPayments: { en: 'Maximum payments', zh: '最大支付次数' },
    opened: { en: 'Opened', zh: '打开次数' },
    started: { en: 'Started', zh: '发起支付次数' },
    paid: { en: 'Paid', zh: '支付成功次数' },
    amountCollected: { en: 'Amount collected', zh: '已收金额' },
    deactivated: { en: 'Deactivated', zh: '停用时间' },
  },
  statuses: PAYMENT_LINK_STATUS_LABELS,
} as const satisfies CsvCatalogue;

export const REFUND_CSV = {
  title: { en: 'Refunds', zh: '退款' },
  columns: {
    refundId: { en: 'Refund ID', zh: '退款号' },
    initiated: { en: 'Initiated', zh: '发起时间' },
    lastUpdate: { en: 'Last update', zh: '最后更新' },
    status: { en: 'Status', zh: '状态' },
    currency: { en: 'Currency', zh: '币种' },
    amount: { en: 'Amount', zh: '金额' },
    reason: { en: 'Reason', zh: '原因' },
    paymentId: { en: 'Payment ID', zh: '支付号' },
    customerName: { en: 'Customer name', zh: '客户名称' },
  },
  statuses: PAYMENT_STATUS_LABELS,
} as const satisfies CsvCatalogue;

export const LEDGER_ENTRY_CSV = {
  title: { en: 'Balance entries', zh: '余额明细' },
  columns: {
    entryId: { en: 'Entry ID', zh: '明细号' },
    created: { en: 'Created', zh: '创建时间' },
    type: { en: 'Type', zh: '类型' },
    sourceId: { en: 'Source', zh: '来源' },
    currency: { en: 'Currency', zh: '币种' },
    amount: { en: 'Amount', zh: '金额' },
    availableOn: { en: 'Available on', zh: '可用时间' },
  },
} as const satisfies CsvCatalogue;

export const TOPUP_CSV = {
  title: { en: 'Top-ups', zh: '充值' },
  columns: {
    topupId: { en: 'Top-up ID', zh: '充值号' },
    created: { en: 'Created', zh: '创建时间' },
    method: { en: 'Method', zh: '充值方式' },
    status: { en: 'Status', zh: '状态' },
    currency: { en: 'Currency', zh: '币种' },
    amount: { en: 'Amount', zh: '金额' },
    amountReceived: { en: 'Amount received', zh: '到账金额' },
    reference: { en: 'Reference', zh: '附言编号' },
    succeeded: { en: 'Succeeded', zh: '成功时间' },
    expires: { en: 'Expires', zh: '过期时间' },
  },
  statuses: TOPUP_STATUS_LABELS,
} as const satisfies CsvCatalogue;

export const TRANSFER_CSV = {
  title: { en: 'Transfers', zh: '转账' },
  columns: {
    transferId: { en: 'Transfer ID', zh: '转账号' },
    created: { en: 'Created', zh: '创建时间' },
    kind: { en: 'Kind', zh: '种类' },
    direction: { en: 'Direction', zh: '方向' },
    status: { en: 'Status', zh: '状态' },
    currency: { en: 'Currency', zh: '币种' },
    amount: { en: 'Amount', zh: '金额' },
    counterparty: { en: 'Account', zh: '账户' },
    reference: { en: 'Reference', zh: '附言编号' },
    completed: { en: 'Completed', zh: '完成时间' },
  },
  statuses: TRANSFER_STATUS_LABELS,
} as const satisfies CsvCatalogue;

export const PAYOUT_CSV = {
  title: { en: 'Payouts', zh: '付款' },
  columns: {
    payoutId: { en: 'Payout ID', zh: '付款号' },
    created: { en: 'Created', zh: '创建时间' },
    status: { en: 'Status', zh: '状态' },
    currency: { en: 'Currency', zh: '币种' },
    amount: { en: 'Amount', zh: '金额' },
    fee: { en: 'Fee', zh: '手续费' },
    total: { en: 'Total debited', zh: '扣款合计' },
    beneficiaryId: { en: 'Beneficiary ID', zh: '收款人编号' },
    beneficiary: { en: 'Beneficiary', zh: '收款人' },
    country: { en: 'Country', zh: '国家/地区' },
    method: { en: 'Transfer method', zh: '转账方式' },
    account: { en: 'Account (last 4)', zh: '账号（后四位）' },
    arrival: { en: 'Arrival date', zh: '预计到账日' },
    description: { en: 'Description', zh: '描述' },
    completed: { en: 'Completed', zh: '完成时间' },
  },
} as const satisfies CsvCatalogue;

export const BENEFICIARY_CSV = {
  title: { en: 'Beneficiaries', zh: '收款人' },
  columns: {
    beneficiaryId: { en: 'Beneficiary ID', zh: '收款人编号' },
    created: { en: 'Created', zh: '创建时间' },
    name: { en: 'Name', zh: '名称' },
    status: { en: 'Review status', zh: '审核状态' },
    country: { en: 'Country', zh: '国家/地区' },
    currency: { en: 'Currency', zh: '币种' },
    method: { en: 'Transfer method', zh: '转账方式' },
    bankName: { en: 'Bank name', zh: '银行名称' },
    account: { en: 'Account (last 4)', zh: '账号（后四位）' },
    verified: { en: 'Verified', zh: '验证时间' },
  },
} as const satisfies CsvCatalogue;

export const SETTLEMENT_CSV = {
  title: { en: 'Settlements', zh: '结算' },
  columns: {
    settlementId: { en: 'Settlement ID', zh: '结算批次号' },
    settlementDate: { en: 'Settlement date', zh: '结算日期' },
    status: { en: 'Status', zh: '状态' },
    currency: { en: 'Currency', zh: '币种' },
    periodStart: { en: 'Period start', zh: '周期开始' },
    periodEnd: { en: 'Period end', zh: '周期结束' },
    gross: { en: 'Gross', zh: '交易总额' },
    fees: { en: 'Fees', zh: '手续费' },
    refunds: { en: 'Refunds', zh: '退款' },
    disputes: { en: 'Disputes', zh: '争议' },
    adjustments: { en: 'Adjustments', zh: '调整' },
    net: { en: 'Net', zh: '结算净额' },
    payments: { en: 'Payments', zh: '支付笔数' },
    bankReference: { en: 'Bank reference', zh: '银行参考号' },
    arrivalDate: { en: 'Arrival date', zh: '到账日期' },
  },
  statuses: SETTLEMENT_STATUS_LABELS,
} as const satisfies CsvCatalogue;

/** Report statuses as the reports list's chip shows them (app.reports.status.*). */
export const REPORT_STATUS_LABELS = {
  pending: { en: 'Queued', zh: '排队中' },
  running: { en: 'Generating', zh: '生成中' },
  succeeded: { en: 'Ready', zh: '可下载' },
  failed: { en: 'Failed', zh: '失败' },
  expired: { en: 'Expired', zh: '已过期' },
} as const satisfies CsvLabels;

/** Report kinds as the reports list shows them (app.reports.kinds.*). */
export const REPORT_KIND_LABELS = {
  balance_summary: { en: 'Balance summary', zh: '余额汇总' },
  balance_change: { en: 'Balance change from activity', zh: '交易活动引起的余额变动' },
  itemized_activity: { en: 'Itemized balance activity', zh: '余额变动明细' },
  settlement: { en: 'Settlement report', zh: '结算报表' },
} as const satisfies CsvLabels;

/** The reports list itself (/reports, its Export): what was asked for, its state and its file. */
export const REPORTS_CSV = {
  title: { en: 'Reports', zh: '报表' },
  columns: {
    reportId: { en: 'Report ID', zh: '报表编号' },
    kind: { en: 'Report', zh: '报表' },
    periodFrom: { en: 'First day', zh: '开始日期' },
    periodTo: { en: 'Last day', zh: '结束日期' },
    timezone: { en: 'Time zone', zh: '时区' },
    currency: { en: 'Currency', zh: '币种' },
    format: { en: 'Format', zh: '格式' },
    status: { en: 'Status', zh: '状态' },
    rows: { en: 'Rows', zh: '行数' },
    requested: { en: 'Requested', zh: '申请时间' },
    completed: { en: 'Completed', zh: '完成时间' },
    keptUntil: { en: 'Kept until', zh: '保留至' },
    fileName: { en: 'File name', zh: '文件名' },
  },
  statuses: REPORT_STATUS_LABELS,
} as const satisfies CsvCatalogue;

/** Reports (issue 28): one catalogue per kind; the settlement report uses SETTLEMENT_CSV. */
export const REPORT_ITEMIZED_CSV = {
  title: { en: 'Itemized balance activity', zh: '余额变动明细' },
  columns: {
    entryId: { en: 'Entry ID', zh: '账目号' },
    created: { en: 'Created', zh: '创建时间' },
    availableOn: { en: 'Available on', zh: '可用时间' },
    type: { en: 'Type', zh: '类型' },
    currency: { en: 'Currency', zh: '币种' },
    amount: { en: 'Amount', zh: '金额' },
    sourceId: { en: 'Source ID', zh: '来源单号' },
    settlementId: { en: 'Settlement ID', zh: '结算批次号' },
  },
} as const satisfies CsvCatalogue;

export const REPORT_BALANCE_SUMMARY_CSV = {
  title: { en: 'Balance summary', zh: '余额汇总' },
  columns: {
    currency: { en: 'Currency', zh: '币种' },
    opening: { en: 'Opening balance', zh: '期初余额' },
    activity: { en: 'Activity', zh: '交易活动' },
    payouts: { en: 'Payouts', zh: '提现' },
    closing: { en: 'Closing balance', zh: '期末余额' },
  },
} as const satisfies CsvCatalogue;

export const REPORT_BALANCE_CHANGE_CSV = {
  title: { en: 'Balance change from activity', zh: '交易活动引起的余额变动' },
  columns: {
    currency: { en: 'Currency', zh: '币种' },
    category: { en: 'Category', zh: '类别' },
    type: { en: 'Type', zh: '类型' },
    count: { en: 'Count', zh: '笔数' },
    amount: { en: 'Amount', zh: '金额' },
  },
} as const satisfies CsvCatalogue;

export const RECONCILIATION_CSV = {
  title: { en: 'Settlement reconciliation', zh: '结算对账' },
  columns: {
    side: { en: 'Finding', zh: '结果' },
    entryId: { en: 'Entry ID', zh: '账目号' },
    sourceId: { en: 'Source ID', zh: '来源单号' },
    type: { en: 'Type', zh: '类型' },
    field: { en: 'Field', zh: '字段' },
    ledger: { en: 'Ledger', zh: '账目' },
    source: { en: 'Payments', zh: '支付记录' },
  },
  /** The findings as the batch's reconciliation card names them (app.settlements.reconcile.kinds.*). */
  statuses: {
    difference: { en: 'Differs', zh: '不一致' },
    ledgerOnly: { en: 'Ledger only', zh: '仅在账目中' },
    paymentsOnly: { en: 'Not settled', zh: '未结算' },
  },
} as const satisfies CsvCatalogue;

/** Coupons (issue 30): labels, not codes, for the status and the duration. */
export const COUPON_CSV = {
  title: { en: 'Coupons', zh: '优惠券' },
  columns: {
    couponId: { en: 'Coupon ID', zh: '优惠券 ID' },
    created: { en: 'Created', zh: '创建时间' },
    name: { en: 'Name', zh: '名称' },
    status: { en: 'Status', zh: '状态' },
    discount: { en: 'Discount', zh: '优惠' },
    duration: { en: 'Duration', zh: '有效期' },
    redemptions: { en: 'Redemptions', zh: '使用次数' },
    redemptionLimit: { en: 'Redemption limit', zh: '使用次数上限' },
    expires: { en: 'Expires', zh: '过期时间' },
    firstTimeOnly: { en: 'First-time customers only', zh: '仅限首次消费客户' },
    promotionCodes: { en: 'Promotion codes', zh: '优惠码' },
  },
  statuses: COUPON_STATUS_LABELS,
} as const satisfies CsvCatalogue;

export const SUBSCRIPTION_CSV = {
  title: { en: 'Subscriptions', zh: '订阅' },
  columns: {
    subscriptionId: { en: 'Subscription ID', zh: '订阅 ID' },
    created: { en: 'Created', zh: '创建时间' },
    status: { en: 'Status', zh: '状态' },
    customerName: { en: 'Customer name', zh: '客户名称' },
    customerEmail: { en: 'Customer email', zh: '客户邮箱' },
    plan: { en: 'Plan', zh: '套餐' },
    currency: { en: 'Currency', zh: '币种' },
    amount: { en: 'Amount', zh: '金额' },
    interval: { en: 'Interval', zh: '计费周期' },
    currentPeriodEnd: { en: 'Current period ends', zh: '本期结束时间' },
    cancelAtPeriodEnd: { en: 'Cancels at period end', zh: '期末取消' },
    canceled: { en: 'Canceled', zh: '取消时间' },
    coupon: { en: 'Coupon', zh: '优惠券' },
  },
  statuses: SUBSCRIPTION_STATUS_LABELS,
} as const satisfies CsvCatalogue;

/** Members (issue 30, item 4, test mode only): the subscriptions to a tier's plans. */
export const MEMBER_CSV = {
  title: { en: 'Members', zh: '会员' },
  columns: {
    memberId: { en: 'Member ID', zh: '会员 ID' },
    since: { en: 'Member since', zh: '入会时间' },
    status: { en: 'Status', zh: '状态' },
    tier: { en: 'Tier', zh: '会员等级' },
    customerName: { en: 'Customer name', zh: '客户名称' },
    customerEmail: { en: 'Customer email', zh: '客户邮箱' },
    plan: { en: 'Plan', zh: '套餐' },
    ended: { en: 'Ended', zh: '结束时间' },
  },
  statuses: MEMBER_STATUS_LABELS,
} as const satisfies CsvCatalogue;

/** The smart account's statement (issue 29, item 4): its ledger entries. */
export const SMART_ENTRY_CSV = {
  title: { en: 'Smart account statement', zh: '智能账户对账单' },
  columns: {
    entryId: { en: 'Entry ID', zh: '分录号' },
    created: { en: 'Created', zh: '创建时间' },
    type: { en: 'Type', zh: '类型' },
    currency: { en: 'Currency', zh: '币种' },
    amount: { en: 'Amount', zh: '金额' },
    source: { en: 'Source', zh: '来源' },
  },
} as const satisfies CsvCatalogue;

export const SMART_TRANSFER_CSV = {
  title: { en: 'Smart account transfers out', zh: '智能账户转出' },
  columns: {
    transferId: { en: 'Transfer ID', zh: '转账号' },
    created: { en: 'Created', zh: '创建时间' },
    status: { en: 'Status', zh: '状态' },
    currency: { en: 'Currency', zh: '币种' },
    amount: { en: 'Amount', zh: '金额' },
    fee: { en: 'Fee', zh: '手续费' },
    total: { en: 'Total debited', zh: '扣款合计' },
    beneficiaryId: { en: 'Beneficiary ID', zh: '收款人编号' },
    beneficiary: { en: 'Beneficiary', zh: '收款人' },
    country: { en: 'Country', zh: '国家/地区' },
    account: { en: 'Account (last 4)', zh: '账号（后四位）' },
    arrival: { en: 'Arrival date', zh: '预计到账日' },
    description: { en: 'Description', zh: '描述' },
    completed: { en: 'Completed', zh: '完成时间' },
  },
} as const satisfies CsvCatalogue;

export const SMART_INCOMING_CSV = {
  title: { en: 'Smart account incoming transfers', zh: '智能账户入账' },
  columns: {
    transferId: { en: 'Transfer ID', zh: '转账号' },
    received: { en: 'Received', zh: '到账时间' },
    currency: { en: 'Currency', zh: '币种' },
    amount: { en: 'Amount', zh: '金额' },
    payer: { en: 'Payer', zh: '付款人' },
    reference: { en: 'Reference', zh: '附言' },
  },
} as const satisfies CsvCatalogue;

export const CARDHOLDER_STATUS_LABELS = {
  active: { en: 'Active', zh: '启用' },
  inactive: { en: 'Inactive', zh: '停用' },
} as const;

export const CARDHOLDER_CSV = {
  title: { en: 'Cardholders', zh: '持卡人' },
  columns: {
    cardholderId: { en: 'Cardholder ID', zh: '持卡人 ID' },
    created: { en: 'Created', zh: '创建时间' },
    name: { en: 'Name', zh: '姓名' },
    email: { en: 'Email', zh: '邮箱' },
    phone: { en: 'Phone', zh: '电话' },
    status: { en: 'Status', zh: '状态' },
    country: { en: 'Billing country', zh: '账单国家/地区' },
    cards: { en: 'Cards', zh: '卡片数' },
  },
  statuses: CARDHOLDER_STATUS_LABELS,
} as const satisfies CsvCatalogue;

export const CARD_STATUS_LABELS = {
  active: { en: 'Active', zh: '启用' },
  inactive: { en: 'Inactive', zh: '停用' },
  canceled: { en: 'Canceled', zh: '已注销' },
} as const;

export const CARD_CSV = {
  title: { en: 'Cards', zh: '卡片' },
  columns: {
    cardId: { en: 'Card ID', zh: '卡片 ID' },
    created: { en: 'Created', zh: '创建时间' },
    cardholder: { en: 'Cardholder', zh: '持卡人' },
    type: { en: 'Type', zh: '类型' },
    brand: { en: 'Brand', zh: '卡组织' },
    last4: { en: 'Last 4', zh: '卡号后四位' },
    expiry: { en: 'Expiry', zh: '有效期' },
    currency: { en: 'Currency', zh: '币种' },
    status: { en: 'Status', zh: '状态' },
  },
  statuses: CARD_STATUS_LABELS,
} as const satisfies CsvCatalogue;

/** The audit log's actions as its list shows them (app.audit.actions.*). */
export const AUDIT_ACTION_LABELS = {
  'member.invited': { en: 'Member invited', zh: '邀请成员' },
  'invitation.revoked': { en: 'Invitation revoked', zh: '撤销邀请' },
  'invitation.accepted': { en: 'Invitation accepted', zh: '接受邀请' },
  'member.role_changed': { en: 'Role changed', zh: '修改角色' },
  'member.removed': { en: 'Member removed', zh: '移除成员' },
  'ownership.transferred': { en: 'Ownership transferred', zh: '转让所有权' },
  'role.created': { en: 'Role created', zh: '创建角色' },
  'role.updated': { en: 'Role updated', zh: '修改角色权限' },
  'role.deleted': { en: 'Role deleted', zh: '删除角色' },
  'session.signed_in': { en: 'Signed in', zh: '登录' },
  'api_key.revealed': { en: 'API key revealed', zh: '查看 API 密钥' },
  'password.changed': { en: 'Password changed', zh: '修改密码' },
  'session.signed_out_everywhere': { en: 'Signed out everywhere', zh: '退出所有其他会话' },
  'two_factor.enabled': { en: 'Two-factor sign-in on', zh: '开启两步验证' },
  'two_factor.disabled': { en: 'Two-factor sign-in off', zh: '关闭两步验证' },
  'two_factor.required_changed': { en: 'Two-factor requirement changed', zh: '修改两步验证要求' },
  'business.updated': { en: 'Business details changed', zh: '修改商户公开信息' },
  'business.logo_changed': { en: 'Logo changed', zh: '修改 Logo' },
} as const satisfies CsvLabels;

export const AUDIT_CSV = {
  title: { en: 'Audit log', zh: '操作日志' },
  columns: {
    eventId: { en: 'Event ID', zh: '事件号' },
    time: { en: 'Time', zh: '时间' },
    actor: { en: 'Actor', zh: '操作人' },
    action: { en: 'Action', zh: '操作' },
    target: { en: 'Target', zh: '对象' },
    before: { en: 'Before', zh: '变更前' },
    after: { en: 'After', zh: '变更后' },
    ip: { en: 'IP address', zh: 'IP 地址' },
  },
  statuses: AUDIT_ACTION_LABELS,
} as const satisfies CsvCatalogue;

/** Team members and invitations (/teams): statuses as the list's chips show them (app.team.status). */
export const TEAM_MEMBER_STATUS_LABELS = {
  active: { en: 'Active', zh: '已加入' },
  invited: { en: 'Invited', zh: '已邀请' },
  expired: { en: 'Invitation expired', zh: '邀请已过期' },
} as const;

export const TEAM_MEMBER_CSV = {
  title: { en: 'Team members', zh: '团队成员' },
  columns: {
    email: { en: 'Email', zh: '邮箱' },
    name: { en: 'Name', zh: '名称' },
    role: { en: 'Role', zh: '角色' },
    status: { en: 'Status', zh: '状态' },
    joined: { en: 'Joined', zh: '加入时间' },
    invited: { en: 'Invited', zh: '邀请时间' },
    expires: { en: 'Invitation expires', zh: '邀请过期时间' },
    invitedBy: { en: 'Invited by', zh: '邀请人' },
    lastSignIn: { en: 'Last sign-in', zh: '最近登录' },
    permissions: { en: 'Permissions', zh: '权限' },
  },
  statuses: TEAM_MEMBER_STATUS_LABELS,
} as const satisfies CsvCatalogue;

/** Roles (/teams/roles): built-in or custom, as the list's tabs say (app.team.roleList). */
export const ROLE_KIND_LABELS = {
  builtin: { en: 'Built-in', zh: '内置' },
  custom: { en: 'Custom', zh: '自定义' },
} as const;

export const ROLE_CSV = {
  title: { en: 'Roles', zh: '角色' },
  columns: {
    roleId: { en: 'Role ID', zh: '角色号' },
    name: { en: 'Name', zh: '名称' },
    kind: { en: 'Type', zh: '类型' },
    members: { en: 'Members', zh: '成员数' },
    permissions: { en: 'Permissions', zh: '权限' },
    created: { en: 'Created', zh: '创建时间' },
  },
  statuses: ROLE_KIND_LABELS,
} as const satisfies CsvCatalogue;

/** Issuing authorizations (issue 31): statuses as the list's chips show them (app.issuing.authorizationStatus). */
export const AUTHORIZATION_STATUS_LABELS = {
  pending: { en: 'Pending', zh: '待扣款' },
  closed: { en: 'Captured', zh: '已扣款' },
  expired: { en: 'Expired', zh: '已过期' },
  declined: { en: 'Declined', zh: '已拒绝' },
  awaiting_decision: { en: 'Awaiting decision', zh: '等待决策' },
} as const;

export const ISSUING_AUTHORIZATION_CSV = {
  title: { en: 'Authorizations', zh: '授权' },
  columns: {
    authorizationId: { en: 'Authorization ID', zh: '授权 ID' },
    created: { en: 'Created', zh: '创建时间' },
    cardId: { en: 'Card ID', zh: '卡片 ID' },
    last4: { en: 'Last 4', zh: '卡号后四位' },
    cardholder: { en: 'Cardholder', zh: '持卡人' },
    merchant: { en: 'Merchant', zh: '商户' },
    category: { en: 'Merchant category', zh: '商户类别' },
    country: { en: 'Merchant country', zh: '商户国家/地区' },
    currency: { en: 'Currency', zh: '币种' },
    amount: { en: 'Amount', zh: '金额' },
    status: { en: 'Status', zh: '状态' },
    reason: { en: 'Decline reason', zh: '拒绝原因' },
  },
  statuses: AUTHORIZATION_STATUS_LABELS,
} as const satisfies CsvCatalogue;

/** Issuing transactions: their types as the list's chips show them (app.issuing.transactionType). */
export const TRANSACTION_TYPE_LABELS = {
  capture: { en: 'Purchase', zh: '消费' },
  refund: { en: 'Refund', zh: '退款' },
} as const;

export const ISSUING_TRANSACTION_CSV = {
  title: { en: 'Card transactions', zh: '卡片交易' },
  columns: {
    transactionId: { en: 'Transaction ID', zh: '交易 ID' },
    created: { en: 'Created', zh: '创建时间' },
    type: { en: 'Type', zh: '类型' },
    authorizationId: { en: 'Authorization ID', zh: '授权 ID' },
    cardId: { en: 'Card ID', zh: '卡片 ID' },
    last4: { en: 'Last 4', zh: '卡号后四位' },
    cardholder: { en: 'Cardholder', zh: '持卡人' },
    merchant: { en: 'Merchant', zh: '商户' },
    currency: { en: 'Currency', zh: '币种' },
    amount: { en: 'Amount', zh: '金额' },
    refunded: { en: 'Refunded', zh: '已退款' },
  },
  statuses: TRANSACTION_TYPE_LABELS,
} as const satisfies CsvCatalogue;

export const SERVICE_REQUEST_CSV = {
  title: { en: 'Website service requests', zh: '网站服务请求' },
  columns: {
    requestId: { en: 'Request ID', zh: '请求 ID' },
    created: { en: 'Created', zh: '创建时间' },
    service: { en: 'Service', zh: '服务' },
    status: { en: 'Status', zh: '状态' },
    budget: { en: 'Budget', zh: '预算' },
    websiteUrl: { en: 'Website', zh: '网站地址' },
    items: { en: 'Pages or keywords', zh: '页面或关键词' },
    contactName: { en: 'Contact name', zh: '联系人' },
    contactEmail: { en: 'Contact email', zh: '联系邮箱' },
    delivered: { en: 'Delivered', zh: '交付时间' },
  },
  statuses: SERVICE_REQUEST_STATUS_LABELS,
} as const satisfies CsvCatalogue;
