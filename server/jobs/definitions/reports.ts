// Reports on the job queue: generating one (server/services/reports/generate.ts; a second delivery finds it done and
// changes nothing) and the hourly cleanup that removes files kept past their 7 days and marks their reports expired.
import type { Lang } from '../../../domain/messages';
import { REPORT_CLEANUP, REPORT_GENERATE } from '../../lib/queues';
import { uploadStore } from '../../lib/uploads';
import { expiredReports, markExpired } from '../../repositories/reports';
import { generateReport } from '../../services/reports/generate';
import { defineJob, type JobContext } from '../definition';

const dataDirOf = (ctx: JobContext) => ctx.settings?.dataDir ?? './data';

export const reportGenerateJob = defineJob<{ accountId: string; livemode: boolean; reportId: string; lang?: Lang }>({
  name: REPORT_GENERATE,
  retryLimit: 2,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 60 * 60,
  pollingSeconds: 1,
  async handle({ accountId, livemode, reportId, lang }, ctx) {
    await generateReport(
      { db: ctx.db, dataDir: dataDirOf(ctx), now: ctx.now, publicUrl: ctx.publicUrl, sendMail: (mail) => ctx.mailer.send(mail) },
      { accountId, livemode },
      reportId,
      lang,
    );
  },
});

/** Removes the files of expired reports; returns how many reports expired. Safe to run twice. */
export async function cleanupReports(ctx: Pick<JobContext, 'db' | 'now' | 'settings'>): Promise<number> {
  const store = uploadStore(dataDirOf(ctx as JobContext));
  let expired = 0;
  for (;;) {
    const due = await expiredReports(ctx.db, ctx.now());
    if (due.length === 0) return expired;
    for (const r of due) if (r.storedName) await store.remove(r.storedName);
    await markExpired(ctx.db, due.map((r) => r.id));
    expired += due.length;
  }
}

export const reportCleanupJob = defineJob<Record<string, never>>({
  name: REPORT_CLEANUP,
  policy: 'singleton',
  retryLimit: 2,
  retryDelaySeconds: 60,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
  schedule: '17 * * * *',
  async handle(_data, ctx) {
    const expired = await cleanupReports(ctx);
    if (expired > 0) ctx.log.info({ expired }, 'expired reports removed');
  },
});
