// After a move to another page of the shell, the focus goes to that page's heading (its <h1>), so a keyboard or
// screen-reader user starts reading the new page instead of staying on the menu link that was clicked. Not on the
// first page opened (the browser starts at the top), and not when the new page already put the focus inside itself
// (an autofocused input). Lazy pages draw their heading a moment later: it is awaited, at most a few seconds.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-admin';

const WAIT_MS = 5000;

/** The heading of the page inside `root`, focusable by script only. */
export function pageHeading(root: ParentNode): HTMLElement | null {
  const h1 = root.querySelector<HTMLElement>('h1');
  if (h1 && !h1.hasAttribute('tabindex')) h1.setAttribute('tabindex', '-1');
  return h1;
}

export function FocusOnNavigation({ within }: { within: () => HTMLElement | null }) {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const root = within();
    if (!root) return;
    const started = document.activeElement;
    const tryFocus = () => {
      // The page took the focus itself (or the person moved on): leave it.
      if (document.activeElement !== started && document.activeElement !== document.body && root.contains(document.activeElement)) return true;
      const h1 = pageHeading(root);
      if (!h1) return false;
      h1.focus({ preventScroll: true });
      return true;
    };
    if (tryFocus()) return;
    const observer = new MutationObserver(() => {
      if (tryFocus()) stop();
    });
    const timer = window.setTimeout(() => stop(), WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(root, { childList: true, subtree: true });
    return stop;
  }, [pathname, within]);
  return null;
}
