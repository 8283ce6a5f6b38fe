// Confirming the review page and submitting for the automatic review. A submission needs every form section,
// the review confirmation and the required documents complete, and no rule broken between steps.
import {
  ONBOARDING_STEPS, canSubmitForReview, crossStepIssues, sectionComplete,
  type OnboardingData, type OnboardingSection,
} from '../../../domain/onboarding';
import type { Db } from '../../db/client';
import { BadRequest, InvalidState } from '../../lib/errors';
import {
  listDocuments, lockApplication, setKycStatus, updateApplication,
} from '../../repositories/onboarding';
import { ONBOARDING_REVIEW, type JobSender } from '../../lib/queues';
import { readApplication } from './steps';
import { assertEditable, loadContext, toOnboardingData, type ApplicationView, type RulesContext } from './state';

const FORM_SECTIONS: readonly OnboardingSection[] = ONBOARDING_STEPS;

/** Incomplete sections and cross-step issues as field errors ('owners' or 'bank.holderName' -> message key). */
function openIssues(data: OnboardingData, ctx: RulesContext, sections: readonly OnboardingSection[]) {
  const errors: Record<string, string> = {};
  for (const section of sections) {
    // The bank step is optional: skipped (never saved) is fine, unless the review rejected the bank details.
    const skipped = section === 'bank' && (data.bank === undefined || data.bank === null) && !data.bankRejected;
    if (!skipped && !sectionComplete(data, section, ctx)) errors[section] = 'onb_section_incomplete';
  }
  for (const issue of crossStepIssues(data, ctx)) errors[`${issue.section}.${issue.field}`] = issue.message;
  return errors;
}

/** The review page's confirmation: the form steps are complete and consistent with each other. */
export async function confirmReview(db: Db, accountId: string): Promise<ApplicationView> {
  await db.transaction(async (tx) => {
    const app = await lockApplication(tx, accountId);
    assertEditable(app);
    const ctx = await loadContext(tx, accountId);
    const errors = openIssues(toOnboardingData(app, await listDocuments(tx, accountId)), ctx, FORM_SECTIONS);
    if (Object.keys(errors).length > 0) throw BadRequest('onb_review_not_submittable', errors);
    await updateApplication(tx, accountId, { reviewedAt: new Date(), currentStep: 'upload' });
  });
  return readApplication(db, accountId);
}

/** Submits for the automatic review: state needs_review, kyc_status in step, and a review job queued. */
export async function submitForReview(db: Db, jobs: JobSender, accountId: string, userId: string): Promise<ApplicationView> {
  await db.transaction(async (tx) => {
    const app = await lockApplication(tx, accountId);
    if (!canSubmitForReview(app.state)) throw InvalidState('onb_review_not_submittable');
    const ctx = await loadContext(tx, accountId);
    const data = toOnboardingData(app, await listDocuments(tx, accountId));
    const errors = openIssues(data, ctx, [...FORM_SECTIONS, 'review', 'upload']);
    if (Object.keys(errors).length > 0) throw BadRequest('onb_review_not_submittable', errors);
    await updateApplication(tx, accountId, {
      state: 'needs_review',
      outcome: null,
      submittedBy: userId,
      submittedAt: new Date(),
      decidedAt: null,
      currentStep: 'automaticReview',
    });
    await setKycStatus(tx, accountId, 'needs_review');
    // Queued in this transaction: no review job without the submission, no submission without its job.
    await jobs.send(ONBOARDING_REVIEW, { accountId }, { tx, singletonKey: accountId });
  });
  return readApplication(db, accountId);
}
