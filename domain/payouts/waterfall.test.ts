import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LEDGER_ENTRY_TYPES } from '../balance/rules';
import { PAYOUT_WATERFALL_LINES, payoutLineTypes, payoutWaterfall } from './waterfall';

describe('payoutWaterfall', () => {
  it('sorts the window by line, and carries what the window does not cover', () => {
    const w = payoutWaterfall(
      [
        { type: 'charge', amount: 60_000 },
        { type: 'fee', amount: -1_800 },
        { type: 'refund', amount: -5_000 },
        { type: 'dispute', amount: -2_000 },
        { type: 'dispute_fee', amount: -1_500 },
        { type: 'topup', amount: 1_000 },
        { type: 'payout', amount: -999_999 },
      ],
      { amount: 40_000, fee: 100 },
    );
    expect(w).toEqual({ gross: 60_000, fees: -1_800, refunds: -5_000, disputes: -3_500, other: 1_000, carried: -10_600, payoutFee: -100, net: 40_000 });
  });

  it('a payout larger than the window takes the rest from the balance before it', () => {
    expect(payoutWaterfall([{ type: 'charge', amount: 1_000 }], { amount: 5_000, fee: 100 })).toMatchObject({ gross: 1_000, carried: 4_100, net: 5_000 });
    expect(payoutWaterfall([], { amount: 5_000, fee: 100 })).toMatchObject({ gross: 0, carried: 5_100, payoutFee: -100, net: 5_000 });
  });

  it('its lines always add up to the payout amount', () => {
    const types = fc.constantFrom('charge', 'fee', 'refund', 'refund_reversal', 'dispute', 'dispute_fee', 'dispute_reversal', 'topup', 'adjustment', 'payout', 'something_new');
    fc.assert(
      fc.property(fc.array(fc.record({ type: types, amount: fc.integer({ min: -1e9, max: 1e9 }) })), fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 0, max: 1e6 }), (sums, amount, fee) => {
        const w = payoutWaterfall(sums, { amount, fee });
        expect(PAYOUT_WATERFALL_LINES.reduce((t, l) => t + w[l], 0)).toBe(amount);
        expect(w.net).toBe(amount);
      }),
    );
  });

  it('a bar opens the entries it sums: every entry type of the window under exactly one line', () => {
    const opened = PAYOUT_WATERFALL_LINES.flatMap((line) => payoutLineTypes(line));
    expect([...opened].sort()).toEqual(LEDGER_ENTRY_TYPES.filter((t) => t !== 'payout').sort());
    for (const type of opened) {
      const line = PAYOUT_WATERFALL_LINES.find((l) => payoutLineTypes(l).includes(type));
      expect(payoutWaterfall([{ type, amount: 7 }], { amount: 7, fee: 0 })[line!]).toBe(7);
    }
    expect(payoutLineTypes('carried')).toEqual([]);
    expect(payoutLineTypes('net')).toEqual([]);
  });
});
