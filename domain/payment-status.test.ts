import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PAYMENT_STATUSES, allowedTransitions, canTransition, displayedPaymentStatus, disputeHoldsPayment, isRefundable, isTerminal,
  paymentEventType, refundEventType, refundableAmount, statusAfterRefunds,
} from './payment-status';
import { DISPUTE_STATUSES } from './disputes/status';

describe('payment statuses (spec section 4)', () => {
  it('are exactly the dashboard statuses', () => {
    expect(PAYMENT_STATUSES).toEqual([
      'incomplete', 'processing', 'uncaptured', 'canceled', 'succeeded', 'failed', 'refunded', 'refundPending', 'partiallyRefunded',
    ]);
  });

  it('allow the lifecycle of a card payment and nothing else', () => {
    expect(canTransition('processing', 'succeeded')).toBe(true);
    expect(canTransition('processing', 'incomplete')).toBe(true);
    expect(canTransition('incomplete', 'processing')).toBe(true);
    expect(canTransition('uncaptured', 'succeeded')).toBe(true);
    expect(canTransition('uncaptured', 'canceled')).toBe(true);
    expect(canTransition('succeeded', 'refundPending')).toBe(true);
    expect(canTransition('refundPending', 'succeeded')).toBe(true);
    expect(canTransition('partiallyRefunded', 'refunded')).toBe(true);
    expect(canTransition('succeeded', 'canceled')).toBe(false);
    expect(canTransition('failed', 'succeeded')).toBe(false);
    expect(canTransition('refunded', 'partiallyRefunded')).toBe(false);
    expect(canTransition('canceled', 'uncaptured')).toBe(false);
    expect(canTransition('uncaptured', 'refunded')).toBe(false);
  });

  it('end in refunded, failed or canceled, and every status can reach an end', () => {
    expect(PAYMENT_STATUSES.filter(isTerminal)).toEqual(['canceled', 'failed', 'refunded']);
    for (const start of PAYMENT_STATUSES) {
      const seen = new Set([start]);
      const queue = [start];
      while (queue.length) {
        for (const next of allowedTransitions(queue.shift()!)) {
          if (seen.has(next)) continue;
          seen.add(next);
          queue.push(next);
        }
      }
      expect([...seen].some(isTerminal), start).toBe(true);
    }
  });

  it('refund only captured payments', () => {
    expect(PAYMENT_STATUSES.filter(isRefundable)).toEqual(['succeeded', 'refundPending', 'partiallyRefunded']);
  });
});

describe('refund arithmetic', () => {
  it('holds back pending refunds and never goes below zero', () => {
    expect(refundableAmount({ amount: 1000, refunded: 300, pending: 200 })).toBe(500);
    expect(refundableAmount({ amount: 1000, refunded: 1000, pending: 0 })).toBe(0);
  });

  it('derives the status from the refunded and pending sums', () => {
    expect(statusAfterRefunds({ amount: 1000, refunded: 0, pending: 0 })).toBe('succeeded');
    expect(statusAfterRefunds({ amount: 1000, refunded: 1, pending: 0 })).toBe('partiallyRefunded');
    expect(statusAfterRefunds({ amount: 1000, refunded: 1000, pending: 0 })).toBe('refunded');
    expect(statusAfterRefunds({ amount: 1000, refunded: 500, pending: 500 })).toBe('refundPending');
  });

  it('moves between refund statuses only by allowed transitions', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 6 }), (amount, shares) => {
        let refunded = 0;
        let status = statusAfterRefunds({ amount, refunded, pending: 0 });
        for (const share of shares) {
          const part = Math.min(refundableAmount({ amount, refunded, pending: 0 }), Math.max(1, Math.floor(amount * share)));
          if (part <= 0) break;
          const pending = statusAfterRefunds({ amount, refunded, pending: part });
          expect(pending === status || canTransition(status, pending)).toBe(true);
          refunded += part;
          const done = statusAfterRefunds({ amount, refunded, pending: 0 });
          expect(canTransition(pending, done)).toBe(true);
          status = done;
        }
        expect(refunded).toBeLessThanOrEqual(amount);
      }),
    );
  });
});

describe('event types', () => {
  it('name the status the object reached', () => {
    expect(paymentEventType('succeeded')).toBe('payment.succeeded');
    expect(paymentEventType('partiallyRefunded')).toBe('payment.partially_refunded');
    expect(paymentEventType('refundPending')).toBe('payment.refund_pending');
    expect(refundEventType('refundPending')).toBe('refund.created');
    expect(refundEventType('refunded')).toBe('refund.succeeded');
    expect(refundEventType('failed')).toBe('refund.failed');
  });
});

describe('the status a payment shows', () => {
  it('is "disputed" while a dispute is open on it, its own status otherwise', () => {
    expect(displayedPaymentStatus({ status: 'succeeded', openDisputeId: 'dp_1' })).toBe('disputed');
    expect(displayedPaymentStatus({ status: 'partiallyRefunded', openDisputeId: 'dp_1' })).toBe('disputed');
    expect(displayedPaymentStatus({ status: 'succeeded', openDisputeId: null })).toBe('succeeded');
  });

  it('counts a dispute as open until it closes', () => {
    expect(DISPUTE_STATUSES.filter(disputeHoldsPayment)).toEqual(['warning_needs_response', 'needs_response', 'under_review']);
  });
});
