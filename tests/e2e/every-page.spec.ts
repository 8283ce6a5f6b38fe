// Checks over every built page: axe-core, with every rule that can report one (AAA ones aside), finds no serious or
// critical violation in either theme or language; and at a phone's width (in both languages) nothing is wider than
// the screen and the app bar's controls stay on it, checked in the light variants' tabs once axe has run. Each part
// of a variant (below) is one test with its own browser contexts, signed in once per worker through the API; the
// pages are visited side by side, several tabs at once (tests/e2e/pages.ts visitAll). The pages are the demo world's,
// only read, and a few of merchants their targets prepare through the API (pages.ts `prepare`: the sign-in's code
// step, an invitation's form, a sole trader's wizard); they come from ALL_PAGES, so a new area's pages are in every
// check once listed there.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { animationsSettled, axeViolations } from './axe-check';
import { ALL_PAGES, visitAll, type PageTarget } from './pages';

function contexts(browser: Browser, baseURL: string | undefined, o: { lang: 'en' | 'zh_CN'; theme: 'light' | 'dark'; width: number; height: number }) {
  return async () => {
    const context = await browser.newContext({ baseURL, viewport: { width: o.width, height: o.height } });
    await context.addInitScript(([lang, theme]) => {
      localStorage.setItem('language', lang!);
      localStorage.setItem('theme', theme!);
    }, [o.lang, o.theme]);
    return context;
  };
}

// The variants are independent, and so are the parts of a variant: each variant's pages are cut into parts of at
// most PART_SIZE pages, one test each, so the two workers share every variant and no long test is left to run alone at
// the end of the run while the other core idles (bench/REPORT.md, Test suite). A new area's pages make more parts,
// not longer tests. A loaded machine needs the room of the timeout (a whole axe variant once took over 5 minutes at a
// load average of 30).
test.describe.configure({ mode: 'parallel', timeout: 600_000 });

const PART_SIZE = 30;
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
/** A same-origin document with no script: what a lane's tab shows while it is put back to the desktop size. */
const EMPTY_DOCUMENT = '/favicon.svg';
/** ALL_PAGES in consecutive parts of near-equal size (consecutive: a part opens few contexts, one per user). */
const PARTS: { title: string; pages: PageTarget[] }[] = (() => {
  const count = Math.ceil(ALL_PAGES.length / PART_SIZE);
  const size = Math.ceil(ALL_PAGES.length / count);
  return Array.from({ length: count }, (_, i) => {
    const pages = ALL_PAGES.slice(i * size, (i + 1) * size);
    return { title: `pages ${i * size + 1}-${i * size + pages.length} of ${ALL_PAGES.length}, ${pages[0]!.name} to ${pages.at(-1)!.name}`, pages };
  });
})();

test('the parts of the sweeps cover every page once', () => {
  expect(PARTS.flatMap((p) => p.pages)).toEqual(ALL_PAGES);
});

/**
 * The phone-width checks of a page loaded at the desktop width, resized in place to 390 × 844 (the app follows the
 * width through its media queries and resize listeners, as it does when a window is narrowed): nothing is wider
 * than the screen, and every control of the app bar (mode, language, account) lies within it. Returns the findings;
 * the tab is left on an empty document at the desktop size for the next page.
 */
async function phoneWidthFindings(target: PageTarget, p: Page): Promise<string[]> {
  const wide: string[] = [];
  await p.setViewportSize(PHONE);
  try {
    // The media queries' change events re-render the page; it is measured once it has settled at the new width.
    await animationsSettled(p, PHONE.width);
    const width = await p.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
    if (width > PHONE.width) wide.push(`${target.name}: ${width} px`);
    const offscreen = await p.evaluate((w) =>
      [...document.querySelectorAll('header button, header input, header a')]
        .filter((el) => (el as HTMLElement).offsetParent !== null)
        .map((el) => ({ label: el.getAttribute('aria-label') ?? el.getAttribute('data-testid') ?? el.textContent, right: el.getBoundingClientRect().right }))
        .filter((c) => c.right > w + 0.5),
    PHONE.width);
    for (const c of offscreen) wide.push(`${target.name}: app bar control "${c.label}" ends at ${Math.round(c.right)} px`);
  } finally {
    // Back to the desktop size for the next page, once this one is gone: resized in place, the page would render
    // again at 1440 px for nothing (its media queries, its resize listeners, a layout and a paint) just before the
    // lane's tab loads the next address. A small static file of the same origin (the tab's icon) takes the tab
    // first: the same renderer (about:blank would start a new one), nothing of the app left to run.
    await p.goto(EMPTY_DOCUMENT);
    await p.setViewportSize(DESKTOP);
  }
  return wide;
}

// Each test is one part of one variant. The light variants also check each page at a phone's width (390 px) once
// axe has run, by resizing the same tab (phoneWidthFindings): both languages at 390 px, as before the checks were
// folded into the axe lanes, without loading every page a second time (bench/REPORT.md, Test suite).
for (const { title, pages } of PARTS) for (const lang of ['en', 'zh_CN'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    const phone = theme === 'light';
    const name = `axe-core: no serious or critical violation on any page${phone ? '; at 390 px none is wider than the screen and the app bar\'s controls are on it' : ''}`;
    test(`${name} (${lang}, ${theme}; ${title})`, async ({ browser, baseURL }) => {
      const found: string[] = [];
      const wide: string[] = [];
      const visited = await visitAll(contexts(browser, baseURL, { lang, theme, ...DESKTOP }), pages, async (target, p) => {
        // Every page is one document: a frame of another origin would escape axe.run (legacy mode checks same-origin
        // frames only), so one is a finding.
        for (const frame of p.frames().slice(1)) {
          const url = frame.url();
          if (url !== 'about:blank' && new URL(url).origin !== new URL(p.url()).origin) found.push(`${target.name}: a frame of another origin, not checked (${url})`);
        }
        const result = await axeViolations(p);
        for (const v of result.violations) {
          if (v.impact !== 'serious' && v.impact !== 'critical') continue;
          found.push(`${target.name}: ${v.id} (${v.impact}) ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
        }
        if (phone) wide.push(...(await phoneWidthFindings(target, p)));
      });
      expect(visited).toBe(pages.length);
      expect(found).toEqual([]);
      expect(wide).toEqual([]);
    });
  }
}
