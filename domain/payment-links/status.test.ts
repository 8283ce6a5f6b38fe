import { describe, expect, it } from 'vitest';
import { isLinkExpired, linkStatusAfter, PAYMENT_LINK_STATUSES } from './status';

describe('linkStatusAfter', () => {
  it('a success makes the link succeeded for good; a failure counts only while it never succeeded', () => {
    expect(linkStatusAfter('incomplete', 'succeeded')).toBe('succeeded');
    expect(linkStatusAfter('failed', 'succeeded')).toBe('succeeded');
    expect(linkStatusAfter('incomplete', 'failed')).toBe('failed');
    expect(linkStatusAfter('succeeded', 'failed')).toBe('succeeded');
    expect(linkStatusAfter('failed', 'failed')).toBe('failed');
  });

  it('a 3-D Secure wait changes nothing and a deactivated link stays deactivated', () => {
    for (const s of PAYMENT_LINK_STATUSES) expect(linkStatusAfter(s, 'requires_action')).toBe(s);
    expect(linkStatusAfter('deactivated', 'succeeded')).toBe('deactivated');
    expect(linkStatusAfter('deactivated', 'failed')).toBe('deactivated');
  });
});

describe('isLinkExpired', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  it('is expired from the expiry instant on; no expiry never expires', () => {
    expect(isLinkExpired({ expiresAt: null }, now)).toBe(false);
    expect(isLinkExpired({ expiresAt: new Date('2026-06-01T12:00:01Z') }, now)).toBe(false);
    expect(isLinkExpired({ expiresAt: '2026-06-01T12:00:00Z' }, now)).toBe(true);
    expect(isLinkExpired({ expiresAt: new Date('2026-05-01T00:00:00Z') }, now)).toBe(true);
  });
});
