import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ISSUING_BALANCE_BUCKETS, planHold, spreadFunding } from './balance';

const sum = (xs: readonly bigint[]) => xs.reduce((s, x) => s + x, 0n);
const buckets = fc.array(fc.bigInt({ min: 0n, max: 10_000_000n }), { minLength: 1, maxLength: 12 });

describe('the issuing balance in buckets', () => {
  it('spreads funding over every bucket: the parts add up to the amount and differ by at most one unit', () => {
    expect(spreadFunding(100n)).toHaveLength(ISSUING_BALANCE_BUCKETS);
    expect(spreadFunding(10n, 4)).toEqual([3n, 3n, 2n, 2n]);
    expect(spreadFunding(3n, 4)).toEqual([1n, 1n, 1n, 0n]);
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.integer({ min: 1, max: 16 }), (amount, n) => {
        const parts = spreadFunding(amount, n);
        expect(parts).toHaveLength(n);
        expect(sum(parts)).toBe(amount);
        expect(parts.every((p) => p >= 0n)).toBe(true);
        const [min, max] = [parts.reduce((m, p) => (p < m ? p : m)), parts.reduce((m, p) => (p > m ? p : m))];
        expect(max - min <= 1n).toBe(true);
      }),
    );
  });

  it('takes a bucket that covers the hold alone with no move: the fullest', () => {
    expect(planHold([100n, 700n, 300n], 500n)).toEqual({ bucket: 1, moves: [0n, 0n, 0n] });
  });

  it('a hold larger than any bucket but within their sum: moves funds into one bucket and spreads the rest evenly', () => {
    // 900 in all, no bucket holds 500: after the hold, the 400 left is 134/133/133, the hold's bucket (the fullest) on top.
    expect(planHold([300n, 400n, 200n], 500n)).toEqual({ bucket: 1, moves: [-166n, 233n, -67n] });
  });

  it('declines for funds only when the sum falls short', () => {
    expect(planHold([300n, 400n, 200n], 900n)).not.toBeNull();
    expect(planHold([300n, 400n, 200n], 901n)).toBeNull();
    expect(planHold([], 1n)).toBeNull();
  });

  it('for any buckets and amount: null exactly when the sum is short; else the moves add up to zero, no bucket goes negative and the chosen one covers the hold', () => {
    fc.assert(
      fc.property(buckets, fc.bigInt({ min: 1n, max: 20_000_000n }), (available, amount) => {
        const plan = planHold(available, amount);
        if (sum(available) < amount) {
          expect(plan).toBeNull();
          return;
        }
        expect(plan).not.toBeNull();
        const { bucket, moves } = plan!;
        expect(moves).toHaveLength(available.length);
        expect(sum(moves)).toBe(0n);
        const after = available.map((a, i) => a + moves[i]);
        expect(after.every((a) => a >= 0n)).toBe(true);
        expect(after[bucket] >= amount).toBe(true);
      }),
    );
  });
});
