// Runs the automatic reviews queued by submissions (review_jobs), a few seconds after submitting. Jobs are claimed
// with FOR UPDATE SKIP LOCKED, so several server processes on one PostgreSQL never decide one twice. Tests call
// runOnce() instead of starting the timer.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { Mailer } from '../lib/mailer';
import { claimDueReviewJob, failReviewJob, finishReviewJob } from '../repositories/onboarding';
import { reviewApplication, type ReviewResult } from '../services/onboarding/review';

export interface ReviewRunner {
  /** Processes the jobs due now; resolves to how many ran. */
  runOnce(): Promise<number>;
  start(): void;
  /** Stops polling and waits for a run in progress. */
  stop(): Promise<void>;
}

export interface ReviewRunnerOptions {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  intervalMs?: number;
  /** Most jobs per run, so one busy tick cannot starve shutdown. */
  batch?: number;
  maxAttempts?: number;
}

export function createReviewRunner(opts: ReviewRunnerOptions): ReviewRunner {
  const { db, mailer, log } = opts;
  const intervalMs = opts.intervalMs ?? 1000;
  const batch = opts.batch ?? 20;
  const maxAttempts = opts.maxAttempts ?? 5;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = true;

  /** One job in its own transaction; false when none is due. */
  async function runOne(): Promise<boolean> {
    let claimed: { id: string; attempts: number } | undefined;
    let decided: { result: ReviewResult | null } | null;
    try {
      decided = await db.transaction(async (tx) => {
        const job = await claimDueReviewJob(tx);
        if (!job) return null;
        claimed = job;
        const result = await reviewApplication(tx, job.accountId);
        await finishReviewJob(tx, job.id);
        return { result };
      });
    } catch (err) {
      if (!claimed) throw err;
      log.error({ err, job: claimed.id }, 'automatic review failed');
      await failReviewJob(db, claimed.id, claimed.attempts + 1, String(err), maxAttempts);
      return true;
    }
    if (!decided) return false;
    const mail = decided.result?.mail;
    // Sent after the commit: the decision stands even if the mail server is down (it is logged).
    if (mail) await mailer.send(mail).catch((err: unknown) => log.error({ err }, 'manual review email not sent'));
    return true;
  }

  async function runOnce(): Promise<number> {
    let count = 0;
    while (count < batch && (await runOne())) count += 1;
    return count;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce()
        .catch((err: unknown) => {
          log.error({ err }, 'review runner tick failed');
          return 0;
        })
        .finally(() => {
          running = null;
          schedule();
        });
    }, intervalMs);
    timer.unref();
  }

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      if (running) await running;
    },
  };
}
