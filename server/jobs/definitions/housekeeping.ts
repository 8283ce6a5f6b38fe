// Hourly housekeeping: forgets idempotency keys after their retention (24 hours, like card networks' retry windows)
// and captchas past their expiry, so these tables stay small. Deleting what is already gone is harmless, so a
// second run of one schedule slot changes nothing; the queue is a singleton so two runs never overlap.
import { deleteCaptchasExpiredBy, deleteIdempotencyKeysBefore } from '../../repositories/housekeeping';
import { defineJob, type JobContext } from '../definition';

export const IDEMPOTENCY_RETENTION_HOURS = 24;

export interface HousekeepingResult {
  idempotencyKeys: number;
  captchas: number;
}

export async function runHousekeeping(ctx: Pick<JobContext, 'db' | 'now'>): Promise<HousekeepingResult> {
  const now = ctx.now();
  const keysBefore = new Date(now.getTime() - IDEMPOTENCY_RETENTION_HOURS * 3600_000);
  return {
    idempotencyKeys: await deleteIdempotencyKeysBefore(ctx.db, keysBefore),
    captchas: await deleteCaptchasExpiredBy(ctx.db, now),
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
    if (removed.idempotencyKeys + removed.captchas > 0) ctx.log.info(removed, 'housekeeping removed expired rows');
  },
});
