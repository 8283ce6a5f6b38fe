// One shape for the sweeps that expire what nobody answered in time (pending payouts, unpaid top-ups): every five
// minutes, one at a time (singleton), retried twice; the service expires what is due in one transaction and says how
// many, which is logged under the given word. Safe to run twice: expiry changes only rows still pending.
import type { Db } from '../../db/client';
import { defineJob } from '../definition';

export function expiryJob(name: string, expire: (db: Db, now: Date) => Promise<number>, logWord: string) {
  return defineJob<Record<string, never>>({
    name,
    policy: 'singleton',
    retryLimit: 2,
    retryDelaySeconds: 30,
    retryBackoff: true,
    expireInSeconds: 5 * 60,
    schedule: '*/5 * * * *',
    async handle(_data, ctx) {
      const expired = await expire(ctx.db, ctx.now());
      if (expired > 0) ctx.log.info({ expired }, `${logWord} expired`);
    },
  });
}
