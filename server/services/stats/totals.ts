// Folding bucket sums into the KPI figures of one currency: counts, gross amount, the rounded average and the
// success rate. Pure, so the API tests' brute-force computation can be checked against the same definitions.
import type { BucketSums } from '../../repositories/stats';

export interface Kpis {
  currency: string;
  /** Sum of the amounts of successful payments, minor units (refunds do not reduce it). */
  successfulAmount: bigint;
  /** successfulAmount / successfulCount rounded half up to a whole minor unit; null without successful payments. */
  averageAmount: bigint | null;
  successfulCount: number;
  failedCount: number;
  /** Every payment created in the range, whatever its status. */
  totalCount: number;
  /** successful / (successful + failed) in basis points (10000 = 100 %), rounded half up; null when both are 0. */
  successRate: number | null;
}

type Sums = Pick<BucketSums, 'successfulCount' | 'successfulAmount' | 'failedCount' | 'totalCount'>;

export const emptySums = (): Sums => ({ successfulCount: 0, successfulAmount: 0n, failedCount: 0, totalCount: 0 });

export function addSums(into: Sums, more: Sums): Sums {
  into.successfulCount += more.successfulCount;
  into.successfulAmount += more.successfulAmount;
  into.failedCount += more.failedCount;
  into.totalCount += more.totalCount;
  return into;
}

/** a / b rounded half up, for a >= 0 and b > 0. */
export const divideHalfUp = (a: bigint, b: bigint): bigint => (2n * a + b) / (2n * b);

export function kpis(currency: string, s: Sums): Kpis {
  const concluded = s.successfulCount + s.failedCount;
  return {
    currency,
    ...s,
    averageAmount: s.successfulCount > 0 ? divideHalfUp(s.successfulAmount, BigInt(s.successfulCount)) : null,
    successRate: concluded > 0 ? Number(divideHalfUp(BigInt(s.successfulCount) * 10000n, BigInt(concluded))) : null,
  };
}

/** Per-currency totals of many buckets' sums, currencies in alphabetical order. */
export function totalsByCurrency(rows: readonly BucketSums[]): Kpis[] {
  const by = new Map<string, Sums>();
  for (const r of rows) addSums(by.get(r.currency) ?? by.set(r.currency, emptySums()).get(r.currency)!, r);
  return [...by.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([c, s]) => kpis(c, s));
}
