import { describe, expect, it } from 'vitest';
import { availableOn, lastClosedDate, settlementDateOf, settlementDays, settlementPeriod, startOfLocalDay, localDay } from './settlement-schedule';

describe('settlement schedule', () => {
  it('is T+2 by default and T+3 for the listed currencies', () => {
    expect(settlementDays('USD')).toBe(2);
    expect(settlementDays('eur')).toBe(2);
    expect(settlementDays('JPY')).toBe(3);
  });

  it('makes a capture available at 00:00 of the local day + N in the account zone', () => {
    // 2026-01-30 23:30 in Shanghai is 15:30 UTC: local day 30 -> available 2026-02-01 00:00 Shanghai = 01-31 16:00 UTC.
    expect(availableOn(new Date('2026-01-30T15:30:00Z'), 'USD', 'Asia/Shanghai').toISOString()).toBe('2026-01-31T16:00:00.000Z');
    // The same instant is already 01-31 in Shanghai but still 01-30 in New York.
    expect(availableOn(new Date('2026-01-30T16:30:00Z'), 'USD', 'Asia/Shanghai').toISOString()).toBe('2026-02-01T16:00:00.000Z');
    expect(availableOn(new Date('2026-01-30T16:30:00Z'), 'USD', 'America/New_York').toISOString()).toBe('2026-02-01T05:00:00.000Z');
    expect(availableOn(new Date('2026-01-30T10:00:00Z'), 'JPY', 'UTC').toISOString()).toBe('2026-02-02T00:00:00.000Z');
  });

  it('follows daylight saving time: the local midnight moves with the offset', () => {
    // New York leaves EST for EDT on 2026-03-08: midnight of 03-09 is 04:00 UTC, of 03-07 05:00 UTC.
    expect(availableOn(new Date('2026-03-07T12:00:00Z'), 'USD', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(startOfLocalDay(localDay(new Date('2026-03-07T12:00:00Z'), 'America/New_York'), 'America/New_York').toISOString()).toBe('2026-03-07T05:00:00.000Z');
  });

  it('puts an entry in the batch of the first local midnight at or after its available_on', () => {
    const tz = 'Asia/Shanghai';
    const capture = availableOn(new Date('2026-01-30T03:00:00Z'), 'USD', tz);
    expect(settlementDateOf(capture, tz)).toBe('2026-02-01');
    expect(settlementDateOf(new Date('2026-01-31T16:00:00.001Z'), tz)).toBe('2026-02-02');
    expect(settlementDateOf(new Date('2026-01-31T15:59:59.999Z'), tz)).toBe('2026-02-01');
    const p = settlementPeriod('2026-02-01', tz);
    expect(p.from.toISOString()).toBe('2026-01-30T16:00:00.000Z');
    expect(p.to.toISOString()).toBe('2026-01-31T16:00:00.000Z');
  });

  it('closes the batch of a date once its midnight has passed', () => {
    expect(lastClosedDate(new Date('2026-01-31T16:00:00Z'), 'Asia/Shanghai')).toBe('2026-02-01');
    expect(lastClosedDate(new Date('2026-01-31T15:59:59Z'), 'Asia/Shanghai')).toBe('2026-01-31');
  });
});
