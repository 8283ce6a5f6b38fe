import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLICK_THROTTLE_MS, throttle, throttleGate } from './throttle';

describe('throttle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('acts on the first click at once and drops repeats within 500 ms', () => {
    const fn = vi.fn();
    const click = throttle(fn);
    expect(CLICK_THROTTLE_MS).toBe(500);
    click('a');
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenLastCalledWith('a');
    vi.advanceTimersByTime(499);
    click('b');
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    click('c');
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith('c');
  });

  it('never fires a dropped click later', () => {
    const fn = vi.fn();
    const click = throttle(fn, 100);
    click();
    click();
    click();
    vi.advanceTimersByTime(10_000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('measures the window from the click that acted, not from dropped ones', () => {
    const fn = vi.fn();
    const click = throttle(fn, 500);
    click();
    vi.advanceTimersByTime(400);
    click(); // dropped; must not extend the window
    vi.advanceTimersByTime(100);
    click();
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('reopens at once on cancel', () => {
    const fn = vi.fn();
    const click = throttle(fn);
    click();
    click.cancel();
    click();
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('throttles a handler that throws', () => {
    const fn = vi.fn(() => {
      throw new Error('boom');
    });
    const click = throttle(fn);
    expect(() => click()).toThrow('boom');
    expect(() => click()).not.toThrow();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('keeps separate windows for separate throttled functions', () => {
    const a = vi.fn();
    const b = vi.fn();
    const clickA = throttle(a);
    const clickB = throttle(b);
    clickA();
    clickB();
    expect([a.mock.calls.length, b.mock.calls.length]).toEqual([1, 1]);
  });
});

describe('throttleGate', () => {
  it('passes the first call per key and drops repeats on that key within the window', () => {
    const pass = throttleGate<object>(500);
    const a = {};
    const b = {};
    expect(pass(a, 1_000)).toBe(true);
    expect(pass(a, 1_200)).toBe(false);
    expect(pass(b, 1_200)).toBe(true);
    expect(pass(a, 1_499)).toBe(false);
    expect(pass(a, 1_500)).toBe(true);
    expect(pass(a, 1_600)).toBe(false);
  });

  it('uses the spec default of 500 ms', () => {
    const pass = throttleGate<object>();
    const key = {};
    expect(pass(key, 0 + 10)).toBe(true);
    expect(pass(key, CLICK_THROTTLE_MS + 9)).toBe(false);
    expect(pass(key, CLICK_THROTTLE_MS + 10)).toBe(true);
  });
});
