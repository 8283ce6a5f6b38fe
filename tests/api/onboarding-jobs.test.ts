// The automatic review on the job queue (pg-boss): queued in the submission's transaction, decided once even when
// run twice or by two app instances on one PostgreSQL, failures retried with backoff and finally dead-lettered
// without a half-made decision, and decided in the background once workers run.
import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { accounts, mailMessages, onboardingApplications } from '../../server/db/schema';
import { ONBOARDING_REVIEW, onboardingReviewJob } from '../../server/jobs/definitions/onboarding-review';
import { getApplication, insertDocument, updateApplication } from '../../server/repositories/onboarding';
import { setupTestApp, tempDir } from '../helpers/app';
import { isPostgres, openSecondPool } from '../helpers/db';
import { jobsOf } from '../helpers/jobs';
import { buildMerchant } from '../factories';
import { completeWizard, onboardingMerchant, recentDate, sampleSteps } from '../factories/onboarding';

const { app, database, config } = await setupTestApp({ DATA_DIR: tempDir('md-onb-jobs-') });
const db = database.db;
const runReviews = () => app.jobs.runDue(ONBOARDING_REVIEW);

async function submitted(industry: 'retail' | 'crypto' = 'retail') {
  const m = await onboardingMerchant(db);
  await completeWizard(app, m.headers, { steps: { businessDetails: { ...sampleSteps().businessDetails, industry } } });
  const res = await app.inject({ method: 'POST', url: '/api/onboarding/submit', headers: m.headers });
  expect(res.statusCode, res.body).toBe(200);
  return m;
}

/** An application waiting for review whose review fails (a proof but no business details). */
async function failingApplication() {
  const { account } = await buildMerchant(db, { kycStatus: 'inactive' });
  await getApplication(db, account.id);
  await insertDocument(db, {
    id: `doc_${account.id}`, accountId: account.id, kind: 'address_proof', fileName: 'bill.pdf',
    storedName: randomBytes(16).toString('hex'), contentType: 'application/pdf', size: 1, sha256: 'x', issuedOn: recentDate(),
  });
  await updateApplication(db, account.id, { state: 'needs_review', submittedAt: new Date(), data: {} });
  return account;
}

describe('review jobs', () => {
  it('answers one of two simultaneous submissions and queues one review', async () => {
    const m = await onboardingMerchant(db);
    await completeWizard(app, m.headers);
    const both = await Promise.all([1, 2].map(() => app.inject({ method: 'POST', url: '/api/onboarding/submit', headers: m.headers })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await jobsOf(db, ONBOARDING_REVIEW, m.account.id)).toHaveLength(1);
    await runReviews();
    expect((await jobsOf(db, ONBOARDING_REVIEW, m.account.id))[0]!.state).toBe('completed');
  });

  it('has the effect of once when the same review runs twice (at-least-once delivery)', async () => {
    const m = await submitted('crypto');
    await runReviews();
    const decided = await getApplication(db, m.account.id);
    expect(decided.outcome).toBe('manual_review');
    await app.jobs.send(ONBOARDING_REVIEW, { accountId: m.account.id });
    expect(await runReviews()).toBe(1);
    expect(await getApplication(db, m.account.id)).toMatchObject({ outcome: 'manual_review', decidedAt: decided.decidedAt });
    expect(await db.select().from(mailMessages).where(eq(mailMessages.to, m.user.email))).toHaveLength(1);
  });

  it('keeps a failed review undecided, retries it with a growing delay, then dead-letters it', async () => {
    const account = await failingApplication();
    await app.jobs.send(ONBOARDING_REVIEW, { accountId: account.id });
    const retries = onboardingReviewJob.retryLimit;
    for (let attempt = 0; attempt <= retries; attempt += 1) {
      const before = Date.now();
      expect(await runReviews()).toBe(1);
      const [job] = await jobsOf(db, ONBOARDING_REVIEW, account.id);
      expect(job!.output?.message).toBeTruthy();
      expect((await getApplication(db, account.id)).outcome).toBeNull();
      if (attempt < retries) {
        expect(job!.state).toBe('retry');
        // Backoff: at least retryDelay * 2^attempt seconds.
        expect(job!.startAfter.getTime() - before).toBeGreaterThanOrEqual(onboardingReviewJob.retryDelaySeconds * 1000 * 2 ** attempt - 1000);
        expect(await runReviews()).toBe(0);
        await db.execute(sql`update pgboss.job set start_after = now() - interval '1 second' where id = ${job!.id}`);
      } else {
        expect(job!.state).toBe('failed');
      }
    }
    expect((await jobsOf(db, `${ONBOARDING_REVIEW}_dead`, account.id)).map((j) => j.state)).toEqual(['created']);
  });

  it('finishes a job whose application is no longer waiting without changing it', async () => {
    const { account } = await buildMerchant(db, { kycStatus: 'inactive' });
    await getApplication(db, account.id);
    await app.jobs.send(ONBOARDING_REVIEW, { accountId: account.id });
    expect(await runReviews()).toBe(1);
    expect((await jobsOf(db, ONBOARDING_REVIEW, account.id))[0]!.state).toBe('completed');
    expect(await getApplication(db, account.id)).toMatchObject({ state: 'inactive', outcome: null });
  });

  it('decides in the background once an app instance works the queue', async () => {
    const m = await submitted();
    const worker = await buildApp({ db, config: { ...config, JOBS_WORKERS: 'on' } });
    await worker.ready();
    try {
      const deadline = Date.now() + 20_000;
      while ((await getApplication(db, m.account.id)).state === 'needs_review' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
      }
    } finally {
      await worker.close();
    }
    expect((await getApplication(db, m.account.id)).state).toBe('approved');
    const [acct] = await db.select().from(accounts).where(eq(accounts.id, m.account.id));
    expect(acct!.kycStatus).toBe('approved');
  });

  it.runIf(isPostgres())('decides each review once when two app instances work one PostgreSQL', async () => {
    const second = await openSecondPool(database);
    afterAll(() => second.close());
    const merchants = [await submitted('crypto'), await submitted('crypto'), await submitted(), await submitted()];
    const instances = await Promise.all([db, second.db].map(async (d) => {
      const a = await buildApp({ db: d, config: { ...config, JOBS_WORKERS: 'on' } });
      await a.ready();
      return a;
    }));
    const ids = merchants.map((m) => m.account.id);
    try {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const states = await Promise.all(ids.map(async (id) => (await jobsOf(db, ONBOARDING_REVIEW, id))[0]!.state));
        if (states.every((s) => s === 'completed') || Date.now() > deadline) break;
        await new Promise((r) => setTimeout(r, 200));
      }
    } finally {
      await Promise.all(instances.map((a) => a.close()));
    }
    const apps = await db.select().from(onboardingApplications).where(inArray(onboardingApplications.accountId, ids));
    expect(apps.map((a) => a.outcome).sort()).toEqual(['approved', 'approved', 'manual_review', 'manual_review']);
    const mails = await db.select().from(mailMessages).where(inArray(mailMessages.to, merchants.map((m) => m.user.email)));
    expect(mails).toHaveLength(2);
  });
});
