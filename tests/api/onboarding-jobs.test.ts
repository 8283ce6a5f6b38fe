// The background review runner: each queued review decided exactly once (also by two workers on one PostgreSQL),
// failures retried later without a half-made decision, stale jobs ignored, and the timer started and stopped.
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { accounts, mailMessages, onboardingApplications, reviewJobs } from '../../server/db/schema';
import { createReviewRunner } from '../../server/jobs/review-runner';
import { enqueueReview, getApplication, insertDocument, updateApplication } from '../../server/repositories/onboarding';
import { setupTestApp, tempDir } from '../helpers/app';
import { isPostgres, openSecondPool } from '../helpers/db';
import { buildMerchant } from '../factories';
import { completeWizard, onboardingMerchant, recentDate, sampleSteps } from '../factories/onboarding';

const { app, database } = await setupTestApp({ DATA_DIR: tempDir('md-onb-jobs-') });
const db = database.db;
const runner = createReviewRunner({ db, mailer: app.mailer, log: app.log });

async function submitted(industry: 'retail' | 'crypto' = 'retail') {
  const m = await onboardingMerchant(db);
  await completeWizard(app, m.headers, { steps: { businessDetails: { ...sampleSteps().businessDetails, industry } } });
  const res = await app.inject({ method: 'POST', url: '/api/onboarding/submit', headers: m.headers });
  expect(res.statusCode, res.body).toBe(200);
  return m;
}

const jobsOf = (accountId: string) => db.select().from(reviewJobs).where(eq(reviewJobs.accountId, accountId));

describe('review runner', () => {
  it('answers one of two simultaneous submissions and queues one review', async () => {
    const m = await onboardingMerchant(db);
    await completeWizard(app, m.headers);
    const both = await Promise.all([1, 2].map(() => app.inject({ method: 'POST', url: '/api/onboarding/submit', headers: m.headers })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await jobsOf(m.account.id)).toHaveLength(1);
    await runner.runOnce();
    expect((await jobsOf(m.account.id))[0]!.status).toBe('done');
  });

  it('keeps a failed review undecided and retries it later', async () => {
    const { account } = await buildMerchant(db, { kycStatus: 'inactive' });
    await getApplication(db, account.id);
    // A recent proof but no business details: the review gets past its first rule and cannot read the legal name.
    await insertDocument(db, {
      id: `doc_${account.id}`, accountId: account.id, kind: 'address_proof', originalName: 'bill.pdf',
      storedName: randomBytes(16).toString('hex'), mime: 'application/pdf', size: 1, sha256: 'x', issuedOn: recentDate(),
    });
    await updateApplication(db, account.id, { state: 'needs_review', submittedAt: new Date(), data: {} });
    await enqueueReview(db, account.id);
    expect(await runner.runOnce()).toBe(1);
    const [job] = await jobsOf(account.id);
    expect(job).toMatchObject({ status: 'pending', attempts: 1 });
    expect(job!.lastError).toBeTruthy();
    expect(job!.runAfter.getTime()).toBeGreaterThan(Date.now());
    expect((await getApplication(db, account.id)).outcome).toBeNull();
    // Not due again yet.
    expect(await runner.runOnce()).toBe(0);
  });

  it('finishes a job whose application is no longer waiting without changing it', async () => {
    const { account } = await buildMerchant(db, { kycStatus: 'inactive' });
    await getApplication(db, account.id);
    await enqueueReview(db, account.id);
    expect(await runner.runOnce()).toBe(1);
    expect((await jobsOf(account.id))[0]!.status).toBe('done');
    expect(await getApplication(db, account.id)).toMatchObject({ state: 'inactive', outcome: null });
  });

  it('starts a new application from the account’s status (a live account stays approved)', async () => {
    const { account } = await buildMerchant(db, { kycStatus: 'approved' });
    expect(await getApplication(db, account.id)).toMatchObject({ state: 'approved', outcome: 'approved' });
  });

  it('decides in the background once started, and stops', async () => {
    const m = await submitted();
    const timed = createReviewRunner({ db, mailer: app.mailer, log: app.log, intervalMs: 20 });
    timed.start();
    try {
      const deadline = Date.now() + 10_000;
      while ((await getApplication(db, m.account.id)).state === 'needs_review' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 25));
      }
    } finally {
      await timed.stop();
    }
    expect((await getApplication(db, m.account.id)).state).toBe('approved');
    const [acct] = await db.select().from(accounts).where(eq(accounts.id, m.account.id));
    expect(acct!.kycStatus).toBe('approved');
  });

  it.runIf(isPostgres())('decides each review once when two workers share one PostgreSQL', async () => {
    const second = await openSecondPool(database);
    afterAll(() => second.close());
    const merchants = [await submitted('crypto'), await submitted('crypto'), await submitted(), await submitted()];
    const other = createReviewRunner({ db: second.db, mailer: app.mailer, log: app.log, batch: 1 });
    const mine = createReviewRunner({ db, mailer: app.mailer, log: app.log, batch: 1 });
    let ran = 0;
    for (let i = 0; i < 4; i += 1) ran += (await Promise.all([mine.runOnce(), other.runOnce()])).reduce((a, b) => a + b, 0);
    expect(ran).toBe(4);
    const ids = merchants.map((m) => m.account.id);
    const jobs = await db.select().from(reviewJobs).where(inArray(reviewJobs.accountId, ids));
    expect(jobs.map((j) => j.status)).toEqual(['done', 'done', 'done', 'done']);
    const apps = await db.select().from(onboardingApplications).where(inArray(onboardingApplications.accountId, ids));
    expect(apps.map((a) => a.outcome).sort()).toEqual(['approved', 'approved', 'manual_review', 'manual_review']);
    const mails = await db.select().from(mailMessages).where(inArray(mailMessages.to, merchants.map((m) => m.user.email)));
    expect(mails).toHaveLength(2);
  });
});
