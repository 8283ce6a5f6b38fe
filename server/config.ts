// Server configuration: read once from the environment and validated, so a typo fails at start, not at 3 a.m.
import { z } from 'zod';
import { parseNameList } from '../domain/merchant-flags';

const bool = z
  .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['true', '1', 'on', 'yes'].includes(v));

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Where to listen: unset = this machine only (127.0.0.1 and ::1); 0.0.0.0 = every interface (server/lib/listen.ts). */
  HOST: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: z.string().url().optional(),
  DEMO_EMAIL: z.string().email().default('demo@example.com'),
  DEMO_PASSWORD: z.string().min(6).max(30).default('Demo@2026'),
  SEED: z.enum(['auto', 'off']).default('auto'),
  CAPTCHA: z.enum(['on', 'off']).default('on'),
  SMTP_URL: z.string().url().optional(),
  /** Serve GET /api/dev/mailbox (loopback clients only) while SMTP_URL is unset; refused in production. */
  DEV_MAILBOX: bool.default(false),
  MAIL_FROM: z.string().default('Merchant Dashboard <no-reply@localhost>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Development only, 0 = off: requests, and PGlite statements and transactions, that took this many ms or more are logged (server/db/slow-log.ts). */
  SLOW_LOG_MS: z.coerce.number().int().min(0).default(0),
  TRUST_PROXY: bool.default(false),
  SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(12),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
  LOGIN_MAX_FAILURES_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(20),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  /** Failures on one account (from any address) after which sign-in needs a solved captcha and answers slower. */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  /** Delay of every sign-in answer for an account past LOGIN_MAX_FAILURES_PER_ACCOUNT. */
  LOGIN_SLOWDOWN_MS: z.coerce.number().int().min(0).max(10_000).default(1000),
  /** New captchas per minute per client address (each sign-in, register and reset form draws one). */
  CAPTCHAS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** API requests per minute per client address, all routes together (the app's files do not count). */
  API_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Failed authentications (401 answers) per client address per minute; past it every API call of the address is 429. */
  AUTH_FAILURES_PER_MINUTE: z.coerce.number().int().min(1).default(100),
  /** Hosted checkout requests per minute per client address and checkout token: page views and pay attempts. */
  CHECKOUT_VIEWS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  CHECKOUT_PAYS_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** The test card network's pace: seconds from a dispute card's payment to its dispute, and from a test-mode submission to the outcome. */
  /** Requests per minute of one secret key on the merchant API (429 with Retry-After beyond). */
  API_KEY_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(100),
  /** Test-mode webhook endpoints may be on this machine (loopback), for local development and the tests; refused in production. */
  WEBHOOK_LOOPBACK: bool.default(false),
  /** Days the webhook delivery log is kept. */
  WEBHOOK_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  DISPUTE_SIMULATION_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  /** The test bank's pace: seconds from a simulated transfer to the virtual account to its arrival (credit or hold). */
  BANK_SIMULATION_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  SERVE_SPA: bool.default(true),
  /** Folder of the built SPA (npm start builds into it when the sources changed). */
  SPA_DIR: z.string().default('dist'),
  /** Whether this process works the job queues; API processes beside `npm run worker` processes may say off. */
  JOBS_WORKERS: z.enum(['on', 'off']).default('on'),
  /** IANA time zone of the job schedules (cron). */
  JOBS_TIME_ZONE: z
    .string()
    .default('UTC')
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'unknown time zone'),
  /** Nicknames whose stored permissions apply ('all' = everyone); anyone else gets the wildcard (spec section 6). */
  PERMISSION_ALLOW_LIST: z
    .string()
    .default('all')
    .transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean)),
  /**
   * The key gateway credentials, TOTP secrets and webhook signing secrets are encrypted under at rest
   * (server/lib/secret-box.ts); required in production.
   * Unset elsewhere: a development key, named in a warning at start.
   */
  SECRETS_KEY: z.string().min(16).optional(),
  /** Account names of internal merchants, comma-separated (spec section 6; domain/merchant-flags.ts). */
  INTERNAL_MERCHANTS: z.string().default('').transform(parseNameList),
  /** Account names of test merchants, comma-separated (spec section 6; domain/merchant-flags.ts). */
  TEST_MERCHANTS: z.string().default('').transform(parseNameList),
});

export type Config = z.infer<typeof configSchema>;

/** Settings that are unsafe in production: refused at start rather than discovered after an account takeover. */
function productionIssues(config: Config): string[] {
  if (config.NODE_ENV !== 'production') return [];
  const issues: string[] = [];
  if (config.DEV_MAILBOX) issues.push('  DEV_MAILBOX: must be off in production (it shows every email, reset links included)');
  if (config.WEBHOOK_LOOPBACK) issues.push('  WEBHOOK_LOOPBACK: must be off in production (webhooks could reach this machine\'s services)');
  if (!config.SECRETS_KEY) issues.push('  SECRETS_KEY: required in production (gateway credentials and webhook signing secrets are encrypted under it)');
  if (!config.PUBLIC_URL) issues.push('  PUBLIC_URL: required in production (emailed and printed links are built on it)');
  return issues;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  // Production seeds the demo world (whose password the README publishes) only when SEED=auto is asked for.
  if (parsed.data.NODE_ENV === 'production' && !env.SEED) parsed.data.SEED = 'off';
  const unsafe = productionIssues(parsed.data);
  if (unsafe.length) throw new Error(`Invalid configuration:\n${unsafe.join('\n')}`);
  return parsed.data;
}

/** Configuration for tests: defaults plus overrides, never reading the process environment. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...configSchema.parse({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JOBS_WORKERS: 'off' }), ...overrides };
}
