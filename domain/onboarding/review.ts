// The automatic review of a submitted business verification (spec section 4) and the review states it leads to.
// The rules are deterministic on the submitted data so that tests, demos and merchants can reach every outcome.
import type { OnboardingMessageKey } from '../onboarding-messages';
import { HIGH_RISK_INDUSTRIES, type Industry } from './business';
import { isAddressProofRecent, type DocumentRecord } from './documents';

/**
 * inactive: never submitted (or switched off by the provider); needs_review: waiting for a person;
 * needs_update: the merchant must change something (documents or bank details) and resubmit; approved: live.
 */
export const REVIEW_STATES = ['needs_review', 'needs_update', 'approved', 'inactive'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export const REVIEW_OUTCOMES = ['approved', 'manual_review', 'documents_required', 'bank_rejected'] as const;
export type ReviewOutcome = (typeof REVIEW_OUTCOMES)[number];

export interface ReviewSubmission {
  businessDetails: { legalName: string; industry: Industry | string };
  bank?: { accountNumber: string; iban?: string | null } | null;
  documents: readonly Pick<DocumentRecord, 'kind' | 'issuedOn'>[];
  /** When the merchant submitted: the address proof's age is judged at this instant. */
  submittedAt: Date;
  /** The account's zone, for the proof's calendar date; default Asia/Shanghai. */
  tz?: string;
}

/** The word in a legal name that asks for a manual review (stands in for "legal name differs from the tax id name"). */
export const MANUAL_REVIEW_MARKER = 'REVIEW';
/** The last digits of an account number or IBAN that the simulated bank verification rejects. */
export const REJECTED_ACCOUNT_SUFFIX = '0000';

/**
 * The automatic review. The first rule that matches decides:
 *
 * | # | condition on the submission                                                          | outcome            |
 * |---|--------------------------------------------------------------------------------------|--------------------|
 * | 1 | no address proof, or none issued within 3 months of `submittedAt`                     | documents_required |
 * | 2 | bank details given and the account number or the IBAN ends in '0000'                  | bank_rejected      |
 * | 3 | the legal business name contains 'REVIEW' (any case), or the industry is gambling/crypto | manual_review     |
 * | 4 | otherwise                                                                            | approved           |
 *
 * Approved is the spec's "success (first step complete)"; manual_review is the wait with an email to follow.
 */
export function decideReview(submission: ReviewSubmission): ReviewOutcome {
  const hasRecentProof = submission.documents.some(
    (d) => d.kind === 'address_proof' && typeof d.issuedOn === 'string' && isAddressProofRecent(d.issuedOn, submission.submittedAt, submission.tz),
  );
  if (!hasRecentProof) return 'documents_required';
  const bank = submission.bank;
  const digits = (v: string | null | undefined) => (v ?? '').replace(/[\s-]/g, '');
  if (bank && [bank.accountNumber, bank.iban].some((v) => digits(v).endsWith(REJECTED_ACCOUNT_SUFFIX))) return 'bank_rejected';
  const legalName = submission.businessDetails.legalName.toUpperCase();
  if (legalName.includes(MANUAL_REVIEW_MARKER) || (HIGH_RISK_INDUSTRIES as readonly string[]).includes(submission.businessDetails.industry)) {
    return 'manual_review';
  }
  return 'approved';
}

/** The review state an outcome puts the account in. */
export function reviewStateFor(outcome: ReviewOutcome): ReviewState {
  switch (outcome) {
    case 'approved': return 'approved';
    case 'manual_review': return 'needs_review';
    case 'documents_required':
    case 'bank_rejected': return 'needs_update';
  }
}

/** What the automatic-review page says for each outcome. */
export const REVIEW_OUTCOME_MESSAGES: Readonly<Record<ReviewOutcome, OnboardingMessageKey>> = {
  approved: 'onb_review_approved',
  manual_review: 'onb_review_manual',
  documents_required: 'onb_review_documents_required',
  bank_rejected: 'onb_review_bank_rejected',
};

/** A merchant may (re)submit before the first review and after being asked to update; not while waiting or when live. */
export function canSubmitForReview(state: ReviewState): boolean {
  return state === 'inactive' || state === 'needs_update';
}
