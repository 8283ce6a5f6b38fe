// Operations view of background work (/api/ops/jobs, live base only: jobs are not per mode): queues with counts by
// state, failed jobs with their last error, and retrying one. Owners and admins only ('ops-jobs' in
// domain/action-permissions.ts).
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { opsJobsSchema } from '../../../domain/ops-jobs';
import { deadLetterOf } from '../../jobs/definition';
import { NotFound } from '../../lib/errors';
import { envelope, errorSchema, ok } from '../../lib/reply';
import { failedJobQueue, failedJobs, queueCounts } from '../../repositories/jobs';
import { signedIn } from '../../http/signed-in';

export const opsRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  // Each job type and its dead-letter queue, where jobs that used up their retries wait for an operator.
  const queues = () => app.jobs.definitions.flatMap((d) => [d.name, deadLetterOf(d.name)]);
  const common = { tags: ['ops'], security: [{ bearer: [] }] };

  app.get(
    '/jobs',
    {
      onRequest: app.requireAction('ops-jobs', 'list'),
      schema: { ...common, summary: 'Job queues with counts by state, and failed jobs', response: { 200: envelope(opsJobsSchema), 403: errorSchema } },
    },
    async (request) => {
      const accountId = signedIn(request).accountId;
      return ok({
        queues: await queueCounts(app.db, queues(), accountId),
        failed: await failedJobs(app.db, queues(), accountId),
      });
    },
  );

  app.post(
    '/jobs/:id/retry',
    {
      onRequest: app.requireAction('ops-jobs', 'retry'),
      schema: {
        ...common,
        summary: 'Run a failed job again',
        params: z.object({ id: z.string().uuid() }),
        response: { 200: envelope(z.object({ id: z.string() })), 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const queue = await failedJobQueue(app.db, queues(), signedIn(request).accountId, id);
      if (!queue) throw NotFound();
      await app.jobs.retry(queue, id);
      return ok({ id });
    },
  );
};
