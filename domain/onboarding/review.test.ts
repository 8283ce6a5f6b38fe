import { describe, expect, it } from 'vitest';
import { onboardingMessages } from '../onboarding-messages';
import {
  REVIEW_OUTCOMES, REVIEW_OUTCOME_MESSAGES, REVIEW_STATES, canSubmitForReview, decideReview, reviewStateFor,
  type ReviewSubmission,
} from './review';
import { SAMPLE_NOW, sampleBankDetails, sampleBusinessDetails, sampleDocuments } from './test-data';

const submission = (overrides: Partial<ReviewSubmission> = {}): ReviewSubmission => ({
  businessDetails: { legalName: sampleBusinessDetails().legalName, industry: 'retail' },
  bank: { accountNumber: sampleBankDetails().accountNumber, iban: sampleBankDetails().iban },
  documents: sampleDocuments(),
  submittedAt: SAMPLE_NOW,
  ...overrides,
});

describe('decideReview', () => {
  it('approves a complete, ordinary submission (success: first step complete)', () => {
    expect(decideReview(submission())).toBe('approved');
    expect(decideReview(submission({ bank: null }))).toBe('approved');
  });

  it('asks for documents when the proof of address is missing or older than 3 months', () => {
    expect(decideReview(submission({ documents: [{ kind: 'registration_certificate' }] }))).toBe('documents_required');
    expect(decideReview(submission({ documents: [{ kind: 'address_proof', issuedOn: '2026-08-20' }] }))).toBe('documents_required');
    expect(decideReview(submission({ documents: [{ kind: 'address_proof', issuedOn: null }] }))).toBe('documents_required');
    // The same proof is judged at the submission time, not the upload time.
    const late = new Date('2027-01-10T00:00:00Z');
    expect(decideReview(submission({ submittedAt: late }))).toBe('documents_required');
  });

  it('rejects the bank details when the account number or IBAN ends in 0000', () => {
    expect(decideReview(submission({ bank: { accountNumber: '12340000' } }))).toBe('bank_rejected');
    expect(decideReview(submission({ bank: { accountNumber: '1234-0000' } }))).toBe('bank_rejected');
    expect(decideReview(submission({ bank: { accountNumber: '12345678', iban: 'GB32 BARC 1020 1530 0000 00' } }))).toBe('bank_rejected');
    expect(decideReview(submission({ bank: { accountNumber: '12300001' } }))).toBe('approved');
  });

  it('sends REVIEW legal names and high-risk industries to a person', () => {
    expect(decideReview(submission({ businessDetails: { legalName: 'Please Review Me Ltd', industry: 'retail' } }))).toBe('manual_review');
    expect(decideReview(submission({ businessDetails: { legalName: 'PREVIEWS LTD', industry: 'retail' } }))).toBe('manual_review');
    expect(decideReview(submission({ businessDetails: { legalName: 'Acme', industry: 'gambling' } }))).toBe('manual_review');
    expect(decideReview(submission({ businessDetails: { legalName: 'Acme', industry: 'crypto' } }))).toBe('manual_review');
  });

  it('applies the rules in the documented order: documents, then bank, then manual review', () => {
    const everything = submission({
      documents: [],
      bank: { accountNumber: '10000000' },
      businessDetails: { legalName: 'REVIEW Ltd', industry: 'gambling' },
    });
    expect(decideReview(everything)).toBe('documents_required');
    expect(decideReview({ ...everything, documents: sampleDocuments() })).toBe('bank_rejected');
    expect(decideReview({ ...everything, documents: sampleDocuments(), bank: null })).toBe('manual_review');
  });
});

describe('review states', () => {
  it('maps each outcome to its state', () => {
    expect(REVIEW_OUTCOMES.map(reviewStateFor)).toEqual(['approved', 'needs_review', 'needs_update', 'needs_update']);
    expect(REVIEW_STATES).toEqual(['needs_review', 'needs_update', 'approved', 'inactive']);
  });

  it('lets a merchant submit before the first review and when asked to update, not while waiting or once approved', () => {
    expect(REVIEW_STATES.filter(canSubmitForReview)).toEqual(['needs_update', 'inactive']);
  });

  it('has a message for every outcome', () => {
    for (const outcome of REVIEW_OUTCOMES) expect(onboardingMessages[REVIEW_OUTCOME_MESSAGES[outcome]].en).not.toBe('');
  });
});
