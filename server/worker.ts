// `npm run worker`: a process that only works the job queues, for when the API processes should not (set
// JOBS_WORKERS=off on them) or one machine is not enough. Same code and configuration as the server; it builds the
// app for its mailer, logger and job queue but never listens. Needs PostgreSQL: PGlite is one process's database.
import { existsSync } from 'node:fs';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { secretsKey } from './lib/secret-box';
import { sealPlainWebhookSecrets } from './services/webhooks/endpoints';

if (existsSync('.env')) process.loadEnvFile('.env');
const config = { ...loadConfig(), JOBS_WORKERS: 'on' as const, SERVE_SPA: false };
if (!config.DATABASE_URL) {
  console.error('npm run worker needs DATABASE_URL: the embedded database belongs to the one server process.');
  process.exit(2);
}
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
// As at the server's start: webhook signing secrets of before migration 0031 are sealed under SECRETS_KEY.
await database.migrate(async () => {
  await sealPlainWebhookSecrets(database.db, secretsKey(config.SECRETS_KEY));
});
const app = await buildApp({ db: database.db, config });
await app.ready();
app.log.info({ queues: app.jobs.definitions.map((d) => d.name) }, 'worker started');

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'worker stopping: finishing the jobs in flight');
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  try {
    await app.close();
    await database.close();
  } finally {
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
