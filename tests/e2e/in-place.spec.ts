// The every-page sweep loads each page once, in light, and switches it to dark in place through the app's own toggle
// (tests/e2e/pages.ts switchTheme) before axe reads it again. That is a check of the dark theme only if the switched
// page is drawn as a page loaded in dark from the start: here, for a sample of pages of every kind the sweep meets
// (charts, tabs, chips, a data grid, a dialog open, the public sign-in root, a form showing its errors, a branded
// checkout), the page switched in place and the page loaded afresh in dark are compared element by element: each
// element's computed colours (text, background, borders, outline, shadow, an SVG's fill and stroke) and its own
// visible text. A component that reads the theme once when it mounts (a chart keeping its light axis colour) shows
// here as a difference (docs/decisions.md, "The suite, thirteenth pass").
import { expect, test, type Browser, type Page } from '@playwright/test';
import { animationsSettled } from './axe-check';
import { ALL_PAGES, shownTheme, switchTheme, visitAll, type PageTarget } from './pages';

const byName = (name: string) => ALL_PAGES.find((t) => t.name === name)!;

/** A form submitted empty: its fields show their errors. */
const COUPON_ERRORS: PageTarget = {
  name: 'coupon-create-errors',
  path: '/newCoupon',
  act: async (page) => {
    await page.getByTestId('coupon-create').click();
    await page.locator('.Mui-error').first().waitFor();
    // The notice that the form has errors hides itself after a few seconds: the two pages are compared without it
    // (one of them, read later, had it no more).
    await page.locator('.MuiSnackbar-root').waitFor({ state: 'detached', timeout: 30_000 });
  },
};

const SAMPLE: PageTarget[] = [
  byName('login'), // the sign-in root (no react-admin): its own theme state and top bar
  byName('checkout'), // a public page of the admin app, branded
  byName('payments'), // a data grid with status chips and tabs
  byName('developer'), // tabs
  byName('webhook-delivery'), // a dialog open over a page
  byName('balance'), // a chart (recharts)
  byName('dataview'), // charts
  byName('settlement-detail'), // the waterfall chart
  byName('payment-link-detail-paid'), // the funnel chart, a QR code
  COUPON_ERRORS, // a form with errors
];

function contexts(browser: Browser, baseURL: string | undefined, theme: 'light' | 'dark') {
  return async () => {
    const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
    await context.addInitScript((t) => {
      localStorage.setItem('language', 'en');
      localStorage.setItem('theme', t);
    }, theme);
    return context;
  };
}

interface Drawn {
  /** Where the element is: its tag and test id, label or first class, with its parents'. */
  at: string;
  colours: Record<string, string>;
  text: string;
}

/** Every rendered element of the page in document order, with its computed colours and its own visible text. */
function drawn(page: Page): Promise<Drawn[]> {
  return page.evaluate(() => {
    const PROPS = [
      'color',
      'background-color',
      'background-image',
      'border-top-color',
      'border-right-color',
      'border-bottom-color',
      'border-left-color',
      'outline-color',
      'box-shadow',
      'text-decoration-color',
      'caret-color',
      'fill',
      'stroke',
      'stop-color',
      'opacity',
    ];
    const name = (el: Element) => {
      const id = el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? [...el.classList].find((c) => !c.startsWith('css-'));
      return `${el.tagName.toLowerCase()}${id ? `[${id}]` : ''}`;
    };
    const where = (el: Element) => {
      const path: string[] = [];
      for (let e: Element | null = el; e && e !== document.body && path.length < 4; e = e.parentElement) path.unshift(name(e));
      return path.join(' > ');
    };
    const out: { at: string; colours: Record<string, string>; text: string }[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      if (el.getClientRects().length === 0) continue;
      const s = getComputedStyle(el);
      if (s.visibility === 'hidden') continue;
      const colours: Record<string, string> = {};
      for (const p of PROPS) colours[p] = s.getPropertyValue(p);
      const text = [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent!.trim())
        .filter(Boolean)
        .join(' ');
      out.push({ at: where(el), colours, text });
    }
    return out;
  });
}

/**
 * Takes the focus off whatever has it and lets the page settle: a list's date filter is drawn otherwise while it has
 * the focus (its label's colour, its placeholder), which a loaded renderer hands out at its own moment, in one load and
 * not the other (the clean-clone CI at load 16, twice); the proof is about the theme, so both sides are read unfocused.
 */
async function unfocused(page: Page): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await animationsSettled(page);
}

/** What differs between the page switched in place and the one loaded in dark: one line per element and property. */
function differences(switched: Drawn[], fresh: Drawn[]): string[] {
  const found: string[] = [];
  const n = Math.max(switched.length, fresh.length);
  for (let i = 0; i < n && found.length < 20; i++) {
    const a = switched[i];
    const b = fresh[i];
    if (!a || !b || a.at !== b.at) {
      found.push(`element ${i}: switched ${a?.at ?? '(none)'}, fresh ${b?.at ?? '(none)'} (the pages differ from here on)`);
      break;
    }
    for (const p of Object.keys(b.colours)) if (a.colours[p] !== b.colours[p]) found.push(`${b.at}: ${p} ${a.colours[p]} switched, ${b.colours[p]} fresh`);
    if (a.text !== b.text) found.push(`${b.at}: text "${a.text}" switched, "${b.text}" fresh`);
  }
  return found;
}

test.describe.configure({ timeout: 300_000 });

test('a page switched to dark in place is drawn as one loaded in dark (a sample of every kind of page)', async ({ browser, baseURL }) => {
  const switched = new Map<string, Drawn[]>();
  const fresh = new Map<string, Drawn[]>();
  const noToggle: string[] = [];
  await visitAll(contexts(browser, baseURL, 'light'), SAMPLE, async (target, page) => {
    expect(await shownTheme(page), target.name).toBe('light');
    if (!(await switchTheme(page, 'dark'))) {
      noToggle.push(target.name);
      return;
    }
    await animationsSettled(page);
    await unfocused(page);
    switched.set(target.name, await drawn(page));
  }, { contextPerLane: true });
  await visitAll(contexts(browser, baseURL, 'dark'), SAMPLE, async (target, page) => {
    expect(await shownTheme(page), target.name).toBe('dark');
    await animationsSettled(page);
    await unfocused(page);
    fresh.set(target.name, await drawn(page));
  });
  // Every page of the sample but the ones without a toggle (which the sweep loads again in dark) was compared.
  expect(noToggle.length + switched.size).toBe(SAMPLE.length);
  const found: string[] = [];
  for (const [name, elements] of switched) {
    const dark = fresh.get(name)!;
    expect(elements.length, `${name}: elements drawn`).toBeGreaterThan(20);
    for (const d of differences(elements, dark)) found.push(`${name}: ${d}`);
  }
  if (noToggle.length) console.log(`no theme toggle (loaded again in dark by the sweep): ${noToggle.join(', ')}`);
  expect(found).toEqual([]);
});

