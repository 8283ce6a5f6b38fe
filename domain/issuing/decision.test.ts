import { describe, expect, it } from 'vitest';
import { verdictOf, type DecisionCall } from './decision';

const ok = (body: string, status = 200): DecisionCall => ({ status, body, error: null, timedOut: false });

describe('the real-time decision verdict', () => {
  it('takes the endpoint answer, with its reason on a decline', () => {
    expect(verdictOf(ok('{"approved":true}'), 'decline')).toEqual({ approved: true, decidedBy: 'webhook', reason: null });
    expect(verdictOf(ok('{"approved":false,"reason":"  travel only  "}'), 'approve')).toEqual({ approved: false, decidedBy: 'webhook', reason: 'travel only' });
    expect(verdictOf(ok(`{"approved":false,"reason":"${'x'.repeat(300)}"}`), 'approve').reason).toHaveLength(200);
  });

  it('falls back on a timeout, an error, a non-2xx status or a bad body, as the account chose', () => {
    expect(verdictOf({ status: null, body: null, error: 'no answer', timedOut: true }, 'approve')).toEqual({ approved: true, decidedBy: 'fallback_timeout', reason: null });
    expect(verdictOf({ status: null, body: null, error: 'ECONNREFUSED', timedOut: false }, 'decline')).toEqual({ approved: false, decidedBy: 'fallback_error', reason: null });
    for (const bad of [ok('{"approved":false}', 500), ok('not json'), ok('{"approved":"yes"}'), ok('{}')]) {
      expect(verdictOf(bad, 'decline')).toEqual({ approved: false, decidedBy: 'fallback_error', reason: null });
    }
  });
});
