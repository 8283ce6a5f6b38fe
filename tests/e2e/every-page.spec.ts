// Checks over every built page: axe-core, with every rule that can report one (AAA ones aside), finds no serious or
// critical violation in either theme or language; and at a phone's width (in both languages) nothing is wider than
// the screen and the app bar's controls stay on it, checked in the light variants' tabs once axe has run. Each part
// of a variant (below) is one test with its own browser contexts, signed in once per worker through the API; the
// pages are visited side by side, several tabs at once (tests/e2e/pages.ts visitAll). The pages are the demo world's,
// only read, and a few of merchants their targets prepare through the API (pages.ts `prepare`: the sign-in's code
// step, an invitation's form, a sole trader's wizard); they come from ALL_PAGES, so a new area's pages are in every
// check once listed there.
import axe from 'axe-core';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { sweepRules } from './axe-rules';
import { ALL_PAGES, visitAll, type PageTarget } from './pages';

// Every rule of the installed axe-core that can report a serious or critical violation, the experimental
// (label-in-name, WCAG 2.5.3), the best-practice and the deprecated ones included; the WCAG AAA rules are left out (the
// product claims AA: AAA contrast is 7:1), and so are the rules that can only report a minor or moderate violation,
// which the assertion below never fails on (derived from axe-core's metadata: tests/e2e/axe-rules.ts).
const AXE_RULES = sweepRules();

/**
 * axe.run in the page itself (what AxeBuilder's legacy mode does), asking only for the violations in full. The
 * default mode of `@axe-core/playwright` runs axe.runPartial and then axe.finishRun in a blank tab it opens for each
 * analysis, shipping every node of every result (passes too) across as JSON; the same rules find the same violations
 * either way, at about a third of the time here (bench/REPORT.md, Test suite). AxeBuilder's legacy mode itself
 * evaluates axe-core's 580 KB source twice in the page (once to probe for runPartial, once more to inject it into
 * each frame): here it goes into each frame once, configured as AxeBuilder configures it (same-origin frames,
 * its branding), and axe.run gets the options AxeBuilder passed (`runOnly` the rules, `resultTypes`) on the same
 * context (the whole document).
 */
const AXE_SETUP = `${axe.source};axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`;
/**
 * Resolves once two frames have passed with no finite transition or animation running (and, given a width, the window
 * at that width): a control that becomes enabled as its data arrives fades its colours in over a few hundred
 * milliseconds, and axe measuring it half way reports a contrast the finished page does not have; a page resized to
 * a phone's width re-renders through its media queries (a drawer closing, a column appearing). Spinners, which never
 * end, are left out.
 */
async function animationsSettled(page: Page, width?: number): Promise<void> {
  await page.waitForFunction(
    (w) =>
      (w === null || window.innerWidth === w) &&
      new Promise<boolean>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(
        document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      )))),
    width ?? null,
    { timeout: 10_000 },
  );
}

/**
 * axe's read of the settled page. A read during which the page changed (a node or attribute mutated, or a finite
 * transition ran: a query that started after the page was first quiet, a button enabled by its data fading its colours
 * in) is not a read of one page: it is taken again once the page has settled, at most twice more. The assertion is on
 * the settled page's read; a page that never holds still keeps its last read.
 */
async function axeViolations(page: Page): Promise<axe.AxeResults> {
  for (let read = 0; ; read++) {
    const { results, changed } = await axeRead(page);
    if (!changed || read === 2) return results;
    console.log(`${page.url()}: changed while axe read it; read again`);
  }
}

async function axeRead(page: Page): Promise<{ results: axe.AxeResults; changed: boolean }> {
  await animationsSettled(page);
  await page.evaluate(AXE_SETUP);
  // As AxeBuilder: a child frame that cannot take the script (closed, or not answering within a second) is left out.
  for (const frame of page.frames().slice(1)) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([frame.evaluate(AXE_SETUP), new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('Script Timeout')), 1_000)))])
      .catch(() => undefined)
      .finally(() => clearTimeout(timer));
  }
  const answer = await page.evaluate(({ rules }) => {
    let mutations = 0;
    const observer = new MutationObserver((list) => { mutations += list.length; });
    observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
    return (window as unknown as { axe: typeof axe }).axe
      .run({ exclude: [], include: [] } as unknown as axe.ElementContext, { runOnly: { type: 'rule', values: rules }, resultTypes: ['violations'] })
      .then(
        (results) => {
          const moving = document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
          return { error: null, results, changed: mutations + observer.takeRecords().length > 0 || moving };
        },
        (e: Error) => ({ error: e.message, results: null, changed: false }),
      )
      .finally(() => observer.disconnect());
  }, { rules: AXE_RULES });
  if (answer.error !== null) throw new Error(answer.error);
  return { results: answer.results!, changed: answer.changed };
}

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
 * the tab is put back to the desktop size for the next page.
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
