// Subscription billing on the job queue (issue 30). subscription_bill runs the billing steps due (renewal, dunning
// retry, end at period end) either for given subscriptions (the test clock and the merchant's actions queue it for
// one) or for every real-time subscription with work due (the minute's renewal sweep queues a few of those): both go
// through the same batch code (services/subscriptions/billing.ts), one transaction per batch of subscriptions.
// Safe to run twice: each period is billed once (a unique key in the batch's transaction), a batch rolls back as a
// whole when its worker dies, and a second run finds nothing due.
import { SUBSCRIPTION_BILL, SUBSCRIPTION_RENEWALS } from '../../lib/queues';
import { simulatedNetwork } from '../../processor';
import { countSubscriptionsDue } from '../../repositories/subscriptions';
import { BILLING_BATCH, billDue, billSubscription } from '../../services/subscriptions/billing';
import { defineJob } from '../definition';

export { SUBSCRIPTION_BILL, SUBSCRIPTION_RENEWALS };

/** One subscription's due steps, or (`due`) the due subscriptions of every account, claimed a batch at a time. */
export type SubscriptionBillData = { accountId: string; livemode: boolean; subscriptionId: string } | { due: true; slot: number };

/** Renewal workers the sweep starts at most (each claims its own batches; SKIP LOCKED keeps them apart). */
export const RENEWAL_SLOTS = 4;
/** How long one renewal job claims batches before it hands over to a fresh job (well inside its expiry). */
const RENEWAL_BUDGET_MS = 60_000;

export const subscriptionBillJob = defineJob<SubscriptionBillData>({
  name: SUBSCRIPTION_BILL,
  // One queued job per key (the subscription, or the renewal slot): the sweep finds work still due while a job waits.
  // A job may still be active beside the queued one: the row locks order them.
  policy: 'short',
  retryLimit: 5,
  retryDelaySeconds: 10,
  retryBackoff: true,
  // A killed worker's renewal batch rolled back at once (its rows are claimed by the other workers); its job is only
  // retried, to find nothing, once it expires.
  expireInSeconds: 3 * 60,
  pollingSeconds: 1,
  // pg-boss hands a worker its jobs in a batch that runs one after another: one at a time lets the other workers
  // take the next renewal slot.
  concurrency: 1,
  async handle(data, ctx) {
    const deps = { db: ctx.db, network: simulatedNetwork };
    if ('subscriptionId' in data) {
      const steps = await billSubscription(deps, { accountId: data.accountId, livemode: data.livemode }, data.subscriptionId, ctx.now());
      if (steps > 0) ctx.log.info({ subscriptionId: data.subscriptionId, steps }, 'subscription billed');
      return;
    }
    const { locked, more } = await billDue(deps, () => ctx.now(), BILLING_BATCH, Date.now() + RENEWAL_BUDGET_MS);
    if (locked > 0) ctx.log.info({ locked, slot: data.slot }, 'subscription renewals billed');
    // Still work due after the budget: a fresh job of the same slot goes on (the sweep would, within its minute).
    if (more) await ctx.jobs?.send(SUBSCRIPTION_BILL, { due: true, slot: data.slot }, { singletonKey: renewalKey(data.slot) });
  },
});

const renewalKey = (slot: number) => `renewals:${slot}`;

/** Every minute: renewal jobs for the real-time subscriptions with work due, one per batch up to RENEWAL_SLOTS. */
export const subscriptionRenewalsJob = defineJob<Record<string, never>>({
  name: SUBSCRIPTION_RENEWALS,
  policy: 'singleton',
  retryLimit: 2,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 10 * 60,
  schedule: '* * * * *',
  async handle(_data, ctx) {
    const due = await countSubscriptionsDue(ctx.db, ctx.now(), BILLING_BATCH * RENEWAL_SLOTS);
    const slots = Math.min(RENEWAL_SLOTS, Math.ceil(due / BILLING_BATCH));
    for (let slot = 0; slot < slots; slot++) await ctx.jobs?.send(SUBSCRIPTION_BILL, { due: true, slot }, { singletonKey: renewalKey(slot) });
    if (due > 0) ctx.log.info({ due, slots }, 'subscription renewals queued');
  },
});
