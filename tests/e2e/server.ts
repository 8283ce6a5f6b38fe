// The end-to-end tests' server: the real product (`npm start`) on a fresh embedded database, as playwright.config.ts
// starts it. Named here once so that `npm test` (scripts/test.ts) can start the very same server while the API tests
// run (its first start migrates and seeds the demo world: about a minute of one core), and Playwright then finds it
// ready (E2E_SERVER_STARTED) instead of starting it and waiting.
import os from 'node:os';
import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_SERVER_COMMAND = 'npm start';
export const E2E_HEALTH_URL = `http://127.0.0.1:${E2E_PORT}/healthz`;

/** The run's fresh database directory, named once in the environment so the workers, the teardown and npm test agree. */
export function e2eDataDir(): string {
  process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `md-e2e-${process.pid}-${Date.now()}`);
  return process.env.E2E_DATA_DIR;
}

/** True when npm test started the server before the end-to-end phase and owns it (its stop and its directory). */
export function e2eServerStartedOutside(): boolean {
  return process.env.E2E_SERVER_STARTED === '1';
}

/** The server's environment (besides the caller's own). */
export function e2eServerEnv(dataDir: string): Record<string, string> {
  return {
    PORT: String(E2E_PORT),
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
  };
}

/**
 * Polls `url` until it answers 2xx (true), or `timeoutMs` pass or `gaveUp()` says to stop (false): how npm test and
 * the screenshots wait for a server they started.
 */
export async function untilHealthy(url: string, timeoutMs = 240_000, gaveUp: () => boolean = () => false): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!gaveUp() && Date.now() < deadline) {
    if (await fetch(url, { signal: AbortSignal.timeout(2_000) }).then((r) => r.ok, () => false)) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}
