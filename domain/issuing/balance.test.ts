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

  it('a hold larger than any bucket but within their sum: moves funds into one bucket and spreads the rest over as many of the fullest as each get the amount', () => {
    // 900 in all, no bucket holds 500: the 400 left is less than 500, so it stays whole in the hold's bucket (the fullest).
    expect(planHold([300n, 400n, 200n], 500n)).toEqual({ bucket: 1, moves: [-300n, 500n, -200n] });
    // 1,800 in all, 450 each: the 1,300 left is 650 in each of the two fullest (the first ones among equals), the hold on the first.
    expect(planHold([450n, 450n, 450n, 450n], 500n)).toEqual({ bucket: 0, moves: [700n, 200n, -450n, -450n] });
    // 1,000 left over 8 buckets for a hold of 300: three buckets of 334/333/333 (each covers another 300), the rest emptied.
    expect(planHold([250n, 150n, 150n, 150n, 150n, 150n, 150n, 150n], 300n)).toEqual({ bucket: 0, moves: [384n, 183n, 183n, -150n, -150n, -150n, -150n, -150n] });
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
        // What is left after the hold, where it was moved: in buckets that each cover another such hold (or in one).
        if (moves.some((m) => m !== 0n)) {
          const left = after.map((a, i) => (i === bucket ? a - amount : a)).filter((a) => a > 0n);
          expect(left.length <= 1 || left.every((a) => a >= amount)).toBe(true);
        }
      }),
    );
  });
});
