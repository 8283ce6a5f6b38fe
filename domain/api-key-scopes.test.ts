import { describe, expect, it } from 'vitest';
import { keyAllows, keyScopesSchema, levelNeeded } from './api-key-scopes';

describe('restricted keys', () => {
  it('read covers list, show and export; write covers the rest', () => {
    expect(levelNeeded('list')).toBe('read');
    expect(levelNeeded('export')).toBe('read');
    expect(levelNeeded('create')).toBe('write');
    expect(levelNeeded('refund')).toBe('write');
    const scopes = { payments: 'read' as const, refunds: 'write' as const };
    expect(keyAllows(scopes, 'payments', 'show')).toBe(true);
    expect(keyAllows(scopes, 'payments', 'capture')).toBe(false);
    expect(keyAllows(scopes, 'refunds', 'create')).toBe(true);
    expect(keyAllows(scopes, 'customers', 'list')).toBe(false);
  });

  it('a standard key reaches the merchant API only, never team, onboarding or operations', () => {
    expect(keyAllows(null, 'payments', 'create')).toBe(true);
    expect(keyAllows(null, 'disputes', 'edit')).toBe(true);
    for (const resource of ['coupons', 'plans', 'subscriptions']) expect(keyAllows(null, resource, 'create'), resource).toBe(true);
    expect(keyAllows({ subscriptions: 'read' }, 'subscriptions', 'clock')).toBe(false);
    expect(keyAllows({ coupons: 'read' }, 'coupons', 'show')).toBe(true);
    for (const resource of ['team', 'onboarding', 'contract', 'ops-jobs', 'api-keys']) expect(keyAllows(null, resource, 'list'), resource).toBe(false);
  });

  it('a restricted key grants something', () => {
    expect(keyScopesSchema.safeParse({ payments: 'read' }).success).toBe(true);
    expect(keyScopesSchema.safeParse({ payments: 'none' }).error?.issues[0]?.message).toBe('api_key_scope_required');
    expect(keyScopesSchema.safeParse({ team: 'write' }).success).toBe(false);
  });
});
