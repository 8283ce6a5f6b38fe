// POST /fe/monitor/error (spec sections 3, 7, 8): the SPA's error reports, validated, size-capped and rate limited.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReports } from '../../db/schema';
import { ok } from '../../lib/reply';
import { bearerToken } from '../../plugins/auth';
import { findActiveSession } from '../../repositories/sessions';
import { errorReportSchema } from '../../../domain/error-report';

export const monitorRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/fe/monitor/error',
    {
      bodyLimit: 32 * 1024,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['monitor'],
        summary: 'Store a front-end error report (no sign-in needed)',
        body: errorReportSchema,
        response: { 200: z.object({ code: z.literal(200), data: z.null(), message: z.string() }) },
      },
    },
    async (request) => {
      // Reports are accepted without sign-in; when a valid token comes along, the user is recorded too.
      const token = bearerToken(request);
      const session = token ? await findActiveSession(app.db, token, request.livemode) : undefined;
      await app.db.insert(errorReports).values({
        ...request.body,
        acctId: request.body.acctId ?? null,
        userId: session?.user.id ?? null,
        ip: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
      });
      return ok(null);
    },
  );
};
