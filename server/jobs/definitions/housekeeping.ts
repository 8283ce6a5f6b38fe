// Hourly housekeeping: forgets idempotency keys after their retention (24 hours, like card networks' retry windows),
// captchas past their expiry, webhook deliveries past theirs (WEBHOOK_RETENTION_DAYS, 30 by default), API key usage
// hours outside the last day and keys expired EXPIRED_KEY_RETENTION_DAYS ago, so these tables stay small. Deleting what is already gone is harmless, so a
// second run of one schedule slot changes nothing; the queue is a singleton so two runs never overlap.
import { deleteCaptchasExpiredBy, deleteIdempotencyKeysBefore } from '../../repositories/housekeeping';
import { DELIVERY_RETENTION_DAYS } from '../../../domain/webhooks/retry';
import { deleteDeliveriesBefore } from '../../repositories/webhook-deliveries';
import { EXPIRED_KEY_RETENTION_DAYS } from '../../../domain/api-keys';
import { deleteKeysExpiredBefore, deleteKeyUsageBefore, usageWindowStart } from '../../repositories/api-keys';
import { defineJob, type JobContext } from '../definition';
import { HOUSEKEEPING } from '../../lib/queues';

export const IDEMPOTENCY_RETENTION_HOURS = 24;

export interface HousekeepingResult {
  idempotencyKeys: number;
  captchas: number;
  webhookDeliveries: number;
  apiKeyUsage: number;
  expiredApiKeys: number;
}

export async function runHousekeeping(ctx: Pick<JobContext, 'db' | 'now' | 'settings'>): Promise<HousekeepingResult> {
  const now = ctx.now();
  const keysBefore = new Date(now.getTime() - IDEMPOTENCY_RETENTION_HOURS * 3600_000);
  const retentionDays = ctx.settings?.webhookRetentionDays ?? DELIVERY_RETENTION_DAYS;
  return {
    idempotencyKeys: await deleteIdempotencyKeysBefore(ctx.db, keysBefore),
    captchas: await deleteCaptchasExpiredBy(ctx.db, now),
    webhookDeliveries: await deleteDeliveriesBefore(ctx.db, new Date(now.getTime() - retentionDays * 86_400_000)),
    apiKeyUsage: await deleteKeyUsageBefore(ctx.db, usageWindowStart(now)),
    expiredApiKeys: await deleteKeysExpiredBefore(ctx.db, new Date(now.getTime() - EXPIRED_KEY_RETENTION_DAYS * 86_400_000)),
  };
}

export const housekeepingJob = defineJob<Record<string, never>>({
  name: HOUSEKEEPING,
  policy: 'singleton',
  retryLimit: 2,
  retryDelaySeconds: 60,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
  schedule: '7 * * * *',
  async handle(_data, ctx) {
    const removed = await runHousekeeping(ctx);
    if (Object.values(removed).some((n) => n > 0)) ctx.log.info(removed, 'housekeeping removed expired rows');
  },
});
