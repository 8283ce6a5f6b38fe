// Messages of payment links and the hosted checkout (收银台), in both languages, merged into domain/messages.ts.
// Required-field messages ('please_input', 'please_select') are shared with invoices and live in their catalogue.
export const paymentLinkMessages = {
  payment_link_amount_or_items: {
    en: 'Enter either an amount or line items, not both.',
    zh: '请填写金额或明细项目，二者只能选其一。',
  },
  payment_link_items_too_many: { en: 'A payment link can have at most 50 line items.', zh: '一个支付链接最多只能有 50 个明细项目。' },
  payment_link_expiry_past: { en: 'The expiry time must be in the future.', zh: '过期时间必须晚于当前时间。' },
  payment_link_expiry_invalid: { en: 'Enter a valid expiry date and time.', zh: '请输入有效的过期日期和时间。' },
  payment_link_max_payments_invalid: {
    en: 'The maximum number of payments must be a whole number from 1 to 100,000.',
    zh: '最大支付次数须为 1 到 100,000 之间的整数。',
  },
  payment_link_not_active: { en: 'This payment link is already deactivated.', zh: '该支付链接已停用。' },
  // Hosted checkout: why an invoice or a payment link cannot be paid (409), and a tampered amount.
  checkout_paid: { en: 'This has already been paid.', zh: '该款项已支付。' },
  checkout_void: { en: 'This invoice has been canceled and can no longer be paid.', zh: '该账单已作废，无法再支付。' },
  checkout_draft: { en: 'This invoice is not ready for payment yet.', zh: '该账单尚未开具，暂时无法支付。' },
  checkout_expired: { en: 'This payment link has expired.', zh: '该支付链接已过期。' },
  checkout_deactivated: { en: 'This payment link has been deactivated.', zh: '该支付链接已停用。' },
  checkout_limit_reached: {
    en: 'This payment link has reached its maximum number of payments.',
    zh: '该支付链接已达到最大支付次数。',
  },
  checkout_amount_mismatch: {
    en: 'The amount or currency does not match what is due. Please reload the page and try again.',
    zh: '金额或币种与应付款项不符，请刷新页面后重试。',
  },
  checkout_payment_not_found: { en: 'This payment does not belong to this checkout.', zh: '该支付不属于此收银台。' },
  checkout_name_required: { en: 'Please enter the cardholder name.', zh: '请输入持卡人姓名。' },
} as const satisfies Record<string, { en: string; zh: string }>;

export type PaymentLinkMessageKey = keyof typeof paymentLinkMessages;
