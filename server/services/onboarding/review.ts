// The automatic review of a submitted application (the job in server/jobs/definitions/onboarding-review.ts): decideReview's documented
// rules on the submitted data, the state it leads to, and accounts.kyc_status kept in step ("go live" on approval).
import { translateMessage } from '../../../domain/messages';
import {
  REVIEW_OUTCOME_MESSAGES, decideReview, reviewStateFor,
  type ReviewOutcome, type ReviewSubmission,
} from '../../../domain/onboarding';
import type { DbOrTx } from '../../db/client';
import type { Mail } from '../../lib/mailer';
import {
  listDocuments, lockApplication, setKycStatus, updateApplication, userEmail,
} from '../../repositories/onboarding';
import { accountTimezone } from '../../repositories/accounts';

export interface ReviewResult {
  outcome: ReviewOutcome;
  /** An email to send once the decision is committed (manual review: "we will follow up by email"). */
  mail: Mail | null;
}

/** Decides a waiting application; null when there is nothing to decide (already decided or withdrawn). */
export async function reviewApplication(tx: DbOrTx, accountId: string): Promise<ReviewResult | null> {
  const app = await lockApplication(tx, accountId);
  if (app.state !== 'needs_review' || app.outcome !== null || !app.submittedAt) return null;
  const docs = await listDocuments(tx, accountId);
  const submission: ReviewSubmission = {
    businessDetails: app.data.businessDetails as ReviewSubmission['businessDetails'],
    bank: (app.data.bank ?? null) as ReviewSubmission['bank'],
    documents: docs.map((d) => ({ kind: d.kind, issuedOn: d.issuedOn })),
    submittedAt: app.submittedAt,
    tz: await accountTimezone(tx, accountId),
  };
  const outcome = decideReview(submission);
  const state = reviewStateFor(outcome);
  await updateApplication(tx, accountId, {
    outcome,
    state,
    bankRejected: outcome === 'bank_rejected',
    decidedAt: new Date(),
    currentStep: outcome === 'bank_rejected' ? 'bank' : outcome === 'documents_required' ? 'upload' : 'automaticReview',
  });
  await setKycStatus(tx, accountId, state);
  const to = outcome === 'manual_review' && app.submittedBy ? await userEmail(tx, app.submittedBy) : undefined;
  return { outcome, mail: to ? manualReviewMail(to) : null };
}

function manualReviewMail(to: string): Mail {
  const key = REVIEW_OUTCOME_MESSAGES.manual_review;
  return {
    to,
    subject: `${translateMessage('onb_review_manual_subject', 'en')} / ${translateMessage('onb_review_manual_subject', 'zh')}`,
    text: `${translateMessage(key, 'en')}\n\n${translateMessage(key, 'zh')}\n`,
  };
}
