// The disputes area's messages (refusals, limits) in both languages; zod-free, merged into domain/messages.ts.
export const disputeMessages = {
  dispute_closed: { en: 'This dispute is closed and can no longer be changed.', zh: '该争议已结束，无法再修改。' },
  dispute_already_submitted: {
    en: 'Evidence for this dispute was already submitted; the bank is reviewing it.',
    zh: '该争议的证据材料已提交，银行正在审核。',
  },
  dispute_deadline_passed: {
    en: 'The deadline to respond to this dispute has passed.',
    zh: '该争议的答复期限已过。',
  },
  dispute_not_under_review: { en: 'This dispute is not under review.', zh: '该争议不在审核中。' },
  dispute_deadline_not_reached: { en: 'The deadline to respond has not passed yet.', zh: '答复期限尚未到期。' },
  dispute_evidence_empty: { en: 'Add some evidence before submitting.', zh: '请先添加证据材料再提交。' },
  dispute_evidence_too_long: {
    en: 'The evidence text is longer than 150,000 characters in total.',
    zh: '证据材料文字合计超过 150,000 个字符。',
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
  dispute_exists: { en: 'This payment is already disputed.', zh: '该支付已有争议。' },
  dispute_payment_not_disputable: {
    en: 'Only a captured payment can be disputed.',
    zh: '只有已扣款的支付才能发起争议。',
  },
  dispute_test_mode_only: { en: 'Disputes can be simulated in test mode only.', zh: '只能在测试模式下模拟争议。' },
  dispute_file_required: { en: 'Choose a file.', zh: '请选择文件。' },
  dispute_file_empty: { en: 'The file is empty.', zh: '文件为空。' },
  dispute_file_type_invalid: {
    en: 'Only JPG, JPEG, PNG and PDF files can be attached.',
    zh: '只能上传 JPG、JPEG、PNG 和 PDF 文件。',
  },
} as const;
