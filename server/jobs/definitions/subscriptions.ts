// Subscription billing on the job queue (issue 30). subscription_bill runs every billing step due for one
// subscription at its time (renewal, dunning retry, end at period end): the renewal sweep queues it for real-time
// subscriptions whose next action is due, and the test clock queues it after moving a subscription's time, so both
// go through the same code. Safe to run twice: each period is billed once (a unique key in the invoice's
// transaction) and a second run finds nothing due.
import { SUBSCRIPTION_BILL, SUBSCRIPTION_RENEWALS } from '../../lib/queues';
import { simulatedNetwork } from '../../processor';
import { subscriptionsDue } from '../../repositories/subscriptions';
import { billSubscription } from '../../services/subscriptions/billing';
import { defineJob } from '../definition';

export { SUBSCRIPTION_BILL, SUBSCRIPTION_RENEWALS };

export const subscriptionBillJob = defineJob<{ accountId: string; livemode: boolean; subscriptionId: string }>({
  name: SUBSCRIPTION_BILL,
  // One queued job per subscription (its singletonKey): the minute's sweep finds a subscription still due while its
  // job waits in a long queue, and on the standard policy pg-boss queued it again each minute (the renewals bench
  // saw 9,000 jobs for 2,000 subscriptions). A job may still be active beside the queued one: the row lock orders them.
  policy: 'short',
  retryLimit: 5,
  retryDelaySeconds: 10,
  retryBackoff: true,
  expireInSeconds: 5 * 60,
  pollingSeconds: 1,
  concurrency: 4,
  async handle({ accountId, livemode, subscriptionId }, ctx) {
    const steps = await billSubscription({ db: ctx.db, network: simulatedNetwork }, { accountId, livemode }, subscriptionId, ctx.now());
    if (steps > 0) ctx.log.info({ subscriptionId, steps }, 'subscription billed');
  },
});

/** Every minute: one billing job per real-time subscription with work due (one queued job per subscription). */
export const subscriptionRenewalsJob = defineJob<Record<string, never>>({
  name: SUBSCRIPTION_RENEWALS,
  policy: 'singleton',
  retryLimit: 2,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 10 * 60,
  schedule: '* * * * *',
  async handle(_data, ctx) {
    const now = ctx.now();
    let queued = 0;
    let after: string | undefined;
    for (;;) {
      const due = await subscriptionsDue(ctx.db, now, 1000, after);
      if (due.length === 0) break;
      for (const s of due) {
        await ctx.jobs?.send(SUBSCRIPTION_BILL, { accountId: s.accountId, livemode: s.livemode, subscriptionId: s.id }, { singletonKey: s.id });
      }
      queued += due.length;
      after = due[due.length - 1].id;
    }
    if (queued > 0) ctx.log.info({ queued }, 'subscription renewals queued');
  },
});
