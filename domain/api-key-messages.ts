// The API keys area's messages in both languages (refusals when creating, rolling, deleting or calling with a key);
// zod-free, merged into domain/messages.ts. The scope refusal names the resource in the reader's language.
import { keyResourceOf, type KeyResource } from './api-key-scopes';

export const apiKeyMessages = {
  api_key_name_required: { en: 'Enter a name for the key.', zh: '请输入密钥名称。' },
  api_key_name_too_long: { en: 'The name can be at most 100 characters.', zh: '名称最多 100 个字符。' },
  api_key_expiry_required: { en: 'Choose when the old key stops working.', zh: '请选择旧密钥的失效时间。' },
  api_key_expiring: {
    en: 'This key is already being replaced: roll its successor, or delete it to stop it now.',
    zh: '该密钥已在更换中：请轮换新密钥，或删除它以立即停用。',
  },
  api_key_expired: { en: 'This key has expired.', zh: '该密钥已过期。' },
  api_key_last_standard: {
    en: 'This is the mode’s only standard key of its kind in use: roll it instead of deleting it.',
    zh: '这是该模式下唯一在用的此类标准密钥：请轮换，而不是删除。',
  },
  api_key_publishable_restricted: { en: 'Only secret keys can be restricted.', zh: '只有密钥可以设为受限。' },
  api_keys_too_many: { en: 'A mode can hold at most 50 secret keys. Delete keys you no longer use.', zh: '每种模式最多 50 个密钥，请删除不再使用的密钥。' },
} as const;

const RESOURCE_NAMES: Record<KeyResource, { en: string; zh: string }> = {
  payments: { en: 'payments', zh: '支付' },
  refunds: { en: 'refunds', zh: '退款' },
  customers: { en: 'customers', zh: '客户' },
  invoices: { en: 'invoices', zh: '账单' },
  'payment-links': { en: 'payment links', zh: '支付链接' },
  disputes: { en: 'disputes', zh: '争议' },
  'webhook-endpoints': { en: 'webhook endpoints', zh: 'Webhook 端点' },
  balance: { en: 'balance', zh: '余额' },
  topups: { en: 'top-ups', zh: '充值' },
  transfers: { en: 'transfers', zh: '转账' },
  settlements: { en: 'settlements', zh: '结算' },
  reports: { en: 'reports', zh: '报表' },
  payouts: { en: 'payouts', zh: '付款' },
  beneficiaries: { en: 'beneficiaries', zh: '收款人' },
  'smart-account': { en: 'the smart account', zh: '智能账户' },
  cardholders: { en: 'cardholders', zh: '持卡人' },
  cards: { en: 'cards', zh: '卡片' },
  'issuing-balance': { en: 'issuing balance', zh: '发卡余额' },
  'issuing-authorizations': { en: 'authorizations', zh: '授权' },
  'issuing-transactions': { en: 'card transactions', zh: '卡片交易' },
  coupons: { en: 'coupons', zh: '优惠券' },
  plans: { en: 'plans', zh: '套餐' },
  subscriptions: { en: 'subscriptions', zh: '订阅' },
  membership: { en: 'membership', zh: '会员' },
  'service-requests': { en: 'website service requests', zh: '网站服务请求' },
};

/** The answer to a restricted key calling beyond its scopes: which resource, and whether it lacked read or write. */
export function keyScopeRefusal(resource: string, level: 'read' | 'write', lang: 'en' | 'zh'): string {
  const scope = keyResourceOf(resource);
  const name = (scope && RESOURCE_NAMES[scope][lang]) ?? resource;
  return lang === 'zh'
    ? `该受限密钥没有${name}的${level === 'read' ? '读取' : '写入'}权限。`
    : `This restricted key has no ${level} access to ${name}.`;
}
