// When a failed delivery is tried again: exponential backoff from a minute to ten hours, for up to 3 days after the
// first attempt; an endpoint whose deliveries have all failed for 3 days is disabled (its owners are told).
export const RETRY_WINDOW_MS = 3 * 24 * 3_600_000;
/** Seconds before attempt n + 1 (n from 1); the last value repeats. */
export const RETRY_DELAYS_SECONDS = [60, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600] as const;
/** Seconds a receiver has to answer, and the most of its answer that is kept. */
export const DELIVERY_TIMEOUT_MS = 10_000;
export const RESPONSE_BODY_KEEP_BYTES = 4096;
export const DELIVERY_RETENTION_DAYS = 30;

/** The time of the next attempt after `attempts` failed ones, or null once the 3-day window is used up. */
export function nextAttemptAt(firstAttemptAt: Date, attempts: number, now: Date): Date | null {
  const delay = RETRY_DELAYS_SECONDS[Math.min(attempts, RETRY_DELAYS_SECONDS.length) - 1] ?? RETRY_DELAYS_SECONDS[0];
  const next = new Date(now.getTime() + delay * 1000);
  return next.getTime() - firstAttemptAt.getTime() > RETRY_WINDOW_MS ? null : next;
}

/** A 2xx answer is a success; anything else (or no answer) is a failure to retry. */
export const isDelivered = (status: number | null) => status !== null && status >= 200 && status < 300;

/** An endpoint failing without a single success since `failingSince` is disabled after the window. */
export const shouldDisable = (failingSince: Date | null, now: Date) => failingSince !== null && now.getTime() - failingSince.getTime() >= RETRY_WINDOW_MS;
