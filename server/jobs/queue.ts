// The one owner of background work: pg-boss on the app's database (PostgreSQL or PGlite). Queues are created from
// the job definitions with their retry, backoff, expiry and dead-letter queue; cron schedules are registered in
// the configured time zone. A process either works the queues (the API server by default, `npm run worker`) or
// only sends jobs (API processes with JOBS_WORKERS=off). Tests call runDue() instead of starting workers.
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { WebhookTargets } from '../services/webhooks/dispatch';
import type { Db } from '../db/client';
import type { Mailer } from '../lib/mailer';
import type { JobSender, SendOptions } from '../lib/queues';
import { deadLetterOf, type JobDefinition } from './definition';
import { clientOf, executorFor, isEmbedded } from './executor';
import type { SqlExecutor } from './pglite-executor';
import { txExecutor } from './tx-executor';

export const BOSS_SCHEMA = 'pgboss';

export interface JobQueueOptions {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  definitions: readonly JobDefinition<any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
  timeZone: string;
  /** Defaults to the connection behind `db`. */
  sql?: SqlExecutor;
  now?: () => Date;
  /** pg-boss intervals, shortened by tests (polling, maintenance, cron monitor). */
  intervals?: { pollingSeconds?: number; maintenanceSeconds?: number; cronSeconds?: number };
  /** PUBLIC_URL, handed to the jobs for links in mails. */
  publicUrl?: string;
  settings?: { webhookRetentionDays: number; webhookTargets?: WebhookTargets; secretsKey?: Buffer; dataDir?: string };
}

export type { SendOptions };

export interface JobQueue extends JobSender {
  readonly definitions: readonly JobDefinition<any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** Installs pg-boss's schema and the queues; with `work`, also runs workers, cron and maintenance. */
  start(opts: { work: boolean }): Promise<void>;
  /** Stops taking jobs and waits up to `timeoutMs` for those in flight; the rest are failed, so they are retried. */
  stop(timeoutMs?: number): Promise<void>;
  /** Takes the jobs of one queue that are due now and runs them here; resolves to how many ran. */
  runDue(name: string, batch?: number): Promise<number>;
  retry(name: string, id: string): Promise<void>;
  /** The started pg-boss instance (ops queries, maintenance in tests). */
  readonly boss: PgBoss;
}

/**
 * Installs (or upgrades) pg-boss's schema. pg-boss serialises its own install with an advisory lock, yet two processes
 * creating it at once on an empty PostgreSQL can still collide on the schema's name (23505 on pg_namespace, which its
 * race check does not recognise); the server therefore calls this under the migration lock, before anything starts.
 * The queues are created there too: two processes creating the same new queue at once deadlock on its table (40P01;
 * CI saw one start fail after its retries), while a queue that exists is kept as it is when a process starts.
 */
export async function installJobSchema(db: Db, definitions: readonly JobDefinition<any>[] = []): Promise<void> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const boss = new PgBoss({ db: executorFor(db) as PgBoss.Db, schema: BOSS_SCHEMA, supervise: false, schedule: false });
  await boss.start();
  try {
    await createQueues(boss, definitions);
  } finally {
    await boss.stop({ graceful: false, wait: true, close: false });
  }
}

/**
 * Creates the queues of the definitions (each with its dead-letter queue) and applies their current policy. Creating a
 * queue that exists changes nothing and takes no lock beyond its row; creating a new one adds its table, which two
 * processes doing at once can deadlock on (hence installJobSchema, under the migration lock, does it first).
 */
async function createQueues(boss: PgBoss, definitions: readonly JobDefinition<any>[]) { // eslint-disable-line @typescript-eslint/no-explicit-any
  for (const def of definitions) {
    await boss.createQueue(deadLetterOf(def.name), { name: deadLetterOf(def.name), retentionMinutes: 60 * 24 * 14 });
    const queue: PgBoss.Queue = {
      name: def.name,
      policy: def.policy ?? 'standard',
      retryLimit: def.retryLimit,
      retryDelay: def.retryDelaySeconds,
      retryBackoff: def.retryBackoff,
      expireInSeconds: def.expireInSeconds,
      deadLetter: deadLetterOf(def.name),
    };
    // createQueue keeps an existing queue as it is; updateQueue applies a changed policy on the next start.
    await boss.createQueue(def.name, queue);
    await boss.updateQueue(def.name, queue);
  }
}

