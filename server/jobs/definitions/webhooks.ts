// Webhook deliveries on the job queue: `webhook_dispatch` sends what is due (claimed with a lease, so several workers
// share the work and never send one delivery at once). It runs every minute by cron, and sooner when a worker's
// ticker sees something due (startWebhookTicker). Mails about disabled endpoints go out after the sends.
import { anyDeliveryDue } from '../../repositories/webhook-deliveries';
import { dispatchDue } from '../../services/webhooks/dispatch';
import type { Db } from '../../db/client';
import { defineJob } from '../definition';
import type { JobQueue } from '../queue';
import { WEBHOOK_DISPATCH } from '../../lib/queues';

export { WEBHOOK_DISPATCH };

export const webhookDispatchJob = defineJob<Record<string, never>>({
  name: WEBHOOK_DISPATCH,
  retryLimit: 3,
  retryDelaySeconds: 10,
  retryBackoff: true,
  expireInSeconds: 5 * 60,
  schedule: '* * * * *',
  pollingSeconds: 1,
  async handle(_data, ctx) {
    // The key that opens the endpoints' signing secrets comes with the app's settings (server/app.ts).
    const key = ctx.settings?.secretsKey;
    if (!key) throw new Error('webhook_dispatch needs the secretsKey setting (a queue built by buildApp)');
    const result = await dispatchDue(ctx.db, key, ctx.now, { targets: ctx.settings?.webhookTargets });
    for (const mail of result.mails) await ctx.mailer.send(mail).catch((err: unknown) => ctx.log.error({ err }, 'webhook endpoint mail not sent'));
    if (result.sent > 0) ctx.log.info({ sent: result.sent, succeeded: result.succeeded }, 'webhook deliveries sent');
  },
});

/** Queues a dispatch (at most one per 2-second slot) whenever a delivery is due; returns the stop function. */
export function startWebhookTicker(db: Db, jobs: JobQueue, everyMs = 2000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    anyDeliveryDue(db, new Date())
      .then((due) => (due ? jobs.send(WEBHOOK_DISPATCH, {}, { singletonKey: 'dispatch', singletonSeconds: 2 }) : null))
      .catch(() => undefined)
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
