// GET /api/ops/jobs and POST /api/ops/jobs/:id/retry: owners and admins see queue counts and their account's failed
// jobs with the last error, retry one, and never see or retry another account's; members are refused.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberships } from '../../server/db/schema';
import { ONBOARDING_REVIEW } from '../../server/jobs/definitions/onboarding-review';
import { getApplication, insertDocument, updateApplication } from '../../server/repositories/onboarding';
import { setupTestApp, tempDir } from '../helpers/app';
import { jobsOf } from '../helpers/jobs';
import { onboardingMerchant, recentDate } from '../factories/onboarding';

const { app, database } = await setupTestApp({ DATA_DIR: tempDir('md-ops-jobs-') });
const db = database.db;

/** A merchant whose review job has failed for good (retries used up). */
async function merchantWithFailedReview() {
  const m = await onboardingMerchant(db);
  await getApplication(db, m.account.id);
  await insertDocument(db, {
    id: `doc_${m.account.id}`, accountId: m.account.id, kind: 'address_proof', fileName: 'bill.pdf',
    storedName: randomBytes(16).toString('hex'), contentType: 'application/pdf', size: 1, sha256: 'x', issuedOn: recentDate(),
  });
  await updateApplication(db, m.account.id, { state: 'needs_review', submittedAt: new Date(), data: {} });
  await app.jobs.send(ONBOARDING_REVIEW, { accountId: m.account.id });
  for (;;) {
    await app.jobs.runDue(ONBOARDING_REVIEW);
    const [job] = await jobsOf(db, ONBOARDING_REVIEW, m.account.id);
    if (job!.state === 'failed') return { ...m, jobId: job!.id };
    await db.execute(sql`update pgboss.job set start_after = now() - interval '1 second' where id = ${job!.id}`);
  }
}

const list = (headers: Record<string, string>) => app.inject({ url: '/api/ops/jobs', headers });
const retry = (headers: Record<string, string>, id: string) =>
  app.inject({ method: 'POST', url: `/api/ops/jobs/${id}/retry`, headers });

describe('ops jobs', () => {
  it('lists queues with counts and the failed job with its last error, and retries it', async () => {
    const m = await merchantWithFailedReview();
    const res = await list(m.headers);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.queues.map((q: { name: string }) => q.name)).toEqual(expect.arrayContaining(['onboarding_review', 'housekeeping']));
    expect(data.queues.find((q: { name: string }) => q.name === 'onboarding_review').counts.failed).toBe(1);
    expect(data.failed).toHaveLength(1);
    expect(data.failed[0]).toMatchObject({ id: m.jobId, queue: 'onboarding_review' });
    expect(data.failed[0].lastError).toBeTruthy();

    expect((await retry(m.headers, m.jobId)).statusCode).toBe(200);
    expect((await jobsOf(db, ONBOARDING_REVIEW, m.account.id))[0]!.state).toBe('retry');
    expect((await list(m.headers)).json().data.failed).toEqual([]);
    // Not failed any more: a second retry is a 404.
    expect((await retry(m.headers, m.jobId)).statusCode).toBe(404);
  });

  it('never shows or retries another account’s jobs', async () => {
    const a = await merchantWithFailedReview();
    const b = await onboardingMerchant(db);
    expect((await list(b.headers)).json().data.failed).toEqual([]);
    expect((await retry(b.headers, a.jobId)).statusCode).toBe(404);
    expect((await jobsOf(db, ONBOARDING_REVIEW, a.account.id))[0]!.state).toBe('failed');
  });

  it('refuses members who are not owners or admins, and checks the id', async () => {
    const m = await merchantWithFailedReview();
    expect((await retry(m.headers, 'not-a-uuid')).statusCode).toBe(400);
    await db.update(memberships).set({ role: 'member' }).where(eq(memberships.accountId, m.account.id));
    expect((await list(m.headers)).statusCode).toBe(403);
    expect((await retry(m.headers, m.jobId)).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/ops/jobs' })).statusCode).toBe(401);
  });
});
