// What a card or a cardholder has spent against each of its limits (issue 31, item 2 and the refresh tip of spec
// section 8, which sends the user to the card's page for the up-to-date remaining limit): per limit, the usage of its
// current window (approved authorizations' held plus captured amounts, the authorization rule's own measure) and what
// is left. A per-authorization limit has no window: nothing is used, its whole amount is left for each purchase.
import { z } from 'zod';
import { LIMIT_INTERVALS, type SpendingControls } from './controls';
import type { CumulativeInterval } from './limits';

export type WindowUsage = Record<CumulativeInterval, number>;

export const limitSpendingRecord = z.object({
  interval: z.enum(LIMIT_INTERVALS),
  currency: z.string(),
  /** The limit, minor units. */
  amount: z.number().int(),
  /** Used in the current window (minor units); null for per_authorization. */
  used: z.number().int().nullable(),
  /** Left in the current window, never below zero (minor units). */
  remaining: z.number().int(),
  /** When the current window started; null for all_time and per_authorization. */
  windowStart: z.date().nullable(),
});
export type LimitSpending = z.infer<typeof limitSpendingRecord>;

export const spendingRecord = z.object({
  /** The account's time zone the windows are counted in. */
  timezone: z.string(),
  limits: z.array(limitSpendingRecord),
});
export type SpendingRecord = z.infer<typeof spendingRecord>;

/** Each limit of `controls` with its usage: `usage(currency)` is the usage of the windows in that currency. */
export function limitSpending(
  controls: SpendingControls,
  usage: (currency: string) => WindowUsage,
  starts: Record<'daily' | 'weekly' | 'monthly', Date>,
): LimitSpending[] {
  return controls.spendingLimits.map((l) => {
    if (l.interval === 'per_authorization') return { interval: l.interval, currency: l.currency, amount: l.amount, used: null, remaining: l.amount, windowStart: null };
    const used = usage(l.currency)[l.interval];
    return {
      interval: l.interval,
      currency: l.currency,
      amount: l.amount,
      used,
      remaining: Math.max(0, l.amount - used),
      windowStart: l.interval === 'all_time' ? null : starts[l.interval],
    };
  });
}
