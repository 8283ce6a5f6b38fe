// The webhooks area's messages (refusals of an endpoint) in both languages; zod-free, merged into domain/messages.ts.
export const webhookMessages = {
  webhook_url_invalid: { en: 'Enter an http or https URL without a user name or password.', zh: '请输入不含用户名或密码的 http 或 https 地址。' },
  webhook_url_not_public: {
    en: 'Live mode delivers only to public addresses, not to this machine or a private network.',
    zh: '正式模式只能发送到公网地址，不能发送到本机或内网。',
  },
  webhook_url_private: {
    en: 'Webhooks are delivered only to public addresses, not to this machine or a private network.',
    zh: 'Webhook 只能发送到公网地址，不能发送到本机或内网。',
  },
  webhook_url_https_required: { en: 'Live mode delivers over https only.', zh: '正式模式只能通过 https 发送。' },
  webhook_event_unknown: { en: 'This event type does not exist.', zh: '该事件类型不存在。' },
  webhook_events_required: { en: 'Choose at least one event type.', zh: '请至少选择一种事件类型。' },
  webhook_endpoints_too_many: { en: 'A mode can have at most 16 endpoints.', zh: '每种模式最多可添加 16 个端点。' },
  webhook_test_object_missing: {
    en: 'There is no test-mode object of this kind yet to build a test event from.',
    zh: '测试模式下还没有此类对象，无法生成测试事件。',
  },
  api_key_scope_required: { en: 'Give the key read or write access to at least one resource.', zh: '请至少为该密钥授予一种资源的读取或写入权限。' },
  api_key_invalid: {
    en: 'This API key is not valid for this mode: use a secret key (sk_test_ on /test/api, sk_live_ on /api).',
    zh: '该 API 密钥不适用于此模式：请使用密钥（/test/api 用 sk_test_，/api 用 sk_live_）。',
  },
} as const;
