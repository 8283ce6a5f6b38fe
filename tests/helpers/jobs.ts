// Reads pg-boss's job table in API tests: the jobs of one queue about one account, newest last.
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';

export interface JobRow {
  id: string;
  name: string;
  state: string;
  retryCount: number;
  startAfter: Date;
  output: { message?: string } | null;
  data: Record<string, unknown>;
}

export async function jobsOf(db: Db, queue: string, accountId?: string): Promise<JobRow[]> {
  const result = await db.execute(sql`select id, name, state::text as state, retry_count as "retryCount",
    start_after as "startAfter", output, data from pgboss.job
    where name = ${queue} and (${accountId ?? null}::text is null or data->>'accountId' = ${accountId ?? null})
    order by created_on, id`);
  return (result as unknown as { rows: JobRow[] }).rows.map((r) => ({ ...r, startAfter: new Date(r.startAfter) }));
}
