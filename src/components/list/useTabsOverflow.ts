// Whether a row of scrollable tabs is wider than its room, measured: the tabs' scroll arrows are offered only then.
// MUI's own choice (scrollButtons="auto") follows an IntersectionObserver on the first and last tab, and a tab that was
// hidden once (display none while a lazy part of the page loads, Suspense) is "not visible" until the observer reports
// again: the arrows then showed at 1440 px beside tabs that all fit (issue 31's screenshots). Widths of a hidden row
// are 0, which never overflows.
import { useCallback, useEffect, useState } from 'react';
import { tabsClasses } from '@mui/material';

/** The tabs' widths together against the row's inner width (less its padding); half a pixel of rounding allowed. */
export function tabsOverflow(root: HTMLElement): boolean {
  const list = root.querySelector<HTMLElement>(`.${tabsClasses.list}`);
  if (!list) return false;
  const style = getComputedStyle(root);
  const room = root.clientWidth - parseFloat(style.paddingLeft || '0') - parseFloat(style.paddingRight || '0');
  const needed = [...list.children].reduce((sum, tab) => sum + tab.getBoundingClientRect().width, 0);
  return room > 0 && needed > room + 0.5;
}

/**
 * A ref for the Tabs' root and whether its tabs overflow it, followed on every resize of the row or of a tab (a
 * count arriving widens its tab). Give `scrollButtons={overflows ? 'auto' : false}`.
 */
export function useTabsOverflow(): { ref: (root: HTMLDivElement | null) => void; overflows: boolean } {
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    if (!root || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => setOverflows(tabsOverflow(root));
    const resize = new ResizeObserver(measure);
    resize.observe(root);
    const list = root.querySelector(`.${tabsClasses.list}`);
    for (const tab of list?.children ?? []) resize.observe(tab);
    // Tabs added or removed (a config that changes) are observed too.
    const children = new MutationObserver(() => {
      for (const tab of list?.children ?? []) resize.observe(tab);
      measure();
    });
    if (list) children.observe(list, { childList: true });
    measure();
    return () => {
      resize.disconnect();
      children.disconnect();
    };
  }, [root]);
  const ref = useCallback((el: HTMLDivElement | null) => setRoot(el), []);
  return { ref, overflows };
}
