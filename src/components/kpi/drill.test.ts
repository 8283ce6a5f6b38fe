// The drill-through filter: the statuses behind each figure and the half-open range turned inclusive.
import { describe, expect, it } from 'vitest';
import { paymentFilterSchema } from '../../../domain/payment-filters';
import { drillFilter, drillUrl } from './drill';

const range = { start: '2026-11-20T16:00:00.000Z', end: '2026-11-21T16:00:00.000Z' };

describe('drillFilter', () => {
  it('ends 1 ms before the exclusive end, so the next bucket\'s first payment is not listed', () => {
    const f = drillFilter('successfulCount', 'USD', range);
    expect(f).toEqual({
      status: ['succeeded', 'refundPending', 'partiallyRefunded', 'refunded'],
      currency: 'USD',
      createdFrom: '2026-11-20T16:00:00.000Z',
      createdTo: '2026-11-21T15:59:59.999Z',
    });
    expect(paymentFilterSchema.safeParse(f).success).toBe(true);
  });

  it('adds the failed payments for the success rate', () => {
    expect(drillFilter('successRate', 'JPY', range).status).toContain('failed');
    expect(drillFilter('averageAmount', 'JPY', range).status).not.toContain('failed');
  });

  it('builds the payments list URL of the mode with the filter as JSON', () => {
    const url = drillUrl(drillFilter('successfulAmount', 'EUR', range), true);
    expect(url.startsWith('/test/dashPayment?filter=')).toBe(true);
    expect(JSON.parse(decodeURIComponent(url.split('filter=')[1])).currency).toBe('EUR');
    expect(drillUrl({ currency: 'EUR' }, false)).toBe(`/dashPayment?filter=${encodeURIComponent('{"currency":"EUR"}')}`);
  });
});
