// The bank's side of top-ups, on the job queue: in test mode a simulated transfer to the virtual account arrives
// some seconds after it is sent (and credits the top-up its reference names, or is held for review); every five
// minutes, pending top-ups past their time expire. Both are safe to run twice: a credited top-up is no longer
// pending (a second arrival is held, as a real duplicate transfer would be), and expiry changes only pending rows.
import type { SimulateTransferInput } from '../../../domain/balance/records';
import { TOPUP_EXPIRY, TOPUP_TRANSFER } from '../../lib/queues';
import { expireTopups, receiveTransfer } from '../../services/balance/topups';
import { defineJob } from '../definition';
import { expiryJob } from './expiry';

export { TOPUP_EXPIRY, TOPUP_TRANSFER };

export const topupTransferJob = defineJob<{ accountId: string; livemode: boolean; transfer: SimulateTransferInput }>({
  name: TOPUP_TRANSFER,
  retryLimit: 5,
  retryDelaySeconds: 10,
  retryBackoff: true,
  expireInSeconds: 60,
  pollingSeconds: 1,
  async handle({ accountId, livemode, transfer }, ctx) {
    const result = await ctx.db.transaction((tx) => receiveTransfer({ tx, scope: { accountId, livemode }, now: ctx.now() }, transfer));
    ctx.log.info({ transfer: result.transfer.id, status: result.transfer.status, topup: result.topup?.id }, 'bank transfer received');
  },
});

export const topupExpiryJob = expiryJob(TOPUP_EXPIRY, expireTopups, 'top-ups');
