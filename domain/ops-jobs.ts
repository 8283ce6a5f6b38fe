// The wire shape of the operators' view of background work (GET /api/ops/jobs), shared by the route's schema and
// the SPA's typed call.
import { z } from 'zod';

/** pg-boss 10's job states, in the order a job goes through them. */
export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

export const opsJobsSchema = z.object({
  queues: z.array(z.object({ name: z.string(), counts: z.record(z.string(), z.number()) })),
  failed: z.array(
    z.object({
      id: z.string(),
      queue: z.string(),
      failedAt: z.date(),
      retryCount: z.number(),
      lastError: z.string().nullable(),
    }),
  ),
});
/** As the SPA reads it: dates arrive as ISO strings. */
export interface OpsJobs {
  queues: { name: string; counts: Partial<Record<JobState, number>> }[];
  failed: { id: string; queue: string; failedAt: string; retryCount: number; lastError: string | null }[];
}

/** A queue's count in one state; a state with no job is absent from the answer. */
export const countIn = (counts: Partial<Record<string, number>>, state: JobState): number => counts[state] ?? 0;
