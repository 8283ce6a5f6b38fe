// Gateway (/gateway, spec section 2): the account's own acquiring gateway credentials per mode, beside the payment-method
// configuration (/settingspayments). The secret is written, never read back: the server stores it encrypted
// (server/lib/secret-box.ts) and answers it masked (maskSecret).
import { z } from 'zod';

export const GATEWAY_PROVIDERS = ['stripe', 'adyen', 'checkout_com', 'worldpay'] as const;
export type GatewayProvider = (typeof GATEWAY_PROVIDERS)[number];
/** The providers' own names, the same in every language. */
export const GATEWAY_PROVIDER_NAMES: Readonly<Record<GatewayProvider, string>> = {
  stripe: 'Stripe', adyen: 'Adyen', checkout_com: 'Checkout.com', worldpay: 'Worldpay',
};

const MERCHANT_ID = /^[A-Za-z0-9_.-]+$/;

/** What the form sends: the provider, the merchant id at the provider and the secret (only when it changes). */
export const gatewayCredentialsSchema = z
  .object({
    provider: z.enum(GATEWAY_PROVIDERS, { error: 'field_required' }),
    merchantId: z
      .string({ error: 'field_required' })
      .trim()
      .min(1, 'field_required')
      .max(64, 'field_too_long')
      .regex(MERCHANT_ID, 'gateway_merchant_id_invalid'),
    /** Absent or empty keeps the stored secret; a first save needs one (the server says so). */
    secret: z.string().trim().max(256, 'field_too_long').refine((s) => s === '' || s.length >= 12, 'gateway_secret_too_short').optional(),
  })
  .strict();
export type GatewayCredentialsInput = z.infer<typeof gatewayCredentialsSchema>;

/** What the API answers: the secret only masked. */
export const gatewayCredentialsRecordSchema = z.object({
  provider: z.enum(GATEWAY_PROVIDERS),
  merchantId: z.string(),
  secretMasked: z.string(),
  updatedAt: z.string(),
});
export type GatewayCredentialsRecord = z.infer<typeof gatewayCredentialsRecordSchema>;

/** '••••••••' and the last four characters; a secret of eight or fewer characters shows nothing of itself. */
export function maskSecret(secret: string): string {
  return secret.length > 8 ? `••••••••${secret.slice(-4)}` : '••••••••';
}

export const gatewayMessages = {
  gateway_merchant_id_invalid: {
    en: 'Use letters, digits, dots, dashes and underscores only.',
    zh: '只能使用字母、数字、点、连字符和下划线。',
  },
  gateway_secret_too_short: { en: 'The secret key must be at least 12 characters.', zh: '密钥至少需要 12 个字符。' },
  gateway_secret_required: { en: 'Enter the secret key of your gateway.', zh: '请输入网关的密钥。' },
} as const;
