// Submitting for the automatic review and each documented outcome (domain/onboarding/review.ts decideReview):
// approved goes live (kycEnabled on /users/query), manual review emails, documents required and bank rejected ask
// for an update and a resubmission. The background job (pg-boss) is run here by calling runDue().
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { translateMessage } from '../../domain/messages';
import { mailMessages } from '../../server/db/schema';
import { ONBOARDING_REVIEW } from '../../server/jobs/definitions/onboarding-review';
import { getApplication as getApplicationRow, updateApplication } from '../../server/repositories/onboarding';
import { setupTestApp, tempDir } from '../helpers/app';
import { jobsOf } from '../helpers/jobs';
import {
  PDF_BYTES, PNG_BYTES, completeWizard, onboardingMerchant, putStep, recentDate, sampleSteps, upload,
} from '../factories/onboarding';

const { app, database } = await setupTestApp({ DATA_DIR: tempDir('md-onb-review-') });
const db = database.db;
const runReviews = () => app.jobs.runDue(ONBOARDING_REVIEW);
const en = (key: string) => translateMessage(key, 'en');

type Headers = Record<string, string>;
const getApplication = async (headers: Headers) => (await app.inject({ url: '/api/onboarding', headers })).json().data;
const userInfo = async (headers: Headers) => (await app.inject({ url: '/api/users/query', headers })).json().data;
const submit = (headers: Headers) => app.inject({ method: 'POST', url: '/api/onboarding/submit', headers });

/** Submits, checks the waiting state, runs the background review and returns the decided application. */
async function submitAndReview(headers: Headers) {
  const res = await submit(headers);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().data).toMatchObject({ state: 'needs_review', outcome: null, canSubmit: false });
  expect((await userInfo(headers)).kycStatus).toBe('needs_review');
  expect(await runReviews()).toBeGreaterThanOrEqual(1);
  return getApplication(headers);
}

