// The every-page sweeps' axe read of a settled page (tests/e2e/every-page.spec.ts), in a module of its own so that a
// single page's check can be repeated by itself (`axeViolations` on one tab, many times) with exactly the sweep's
// waits and read.
import axe from 'axe-core';
import type { Page } from '@playwright/test';
import { sweepRules } from './axe-rules';

// Every rule of the installed axe-core that can report a serious or critical violation, the experimental
// (label-in-name, WCAG 2.5.3), the best-practice and the deprecated ones included; the WCAG AAA rules are left out (the
// product claims AA: AAA contrast is 7:1), and so are the rules that can only report a minor or moderate violation,
// which the sweeps' assertion never fails on (derived from axe-core's metadata: tests/e2e/axe-rules.ts).
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
 * How long the document must have been unchanged to be read: React commits what a request's answer or a lazy chunk
 * brings some time after the request has ended (a renderer busy with other tabs handles it late), so the network's
 * quiet moment alone let axe start on a page about to change (the header's hint tooltips arriving, a list's date
 * filters mounting), and the read was taken again. A page that never holds still is read after LONGEST_MS.
 */
const STILL_MS = 500;
const LONGEST_MS = 5_000;

/** What the page has done since the sweep last judged it settled (WATCH_SETUP). */
interface Watch {
  changes: number;
  /** When the document last changed (performance.now()). */
  last: number;
  observer: MutationObserver;
}
type Watched = Window & { __sweepWatch?: Watch };

/**
 * Counts, from the page's first check on, every change of the document (a node, an attribute, a text) and every CSS
 * transition or animation that starts (a hover, a colour fading in with no change of the DOM), once per document.
 * `animationsSettled` sets the count to zero in the same frame in which it finds the page still, and the axe read
 * reads it after axe.run: a change anywhere in between, however short, makes the read one of a moving page. Before,
 * the read watched the page only from the start of axe.run, so a change between the settled check and that start
 * (axe's injection, some 0.2-0.3 s of the renderer, and the round trips) went unseen: /teams' invite button, mounted
 * disabled until the roles arrive, was enabled in that gap on a loaded machine and axe read its colours a moment into
 * their 250 ms fade from the disabled grey (zh dark, `color-contrast` on `.css-75jwd9`).
 */
async function watch(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as Watched;
    if (w.__sweepWatch) return;
    const state: Watch = {
      changes: 0,
      last: performance.now(),
      observer: new MutationObserver((list) => {
        state.changes += list.length;
        state.last = performance.now();
      }),
    };
    w.__sweepWatch = state;
    state.observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
    for (const type of ['transitionrun', 'animationstart']) document.addEventListener(type, () => {
      state.changes += 1;
      state.last = performance.now();
    }, true);
  });
}

/** Numbers each animationsSettled call, so its wait's start is its own. */
let calls = 0;

/**
 * Resolves once two frames in a row have had no finite transition or animation running and the document unchanged for
 * STILL_MS (and, given a width, the window at that width): a control that becomes enabled as its data arrives fades
 * its colours in over a few hundred milliseconds, and axe measuring it half way reports a contrast the finished page
 * does not have; a page resized to a phone's width re-renders through its media queries (a drawer closing, a column
 * appearing). Spinners, which never end, are left out; a page that never stops changing is taken after LONGEST_MS.
 * The page's change count (`watch`) starts again from zero in the frame that finds it still.
 *
 * The check is one frame's, polled every frame (waitForFunction's default). It used to return a promise of two
 * frames' verdict, which waitForFunction takes as a truthy answer at once: the page was read after two frames whether
 * or not it was still (and the count, not reset, then made the read one of a moving page: read again).
 */
export async function animationsSettled(page: Page, width?: number): Promise<void> {
  await page.waitForFunction(
    ({ w, call, stillMs, longestMs }) => {
      const s = window as Watched & { __sweepSettle?: { call: number; frames: number; since: number } };
      const now = performance.now();
      if (s.__sweepSettle?.call !== call) s.__sweepSettle = { call, frames: 0, since: now };
      const wait = s.__sweepSettle;
      const watched = s.__sweepWatch;
      if (watched && watched.observer.takeRecords().length > 0) watched.last = now;
      const unchanged = !watched || now - watched.last >= stillMs || now - wait.since >= longestMs;
      const still =
        (w === null || window.innerWidth === w) &&
        unchanged &&
        document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity);
      wait.frames = still ? wait.frames + 1 : 0;
      if (wait.frames < 2) return false;
      if (watched) {
        watched.observer.takeRecords();
        watched.changes = 0;
      }
      return true;
    },
    { w: width ?? null, call: ++calls, stillMs: STILL_MS, longestMs: LONGEST_MS },
    { timeout: 10_000 },
  );
}

/**
 * Resizes the tab in place and waits until the page has followed (the window at that width, then settled as
 * animationsSettled says): its media queries' change events and resize listeners re-render it.
 */
export async function resizeSettled(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await animationsSettled(page, size.width);
}

/**
 * axe's read of the settled page. A read during which the page changed (a node or attribute mutated, or a transition
 * or animation started, at any moment from the settled check to the end of axe.run: a query that started after the
 * page was first quiet, a button enabled by its data fading its colours in) is not a read of one page: it is taken
 * again once the page has settled, at most twice more. The assertion is on the settled page's read; a page that never
 * holds still keeps its last read.
 */
export async function axeViolations(page: Page): Promise<axe.AxeResults> {
  for (let read = 0; ; read++) {
    const { results, changed } = await axeRead(page);
    if (!changed || read === 2) return results;
    console.log(`${page.url()}: changed while axe read it; read again`);
  }
}

async function axeRead(page: Page): Promise<{ results: axe.AxeResults; changed: boolean }> {
  await watch(page);
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
    return (window as unknown as { axe: typeof axe }).axe
      .run({ exclude: [], include: [] } as unknown as axe.ElementContext, { runOnly: { type: 'rule', values: rules }, resultTypes: ['violations'] })
      .then(
        (results) => {
          const moving = document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
          const watched = (window as Watched).__sweepWatch!;
          return { error: null, results, changed: watched.changes + watched.observer.takeRecords().length > 0 || moving };
        },
        (e: Error) => ({ error: e.message, results: null, changed: false }),
      );
  }, { rules: AXE_RULES });
  if (answer.error !== null) throw new Error(answer.error);
  return { results: answer.results!, changed: answer.changed };
}
