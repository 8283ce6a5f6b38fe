// @vitest-environment jsdom
// The app-wide click throttle: a second click on one button within 500 ms never reaches its handler or its form.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installClickThrottle } from './clickThrottle';

describe('installClickThrottle', () => {
  let uninstall: () => void = () => undefined;
  afterEach(() => {
    uninstall();
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('drops a repeat click on the same button within 500 ms, not on another button, and not after the window', () => {
    vi.useFakeTimers();
    uninstall = installClickThrottle(document);
    document.body.innerHTML = '<button id="a"><span id="icon">x</span></button><button id="b">b</button>';
    const a = vi.fn();
    const b = vi.fn();
    document.getElementById('a')!.addEventListener('click', a);
    document.getElementById('b')!.addEventListener('click', b);
    document.getElementById('a')!.click();
    document.getElementById('icon')!.click(); // a click on the button's icon is a click on the button
    document.getElementById('b')!.click();
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(500);
    document.getElementById('a')!.click();
    expect(a).toHaveBeenCalledTimes(2);
  });

  it('lets a button through again at once after another button was clicked (Pay, Apply, Pay)', () => {
    vi.useFakeTimers();
    uninstall = installClickThrottle(document);
    document.body.innerHTML = '<button id="pay">Pay</button><button id="apply">Apply</button>';
    const pay = vi.fn();
    document.getElementById('pay')!.addEventListener('click', pay);
    document.getElementById('pay')!.click();
    document.getElementById('apply')!.click();
    document.getElementById('pay')!.click();
    expect(pay).toHaveBeenCalledTimes(2);
    // Still, a double click with nothing between is one click.
    document.getElementById('pay')!.click();
    expect(pay).toHaveBeenCalledTimes(2);
  });

  it('keeps a double-clicked submit button from submitting its form twice', () => {
    uninstall = installClickThrottle(document);
    document.body.innerHTML = '<form id="f"><button type="submit" id="s">Pay</button></form>';
    const submit = vi.fn((e: Event) => e.preventDefault());
    document.getElementById('f')!.addEventListener('submit', submit);
    document.getElementById('s')!.click();
    document.getElementById('s')!.click();
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('lets the same button through again at once when the user typed in between', () => {
    uninstall = installClickThrottle(document);
    document.body.innerHTML = '<form id="f"><input id="amount" /><button type="submit" id="s">Refund</button></form>';
    const submit = vi.fn((e: Event) => e.preventDefault());
    document.getElementById('f')!.addEventListener('submit', submit);
    document.getElementById('s')!.click();
    document.getElementById('s')!.click();
    expect(submit).toHaveBeenCalledTimes(1);
    document.getElementById('amount')!.dispatchEvent(new Event('input', { bubbles: true }));
    document.getElementById('s')!.click();
    document.getElementById('s')!.click();
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it('lets a button through at once when its label changed: it now offers another action', () => {
    uninstall = installClickThrottle(document);
    document.body.innerHTML = '<button id="r">Count events</button>';
    const button = document.getElementById('r')!;
    const clicks = vi.fn();
    button.addEventListener('click', () => clicks(button.textContent));
    button.click();
    button.textContent = 'Replay 45 events';
    button.click();
    button.click();
    expect(clicks.mock.calls).toEqual([['Count events'], ['Replay 45 events']]);
  });

  it('leaves alone what opts out and what is not a button', () => {
    uninstall = installClickThrottle(document);
    document.body.innerHTML = '<div data-click-throttle="off"><button id="n">next month</button></div><a id="l" href="#x">link</a>';
    const next = vi.fn();
    const link = vi.fn((e: Event) => e.preventDefault());
    document.getElementById('n')!.addEventListener('click', next);
    document.getElementById('l')!.addEventListener('click', link);
    for (let i = 0; i < 3; i += 1) {
      document.getElementById('n')!.click();
      document.getElementById('l')!.click();
    }
    expect(next).toHaveBeenCalledTimes(3);
    expect(link).toHaveBeenCalledTimes(3);
  });
});
