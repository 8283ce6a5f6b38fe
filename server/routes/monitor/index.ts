// POST /fe/monitor/error (spec sections 3, 7, 8): the SPA's error reports, validated, size-capped and rate limited.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { bearerToken } from '../../plugins/auth';
import { insertErrorReport } from '../../repositories/error-reports';
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
      // Reports are accepted without sign-in (a crash may come before it), but only a session names an account:
      // its own. The acctId a caller writes in the body is never trusted, so nobody files reports under another
      // merchant's account; anonymous reports stay anonymous and are rate limited with the rest.
      const token = bearerToken(request);
      const session = token ? await findActiveSession(app.db, token, request.livemode) : undefined;
      await insertErrorReport(app.db, {
        ...request.body,
        acctId: session?.session.accountId ?? null,
        userId: session?.user.id ?? null,
        ip: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
      });
      return ok(null);
    },
  );
};
