// Builds the Fastify application (never listens): plugins, both API bases, the SPA. Tests build it on a test database.
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { randomId } from '../domain/random-id';
import type { Config } from './config';
import { ping, type Db } from './db/client';
import { errSerializer, REDACT_PATHS, REDACTED, reqSerializer } from './lib/log-redaction';
import { JOB_DEFINITIONS } from './jobs/definitions';
import { createJobQueue, type JobQueue } from './jobs/queue';
import { startWebhookTicker } from './jobs/definitions/webhooks';
import { createMailer, type Mailer } from './lib/mailer';
import { secretsKey } from './lib/secret-box';
import { insertMailMessage } from './repositories/mail-messages';
import type { CaptchaGenerator } from './services/captcha';
import type { Resolver } from './lib/safe-target';
import type { WebhookTargets } from './services/webhooks/dispatch';
import authPlugin from './plugins/auth';
import { FailureWindow } from './lib/failure-window';
import dbPlugin from './plugins/db';
import errorsPlugin, { sendError } from './plugins/errors';
import inputGuardPlugin from './plugins/input-guard';
import openapiPlugin from './plugins/openapi';
import securityPlugin from './plugins/security';
import spaPlugin, { hasSpa } from './plugins/spa';
import { authRoutes } from './routes/auth';
import { checkoutRoutes } from './routes/checkout';
import { contactRoutes } from './routes/contact';
import { devRoutes } from './routes/dev';
import { onboardingRoutes } from './routes/onboarding';
import { opsRoutes } from './routes/ops';
import { baseRoutes } from './routes';
import { requestContext, watchEventLoop } from './db/slow-log';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    jobs: JobQueue;
    /** Where webhook deliveries may connect (WEBHOOK_LOOPBACK, and the resolver): every send goes through it. */
    webhookTargets: WebhookTargets;
    /** The key secrets at rest are sealed under (SECRETS_KEY, or the development key): webhook signing secrets. */
    secretsKey: Buffer;
  }
}

export interface BuildOptions {
  db: Db;
  config: Config;
  mailer?: Mailer;
  /** Draws sign-in captchas; tests inject a deterministic one. Defaults to svg-captcha. */
  captcha?: CaptchaGenerator;
  /** Where the log goes instead of stdout: tests read it back to prove no secret reaches it. */
  logStream?: { write(line: string): void };
  /** Resolves webhook hosts (tests inject a stub: no traffic leaves the machine); dns.lookup by default. */
  webhookResolver?: Resolver;
  /** The job queue; by default one with every job type on `db`, started when the app is ready. */
  jobs?: JobQueue;
}

/** Smaller JSON answers gain less than a packet from compression. */
export const COMPRESS_THRESHOLD = 1024;
/** Brotli's default quality (11) costs milliseconds per answer; 4 compresses about as well as gzip -9, faster. */
const BROTLI_PER_RESPONSE = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } };

/** Registers the per-mode routes under a base; every request on it carries that mode. */
function apiBase(livemode: boolean): FastifyPluginAsync {
  return async (base) => {
    base.addHook('onRequest', async (request) => {
      request.livemode = livemode;
    });
    await base.register(baseRoutes);
  };
}

