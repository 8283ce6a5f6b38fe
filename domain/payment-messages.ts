// Messages of the payments area (payments, refunds, lists, exports), in both languages. They are to be merged
// into domain/messages.ts, whose catalogue the server's error handler translates; until then the server sends
// the English text of these entries.
export const paymentMessages = {
  payment_amount_invalid: { en: 'Enter the amount as a whole number of minor units.', zh: '请以最小货币单位输入整数金额。' },
  payment_amount_too_small: { en: 'The amount is below the minimum for this currency.', zh: '金额低于该币种的最低限额。' },
  payment_amount_too_large: { en: 'The amount is above the maximum allowed.', zh: '金额超过允许的上限。' },
  currency_unsupported: { en: 'This currency is not supported.', zh: '不支持该币种。' },
  card_number_invalid: { en: 'Enter a valid card number.', zh: '请输入有效的卡号。' },
  card_expiry_invalid: { en: 'Enter a valid expiry month and year.', zh: '请输入有效的有效期月份和年份。' },
  card_cvc_invalid: { en: 'Enter a valid security code (3 or 4 digits).', zh: '请输入有效的安全码（3 或 4 位数字）。' },
  customer_choose_one: { en: 'Give either an existing customer or new customer details, not both.', zh: '请选择已有客户或填写新客户信息，不能同时提供。' },
  customer_not_found: { en: 'This customer does not exist.', zh: '该客户不存在。' },
  live_payments_need_kyc: {
    en: 'Complete business verification (KYC) before taking live payments.',
    zh: '请先完成商户认证（KYC）再收取正式支付。',
  },
  payment_invalid_state: {
    en: "This action is not possible in the payment's current status.",
    zh: '该支付当前状态不支持此操作。',
  },
  payment_not_capturable: { en: 'Only an uncaptured payment can be captured.', zh: '只有未请款的支付才能请款。' },
  payment_not_cancelable: {
    en: 'Only an uncaptured payment or one awaiting 3-D Secure can be canceled.',
    zh: '只有未请款或等待 3-D Secure 验证的支付才能取消。',
  },
  three_ds_not_pending: { en: 'This payment is not waiting for 3-D Secure authentication.', zh: '该支付不在等待 3-D Secure 验证。' },
  refund_reason_required: { en: 'Please select a refund reason.', zh: '请选择退款原因。' },
  refund_amount_invalid: { en: 'Enter a refund amount greater than zero.', zh: '请输入大于零的退款金额。' },
  refund_payment_required: { en: 'Please choose the payment to refund.', zh: '请选择要退款的支付。' },
  refund_payment_not_found: { en: 'This payment does not exist.', zh: '该支付不存在。' },
  refund_invalid_state: {
    en: 'This payment cannot be refunded in its current status.',
    zh: '该支付当前状态不可退款。',
  },
  refund_exceeds_refundable: {
    en: 'The refund amount is more than what can still be refunded on this payment.',
    zh: '退款金额超过该支付的剩余可退金额。',
  },
  refund_insufficient_balance: {
    en: 'Your balance in this currency cannot cover this refund.',
    zh: '您在该币种的余额不足以支付此笔退款。',
  },
  idempotency_key_invalid: {
    en: 'The Idempotency-Key header must be 1 to 255 printable characters.',
    zh: 'Idempotency-Key 请求头须为 1 到 255 个可打印字符。',
  },
  idempotency_key_in_progress: {
    en: 'A request with this Idempotency-Key is still being processed; retry in a moment.',
    zh: '使用该 Idempotency-Key 的请求仍在处理中，请稍后重试。',
  },
  idempotency_key_reused: {
    en: 'This Idempotency-Key was already used for a different request.',
    zh: '该 Idempotency-Key 已用于另一个不同的请求。',
  },
  list_query_invalid: { en: 'The list query is not valid.', zh: '列表查询参数无效。' },
  sort_field_unsupported: { en: 'The list cannot be sorted by this field.', zh: '列表不支持按该字段排序。' },
  filter_field_unsupported: { en: 'The list cannot be filtered by this field.', zh: '列表不支持按该字段筛选。' },
  range_invalid: { en: 'The page range is not valid.', zh: '分页范围无效。' },
  timezone_invalid: { en: 'Unknown time zone.', zh: '未知的时区。' },
  // Outcomes stored on a failed payment or refund (shown on its detail page).
  decline_card_declined: { en: 'The card was declined.', zh: '该卡被拒绝。' },
  decline_insufficient_funds: { en: 'The card has insufficient funds.', zh: '该卡余额不足。' },
  decline_expired_card: { en: 'The card has expired.', zh: '该卡已过期。' },
  decline_incorrect_cvc: { en: "The card's security code is incorrect.", zh: '该卡的安全码不正确。' },
  decline_authentication_failed: { en: '3-D Secure authentication failed.', zh: '3-D Secure 验证失败。' },
  refund_failed_by_network: { en: 'The card network refused the refund.', zh: '卡组织拒绝了该笔退款。' },
} as const satisfies Record<string, { en: string; zh: string }>;

export type PaymentMessageKey = keyof typeof paymentMessages;

/** A payment message key, checked by TypeScript; the error handler translates it by Accept-Language. */
export function paymentMessage(key: PaymentMessageKey): PaymentMessageKey {
  return key;
}
