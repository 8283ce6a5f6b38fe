// Builds the real application on a fresh test database for one test file.
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, inject } from 'vitest';
import { buildApp, type BuildOptions } from '../../server/app';
import { testConfig, type Config } from '../../server/config';
import type { Database } from '../../server/db/client';
import { createSession } from '../../server/repositories/sessions';
import { apiClient, type ApiClient } from '../factories/payments';
import { openSecondPool, openTestDatabase } from './db';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
}

/** Call at the top level of a test file; the app and database close after the file's tests. */
export async function setupTestApp(
  overrides: Partial<Config> = {},
  extra: Omit<BuildOptions, 'db' | 'config'> = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  // Every app's log goes to the run's log directory at info level (unless the test reads its own), so the run's
  // end can check that no secret a test used was logged (tests/helpers/global-logs.ts).
  const logDir = inject('apiLogDir');
  const logFile = logDir && !extra.logStream ? createWriteStream(path.join(logDir, `${process.pid}-${Math.random().toString(36).slice(2)}.log`)) : undefined;
  // The harness reads activation and reset mails from the dev mailbox, which is opt-in everywhere else.
  const config = testConfig({ SERVE_SPA: false, DEV_MAILBOX: true, ...(logFile ? { LOG_LEVEL: 'info' as const } : {}), ...overrides });
  const app = await buildApp({ db: database.db, config, ...(logFile ? { logStream: logFile } : {}), ...extra });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
    await new Promise<void>((resolve) => (logFile ? logFile.end(resolve) : resolve()));
  });
  return { app, database, config };
}

/** A fresh directory under the system's temporary one, removed with everything in it after the file's tests. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * Runs `fn` with a client of a second application on its own pool of the same PostgreSQL test database (a second
 * server process as far as the database's locks go), signed in as the merchant's user in test mode; the second app
 * and its pool close afterwards. For the race tests that prove a lock holds across processes (PostgreSQL only).
 */
export async function withSecondProcess<T>(
  { database, config }: Pick<TestApp, 'database' | 'config'>,
  merchant: { user: { id: string }; account: { id: string }; test: ApiClient },
  fn: (viaOther: ApiClient) => Promise<T>,
): Promise<T> {
  const second = await openSecondPool(database);
  try {
    const otherApp = await buildApp({ db: second.db, config });
    try {
      await otherApp.ready();
      const session = await createSession(database.db, { userId: merchant.user.id, accountId: merchant.account.id, ttlHours: 1 });
      return await fn(apiClient(otherApp, session.testToken, merchant.test.scope));
    } finally {
      await otherApp.close();
    }
  } finally {
    await second.close();
  }
}
