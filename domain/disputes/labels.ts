// The words of disputes in both languages: reasons (with a plain explanation of each), statuses, evidence fields
// and file kinds. One source for the SPA's catalogue (src/i18n/areas/disputes.ts) and the packet PDF.
import type { EvidenceFileKind, EvidenceTextField } from './evidence';
import type { DisputeReason, DisputeStatus } from './status';

interface DisputeWords {
  reason: Record<DisputeReason, string>;
  reasonExplained: Record<DisputeReason, string>;
  status: Record<DisputeStatus, string>;
  field: Record<EvidenceTextField, string>;
  fileKind: Record<EvidenceFileKind, string>;
  kind: Record<'inquiry' | 'chargeback', string>;
  source: Record<'payment' | 'customer' | 'billing' | 'shipping', string>;
}

const en: DisputeWords = {
  reason: {
    fraudulent: 'Fraudulent',
    product_not_received: 'Product not received',
    product_unacceptable: 'Product not as described',
    duplicate: 'Duplicate',
    subscription_canceled: 'Subscription canceled',
    credit_not_processed: 'Credit not processed',
    general: 'General',
  },
  reasonExplained: {
    fraudulent: 'The cardholder says they did not make or authorize this payment.',
    product_not_received: 'The cardholder says they paid but never received what they ordered.',
    product_unacceptable: 'The cardholder says what they received was defective, damaged or not as described.',
    duplicate: 'The cardholder says they were charged more than once for the same purchase.',
    subscription_canceled: 'The cardholder says they canceled a subscription and were still charged.',
    credit_not_processed: 'The cardholder says a refund or credit they were promised never arrived.',
    general: 'The cardholder disputes the payment for a reason the network does not classify.',
  },
  status: {
    warning_needs_response: 'Inquiry: needs response',
    needs_response: 'Needs response',
    under_review: 'Under review',
    won: 'Won',
    lost: 'Lost',
    accepted: 'Accepted',
    expired: 'Expired',
  },
  field: {
    productDescription: 'Product or service description',
    customerName: 'Customer name',
    customerEmail: 'Customer email',
    billingAddress: 'Billing address',
    shippingAddress: 'Shipping address',
    customerCommunication: 'Customer communication',
    shippingCarrier: 'Shipping carrier',
    trackingNumber: 'Tracking number',
    refundPolicy: 'Refund policy',
    cancellationPolicy: 'Cancellation policy',
    duplicateChargeExplanation: 'Duplicate charge explanation',
    other: 'Other information',
  },
  fileKind: {
    receipt: 'Receipt',
    customerCommunication: 'Customer communication',
    shippingDocumentation: 'Shipping documentation',
    refundPolicy: 'Refund policy',
    cancellationPolicy: 'Cancellation policy',
    other: 'Other file',
  },
  kind: { inquiry: 'Inquiry', chargeback: 'Chargeback' },
  source: { payment: 'From the payment', customer: 'From the customer', billing: 'From the billing details', shipping: 'From the shipping details' },
};

const zh: DisputeWords = {
  reason: {
    fraudulent: '欺诈',
    product_not_received: '未收到商品',
    product_unacceptable: '商品与描述不符',
    duplicate: '重复扣款',
    subscription_canceled: '订阅已取消',
    credit_not_processed: '退款未处理',
    general: '其他',
  },
  reasonExplained: {
    fraudulent: '持卡人称本人未进行或未授权这笔支付。',
    product_not_received: '持卡人称已付款但未收到所订购的商品。',
    product_unacceptable: '持卡人称收到的商品有缺陷、损坏或与描述不符。',
    duplicate: '持卡人称同一笔购买被多次扣款。',
    subscription_canceled: '持卡人称已取消订阅但仍被扣款。',
    credit_not_processed: '持卡人称承诺的退款或补偿一直未到账。',
    general: '持卡人因卡组织未归类的原因对该支付提出争议。',
  },
  status: {
    warning_needs_response: '问询：待答复',
    needs_response: '待答复',
    under_review: '审核中',
    won: '胜诉',
    lost: '败诉',
    accepted: '已接受',
    expired: '已过期',
  },
  field: {
    productDescription: '商品或服务说明',
    customerName: '客户名称',
    customerEmail: '客户邮箱',
    billingAddress: '账单地址',
    shippingAddress: '收货地址',
    customerCommunication: '与客户的沟通记录',
    shippingCarrier: '承运商',
    trackingNumber: '物流单号',
    refundPolicy: '退款政策',
    cancellationPolicy: '取消政策',
    duplicateChargeExplanation: '重复扣款说明',
    other: '其他信息',
  },
  fileKind: {
    receipt: '收据',
    customerCommunication: '与客户的沟通记录',
    shippingDocumentation: '物流凭证',
    refundPolicy: '退款政策',
    cancellationPolicy: '取消政策',
    other: '其他文件',
  },
  kind: { inquiry: '问询', chargeback: '拒付' },
  source: { payment: '来自支付', customer: '来自客户', billing: '来自账单信息', shipping: '来自收货信息' },
};

export const DISPUTE_WORDS: Record<'en' | 'zh', DisputeWords> = { en, zh };
