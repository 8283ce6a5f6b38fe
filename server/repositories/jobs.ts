// What operators see of the job queue (pg-boss's own tables, schema pgboss): counts by state per queue and the
// failed jobs with their last error. A merchant's owner sees the jobs about their account and the system jobs
// (no account), never another account's.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

export interface QueueCounts {
  name: string;
  counts: Record<string, number>;
}

export interface FailedJob {
  id: string;
  queue: string;
  failedAt: Date;
  retryCount: number;
  lastError: string | null;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function queueCounts(db: DbOrTx, queues: readonly string[], accountId: string): Promise<QueueCounts[]> {
  const rows = rowsOf<{ name: string; state: string; n: string | number }>(await db.execute(sql`
    select name, state::text as state, count(*) as n from pgboss.job
    where name in ${queues} and (data->>'accountId' is null or data->>'accountId' = ${accountId})
    group by name, state`));
  return queues.map((name) => ({
    name,
    counts: Object.fromEntries(rows.filter((r) => r.name === name).map((r) => [r.state, Number(r.n)])),
  }));
}

export async function failedJobs(db: DbOrTx, queues: readonly string[], accountId: string, limit = 100): Promise<FailedJob[]> {
  const rows = rowsOf<{ id: string; queue: string; failedAt: string | Date; retryCount: number; lastError: string | null }>(
    await db.execute(sql`
      select id, name as queue, completed_on as "failedAt", retry_count as "retryCount", output->>'message' as "lastError"
      from pgboss.job
      where state = 'failed' and name in ${queues}
        and (data->>'accountId' is null or data->>'accountId' = ${accountId})
      order by completed_on desc, id limit ${limit}`),
  );
  return rows.map((r) => ({ ...r, failedAt: new Date(r.failedAt) }));
}

/** The queue of a failed job the account may retry, or undefined. */
export async function failedJobQueue(db: DbOrTx, queues: readonly string[], accountId: string, id: string) {
  const rows = rowsOf<{ name: string }>(await db.execute(sql`
    select name from pgboss.job where id = ${id}::uuid and state = 'failed' and name in ${queues}
      and (data->>'accountId' is null or data->>'accountId' = ${accountId})`));
  return rows[0]?.name;
}
