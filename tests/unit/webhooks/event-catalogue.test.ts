import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_EVENTS, endpointReceives, EVENT_TYPES, isEventType } from '../../../domain/webhooks/event-types';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return sources(p);
    return p.endsWith('.ts') && !p.endsWith('.test.ts') ? [p] : [];
  });
}

describe('the event type catalogue', () => {
  it('holds every event type the server writes', () => {
    const written = new Set<string>();
    for (const file of [...sources('server'), ...sources('domain')]) {
      for (const m of readFileSync(file, 'utf8').matchAll(/'((?:payment|refund|invoice|payment_link|payment_methods|dispute)\.[a-z_]+)'/g)) written.add(m[1]!);
    }
    expect(written.size).toBeGreaterThan(20);
    expect([...written].filter((t) => !isEventType(t))).toEqual([]);
  });

  it('derives the payment types from the statuses, and matches subscriptions', () => {
    expect(EVENT_TYPES).toContain('payment.partially_refunded');
    expect(EVENT_TYPES).toContain('payment.refund_pending');
    expect(endpointReceives(['payment.succeeded'], 'payment.succeeded')).toBe(true);
    expect(endpointReceives(['payment.succeeded'], 'refund.created')).toBe(false);
    expect(endpointReceives([ALL_EVENTS], 'dispute.closed')).toBe(true);
  });
});
