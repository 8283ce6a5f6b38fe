// The card network's side of disputes, on the job queue: opening the dispute a dispute card promised (some seconds
// after the payment), the test network's decision on submitted evidence (some seconds after the submission), and
// the deadline sweep every minute (expiry, reminder mails). Each is safe to run twice: a refused move (already
// opened, already decided, no longer waiting) is the answer of a second run and changes nothing.
import type { DisputeReason } from '../../../domain/disputes/status';
import { AppError } from '../../lib/errors';
import { DISPUTE_DEADLINES, DISPUTE_OPEN, DISPUTE_OUTCOME } from '../../lib/queues';
import { sweepDisputeDeadlines } from '../../services/disputes/deadlines';
import { openDispute, simulateDecision } from '../../services/disputes/moves';
import { defineJob, type JobContext } from '../definition';

export { DISPUTE_DEADLINES, DISPUTE_OPEN, DISPUTE_OUTCOME };

interface Scoped {
  accountId: string;
  livemode: boolean;
}

/** A refusal of the rules (409/404) means the work was already done: logged, not retried. */
async function once(ctx: JobContext, what: string, run: () => Promise<unknown>) {
  try {
    await run();
  } catch (err) {
    if (err instanceof AppError && (err.statusCode === 409 || err.statusCode === 404)) {
      ctx.log.info({ refusal: err.messageKey }, `${what}: nothing to do`);
      return;
    }
    throw err;
  }
}

export const disputeOpenJob = defineJob<Scoped & { paymentId: string; reason: DisputeReason }>({
  name: DISPUTE_OPEN,
  retryLimit: 5,
  retryDelaySeconds: 10,
  retryBackoff: true,
  expireInSeconds: 60,
  pollingSeconds: 1,
  async handle({ accountId, livemode, paymentId, reason }, ctx) {
    const scope = { accountId, livemode };
    await once(ctx, 'dispute open', () => ctx.db.transaction((tx) => openDispute({ tx, scope, now: ctx.now() }, paymentId, { reason, kind: 'chargeback' })));
  },
});

export const disputeOutcomeJob = defineJob<Scoped & { disputeId: string }>({
  name: DISPUTE_OUTCOME,
  retryLimit: 5,
  retryDelaySeconds: 10,
  retryBackoff: true,
  expireInSeconds: 60,
  pollingSeconds: 1,
  async handle({ accountId, livemode, disputeId }, ctx) {
    const scope = { accountId, livemode };
    await once(ctx, 'dispute outcome', () => ctx.db.transaction((tx) => simulateDecision({ tx, scope, now: ctx.now() }, disputeId)));
  },
});

export const disputeDeadlinesJob = defineJob<Record<string, never>>({
  name: DISPUTE_DEADLINES,
  policy: 'singleton',
  retryLimit: 2,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 5 * 60,
  schedule: '* * * * *',
  async handle(_data, ctx) {
    const result = await sweepDisputeDeadlines(ctx.db, ctx.now(), ctx.publicUrl);
    for (const mail of result.reminders) {
      await ctx.mailer.send(mail).catch((err: unknown) => ctx.log.error({ err }, 'dispute reminder not sent'));
    }
    if (result.expired + result.reminders.length > 0) ctx.log.info({ expired: result.expired, reminders: result.reminders.length }, 'dispute deadlines');
  },
});