/**
 * A worker's own polling, kept as a safety net only. Each of pg-boss's workers used to poll its queue every 1 or 2 s:
 * 23 queues, about 18 fetches a second, each planned and run on its own; on the embedded database (one connection,
 * in this process) they held it about a quarter of the time while nothing was due (docs/decisions.md, "The suite, the
 * e2e server's stalls").
 */
export const IDLE_POLL_SECONDS = 60;

/** The queues with a job due now: one look across all of them (pg-boss's partial index of queued jobs, job_i5). */
export const DUE_QUEUES_SQL = `SELECT DISTINCT name FROM ${BOSS_SCHEMA}.job WHERE state < 'active' AND start_after < now()`;

/** The name DUE_QUEUES_SQL is prepared under (see watchDueQueues). */
const DUE_QUEUES_STATEMENT = 'md_due_queues';

/**
 * How watchDueQueues asks: as given (`plain`), or prepared once per connection (`prepared-embedded`: PGlite's one
 * session; `prepared-pool`: a node-postgres pool's settings, for the look's own connection).
 */
export type DueLook = { kind: 'plain'; sql: SqlExecutor } | { kind: 'prepared-embedded'; sql: SqlExecutor } | { kind: 'prepared-pool'; pool: PoolSettings };

/** What a node-postgres pool makes its connections with (pg-pool keeps both): the look's own is made alike. */
export type PoolSettings = { options: object; Client: new (options: object) => LookClient };

/** The connection watchDueQueues asks on, with a pool: node-postgres' Client, as the pool makes them. */
type LookClient = { connect(): Promise<unknown>; query(config: { name: string; text: string }): Promise<{ rows: unknown[] }>; end(): Promise<void>; on(event: 'error', listener: (err: Error) => void): unknown };

/**
 * Every `everyMs`, asks once which queues have due jobs and calls `wake` for each; a look still running skips the
 * next. Prepared, the look is planned once per connection: planning it over the job table's partition of every queue
 * (49 of them, with their indexes) took 21 ms of its 30 on PGlite (60 of 66 ms on a loaded machine, 5 prepared), and
 * on PostgreSQL 6-7 ms of planning (56-80 ms in a connection's first look, its catalog cache cold) against 0.3-0.5 ms
 * of execution, prepared 0.05 ms (docs/decisions.md "ninth pass"). With a pool, the look has a connection of its own
 * (one more per process, opened at the first look, opened again after an error), so it is planned once per process:
 * through the pool's query it was planned on each pooled connection the first time it ran there, 60-160 ms of
 * PostgreSQL's CPU at a time, while the connection's requests waited (docs/decisions.md "tenth pass"). PostgreSQL plans
 * it again by itself when the table changes (a queue's partition added). Returns the stop, which ends that connection.
 */
