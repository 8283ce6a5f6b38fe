// Runs the server: validated config, database (PGlite or PostgreSQL), migrations, first-start seed, listen,
// and a graceful close on SIGINT/SIGTERM.
import { existsSync } from 'node:fs';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DEMO_SIGN_INS, isEmpty, seedDemo } from './seed';
import { queueDemoVerifications } from './seed/payouts';
import { JOB_DEFINITIONS } from './jobs/definitions';
import { installJobSchema } from './jobs/queue';
import { listen } from './lib/listen';
import { secretsKey } from './lib/secret-box';
import { sealPlainWebhookSecrets } from './services/webhooks/endpoints';

// A .env file in the working directory is read first; variables already set in the environment win.
if (existsSync('.env')) process.loadEnvFile('.env');
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, slowLogMs: config.SLOW_LOG_MS });
let seeded = false;
// The seed runs under the migration lock: of several processes starting on an empty database, one seeds it. The job
// queue's schema and queues are installed there too, so that two processes never create them at once, and webhook
// signing secrets written before they were sealed are sealed under SECRETS_KEY (migration 0031 renamed the columns;
// the key is configuration, so the sealing is this step of the start).
await database.migrate(async () => {
  await installJobSchema(database.db, JOB_DEFINITIONS);
  await sealPlainWebhookSecrets(database.db, secretsKey(config.SECRETS_KEY));
  if (config.SEED === 'auto' && (await isEmpty(database.db))) {
    await seedDemo(database.db, { email: config.DEMO_EMAIL, password: config.DEMO_PASSWORD, dataDir: config.DATA_DIR, secretsKey: secretsKey(config.SECRETS_KEY) });
    seeded = true;
  }
});

// Background jobs (automatic review, housekeeping, ...) start with the app unless JOBS_WORKERS=off.
const app = await buildApp({ db: database.db, config });
if (config.WEBHOOK_LOOPBACK) {
  app.log.warn('WEBHOOK_LOOPBACK=on: test-mode webhooks may be delivered to this machine. Use this only for local development and tests.');
}
if (config.CAPTCHA === 'off') {
  app.log.warn('CAPTCHA=off: the sign-in captcha is not checked. Use this only for automated test runs.');
}

/** The extra listening sockets' close (the second loopback address), run before the app closes. */
const closeListeners: (() => Promise<void>)[] = [];
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // The job queue waits up to 10 s for jobs in flight (app.close), then fails the rest so another worker retries them.
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  try {
    for (const close of closeListeners) await close();
    await app.close();
    await database.close();
  } finally {
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

/** Where mails go: SMTP, the dev mailbox (opt-in, loopback only), or only the mail_messages table. */
function mailLines(origin: string): string[] {
  if (config.SMTP_URL) return ['  Mail: sent by SMTP (SMTP_URL)'];
  if (config.DEV_MAILBOX) return [`  Dev mailbox (loopback clients only): ${origin}/api/dev/mailbox and ${origin}/mailbox`];
  return ['  Mail: no SMTP_URL, kept in the database only (DEV_MAILBOX=on shows it to loopback clients)'];
}

const listening = await listen(app, config);
// The demo's beneficiaries in review get their verification job now that the queue is up.
if (seeded) await queueDemoVerifications(database.db, app.jobs);
closeListeners.push(listening.close);
const port = listening.port;
const where = config.HOST
  ? `  Listening on ${listening.addresses.join(' and ')} (HOST=${config.HOST})`
  : `  Listening on ${listening.addresses.join(' and ')}: this machine only (set HOST=0.0.0.0 to accept other machines)`;
const url = config.PUBLIC_URL ?? `http://localhost:${port}`;
console.log(
  [
    '',
    `  Merchant dashboard is running at ${url}`,
    where,
    `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL (DATABASE_URL)'}`,
    ...(config.SEED === 'auto'
      ? [`  Demo sign-in: ${config.DEMO_EMAIL} / ${config.DEMO_PASSWORD}${seeded ? ' (seeded just now)' : ''}`, ...DEMO_SIGN_INS.map((u) => `    also ${u.email} (${u.role})`)]
      : []),
    `  API docs: ${url}/api/docs`,
    ...mailLines(url),
    ...(config.WEBHOOK_LOOPBACK ? ['  WEBHOOK_LOOPBACK=on: test-mode webhook endpoints may be on this machine (loopback)'] : []),
    '',
  ].join('\n'),
);
