// Messages of the invoices area in both languages, merged into domain/messages.ts. 'Please Input' and 'Please
// Select' are the spec's exact wording (section 5); Chinese terms follow the glossary (invoice = 账单).
export const invoiceMessages = {
  please_input: { en: 'Please Input', zh: '请输入' },
  please_select: { en: 'Please Select', zh: '请选择' },
  invoice_action_not_allowed: {
    en: "This action is not possible in the invoice's current status.",
    zh: '该账单当前状态不支持此操作。',
  },
  invoice_items_too_many: { en: 'An invoice can have at most 50 items.', zh: '一张账单最多包含 50 个项目。' },
  invoice_quantity_invalid: { en: 'Enter a whole quantity from 1 to 10,000.', zh: '请输入 1 到 10,000 之间的整数数量。' },
  invoice_total_too_large: { en: 'The invoice total is above the maximum allowed.', zh: '账单总额超过允许的上限。' },
  invoice_total_too_small: { en: 'The invoice total is below the minimum for this currency.', zh: '账单总额低于该币种的最低限额。' },
  invoice_due_date_invalid: { en: 'Please select a valid due date.', zh: '请选择有效的到期日。' },
  invoice_country_invalid: { en: 'Please select a valid country.', zh: '请选择有效的国家或地区。' },
  invoice_file_required: { en: 'Please choose a file to upload.', zh: '请选择要上传的文件。' },
  invoice_file_type_invalid: {
    en: 'Attachments must be JPG, JPEG, PNG or PDF files; the file content is checked.',
    zh: '附件须为 JPG、JPEG、PNG 或 PDF 文件，系统会检查文件内容。',
  },
  invoice_file_too_large: { en: 'Attachments must be smaller than 10 MB.', zh: '附件大小须小于 10 MB。' },
  invoice_file_empty: { en: 'The file is empty.', zh: '文件为空。' },
  invoice_attachments_too_many: { en: 'An invoice can have at most 10 attachments.', zh: '一张账单最多包含 10 个附件。' },
} as const satisfies Record<string, { en: string; zh: string }>;

export type InvoiceMessageKey = keyof typeof invoiceMessages;

/** An invoice message key, checked by TypeScript; the error handler translates it by Accept-Language. */
export function invoiceMessage(key: InvoiceMessageKey): InvoiceMessageKey {
  return key;
}
