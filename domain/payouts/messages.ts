// The payouts area's messages (destination rules, beneficiary review, payout refusals) in both languages; merged
// into domain/messages.ts. Bank field wording is the onboarding bank step's (onb_*), required fields the spec's
// 'Please Input' / 'Please Select'.
export const payoutMessages = {
  payout_country_blocked: { en: 'Country: payouts to this country are not allowed.', zh: '国家/地区：不允许向该国家/地区付款。' },
  payout_country_unsupported: { en: 'Country: payouts to this country are not supported.', zh: '国家/地区：暂不支持向该国家/地区付款。' },
  payout_currency_unsupported: { en: 'Currency: the beneficiary’s country does not take this currency.', zh: '币种：收款人所在国家/地区不支持该币种。' },
  payout_method_unsupported: { en: 'Transfer method: not available for this country.', zh: '转账方式：该国家/地区不支持此方式。' },
  payout_amount_invalid: { en: 'Amount: enter an amount greater than zero.', zh: '金额：请输入大于零的金额。' },
  payout_beneficiary_not_approved: { en: 'Beneficiary: only an approved beneficiary can be paid.', zh: '收款人：只能向已审核通过的收款人付款。' },
  payout_not_awaiting_approval: { en: 'This payout is no longer waiting for approval.', zh: '该付款已不在待审批状态。' },
  payout_own_approval: { en: 'You created this payout: another member must approve or reject it.', zh: '该付款由您创建，须由其他成员审批或驳回。' },
  payout_approval_needs_person: { en: 'A payout is approved or rejected by a signed-in person, not by an API key.', zh: '付款须由已登录的成员审批或驳回，不能使用 API 密钥。' },
  payout_threshold_invalid: { en: 'Threshold: enter an amount of zero or more.', zh: '审批阈值：请输入大于或等于零的金额。' },
  payout_not_pending: { en: 'This payout is no longer pending.', zh: '该付款已不在待处理状态。' },
  beneficiary_password_required: { en: 'Password: enter your password to change the bank details.', zh: '密码：修改银行信息需要输入您的密码。' },
  beneficiary_password_wrong: { en: 'Password: the password is wrong.', zh: '密码：密码错误。' },
  beneficiary_inactive: { en: 'This beneficiary is inactive.', zh: '该收款人已停用。' },
  beneficiary_verification_failed: { en: 'The bank could not verify this account. Check the details and submit them again.', zh: '银行无法验证该账户，请检查信息后重新提交。' },
} as const;
