// Click throttle of spec section 9: the first click acts at once, repeats within the window are dropped.
export const CLICK_THROTTLE_MS = 500;

export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  /** Reopens the window at once, e.g. when the form the button belongs to is reset. */
  cancel(): void;
}

/**
 * Leading-edge throttle: calls fn immediately, then ignores calls until `ms` have passed. No trailing call, because
 * a dropped click on "Refund" must not fire half a second later. The window opens before fn runs, so a throwing
 * handler is throttled too.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => unknown, ms: number = CLICK_THROTTLE_MS): Throttled<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const throttled = (...args: A): void => {
    if (timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
    }, ms);
    fn(...args);
  };
  throttled.cancel = (): void => {
    clearTimeout(timer);
    timer = undefined;
  };
  return throttled;
}

/**
 * One throttle window per key, for a rule applied to many buttons at once: `pass(key)` is true for the first call
 * and false for repeats on the same key within `ms`. Keys are held weakly, so removed buttons are forgotten.
 */
export function throttleGate<K extends object>(ms: number = CLICK_THROTTLE_MS): (key: K, now?: number) => boolean {
  const last = new WeakMap<K, number>();
  return (key, now = Date.now()) => {
    const at = last.get(key);
    if (at !== undefined && now - at < ms) return false;
    last.set(key, now);
    return true;
  };
}
