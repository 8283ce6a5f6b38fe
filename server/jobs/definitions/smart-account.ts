// The simulated bank's side of the smart account, on the job queue: a transfer out's answer (test mode: seconds
// after it is created; live mode: its arrival date) and, in test mode, a payer's transfer arriving some seconds after
// the simulator sent it. Both are safe to run twice: an answer to a transfer no longer pending changes nothing, and
// an arrival runs in one transaction with its credit (a retry after a failure writes it once).
import type { SimulateIncomingInput } from '../../../domain/smart-account/records';
import { SMART_INCOMING_TRANSFER, SMART_TRANSFER_PROCESS } from '../../lib/queues';
import { receiveIncoming } from '../../services/smart-account/account';
import { processSmartTransfer } from '../../services/smart-account/transfers';
import { defineJob } from '../definition';

export { SMART_INCOMING_TRANSFER, SMART_TRANSFER_PROCESS };

interface Scoped {
  accountId: string;
  livemode: boolean;
}

export const smartTransferProcessJob = defineJob<Scoped & { transferId: string }>({
  name: SMART_TRANSFER_PROCESS,
  retryLimit: 5,
  retryDelaySeconds: 10,
  retryBackoff: true,
  expireInSeconds: 60,
  pollingSeconds: 1,
  concurrency: 4,
  async handle({ accountId, livemode, transferId }, ctx) {
    const row = await ctx.db.transaction((tx) => processSmartTransfer(tx, { accountId, livemode }, transferId, ctx.now()));
    if (row) ctx.log.info({ transfer: row.id, status: row.status }, 'smart account transfer answered');
  },
});

export const smartIncomingTransferJob = defineJob<Scoped & { transfer: SimulateIncomingInput }>({
  name: SMART_INCOMING_TRANSFER,
  retryLimit: 5,
  retryDelaySeconds: 10,
  retryBackoff: true,
  expireInSeconds: 60,
  pollingSeconds: 1,
  async handle({ accountId, livemode, transfer }, ctx) {
    const row = await ctx.db.transaction((tx) => receiveIncoming(tx, { accountId, livemode }, transfer, ctx.now()));
    ctx.log.info({ incoming: row.id }, 'smart account transfer received');
  },
});