export function watchDueQueues(how: DueLook, everyMs: number, wake: (name: string) => void, log: FastifyBaseLogger): () => Promise<void> {
  let looking = false;
  let stopped = false;
  let own: Promise<LookClient> | null = null;
  /** The look's own connection (prepared-pool): made on the first look, again after one failed. */
  const ownClient = (pool: PoolSettings) => {
    if (own) return own;
    const client = new pool.Client(pool.options);
    const opening: Promise<LookClient> = client.connect().then(() => client);
    // A connection the server drops while idle must not crash the process: the next look opens another.
    client.on('error', () => {
      if (own === opening) own = null;
    });
    own = opening;
    opening.catch(() => {
      if (own === opening) own = null;
    });
    return opening;
  };
  const look = async (): Promise<{ rows: unknown[] }> => {
    if (how.kind === 'plain') return how.sql.executeSql(DUE_QUEUES_SQL);
    if (how.kind === 'prepared-pool') {
      const opening = ownClient(how.pool);
      try {
        return await (await opening).query({ name: DUE_QUEUES_STATEMENT, text: DUE_QUEUES_SQL });
      } catch (err) {
        // Its connection may be broken: closed, and the next look opens another.
        if (own === opening) own = null;
        void opening.then((c) => c.end()).catch(() => undefined);
        throw err;
      }
    }
    const { sql } = how;
    try {
      return await sql.executeSql(`EXECUTE ${DUE_QUEUES_STATEMENT}`);
    } catch (err) {
      // Not prepared yet in this session (26000); anything else (the schema changed under it): prepared again.
      if ((err as { code?: string }).code !== '26000') await sql.executeSql(`DEALLOCATE ${DUE_QUEUES_STATEMENT}`).catch(() => undefined);
      await sql.executeSql(`PREPARE ${DUE_QUEUES_STATEMENT} AS ${DUE_QUEUES_SQL}`);
      return sql.executeSql(`EXECUTE ${DUE_QUEUES_STATEMENT}`);
    }
  };
  let current: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    if (looking) return;
    looking = true;
    current = look()
      .then(({ rows }) => {
        for (const row of rows as { name: string }[]) wake(row.name);
      })
      .catch((err: unknown) => {
        if (!stopped) log.error({ err }, 'job queue: the look for due jobs failed');
      })
      .finally(() => {
        looking = false;
      });
  }, everyMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    // The look in flight ends first, then its connection.
    await current;
    const closing = own;
    own = null;
    if (closing) await closing.then((c) => c.end()).catch(() => undefined);
  };
}

