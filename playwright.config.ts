// End-to-end tests: real Chromium (Debian's) against the real server on a fresh embedded database.
import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './tests/e2e/browser';
import { E2E_HEALTH_URL, E2E_PORT, E2E_SERVER_COMMAND, e2eDataDir, e2eServerEnv, e2eServerStartedOutside } from './tests/e2e/server';

// The run's fresh database (tests/e2e/server.ts), removed afterwards.
const dataDir = e2eDataDir();

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
      args: CHROMIUM_ARGS,
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
