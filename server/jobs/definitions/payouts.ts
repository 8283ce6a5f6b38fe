// The simulated bank's side of beneficiaries and payouts, on the job queue: the verification of a beneficiary's
// account (1 to 3 days in live mode, at once in test mode), the mail to every owner when bank details change, a
// payout's answer (test mode: seconds after it is created; live mode: its arrival date), and every five minutes the
// expiry of payouts pending (or awaiting approval) past their time. Each is safe to run twice: a verification of replaced details, or an
// answer to a payout no longer pending, changes nothing.
import { BENEFICIARY_MAIL, BENEFICIARY_VERIFY, PAYOUT_EXPIRY, PAYOUT_PROCESS } from '../../lib/queues';
import { completeVerification, mailBeneficiaryChange } from '../../services/payouts/beneficiaries';
import { expirePayouts, processPayout } from '../../services/payouts/payouts';
import { defineJob } from '../definition';
import { expiryJob } from './expiry';

export { BENEFICIARY_MAIL, BENEFICIARY_VERIFY, PAYOUT_EXPIRY, PAYOUT_PROCESS };

interface Scoped {
  accountId: string;
  livemode: boolean;
}

export const beneficiaryVerifyJob = defineJob<Scoped & { beneficiaryId: string; detailsVersion: string }>({
  name: BENEFICIARY_VERIFY,
  retryLimit: 5,
  retryDelaySeconds: 10,
  retryBackoff: true,
  expireInSeconds: 60,
  pollingSeconds: 1,
  async handle({ accountId, livemode, beneficiaryId, detailsVersion }, ctx) {
    const row = await ctx.db.transaction((tx) => completeVerification(tx, { accountId, livemode }, beneficiaryId, detailsVersion, ctx.now()));
    if (row) ctx.log.info({ beneficiary: row.id, status: row.status }, 'beneficiary verified');
  },
});

export const beneficiaryMailJob = defineJob<Scoped & { beneficiaryId: string; changedBy: string | null }>({
  name: BENEFICIARY_MAIL,
  retryLimit: 4,
  retryDelaySeconds: 20,
  retryBackoff: true,
  expireInSeconds: 60,
  pollingSeconds: 1,
  async handle({ accountId, livemode, beneficiaryId, changedBy }, ctx) {
    await mailBeneficiaryChange(ctx.db, ctx.mailer, { accountId, livemode }, beneficiaryId, changedBy, ctx.publicUrl);
  },
});

export const payoutProcessJob = defineJob<Scoped & { payoutId: string }>({
  name: PAYOUT_PROCESS,
  retryLimit: 5,
  retryDelaySeconds: 10,
  retryBackoff: true,
  expireInSeconds: 60,
  pollingSeconds: 1,
  concurrency: 4,
  async handle({ accountId, livemode, payoutId }, ctx) {
    const row = await ctx.db.transaction((tx) => processPayout(tx, { accountId, livemode }, payoutId, ctx.now()));
    if (row) ctx.log.info({ payout: row.id, status: row.status }, 'payout answered');
  },
});

export const payoutExpiryJob = expiryJob(PAYOUT_EXPIRY, expirePayouts, 'payouts');
