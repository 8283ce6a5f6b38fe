// Messages of website service requests, in both languages, merged into domain/messages.ts.
export const serviceRequestMessages = {
  service_goal_short: { en: 'Describe what you want in at least 20 characters.', zh: '请用至少 20 个字符描述您的需求。' },
  service_items_required: { en: 'List at least one page (website) or keyword (SEO).', zh: '请至少填写一个页面（网站）或关键词（SEO）。' },
  service_items_too_many: { en: 'List at most 20 pages or keywords.', zh: '页面或关键词最多 20 个。' },
  service_item_invalid: { en: 'Each page or keyword is 1 to 60 characters.', zh: '每个页面或关键词为 1 到 60 个字符。' },
  service_url_required: { en: 'Enter the website to optimise.', zh: '请输入需要优化的网站地址。' },
  service_url_invalid: { en: 'Enter a website address starting with http:// or https://.', zh: '请输入以 http:// 或 https:// 开头的网站地址。' },
  service_message_empty: { en: 'Write a message.', zh: '请输入消息内容。' },
  service_request_not_open: { en: 'This request is closed: it takes no more messages.', zh: '该服务请求已关闭，无法再发送消息。' },
  service_request_not_cancelable: { en: 'Only a submitted request can be canceled; the team has already started.', zh: '只有已提交的请求可以取消，服务团队已开始处理。' },
  service_request_finished: { en: 'This request is already delivered or canceled.', zh: '该服务请求已交付或已取消。' },
  service_request_test_mode_only: { en: 'The simulator runs in test mode only.', zh: '模拟器仅在测试模式下可用。' },
} as const satisfies Record<string, { en: string; zh: string }>;
