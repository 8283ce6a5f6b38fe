// End-to-end tests: real Chromium (Debian's) against the real server on a fresh embedded database.
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { E2E_HEALTH_URL, E2E_PORT, E2E_SERVER_COMMAND, e2eDataDir, e2eServerEnv, e2eServerStartedOutside } from './tests/e2e/server';

// The run's fresh database (tests/e2e/server.ts), removed afterwards.
const dataDir = e2eDataDir();

/**
 * Debian's Chromium in its headless shell (package chromium-headless-shell: the same Chromium build and Blink, without
 * the desktop browser's windowing layer; what Playwright itself runs for headless Chromium), else the full browser in
 * headless mode. The shell's browser process used about half the CPU for the same tests (bench/REPORT.md, Test suite).
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => existsSync(p)) ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  globalTeardown: './tests/e2e/teardown.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Each spec makes its own merchant (tests/e2e/world.ts), so files run side by side: two workers on this two-core
  // machine (measured in docs/decisions.md); E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // The list, the tests that passed only on a retry (named in npm test's and CI's summary), and where the time went.
  reporter: [['list'], ['./tests/e2e/retry-reporter.ts'], ['./tests/e2e/timing-reporter.ts']],
  outputDir: 'test-results/e2e',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // A trace is recorded for a retry only (CI retries once): recording one for every test (the DOM after each action
    // and a screencast) doubled the browser's and the test workers' CPU time (bench/REPORT.md, Test suite). A failure
    // still leaves its screenshot and error context; `npx playwright test <spec> --trace on` records one for a rerun.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // V8 without its top tier (TurboFan): a test's page lives a few seconds, and TurboFan's background compiles of
        // its hot functions cost more CPU than they win back. Maglev, the tier below, still optimizes. The same code
        // runs with the same results; the renderers used 8-11 % less CPU on the sweep's part 1-30 and 12 % less on
        // loads with axe reads (docs/decisions.md, "The suite, fifteenth pass"). The web bench keeps V8's defaults.
        '--js-flags=--max-opt=2',
      ],
    },
  },
  // `npm test` starts this same server while the API tests run and hands it over ready (tests/e2e/server.ts);
  // otherwise Playwright starts it and waits for it.
  webServer: {
    command: E2E_SERVER_COMMAND,
    url: E2E_HEALTH_URL,
    reuseExistingServer: e2eServerStartedOutside(),
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: e2eServerEnv(dataDir),
  },
});
