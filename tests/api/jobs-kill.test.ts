// A server process killed in the middle of a job (SIGKILL: no graceful stop) leaves the job active; once its
// expiry passes, pg-boss's maintenance fails it and another process retries it. PostgreSQL only: PGlite is one
// process's database.
import { spawn } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { defineJob } from '../../server/jobs/definition';
import { createJobQueue } from '../../server/jobs/queue';
import { setupTestApp } from '../helpers/app';
import { databaseUrl, isPostgres } from '../helpers/db';
import { jobsOf } from '../helpers/jobs';

const { app, database } = await setupTestApp();
const db = database.db;

describe.runIf(isPostgres())('a process killed mid-job', () => {
  it('leaves the job to be retried by another process after its expiry', async () => {
    const done: number[] = [];
    const hang = defineJob<{ n: number }>({
      name: 'test_hang', retryLimit: 2, retryDelaySeconds: 0, retryBackoff: false, expireInSeconds: 1,
      async handle(data) {
        done.push(data.n);
      },
    });
    const queue = createJobQueue({ db, mailer: app.mailer, log: app.log, definitions: [hang], timeZone: 'UTC' });
    await queue.start({ work: false });
    try {
      const id = await queue.send('test_hang', { n: 42 });
      const child = spawn(process.execPath, ['--import', 'tsx', 'tests/helpers/job-child.ts', databaseUrl(database)], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const taken = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const match = /started (\S+)/.exec(out);
          if (match) resolve(match[1]!);
        });
        child.on('exit', () => reject(new Error(`child exited before taking the job: ${out}`)));
      });
      expect(taken).toBe(id);
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
      expect((await jobsOf(db, 'test_hang'))[0]!.state).toBe('active');

      // After the expiry (1 s), maintenance (run by any working process; here called directly) fails it for retry.
      await new Promise((r) => setTimeout(r, 1500));
      await queue.boss.maintain();
      expect((await jobsOf(db, 'test_hang'))[0]!.state).toBe('retry');
      await db.execute(sql`update pgboss.job set start_after = now() - interval '1 second' where id = ${id}`);
      expect(await queue.runDue('test_hang')).toBe(1);
      expect(done).toEqual([42]);
      expect((await jobsOf(db, 'test_hang'))[0]!.state).toBe('completed');
    } finally {
      await queue.stop();
    }
  });
});
