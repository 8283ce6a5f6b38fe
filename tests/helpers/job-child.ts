// A second server process for tests/api/jobs-kill.test.ts: works the 'test_hang' queue on the PostgreSQL given as
// argument, prints "started <id>" when it takes a job and never finishes it; the test then kills it with SIGKILL.
import { openPostgres } from '../../server/db/client';
import { defineJob } from '../../server/jobs/definition';
import { createJobQueue } from '../../server/jobs/queue';

const database = await openPostgres(process.argv[2]!, 2);
const log = { error() {}, info() {}, warn() {}, child: () => log } as never;
const hang = defineJob<{ n: number }>({
  name: 'test_hang', retryLimit: 2, retryDelaySeconds: 0, retryBackoff: false, expireInSeconds: 1,
  async handle(_data, ctx) {
    process.stdout.write(`started ${ctx.jobId}\n`);
    await new Promise(() => undefined);
  },
});
const queue = createJobQueue({
  db: database.db, mailer: { send: async () => undefined } as never, log, definitions: [hang], timeZone: 'UTC',
  intervals: { pollingSeconds: 0.5 },
});
await queue.start({ work: true });
