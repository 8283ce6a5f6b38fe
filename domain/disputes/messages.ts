// The disputes area's messages (refusals, limits) in both languages; zod-free, merged into domain/messages.ts.
export const disputeMessages = {
  dispute_closed: { en: 'This dispute is closed and can no longer be changed.', zh: '该争议已结束，无法再修改。' },
  dispute_already_submitted: {
    en: 'Evidence for this dispute was already submitted; the bank is reviewing it.',
    zh: '该争议的证据已提交，银行正在审核。',
  },
  dispute_deadline_passed: {
    en: 'The deadline to respond to this dispute has passed.',
    zh: '该争议的答复期限已过。',
  },
  dispute_not_under_review: { en: 'This dispute is not under review.', zh: '该争议不在审核中。' },
  dispute_deadline_not_reached: { en: 'The deadline to respond has not passed yet.', zh: '答复期限尚未到期。' },
  dispute_evidence_empty: { en: 'Add some evidence before submitting.', zh: '请先添加证据再提交。' },
  dispute_evidence_too_long: {
    en: 'The evidence text is longer than 150,000 characters in total.',
    zh: '证据文字合计超过 150,000 个字符。',
  },
  dispute_file_too_large: { en: 'Each file must be smaller than 10 MB.', zh: '每个文件须小于 10 MB。' },
  dispute_files_too_large: { en: 'The files together must be at most 20 MB.', zh: '文件合计不能超过 20 MB。' },
  dispute_files_too_many: { en: 'A response can hold at most 20 files.', zh: '一份答复最多可包含 20 个文件。' },
  dispute_payment_refunded: {
    en: 'A fully refunded payment cannot be disputed.',
    zh: '已全额退款的支付不能发起争议。',
  },
  refund_blocked_by_dispute: {
    en: 'Part of this payment is disputed; the disputed amount cannot be refunded.',
    zh: '该支付有部分金额处于争议中，争议金额不能退款。',
  },
} as const;
