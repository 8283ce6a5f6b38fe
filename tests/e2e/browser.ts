// The end-to-end tests' browser: Debian's Chromium, as playwright.config.ts launches it, named here once so that a spec
// that needs the full browser (its PDF viewer) can launch that one with the same switches.
import { existsSync } from 'node:fs';

/** The full browser in headless mode: it has Chromium's PDF viewer, which the headless shell does not. */
export const FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's Chromium in its headless shell (package chromium-headless-shell: the same Chromium build and Blink, without
 * the desktop browser's windowing layer and its PDF viewer; what Playwright itself runs for headless Chromium), else
 * the full browser in headless mode. The shell's browser process used about half the CPU for the same tests
 * (bench/REPORT.md, Test suite).
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => existsSync(p)) ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // V8 without its top tier (TurboFan): a test's page lives a few seconds, and TurboFan's background compiles of its
  // hot functions cost more CPU than they win back. Maglev, the tier below, still optimizes. The same code runs with
  // the same results; the renderers used 8-11 % less CPU on the sweep's part 1-30 and 12 % less on loads with axe
  // reads (docs/decisions.md, "The suite, fifteenth pass"). The web bench keeps V8's defaults.
  '--js-flags=--max-opt=2',
];