export function createJobQueue(opts: JobQueueOptions): JobQueue {
  const { db, mailer, log, definitions } = opts;
  const now = opts.now ?? (() => new Date());
  const byName = new Map(definitions.map((d) => [d.name, d]));
  const intervals = opts.intervals ?? {};
  let boss: PgBoss | null = null;
  /** When this process last queued a job (see runDue). */
  let lastSentAt = 0;
  /** This process's worker of each queue it works (pg-boss's id, to wake it). */
  const workerIds = new Map<string, string>();
  let stopWatch: (() => Promise<void>) | undefined;

  /** pg-boss reads `supervise` (expiry, archive) and `schedule` (cron) at start: only working processes run them. */
  function makeBoss(work: boolean) {
    const b = new PgBoss({
      db: (opts.sql ?? executorFor(db)) as PgBoss.Db,
      schema: BOSS_SCHEMA,
      supervise: work,
      schedule: work,
      maintenanceIntervalSeconds: intervals.maintenanceSeconds ?? 60,
      cronMonitorIntervalSeconds: intervals.cronSeconds ?? 30,
      cronWorkerIntervalSeconds: intervals.cronSeconds ?? 5,
    });
    b.on('error', (err) => log.error({ err }, 'job queue error'));
    return b;
  }

  function started(): PgBoss {
    if (!boss) throw new Error('The job queue is not started');
    return boss;
  }
  function definition(name: string) {
    const def = byName.get(name);
    if (!def) throw new Error(`Unknown job type ${name}`);
    return def;
  }

  async function runJob(def: JobDefinition, job: PgBoss.Job<object>) {
    await def.handle(job.data, { db, mailer, log: log.child({ job: job.id, queue: def.name }), now, jobId: job.id, publicUrl: opts.publicUrl, settings: opts.settings, jobs: self });
  }

  /**
   * Processes starting together on one PostgreSQL create the same queues at once and can deadlock; PostgreSQL then
   * aborts one of them (40P01), which tries again: creating and updating a queue are safe to repeat.
   */
  async function retryOnDeadlock(run: () => Promise<void>, attempts = 6) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await run();
      } catch (error) {
        if ((error as { code?: string }).code !== '40P01' || attempt >= attempts) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
      }
    }
  }

  const self: JobQueue = {
    definitions,
    async start({ work }) {
      if (boss) return;
      boss = makeBoss(work);
      await boss.start();
      const started = boss;
      await retryOnDeadlock(() => createQueues(started, definitions));
      if (!work) return;
      for (const def of definitions) {
        const scheduled = boss;
        await retryOnDeadlock(async () => {
          if (def.schedule) await scheduled.schedule(def.name, def.schedule, {}, { tz: opts.timeZone });
          else await scheduled.unschedule(def.name);
        });
        // The workers do not poll on their own but every IDLE_POLL_SECONDS (a safety net): one look for due jobs
        // across all queues wakes the workers that have some (watchDueQueues).
        const options = { batchSize: def.concurrency ?? 1, pollingIntervalSeconds: IDLE_POLL_SECONDS };
        workerIds.set(def.name, await boss.work<object>(def.name, options, async (jobs) => {
          for (const job of jobs) await runJob(def, job);
        }));
      }
      const tickSeconds = intervals.pollingSeconds ?? Math.min(...definitions.map((d) => d.pollingSeconds ?? 2));
      const how: DueLook = opts.sql
        ? { kind: 'plain', sql: opts.sql }
        : isEmbedded(db) ? { kind: 'prepared-embedded', sql: executorFor(db) } : { kind: 'prepared-pool', pool: clientOf(db) as unknown as PoolSettings };
      stopWatch = watchDueQueues(how, tickSeconds * 1000, (name) => {
        const id = workerIds.get(name);
        if (id && boss) boss.notifyWorker(id);
      }, log);
    },
    async stop(timeoutMs = 10_000) {
      const unwatch = stopWatch;
      stopWatch = undefined;
      await unwatch?.();
      workerIds.clear();
      if (!boss) return;
      const stopping = boss;
      boss = null;
      await stopping.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
    },
    async send(name, data, o = {}) {
      const def = definition(name);
      const options: PgBoss.SendOptions = {};
      if (o.tx) options.db = txExecutor(o.tx) as PgBoss.Db;
      if (o.singletonKey) options.singletonKey = o.singletonKey;
      if (o.singletonSeconds) options.singletonSeconds = o.singletonSeconds;
      // A delay in seconds goes to pg-boss as an instant: in a transaction (txExecutor) each use of a placeholder is a
      // parameter of its own, and pg-boss's insert casts the one value both to a timestamp and to an interval.
      if (typeof o.startAfter === 'number') {
        if (o.startAfter > 0) options.startAfter = new Date(Date.now() + o.startAfter * 1000);
      } else if (o.startAfter !== undefined) options.startAfter = o.startAfter;
      try {
        const id = await started().send(def.name, data, options);
        // A job due now, committed (not in the caller's transaction): this process's worker takes it at once.
        const worker = workerIds.get(def.name);
        if (worker && !o.tx && options.startAfter === undefined) started().notifyWorker(worker);
        return id;
      } finally {
        lastSentAt = Date.now();
      }
    },
    async runDue(name, batch = 20) {
      const def = definition(name);
      // pg-boss takes jobs whose start_after is strictly before now(), and an embedded database's clock counts whole
      // milliseconds: a job queued in this millisecond would not be due yet. Let the clock move on first.
      while (Date.now() <= lastSentAt + 1) await new Promise((resolve) => setTimeout(resolve, 1));
      const jobs = await started().fetch<object>(name, { batchSize: batch });
      for (const job of jobs) {
        try {
          await runJob(def, job);
          await started().complete(name, job.id);
        } catch (err) {
          log.error({ err, job: job.id, queue: name }, 'job failed');
          await started().fail(name, job.id, errorOutput(err));
        }
      }
      return jobs.length;
    },
    retry: (name, id) => started().retry(name, id),
    get boss() {
      return started();
    },
  };
  return self;
}

/** What pg-boss stores as a failed attempt's output: the message the ops page shows. */
function errorOutput(err: unknown): object {
  return err instanceof Error ? { message: err.message, name: err.name } : { message: String(err) };
}
