// Messages of business verification (KYC) onboarding, in both languages; domain/messages.ts merges them into the
// one catalogue. The onboarding schemas also use three keys that catalogue already has with the
// spec's exact wording: email_required, email_invalid and field_too_long.

export const onboardingMessages = {
  // Spec section 5, English exactly as written there.
  onb_location_required: { en: 'Please select the business location.', zh: '请选择企业所在地。' },
  onb_business_type_required: { en: 'Please select the type of business.', zh: '请选择企业类型。' },
  onb_legal_name_required: { en: 'Please enter a legal business name.', zh: '请输入企业法定名称。' },
  onb_response_required: { en: 'Please provide a response.', zh: '请填写此项。' },
  onb_domain_invalid: { en: 'Domain couldn’t be verified. Not a valid URL.', zh: '无法验证该域名，不是有效的网址。' },
  onb_name_required: { en: 'Please enter a first and last name.', zh: '请输入名字和姓氏。' },
  onb_phone_required: { en: 'Please enter a phone number.', zh: '请输入电话号码。' },
  onb_phone_invalid: { en: 'Please enter a valid phone number.', zh: '请输入有效的电话号码。' },
  onb_percent_invalid: { en: 'Please enter a valid percentage shareholding.', zh: '请输入有效的持股比例。' },
  // Business type and details.
  onb_location_blocked: {
    en: 'We cannot verify businesses located in this country or region.',
    zh: '暂不支持为位于该国家或地区的企业进行商户认证。',
  },
  onb_currency_invalid: { en: 'Please select a settlement currency.', zh: '请选择结算币种。' },
  onb_registration_number_invalid: {
    en: 'Please enter a valid company registration number (letters, digits, spaces, and - / .).',
    zh: '请输入有效的公司注册号（字母、数字、空格及 - / .）。',
  },
  onb_store_screenshot_invalid: {
    en: 'Please upload a JPG or PNG screenshot of your store.',
    zh: '请上传 JPG 或 PNG 格式的店铺截图。',
  },
  onb_industry_required: { en: 'Please select an industry.', zh: '请选择所属行业。' },
  onb_step_not_for_type: {
    en: 'This step is not part of verification for your business type.',
    zh: '该步骤不适用于您的企业类型。',
  },
  onb_online_presence_required: {
    en: 'Please provide a business website, a marketplace link or a store screenshot.',
    zh: '请提供企业网站、电商平台店铺链接或店铺截图。',
  },
  onb_address_country_mismatch: {
    en: 'The registered address must be in the business location country.',
    zh: '注册地址必须位于企业所在国家或地区。',
  },
  onb_country_invalid: { en: 'Please select a country or region.', zh: '请选择国家或地区。' },
  onb_postal_code_invalid: { en: 'Please enter a valid post or zip code.', zh: '请输入有效的邮政编码。' },
  // Representative and owners.
  onb_dob_invalid: { en: 'Please enter a valid date of birth.', zh: '请输入有效的出生日期。' },
  onb_dob_underage: { en: 'This person must be at least 18 years old.', zh: '此人须年满 18 周岁。' },
  onb_owner_below_threshold: {
    en: 'Owners are anyone with 25% or more. Enter 25% or more, or remove this person.',
    zh: '持股 25% 及以上者为企业所有人。请输入 25% 或以上的比例，或移除此人。',
  },
  onb_ownership_total_exceeded: {
    en: 'The representative and owners together cannot hold more than 100%.',
    zh: '代表人与企业所有人的持股比例合计不能超过 100%。',
  },
  // Bank details.
  onb_account_number_invalid: {
    en: 'Please enter a valid account number (8 to 12 digits).',
    zh: '请输入有效的银行账号（8 至 12 位数字）。',
  },
  onb_routing_number_invalid: {
    en: 'Please enter a valid 9-digit routing number.',
    zh: '请输入有效的 9 位银行路由号码（Routing Number）。',
  },
  onb_routing_or_swift_required: {
    en: 'Please enter a routing number, or a SWIFT/BIC code instead.',
    zh: '请输入银行路由号码，或改为填写 SWIFT/BIC 代码。',
  },
  onb_swift_invalid: {
    en: 'Please enter a valid SWIFT/BIC code (8 to 11 letters and digits).',
    zh: '请输入有效的 SWIFT/BIC 代码（8 至 11 位字母和数字）。',
  },
  onb_sort_code_invalid: { en: 'Please enter a valid 6-digit sort code.', zh: '请输入有效的 6 位银行分类代码（Sort Code）。' },
  onb_iban_invalid: {
    en: 'Please enter a valid IBAN. Check the country code, the length and the check digits.',
    zh: '请输入有效的 IBAN，并检查国家代码、长度和校验位。',
  },
  onb_holder_name_mismatch: {
    en: 'The account holder name must match the representative, an owner, the legal business name or the trade name.',
    zh: '账户持有人姓名必须与代表人、任一企业所有人、企业法定名称或经营名称一致。',
  },
  // Documents.
  onb_document_kind_invalid: { en: 'Please select the type of document.', zh: '请选择证明材料类型。' },
  onb_proof_date_invalid: {
    en: 'Please enter the date the proof of address was issued.',
    zh: '请输入地址证明的开具日期。',
  },
  onb_proof_too_old: {
    en: 'The proof of address must have been issued within the last 3 months.',
    zh: '地址证明须为近 3 个月内开具。',
  },
  onb_file_type_invalid: { en: 'Please upload a JPG, JPEG, PNG or PDF file.', zh: '请上传 JPG、JPEG、PNG 或 PDF 格式的文件。' },
  onb_file_too_large: { en: 'The file must be smaller than 10 MB.', zh: '文件大小须小于 10 MB。' },
  onb_file_empty: { en: 'The file is empty.', zh: '文件为空。' },
  onb_file_content_mismatch: {
    en: 'The file content is not a JPG, PNG or PDF file, whatever its name says.',
    zh: '文件内容不是 JPG、PNG 或 PDF 格式（与文件名无关）。',
  },
  // Outcomes of the automatic review (spec section 4), shown on the automatic-review page.
  onb_review_approved: {
    en: 'Success: the first step of business verification is complete.',
    zh: '成功：商户认证第一步已完成。',
  },
  onb_review_manual: {
    en: 'Your business needs a manual review. We will email you when it is done.',
    zh: '您的企业需要人工审核，审核完成后我们会发送邮件通知您。',
  },
  onb_review_documents_required: {
    en: 'Please upload supporting documents, including a proof of address issued within the last 3 months.',
    zh: '请上传证明材料，包括近 3 个月内开具的地址证明。',
  },
  onb_review_bank_rejected: {
    en: 'We could not verify your bank account. Please modify your bank details and resubmit.',
    zh: '银行账户验证未通过，请修改银行信息后重新提交。',
  },
  onb_application_locked: {
    en: 'Business verification is being reviewed or is approved, so it cannot be changed now.',
    zh: '商户认证正在审核中或已通过，暂时无法修改。',
  },
  onb_section_incomplete: { en: 'Please complete this section first.', zh: '请先完成此部分。' },
  onb_review_manual_subject: { en: 'Business verification: manual review', zh: '商户认证：人工审核' },
  onb_review_not_submittable: {
    en: 'Business verification cannot be submitted in its current state.',
    zh: '商户认证当前状态下无法提交。',
  },
  // The public contact form (domain/contact.ts).
  onb_contact_name_required: { en: 'Please enter your name.', zh: '请输入您的姓名。' },
  onb_contact_topic_required: { en: 'Please choose what your message is about.', zh: '请选择咨询主题。' },
  onb_contact_message_required: { en: 'Please enter a message.', zh: '请输入留言内容。' },
} as const satisfies Record<string, { en: string; zh: string }>;

export type OnboardingMessageKey = keyof typeof onboardingMessages;
/** Keys the onboarding schemas use from domain/messages.ts (same wording as the spec). */
export type SharedMessageKey = 'email_required' | 'email_invalid' | 'field_too_long' | 'field_invalid';
export type OnboardingIssueKey = OnboardingMessageKey | SharedMessageKey;
