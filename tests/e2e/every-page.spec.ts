// Checks over every built page: axe-core, with every rule that can report one (AAA ones aside), finds no serious or
// critical violation in either theme or language; and at a phone's width (in both languages) nothing is wider than
// the screen and the app bar's controls stay on it. Each page is loaded once per language: read in light, switched to
// dark in place and read again, then resized to 390 px (below). Each part of a language (below) is one test with its
// own browser contexts, signed in once per worker through the API; the pages are visited side by side, several tabs
// at once (tests/e2e/pages.ts visitAll). The pages are the demo world's,
// only read, and a few of merchants their targets prepare through the API (pages.ts `prepare`: the sign-in's code
// step, an invitation's form, a sole trader's wizard); they come from ALL_PAGES, so a new area's pages are in every
// check once listed there.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { axeViolations, resizeSettled } from './axe-check';
import { DESKTOP_LISTS, desktopWidthFindings } from './desktop-widths';
import { ALL_PAGES, shownTheme, switchTheme, visitAll, type PageTarget } from './pages';

/** The tab's session-storage key that, while set, names the theme its next load starts in (a page with no toggle). */
const SWEEP_THEME = 'e2e.sweepTheme';

function contexts(browser: Browser, baseURL: string | undefined, o: { lang: 'en' | 'zh_CN'; theme: 'light' | 'dark'; width: number; height: number }) {
  return async () => {
    const context = await browser.newContext({ baseURL, viewport: { width: o.width, height: o.height } });
    await context.addInitScript(([lang, theme, key]) => {
      localStorage.setItem('language', lang!);
      localStorage.setItem('theme', sessionStorage.getItem(key!) ?? theme!);
    }, [o.lang, o.theme, SWEEP_THEME]);
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
  // The lists the English pass checks at the desktop widths are pages of the sweep.
  expect(DESKTOP_LISTS.filter((name) => !ALL_PAGES.some((t) => t.name === name))).toEqual([]);
});

/**
 * The phone-width checks of a page loaded at the desktop width, resized in place to 390 × 844 (the app follows the
 * width through its media queries and resize listeners, as it does when a window is narrowed): nothing is wider
 * than the screen, and every control of the app bar (mode, language, account) lies within it. Returns the findings;
 * the tab is left on an empty document at the desktop size for the next page.
 */
async function phoneWidthFindings(target: PageTarget, p: Page): Promise<string[]> {
  const wide: string[] = [];
  try {
    // The media queries' change events re-render the page; it is measured once it has settled at the new width.
    await resizeSettled(p, PHONE);
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

// Each test is one part of one language. Each page is loaded once, in the light theme, and read by axe; then switched
// to dark in place through the app's own toggle (pages.ts switchTheme: what a person's click does, the store the app
// bar writes), settled (no transition running: animationsSettled) and read again; then resized to a phone's width
// (phoneWidthFindings). In English, a list of tests/e2e/desktop-widths.ts is first checked at the desktop widths: read
// at 1440 px where it opened, then resized in place to 1280 and 1920 px (desktop-widths.spec.ts proves a list resized
// so is laid out as one opened at that width, box for box). A page with no theme toggle is loaded again in dark
// instead (the tab's init script takes the theme from its session storage). The in-place switch draws what a fresh
// dark load draws, element by element (tests/e2e/in-place.spec.ts; docs/decisions.md, "The suite, thirteenth pass").
// The 390 px check is done once per page and language, in dark: the two themes differ in colours only
// (src/layout/theme.ts: the same typography, shape, spacing and breakpoints), so the layout at 390 px is the same in
// both, and the light variants alone had it before.
for (const { title, pages } of PARTS) for (const lang of ['en', 'zh_CN'] as const) {
  const name = `axe-core: no serious or critical violation on any page, light and then dark; at 390 px none is wider than the screen and the app bar's controls are on it${lang === 'en' ? '; the lists whole at 1280-1920 px' : ''}`;
  test(`${name} (${lang}, light then dark; ${title})`, async ({ browser, baseURL }) => {
    const found: string[] = [];
    const wide: string[] = [];
    const cut: string[] = [];
    const fresh: string[] = [];
    const axeFindings = async (target: PageTarget, p: Page, theme: 'light' | 'dark') => {
      const result = await axeViolations(p);
      for (const v of result.violations) {
        if (v.impact !== 'serious' && v.impact !== 'critical') continue;
        found.push(`${target.name} (${lang}, ${theme}): ${v.id} (${v.impact}) ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
      }
    };
    const visited = await visitAll(contexts(browser, baseURL, { lang, theme: 'light', ...DESKTOP }), pages, async (target, p, reopen) => {
      // Every page is one document: a frame of another origin would escape axe.run (legacy mode checks same-origin
      // frames only), so one is a finding.
      for (const frame of p.frames().slice(1)) {
        const url = frame.url();
        if (url !== 'about:blank' && new URL(url).origin !== new URL(p.url()).origin) found.push(`${target.name} (${lang}): a frame of another origin, not checked (${url})`);
      }
      expect(await shownTheme(p), `${target.name} (${lang}) opens in light`).toBe('light');
      await axeFindings(target, p, 'light');
      if (!(await switchTheme(p, 'dark'))) {
        fresh.push(target.name);
        await p.evaluate((key) => sessionStorage.setItem(key, 'dark'), SWEEP_THEME);
        await reopen();
        expect(await shownTheme(p), `${target.name} (${lang}) loaded again in dark`).toBe('dark');
      }
      try {
        await axeFindings(target, p, 'dark');
      } finally {
        await p.evaluate((key) => sessionStorage.removeItem(key), SWEEP_THEME);
      }
      if (lang === 'en' && DESKTOP_LISTS.includes(target.name)) for (const c of await desktopWidthFindings(p)) cut.push(`${target.name}: ${c}`);
      for (const w of await phoneWidthFindings(target, p)) wide.push(`${w} (${lang})`);
    }, { contextPerLane: true });
    if (fresh.length) console.log(`loaded again in dark (no theme toggle): ${fresh.join(', ')}`);
    expect(visited).toBe(pages.length);
    expect(found).toEqual([]);
    expect(wide).toEqual([]);
    expect(cut).toEqual([]);
  });
}
