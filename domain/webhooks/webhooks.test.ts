import { describe, expect, it } from 'vitest';
import { endpointInputSchema, endpointUrlIssue, isPublicAddress } from './endpoint';
import { isDelivered, nextAttemptAt, RETRY_WINDOW_MS, shouldDisable } from './retry';

describe('endpoint addresses', () => {
  it('takes public addresses only in live mode', () => {
    for (const ip of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111']) expect(isPublicAddress(ip), ip).toBe(true);
    for (const ip of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fc00::1', 'fe80::1', '::ffff:127.0.0.1', '224.0.0.1', 'nope']) {
      expect(isPublicAddress(ip), ip).toBe(false);
    }
  });

  it('judges endpoint URLs by mode', () => {
    expect(endpointUrlIssue('https://hooks.example.com/stripe', true)).toBeNull();
    expect(endpointUrlIssue('http://hooks.example.com/x', true)).toBe('webhook_url_https_required');
    for (const url of ['https://localhost/x', 'https://127.0.0.1/x', 'https://[::1]/x', 'https://10.0.0.5/x', 'https://169.254.169.254/latest', 'https://db.internal/x', 'https://printer.local/x', 'https://intranet/x', 'https://2130706433/x', 'https://0x7f000001/x']) {
      expect(endpointUrlIssue(url, true), url).toBe('webhook_url_not_public');
    }
    for (const url of ['ftp://example.com/x', 'not a url', 'https://user:pw@example.com/x', 'javascript:alert(1)']) expect(endpointUrlIssue(url, true), url).toBe('webhook_url_invalid');
    // Test mode: the SPA leaves loopback to the server (WEBHOOK_LOOPBACK); the server passes its setting.
    expect(endpointUrlIssue('http://127.0.0.1:4000/hooks', false)).toBeNull();
    expect(endpointUrlIssue('http://127.0.0.1:4000/hooks', false, { allowLoopback: false })).toBe('webhook_url_private');
    for (const url of ['http://10.0.0.5/x', 'http://[::127.0.0.1]/x', 'http://[::ffff:7f00:1]/x', 'http://100.64.0.1/x']) {
      expect(endpointUrlIssue(url, false), url).toBe('webhook_url_private');
    }
    expect(isPublicAddress('::127.0.0.1')).toBe(false);
    expect(isPublicAddress('::8.8.8.8')).toBe(false);
    expect(endpointUrlIssue('ftp://127.0.0.1/x', false)).toBe('webhook_url_invalid');
  });

  it('refuses unknown event types and empty subscriptions', () => {
    expect(endpointInputSchema.safeParse({ url: 'https://a.example/x', enabledEvents: ['payment.succeeded', '*'] }).success).toBe(true);
    const unknown = endpointInputSchema.safeParse({ url: 'https://a.example/x', enabledEvents: ['payment.exploded'] });
    expect(unknown.success).toBe(false);
    expect(unknown.error?.issues[0]?.message).toBe('webhook_event_unknown');
    expect(endpointInputSchema.safeParse({ url: 'https://a.example/x', enabledEvents: [] }).error?.issues[0]?.message).toBe('webhook_events_required');
  });
});

describe('retries', () => {
  it('backs off exponentially and stops after three days', () => {
    const first = new Date('2026-01-01T00:00:00Z');
    expect(nextAttemptAt(first, 1, first)?.toISOString()).toBe('2026-01-01T00:01:00.000Z');
    expect(nextAttemptAt(first, 2, first)?.toISOString()).toBe('2026-01-01T00:05:00.000Z');
    expect(nextAttemptAt(first, 9, first)?.toISOString()).toBe('2026-01-01T10:00:00.000Z');
    const late = new Date(first.getTime() + RETRY_WINDOW_MS - 3600_000);
    expect(nextAttemptAt(first, 12, late)).toBeNull();
    expect(isDelivered(204)).toBe(true);
    expect(isDelivered(302)).toBe(false);
    expect(isDelivered(null)).toBe(false);
    expect(shouldDisable(first, new Date(first.getTime() + RETRY_WINDOW_MS))).toBe(true);
    expect(shouldDisable(first, new Date(first.getTime() + RETRY_WINDOW_MS - 1))).toBe(false);
    expect(shouldDisable(null, late)).toBe(false);
  });
});
