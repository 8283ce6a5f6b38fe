// End-to-end tests: real Chromium (Debian's) against the real server on a fresh embedded database.
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8181);
// The run's fresh database, named once in the environment so workers and the teardown agree; removed afterwards.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `md-e2e-${process.pid}-${Date.now()}`);
const dataDir = process.env.E2E_DATA_DIR;

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
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace is recorded for a retry only (CI retries once): recording one for every test (the DOM after each action
    // and a screencast) doubled the browser's and the test workers' CPU time (bench/REPORT.md, Test suite). A failure
    // still leaves its screenshot and error context; `npx playwright test <spec> --trace on` records one for a rerun.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'npm start',
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CAPTCHA: 'off',
      // The register and reset flows read their mails from the dev mailbox, which is off unless turned on.
      DEV_MAILBOX: 'on',
      // The webhook specs deliver to a receiver on this machine: test mode may reach loopback only with this on.
      WEBHOOK_LOOPBACK: 'on',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // One browser makes every request of the suite from one address; the limit itself is an API test.
      API_REQUESTS_PER_MINUTE: '5000',
      CAPTCHAS_PER_MINUTE: '1000',
      // Signed-out pages answer 401 to the browser's first calls; the failed-authentication limit is an API test.
      AUTH_FAILURES_PER_MINUTE: '5000',
      // Separate builds let several e2e runs (e.g. parallel work on one machine) not overwrite each other's SPA.
      SPA_DIR: process.env.E2E_SPA_DIR ?? 'dist',
    },
  },
});