/** Whether a request path is one of the APIs (live, test, public checkout), as opposed to the SPA's files. */
export function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url === '/api' || url.startsWith('/test/api/') || url === '/test/api';
}

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: { paths: REDACT_PATHS, censor: REDACTED },
      serializers: { req: reqSerializer, err: errSerializer },
      ...opts.logStream && { stream: opts.logStream },
    },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomId(),
    bodyLimit: config.BODY_LIMIT_BYTES,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.REQUEST_TIMEOUT_MS + 5000,
    trustProxy: config.TRUST_PROXY,
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  if (config.SLOW_LOG_MS > 0) {
    // SLOW_LOG_MS (development only): each request runs in a context that names it to the statement log, and a
    // request that took the threshold or more is logged with its time.
    app.addHook('onRequest', (request, _reply, done) => requestContext.run({ label: `${request.method} ${request.url}` }, done));
    const stopLoopWatch = watchEventLoop(config.SLOW_LOG_MS);
    app.addHook('onClose', async () => stopLoopWatch());
    app.addHook('onResponse', async (request, reply) => {
      if (reply.elapsedTime >= config.SLOW_LOG_MS) {
        process.stderr.write(`slow-request ${Math.round(reply.elapsedTime)}ms ${reply.statusCode} ${request.method} ${request.url}\n`);
      }
    });
  }
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  // JSON answers above a packet are compressed per response; the SPA's files come compressed from the build
  // (plugins/spa.ts) and CSV exports stream as they are (gzip on the fly would slow their rows per second).
  await app.register(compress, { threshold: COMPRESS_THRESHOLD, encodings: ['br', 'gzip'], customTypes: /^application\/(json|problem\+json)/, brotliOptions: BROTLI_PER_RESPONSE });
  await app.register(securityPlugin);
  await app.register(dbPlugin, { db: opts.db, config });
  app.decorate('mailer', opts.mailer ?? createMailer((mail) => insertMailMessage(opts.db, mail), { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }));
  app.decorate('webhookTargets', { allowLoopback: config.WEBHOOK_LOOPBACK, resolve: opts.webhookResolver });
  app.decorate('secretsKey', secretsKey(config.SECRETS_KEY));
  // Background work (server/jobs): started with the app, stopped on close after the jobs in flight finish.
  const jobs = opts.jobs ?? createJobQueue({
    db: opts.db, mailer: app.mailer, log: app.log, definitions: JOB_DEFINITIONS, timeZone: config.JOBS_TIME_ZONE, publicUrl: config.PUBLIC_URL,
    settings: { webhookRetentionDays: config.WEBHOOK_RETENTION_DAYS, webhookTargets: app.webhookTargets, secretsKey: app.secretsKey, dataDir: config.DATA_DIR },
  });
  app.decorate('jobs', jobs);
  let stopTicker: (() => void) | undefined;
  app.addHook('onReady', async () => {
    await jobs.start({ work: config.JOBS_WORKERS === 'on' });
    // A working process looks for due webhook deliveries every 2 s and queues a dispatch when there are some.
    if (config.JOBS_WORKERS === 'on') stopTicker = startWebhookTicker(opts.db, jobs);
  });
  app.addHook('onClose', async () => {
    stopTicker?.();
    await jobs.stop();
  });
  await app.register(authPlugin);
  // A coarse per-process guard for every API route; finer limits (sign-in failures) are kept in the database.
  // The app's static files and the health check do not count: one page load fetches dozens of assets.
  // A merchant's server calling with a secret key is limited per key (API_KEY_REQUESTS_PER_MINUTE), wherever it runs,
  // once the key is verified (app.verifiedKey); a key that does not work is only an address, so a made-up sk_ value
  // never opens a bucket of its own (for this limit and for the routes' own: reset mail, register, captcha, contact).
  const keyOf = async (request: FastifyRequest) => {
    const key = await app.verifiedKey(request);
    return key ? `key:${key.id}` : null;
  };
  // Failed authentications count per address: past AUTH_FAILURES_PER_MINUTE 401s in a minute, the address is 429.
  const failures = new FailureWindow(config.AUTH_FAILURES_PER_MINUTE, 60_000);
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiPath(request.url)) return;
    const wait = failures.blockedFor(request.ip);
    if (wait !== null) {
      reply.header('retry-after', String(wait));
      return sendError(request, reply, 429, 'too_many_requests');
    }
  });
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode === 401 && isApiPath(request.url)) failures.record(request.ip);
  });
  await app.register(rateLimit, {
    global: true,
    max: async (request) => ((await keyOf(request)) ? config.API_KEY_REQUESTS_PER_MINUTE : config.API_REQUESTS_PER_MINUTE),
    keyGenerator: async (request) => (await keyOf(request)) ?? request.ip,
    timeWindow: '1 minute',
    allowList: (request) => !isApiPath(request.url),
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // API answers are private to the caller (balances, customers, tokens): no browser or proxy cache keeps them.
    if (isApiPath(request.url) && !String(reply.getHeader('cache-control') ?? '').includes('no-store')) {
      reply.header('cache-control', 'no-store');
    }
  });
  await app.register(openapiPlugin);

  app.get(
    '/healthz',
    { schema: { hide: true, response: { 200: z.object({ status: z.literal('ok'), database: z.string() }) } } },
    async () => {
      await ping(opts.db);
      return { status: 'ok' as const, database: 'ok' };
    },
  );

  await app.register(authRoutes, { prefix: '/api/auth', captcha: opts.captcha });
  await app.register(devRoutes, { prefix: '/api/dev' });
  // Onboarding belongs to the account, not to a mode: live base only, with the live token.
  await app.register(onboardingRoutes, { prefix: '/api/onboarding' });
  await app.register(contactRoutes, { prefix: '/api/contact' });
  // Background jobs belong to the installation, not to a mode: live base only.
  await app.register(opsRoutes, { prefix: '/api/ops' });
  // The hosted checkout is public: its token, not a session, decides the account and the mode.
  await app.register(checkoutRoutes, { prefix: '/api/checkout' });
  await app.register(apiBase(true), { prefix: '/api' });
  await app.register(apiBase(false), { prefix: '/test/api' });

  const serveSpa = config.SERVE_SPA && hasSpa(config.SPA_DIR);
  if (serveSpa) await app.register(spaPlugin, { dir: config.SPA_DIR });
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    const isApi = url.startsWith('/api/') || url === '/api' || url.startsWith('/test/api');
    if (!isApi && serveSpa && request.method === 'GET') {
      // Client-side routes: the SPA decides (and shows /404 for unknown paths).
      return reply.sendFile('index.html');
    }
    return sendError(request, reply, 404, 'not_found');
  });

  return app;
}
