// What a job type is: a queue name, a handler and its retry policy, optionally a cron schedule. Adding a job type
// is one `defineJob` in server/jobs/definitions/ and one line in its index (docs/operations.md, "Background jobs").
import type { FastifyBaseLogger } from 'fastify';
import type { WebhookTargets } from '../services/webhooks/dispatch';
import type { Db } from '../db/client';
import type { Mailer } from '../lib/mailer';
import type { JobSender } from '../lib/queues';

export interface JobContext {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The queue's clock; tests pass a controllable one. */
  now(): Date;
  /** pg-boss's id of the job, for logs. */
  jobId: string;
  /** The configured PUBLIC_URL, for links in mails (none without it). */
  publicUrl?: string;
  /** Settings of the installation the jobs need. */
  /** The queue itself, for a job that fans work out to other jobs (the renewal sweep). */
  jobs?: JobSender;
  settings?: { webhookRetentionDays: number; webhookTargets?: WebhookTargets; secretsKey?: Buffer; dataDir?: string };
}

export interface JobDefinition<T extends object = object> {
  /** The pg-boss queue: letters, digits and underscores. Its dead-letter queue is `<name>_dead`. */
  name: string;
  /** pg-boss queue policy: 'singleton' runs one job at a time, 'stately' also queues one at a time. */
  policy?: 'standard' | 'short' | 'singleton' | 'stately';
  /** Retries after the first attempt; the job then moves to the dead-letter queue. */
  retryLimit: number;
  /** First retry delay; doubled at each retry (with jitter) when `retryBackoff`. */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** An attempt still active after this long (a killed process) is failed and retried by another worker. */
  expireInSeconds: number;
  /** Cron expression, run in the queue's time zone (JOBS_TIME_ZONE). */
  schedule?: string;
  /** How often an idle worker looks for new jobs (default 2 s): shorter where someone waits, as for a mail. */
  pollingSeconds?: number;
  /** Jobs taken at once by one worker of this process. */
  concurrency?: number;
  handle(data: T, ctx: JobContext): Promise<void>;
}

export const deadLetterOf = (name: string) => `${name}_dead`;

/** Typed helper: the handler's data type is checked where the job is defined. */
export function defineJob<T extends object>(def: JobDefinition<T>): JobDefinition<T> {
  return def;
}
