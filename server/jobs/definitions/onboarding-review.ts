// The automatic review of a submitted business verification, queued by the submission in its own transaction
// (one job per account: singletonKey). Idempotent: the review decides only an application still waiting for it,
// so a second run of the same job (pg-boss delivers at least once) finds it decided and changes nothing, and
// sends no second mail.
import { ONBOARDING_REVIEW } from '../../lib/queues';
import { reviewApplication } from '../../services/onboarding/review';
import { defineJob } from '../definition';

export { ONBOARDING_REVIEW };

export const onboardingReviewJob = defineJob<{ accountId: string }>({
  name: ONBOARDING_REVIEW,
  // One queued and one running review per account (the singleton key): a resubmission while one waits adds none.
  policy: 'stately',
  retryLimit: 5,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 5 * 60,
  async handle({ accountId }, ctx) {
    const result = await ctx.db.transaction((tx) => reviewApplication(tx, accountId));
    // Sent after the commit: the decision stands even if the mail server is down (it is logged, not retried, so a
    // retry never mails twice).
    if (result?.mail) {
      await ctx.mailer.send(result.mail).catch((err: unknown) => ctx.log.error({ err }, 'manual review email not sent'));
    }
  },
});
