import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES } from './payment-status';
import { flowOf, legacyFilterParts, legacyStatusOf, legacySteps } from './legacy-flow';

describe('legacyStatusOf', () => {
  it('is null for every payment of the dashboard flow', () => {
    for (const status of PAYMENT_STATUSES) expect(legacyStatusOf({ status, legacyStage: null })).toBeNull();
    expect(flowOf({ legacyStage: null })).toBe('dashboard');
    expect(flowOf({ legacyStage: 'paid' })).toBe('legacy');
  });

  it('shows the stage while it stands, Refunded once fully refunded', () => {
    expect(legacyStatusOf({ status: 'succeeded', legacyStage: 'paid' })).toBe('paid');
    expect(legacyStatusOf({ status: 'succeeded', legacyStage: 'guaranteed' })).toBe('guaranteed');
    expect(legacyStatusOf({ status: 'succeeded', legacyStage: 'delivered' })).toBe('delivered');
    expect(legacyStatusOf({ status: 'partiallyRefunded', legacyStage: 'delivered' })).toBe('delivered');
    expect(legacyStatusOf({ status: 'refundPending', legacyStage: 'guaranteed' })).toBe('guaranteed');
    expect(legacyStatusOf({ status: 'refunded', legacyStage: 'guaranteed' })).toBe('refunded');
  });
});

describe('legacySteps', () => {
  it('draws Paid → Guaranteed → Delivered up to the stage', () => {
    expect(legacySteps('guaranteed', 'guaranteed')).toEqual([
      { step: 'paid', reached: true, current: false },
      { step: 'guaranteed', reached: true, current: true },
      { step: 'delivered', reached: false, current: false },
    ]);
    expect(legacySteps('paid', 'paid').filter((s) => s.reached).map((s) => s.step)).toEqual(['paid']);
    expect(legacySteps('delivered', 'delivered').every((s) => s.reached)).toBe(true);
  });

  it('ends in Refunded after the stage the refund came at', () => {
    expect(legacySteps('refunded', 'paid').map((s) => s.step)).toEqual(['paid', 'refunded']);
    expect(legacySteps('refunded', 'guaranteed').map((s) => [s.step, s.current])).toEqual([['paid', false], ['guaranteed', false], ['refunded', true]]);
  });
});

describe('legacyFilterParts', () => {
  it('splits the chosen statuses into stages and the refunded flag', () => {
    expect(legacyFilterParts(['paid', 'delivered'])).toEqual({ stages: ['paid', 'delivered'], refunded: false });
    expect(legacyFilterParts(['refunded'])).toEqual({ stages: [], refunded: true });
    expect(legacyFilterParts(['any'])).toEqual({ stages: ['paid', 'guaranteed', 'delivered'], refunded: true });
  });
});
