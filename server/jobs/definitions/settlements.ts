// The hourly settlement run (server/services/settlements/run.ts): each zone's midnight falls on some hour, so an
// hourly run closes every batch within the hour of its cut-off. Safe to run twice or on two workers at once.
import { SETTLEMENT_RUN } from '../../lib/queues';
import { runSettlements } from '../../services/settlements/run';
import { defineJob } from '../definition';

export const settlementRunJob = defineJob<{ accountId?: string }>({
  name: SETTLEMENT_RUN,
  policy: 'singleton',
  retryLimit: 3,
  retryDelaySeconds: 60,
  retryBackoff: true,
  expireInSeconds: 30 * 60,
  schedule: '2 * * * *',
  async handle(data, ctx) {
    const result = await runSettlements(ctx.db, ctx.now(), { accountId: data.accountId });
    if (result.created.length + result.paid.length > 0) {
      ctx.log.info({ created: result.created.length, paid: result.paid.length, skipped: result.skipped }, 'settlement run');
    }
  },
});
