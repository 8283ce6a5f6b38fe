import { describe, expect, it } from 'vitest';
import { keyScopeRefusal } from './api-key-messages';
import {
  API_KEY_FORM_DEFAULTS,
  apiKeyFormSchema,
  createApiKeySchema,
  DEFAULT_API_KEY_NAMES,
  expiryInstant,
  gettingStartedKeys,
  hasDefaultName,
  isLastStandardKey,
  keyState,
  keyWorks,
  rollApiKeySchema,
} from './api-keys';
import { messages } from './messages';

describe('hasDefaultName', () => {
  it('tells the names the system gives from names a merchant wrote', () => {
    expect(hasDefaultName({ kind: 'publishable', name: DEFAULT_API_KEY_NAMES.publishable })).toBe(true);
    expect(hasDefaultName({ kind: 'secret', name: 'Secret key' })).toBe(true);
    expect(hasDefaultName({ kind: 'secret', name: 'Publishable key' })).toBe(false);
    expect(hasDefaultName({ kind: 'secret', name: 'Checkout server' })).toBe(false);
  });
});

const now = new Date('2026-11-25T12:00:00Z');

describe('rolling a key', () => {
  it('turns each expiry choice into the instant the old key stops', () => {
    expect(expiryInstant('now', now).toISOString()).toBe('2026-11-25T12:00:00.000Z');
    expect(expiryInstant('1h', now).toISOString()).toBe('2026-11-25T13:00:00.000Z');
    expect(expiryInstant('24h', now).toISOString()).toBe('2026-11-26T12:00:00.000Z');
    expect(expiryInstant('7d', now).toISOString()).toBe('2026-12-02T12:00:00.000Z');
  });

  it('takes only those choices, and needs one', () => {
    expect(rollApiKeySchema.safeParse({ expireOld: '1h' }).success).toBe(true);
    expect(rollApiKeySchema.safeParse({ expireOld: '2h' }).error?.issues[0]?.path).toEqual(['expireOld']);
    expect(rollApiKeySchema.safeParse({}).error?.issues[0]?.message).toBe('api_key_expiry_required');
  });

  it('a key works until its expiry, not at it', () => {
    expect(keyState({ expiresAt: null }, now)).toBe('active');
    expect(keyState({ expiresAt: new Date(now.getTime() + 1) }, now)).toBe('expiring');
    expect(keyState({ expiresAt: now.toISOString() }, now)).toBe('expired');
    expect(keyWorks({ expiresAt: expiryInstant('now', now) }, now)).toBe(false);
    expect(keyWorks({ expiresAt: expiryInstant('1h', now) }, new Date(now.getTime() + 3599_000))).toBe(true);
  });
});

describe('creating a key', () => {
  it('needs a name of at most 100 printable characters, trimmed', () => {
    expect(createApiKeySchema.parse({ name: '  Checkout server ' }).name).toBe('Checkout server');
    expect(createApiKeySchema.safeParse({ name: '   ' }).error?.issues[0]?.message).toBe('api_key_name_required');
    expect(createApiKeySchema.safeParse({}).error?.issues[0]?.message).toBe('api_key_name_required');
    expect(createApiKeySchema.safeParse({ name: 'x'.repeat(101) }).error?.issues[0]?.message).toBe('api_key_name_too_long');
    expect(createApiKeySchema.safeParse({ name: 'a\u0007b' }).error?.issues[0]?.message).toBe('text_invalid_characters');
  });

  it('is restricted when it names scopes that grant something', () => {
    expect(createApiKeySchema.parse({ name: 'Reports', scopes: { payments: 'read' } }).scopes).toEqual({ payments: 'read' });
    expect(createApiKeySchema.safeParse({ name: 'Reports', scopes: { payments: 'none' } }).error?.issues[0]?.path).toEqual(['scopes']);
    expect(createApiKeySchema.safeParse({ name: 'Reports', scopes: { payments: 'admin' } }).success).toBe(false);
    expect(createApiKeySchema.safeParse({ name: 'Reports', livemode: true }).success).toBe(false);
  });
});

const key = (id: string, kind: 'publishable' | 'secret', extra: { scopes?: { payments: 'read' } | null; expiresAt?: Date | null; createdAt?: Date } = {}) => ({
  id,
  kind,
  scopes: extra.scopes ?? null,
  expiresAt: extra.expiresAt ?? null,
  createdAt: extra.createdAt ?? now,
});

describe('which keys matter', () => {
  it('the last standard key of a kind in use is rolled, not deleted', () => {
    const sk = key('sk1', 'secret');
    const restricted = key('rk', 'secret', { scopes: { payments: 'read' } });
    const pk = key('pk', 'publishable');
    expect(isLastStandardKey(sk, [sk, restricted, pk])).toBe(true);
    expect(isLastStandardKey(restricted, [sk, restricted, pk])).toBe(false);
    const successor = key('sk2', 'secret');
    const rolled = { ...sk, expiresAt: new Date(now.getTime() + 3600_000) };
    expect(isLastStandardKey(rolled, [rolled, successor])).toBe(false);
    expect(isLastStandardKey(successor, [rolled, successor])).toBe(true);
    expect(isLastStandardKey(pk, [sk, pk, key('pk2', 'publishable')])).toBe(false);
  });

  it('the overview shows the oldest standard key of each kind still working', () => {
    const old = key('sk1', 'secret', { createdAt: new Date('2026-01-01'), expiresAt: new Date(now.getTime() - 1) });
    const current = key('sk2', 'secret', { createdAt: new Date('2026-02-01') });
    const later = key('sk3', 'secret', { createdAt: new Date('2026-03-01') });
    const restricted = key('rk', 'secret', { scopes: { payments: 'read' }, createdAt: new Date('2025-01-01') });
    const pk = key('pk', 'publishable');
    expect(gettingStartedKeys([later, restricted, old, current, pk], now).map((k) => k.id)).toEqual(['pk', 'sk2']);
  });
});

describe('scope refusals', () => {
  it('name the resource and the missing level in both languages', () => {
    expect(keyScopeRefusal('refunds', 'write', 'en')).toBe('This restricted key has no write access to refunds.');
    expect(keyScopeRefusal('payment-links', 'read', 'zh')).toBe('该受限密钥没有支付链接的读取权限。');
  });

  it('every message of the area exists in both languages', () => {
    for (const k of ['api_key_name_required', 'api_key_expired', 'api_key_last_standard', 'api_keys_too_many'] as const) {
      expect(messages[k].en.length).toBeGreaterThan(0);
      expect(messages[k].zh).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});

describe('the create form', () => {
  it('sends a standard key without scopes, a restricted one with them', () => {
    expect(apiKeyFormSchema.parse({ ...API_KEY_FORM_DEFAULTS, name: 'Orders', scopes: { ...API_KEY_FORM_DEFAULTS.scopes, payments: 'write' } })).toEqual({ name: 'Orders' });
    const restricted = { ...API_KEY_FORM_DEFAULTS, name: 'Reports', access: 'restricted', scopes: { ...API_KEY_FORM_DEFAULTS.scopes, payments: 'read' } };
    const input = apiKeyFormSchema.parse(restricted);
    expect(input.scopes?.payments).toBe('read');
    expect(createApiKeySchema.safeParse(input).success).toBe(true);
  });

  it('asks a restricted key to grant something, under the scopes', () => {
    const issue = apiKeyFormSchema.safeParse({ ...API_KEY_FORM_DEFAULTS, name: 'Nothing', access: 'restricted' }).error?.issues[0];
    expect(issue).toMatchObject({ path: ['scopes'], message: 'api_key_scope_required' });
  });
});
