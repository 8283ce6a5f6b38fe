import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret, secretKeyFrom } from './secret-box';

describe('secret box', () => {
  const key = secretKeyFrom('a test key of this run');
  it('seals a secret that opens only with its key and its context', () => {
    const sealed = sealSecret(key, 'sk_live_abcdef123456', 'acct_1:live');
    expect(sealed).not.toContain('abcdef');
    expect(sealed).not.toBe(sealSecret(key, 'sk_live_abcdef123456', 'acct_1:live'));
    expect(openSecret(key, sealed, 'acct_1:live')).toBe('sk_live_abcdef123456');
    expect(() => openSecret(key, sealed, 'acct_2:live')).toThrow();
    expect(() => openSecret(secretKeyFrom('another key'), sealed, 'acct_1:live')).toThrow();
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(() => openSecret(key, tampered, 'acct_1:live')).toThrow();
  });
});
