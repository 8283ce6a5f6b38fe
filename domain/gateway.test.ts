import { describe, expect, it } from 'vitest';
import { gatewayCredentialsSchema, maskSecret } from './gateway';

describe('gateway credentials', () => {
  it('accepts a provider, a merchant id and a secret, or no secret (kept)', () => {
    expect(gatewayCredentialsSchema.safeParse({ provider: 'adyen', merchantId: 'Acme_Shop-1', secret: 'sk_live_abcdef123456' }).success).toBe(true);
    expect(gatewayCredentialsSchema.safeParse({ provider: 'adyen', merchantId: 'Acme' }).success).toBe(true);
    expect(gatewayCredentialsSchema.safeParse({ provider: 'adyen', merchantId: 'Acme', secret: '' }).success).toBe(true);
  });

  it('names the field and the rule it breaks', () => {
    // The first issue of each field, as the form shows it.
    const issue = (v: unknown) => {
      const first = new Map<string, string>();
      for (const i of gatewayCredentialsSchema.safeParse(v).error?.issues ?? []) if (!first.has(i.path.join('.'))) first.set(i.path.join('.'), i.message);
      return [...first];
    };
    expect(issue({ provider: 'paypal', merchantId: 'Acme' })).toEqual([['provider', 'field_required']]);
    expect(issue({ provider: 'adyen', merchantId: 'Acme shop' })).toEqual([['merchantId', 'gateway_merchant_id_invalid']]);
    expect(issue({ provider: 'adyen', merchantId: ' ' })).toEqual([['merchantId', 'field_required']]);
    expect(issue({ provider: 'adyen', merchantId: 'Acme', secret: 'short' })).toEqual([['secret', 'gateway_secret_too_short']]);
  });

  it('masks a secret to its last four characters, short ones entirely', () => {
    expect(maskSecret('sk_live_abcdef123456')).toBe('••••••••3456');
    expect(maskSecret('12345678')).toBe('••••••••');
  });
});
