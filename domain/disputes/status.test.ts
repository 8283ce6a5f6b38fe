import { describe, expect, it } from 'vitest';
import {
  DISPUTE_STATUSES, countdown, disputeFee, isClosed, ledgerEffect, move, openingStatus, refundableWithDisputes, reminderTimes,
  responseDeadline, type DisputeStatus,
} from './status';

const opened = new Date('2026-11-20T00:00:00Z');
const due = responseDeadline(opened);
const before = new Date(due.getTime() - 1);

describe('dispute moves', () => {
  it('opens an inquiry as warning_needs_response and a chargeback as needs_response, due 7 days later', () => {
    expect(openingStatus('inquiry')).toBe('warning_needs_response');
    expect(openingStatus('chargeback')).toBe('needs_response');
    expect(due.toISOString()).toBe('2026-11-27T00:00:00.000Z');
  });

  it('takes drafts, a submission or an acceptance while it awaits a response and before the deadline', () => {
    for (const status of ['warning_needs_response', 'needs_response'] as const) {
      const d = { status, dueBy: due };
      expect(move(d, 'saveDraft', before)).toEqual({ ok: true, to: status });
      expect(move(d, 'submit', before)).toEqual({ ok: true, to: 'under_review' });
      expect(move(d, 'accept', before)).toEqual({ ok: true, to: 'accepted' });
      expect(move(d, 'win', before)).toEqual({ ok: false, refusal: 'dispute_not_under_review' });
      expect(move(d, 'expire', before)).toEqual({ ok: false, refusal: 'dispute_deadline_not_reached' });
    }
  });

  it('refuses a late submission or draft at the deadline instant, still lets it be accepted, and expires it', () => {
    const d = { status: 'needs_response' as const, dueBy: due };
    expect(move(d, 'submit', due)).toEqual({ ok: false, refusal: 'dispute_deadline_passed' });
    expect(move(d, 'saveDraft', due)).toEqual({ ok: false, refusal: 'dispute_deadline_passed' });
    expect(move(d, 'accept', due)).toEqual({ ok: true, to: 'accepted' });
    expect(move(d, 'expire', due)).toEqual({ ok: true, to: 'expired' });
  });

  it('refuses a second submission and decides only what is under review', () => {
    const d = { status: 'under_review' as const, dueBy: due };
    expect(move(d, 'submit', before)).toEqual({ ok: false, refusal: 'dispute_already_submitted' });
    expect(move(d, 'accept', before)).toEqual({ ok: false, refusal: 'dispute_already_submitted' });
    expect(move(d, 'expire', due)).toEqual({ ok: false, refusal: 'dispute_already_submitted' });
    expect(move(d, 'win', due)).toEqual({ ok: true, to: 'won' });
    expect(move(d, 'lose', due)).toEqual({ ok: true, to: 'lost' });
  });

  it('changes nothing of a closed dispute', () => {
    const closed = DISPUTE_STATUSES.filter(isClosed);
    expect(closed).toEqual(['won', 'lost', 'accepted', 'expired']);
    for (const status of closed) {
      for (const action of ['saveDraft', 'submit', 'accept', 'expire', 'win', 'lose'] as const) {
        expect(move({ status, dueBy: due }, action, before), `${status} ${action}`).toEqual({ ok: false, refusal: 'dispute_closed' });
      }
    }
  });
});

describe('dispute money', () => {
  it('withdraws a chargeback when it opens and reinstates it only when won; an inquiry moves nothing', () => {
    expect(ledgerEffect('chargeback', 'opened')).toBe('withdraw');
    expect(ledgerEffect('chargeback', 'won')).toBe('reinstate');
    for (const to of ['lost', 'accepted', 'expired', 'under_review'] as DisputeStatus[]) expect(ledgerEffect('chargeback', to)).toBeNull();
    for (const to of ['opened', 'won', 'lost'] as const) expect(ledgerEffect('inquiry', to)).toBeNull();
  });

  it('charges a fee of 15.00 in major units', () => {
    expect(disputeFee(2)).toBe(1500);
    expect(disputeFee(3)).toBe(15000);
    expect(disputeFee(0)).toBe(1500);
  });

  it('keeps disputed amounts from being refunded unless the dispute was won', () => {
    expect(refundableWithDisputes(10_000, [])).toBe(10_000);
    expect(refundableWithDisputes(10_000, [{ amount: 4_000, status: 'needs_response' }])).toBe(6_000);
    expect(refundableWithDisputes(10_000, [{ amount: 4_000, status: 'won' }, { amount: 7_000, status: 'lost' }])).toBe(3_000);
    expect(refundableWithDisputes(5_000, [{ amount: 8_000, status: 'under_review' }])).toBe(0);
  });
});

describe('deadline', () => {
  it('reminds 72 and 24 hours before, leaving out reminders already past', () => {
    expect(reminderTimes(due, opened).map((r) => [r.hoursBefore, r.at.toISOString()])).toEqual([
      [72, '2026-11-24T00:00:00.000Z'], [24, '2026-11-26T00:00:00.000Z'],
    ]);
    expect(reminderTimes(due, new Date('2026-11-25T00:00:00Z')).map((r) => r.hoursBefore)).toEqual([24]);
    expect(reminderTimes(due, due)).toEqual([]);
  });

  it('counts down in days, hours and minutes, and says when it is past', () => {
    expect(countdown(due, new Date('2026-11-25T21:29:30Z'))).toEqual({ days: 1, hours: 2, minutes: 30, past: false });
    expect(countdown(due, due)).toEqual({ days: 0, hours: 0, minutes: 0, past: true });
  });
});
