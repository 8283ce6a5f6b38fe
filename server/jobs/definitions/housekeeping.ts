// Hourly housekeeping: forgets idempotency keys after their retention (24 hours, like card networks' retry windows),
// captchas past their expiry and webhook deliveries past theirs (WEBHOOK_RETENTION_DAYS, 30 by default), so these tables stay small. Deleting what is already gone is harmless, so a
// second run of one schedule slot changes nothing; the queue is a singleton so two runs never overlap.
import { deleteCaptchasExpiredBy, deleteIdempotencyKeysBefore } from '../../repositories/housekeeping';
import { DELIVERY_RETENTION_DAYS } from '../../../domain/webhooks/retry';
import { deleteDeliveriesBefore } from '../../repositories/webhook-deliveries';
import { defineJob, type JobContext } from '../definition';

export const IDEMPOTENCY_RETENTION_HOURS = 24;

export interface HousekeepingResult {
  idempotencyKeys: number;
  captchas: number;
  webhookDeliveries: number;
}

export async function runHousekeeping(ctx: Pick<JobContext, 'db' | 'now' | 'settings'>): Promise<HousekeepingResult> {
  const now = ctx.now();
  const keysBefore = new Date(now.getTime() - IDEMPOTENCY_RETENTION_HOURS * 3600_000);
  const retentionDays = ctx.settings?.webhookRetentionDays ?? DELIVERY_RETENTION_DAYS;
  return {
    idempotencyKeys: await deleteIdempotencyKeysBefore(ctx.db, keysBefore),
    captchas: await deleteCaptchasExpiredBy(ctx.db, now),
    webhookDeliveries: await deleteDeliveriesBefore(ctx.db, new Date(now.getTime() - retentionDays * 86_400_000)),
  };
}

export const housekeepingJob = defineJob<Record<string, never>>({
  name: 'housekeeping',
  policy: 'singleton',
  retryLimit: 2,
  retryDelaySeconds: 60,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
  schedule: '7 * * * *',
  async handle(_data, ctx) {
    const removed = await runHousekeeping(ctx);
    if (removed.idempotencyKeys + removed.captchas + removed.webhookDeliveries > 0) ctx.log.info(removed, 'housekeeping removed expired rows');
  },
});
