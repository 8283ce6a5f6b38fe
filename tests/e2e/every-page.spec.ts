// Checks over every built page: at a phone's width nothing is wider than the screen and the app bar's controls stay
// on it; axe-core, every rule but the AAA ones, finds no serious or critical violation in either theme or language. Each variant is one test with
// its own browser contexts, signed in once through the API; the pages are visited side by side, several tabs at
// once (tests/e2e/pages.ts visitAll). The pages are the demo world's, only read.
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { expect, test, type Browser } from '@playwright/test';
import { ALL_PAGES, visitAll } from './pages';

// Every rule of the installed axe-core, the experimental (label-in-name, WCAG 2.5.3), the best-practice and the
// deprecated ones included; only the WCAG AAA rules are left out (the product claims AA: AAA contrast is 7:1).
const AXE_RULES = axe
  .getRules()
  .filter((r) => !r.tags.includes('wcag2aaa'))
  .map((r) => r.ruleId);

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

// The variants are independent: with two workers they run side by side. Each walks some 40 pages, more with each
// area; a loaded machine needs the room (one axe variant took over 5 minutes at a load average of 30).
test.describe.configure({ mode: 'parallel', timeout: 600_000 });

for (const lang of ['en', 'zh_CN'] as const) {
  test(`at 390 px (${lang}) no page is wider than the screen and the app bar's controls are on it`, async ({ browser, baseURL }) => {
    const wide: string[] = [];
    const visited = await visitAll(contexts(browser, baseURL, { lang, theme: 'light', width: 390, height: 844 }), ALL_PAGES, async (target, p) => {
      const width = await p.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
      if (width > 390) wide.push(`${target.name}: ${width} px`);
      // Every control of the app bar (mode, language, account) lies within the screen.
      const offscreen = await p.evaluate(() =>
        [...document.querySelectorAll('header button, header input, header a')]
          .filter((el) => (el as HTMLElement).offsetParent !== null)
          .map((el) => ({ label: el.getAttribute('aria-label') ?? el.getAttribute('data-testid') ?? el.textContent, right: el.getBoundingClientRect().right }))
          .filter((c) => c.right > 390.5),
      );
      for (const c of offscreen) wide.push(`${target.name}: app bar control "${c.label}" ends at ${Math.round(c.right)} px`);
    });
    expect(visited).toBe(ALL_PAGES.length);
    expect(wide).toEqual([]);
  });
}

for (const lang of ['en', 'zh_CN'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`axe-core: no serious or critical violation on any page (${lang}, ${theme})`, async ({ browser, baseURL }) => {
      const found: string[] = [];
      const visited = await visitAll(contexts(browser, baseURL, { lang, theme, width: 1440, height: 900 }), ALL_PAGES, async (target, p) => {
        const result = await new AxeBuilder({ page: p }).withRules(AXE_RULES).analyze();
        for (const v of result.violations) {
          if (v.impact !== 'serious' && v.impact !== 'critical') continue;
          found.push(`${target.name}: ${v.id} (${v.impact}) ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
        }
      });
      expect(visited).toBe(ALL_PAGES.length);
      expect(found).toEqual([]);
    });
  }
}
