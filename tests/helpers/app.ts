// Builds the real application on a fresh test database for one test file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp, type BuildOptions } from '../../server/app';
import { testConfig, type Config } from '../../server/config';
import type { Database } from '../../server/db/client';
import { openTestDatabase } from './db';

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
  // The harness reads activation and reset mails from the dev mailbox, which is opt-in everywhere else.
  const config = testConfig({ SERVE_SPA: false, DEV_MAILBOX: true, ...overrides });
  const app = await buildApp({ db: database.db, config, ...extra });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return { app, database, config };
}

/** A fresh directory under the system's temporary one, removed with everything in it after the file's tests. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