describe('POST /api/onboarding/submit', () => {
  it('refuses an incomplete application with the sections to finish, and changes nothing', async () => {
    const m = await onboardingMerchant(db);
    await putStep(app, m.headers, 'businessType', sampleSteps().businessType);
    const res = await submit(m.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(en('onb_review_not_submittable'));
    expect(res.json().errors).toMatchObject({
      registeredAddress: en('onb_section_incomplete'), businessDetails: en('onb_section_incomplete'), representative: en('onb_section_incomplete'),
      owners: en('onb_section_incomplete'), review: en('onb_section_incomplete'), upload: en('onb_section_incomplete'),
    });
    expect(res.json().errors.bank).toBeUndefined();
    expect((await getApplication(m.headers)).state).toBe('inactive');
    expect(await jobsOf(db, ONBOARDING_REVIEW, m.account.id)).toEqual([]);
  });

  it('refuses a submission without the registered address step, even with the review confirmed and documents uploaded', async () => {
    const m = await onboardingMerchant(db);
    await completeWizard(app, m.headers);
    // An application whose address went missing after the review page (as a row stored before it was a step would).
    const row = await getApplicationRow(db, m.account.id);
    const { registeredAddress: _dropped, ...withoutAddress } = row.data;
    await updateApplication(db, m.account.id, { data: withoutAddress });
    const res = await submit(m.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ registeredAddress: en('onb_section_incomplete') });
    expect((await getApplication(m.headers)).state).toBe('inactive');
    expect(await jobsOf(db, ONBOARDING_REVIEW, m.account.id)).toEqual([]);
    // Saved again, the same application goes through.
    expect((await putStep(app, m.headers, 'registeredAddress', sampleSteps().registeredAddress)).statusCode).toBe(200);
    expect((await submit(m.headers)).statusCode).toBe(200);
  });

  it('refuses to confirm the review page while a step is missing', async () => {
    const m = await onboardingMerchant(db);
    const res = await app.inject({ method: 'POST', url: '/api/onboarding/review', headers: m.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.businessType).toBe(en('onb_section_incomplete'));
    expect((await getApplication(m.headers)).reviewedAt).toBeNull();
  });

  it('is refused to a plain member (owners and admins only), whatever its codes', async () => {
    const m = await onboardingMerchant(db, { permissions: ['*'], role: 'member' });
    expect((await submit(m.headers)).statusCode).toBe(403);
  });
});

describe('automatic review outcomes', () => {
  it('approves a clean application: the account goes live and the data is locked', async () => {
    const m = await onboardingMerchant(db);
    await completeWizard(app, m.headers);
    expect((await userInfo(m.headers)).kycEnabled).toBe(false);
    const decided = await submitAndReview(m.headers);
    expect(decided).toMatchObject({ state: 'approved', outcome: 'approved', bankRejected: false, nextStep: null });
    expect(decided.sections.automaticReview.complete).toBe(true);
    expect(decided.decidedAt).not.toBeNull();
    const info = await userInfo(m.headers);
    expect(info.kycStatus).toBe('approved');
    expect(info.kycEnabled).toBe(true);
    // Approved data is read-only: no step, draft, document or new submission changes it.
    const locked = await putStep(app, m.headers, 'businessType', sampleSteps().businessType);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(en('onb_application_locked'));
    expect((await submit(m.headers)).statusCode).toBe(409);
    expect((await upload(app, m.headers, { kind: 'other' }, { name: 'a.pdf', bytes: PDF_BYTES })).statusCode).toBe(409);
    const docId = decided.documents[0].id;
    expect((await app.inject({ method: 'DELETE', url: `/api/onboarding/documents/${docId}`, headers: m.headers })).statusCode).toBe(409);
    // The job ran once; nothing is left to run.
    expect(await runReviews()).toBe(0);
  });

  it('sends a high-risk industry to a manual review with an email to follow', async () => {
    const m = await onboardingMerchant(db);
    await completeWizard(app, m.headers, { steps: { businessDetails: { ...sampleSteps().businessDetails, industry: 'gambling' } } });
    const decided = await submitAndReview(m.headers);
    expect(decided).toMatchObject({ state: 'needs_review', outcome: 'manual_review', canSubmit: false });
    expect((await userInfo(m.headers)).kycEnabled).toBe(false);
    const mails = await db.select().from(mailMessages).where(eq(mailMessages.to, m.user.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(en('onb_review_manual'));
    expect((await submit(m.headers)).statusCode).toBe(409);
  });

  it("sends a legal name containing 'REVIEW' to a manual review too (no bank details)", async () => {
    const m = await onboardingMerchant(db);
    await completeWizard(app, m.headers, {
      withoutBank: true, steps: { businessDetails: { ...sampleSteps().businessDetails, legalName: 'Acme Review Holdings' } },
    });
    expect((await submitAndReview(m.headers)).outcome).toBe('manual_review');
  });

  it('asks for a recent address proof, then approves the resubmission', async () => {
    const m = await onboardingMerchant(db);
    await completeWizard(app, m.headers, { addressProof: false });
    const decided = await submitAndReview(m.headers);
    expect(decided).toMatchObject({ state: 'needs_update', outcome: 'documents_required', nextStep: 'upload', canSubmit: true });
    expect(decided.missingDocuments).toEqual(['address_proof']);
    expect((await userInfo(m.headers)).kycStatus).toBe('needs_update');
    // Resubmitting without the proof is refused.
    const early = await submit(m.headers);
    expect(early.statusCode).toBe(400);
    expect(early.json().errors.upload).toBe(en('onb_section_incomplete'));
    const proof = await upload(app, m.headers, { kind: 'address_proof', issuedOn: recentDate() }, { name: 'bill.png', bytes: PNG_BYTES });
    expect(proof.statusCode).toBe(200);
    const again = await submitAndReview(m.headers);
    expect(again).toMatchObject({ state: 'approved', outcome: 'approved' });
    expect((await userInfo(m.headers)).kycEnabled).toBe(true);
  });

  it('rejects bank details ending in 0000, then approves once they are modified', async () => {
    const m = await onboardingMerchant(db);
    await completeWizard(app, m.headers, { steps: { bank: { ...sampleSteps().bank, accountNumber: '12340000' } } });
    const decided = await submitAndReview(m.headers);
    expect(decided).toMatchObject({ state: 'needs_update', outcome: 'bank_rejected', bankRejected: true, nextStep: 'bank' });
    expect(decided.sections.bank.complete).toBe(false);
    const early = await submit(m.headers);
    expect(early.statusCode).toBe(400);
    expect(early.json().errors.bank).toBe(en('onb_section_incomplete'));
    const fixed = await putStep(app, m.headers, 'bank', sampleSteps().bank);
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().data).toMatchObject({ bankRejected: false, nextStep: 'automaticReview' });
    const again = await submitAndReview(m.headers);
    expect(again).toMatchObject({ state: 'approved', outcome: 'approved', bankRejected: false });
    expect((await userInfo(m.headers)).kycEnabled).toBe(true);
  });
});
