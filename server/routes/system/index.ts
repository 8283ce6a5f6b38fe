// System parameters (BLACK_COUNTRY, PAYOUT_COUNTRY ...) for signed-in users; the SPA keeps what it needs.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../lib/reply';
import { listSystemParams } from '../../repositories/system-params';

const param = z.object({ paramCode: z.string(), paramValue: z.string().nullable(), extValue: z.unknown() });

export const systemRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/system/params',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['system'],
        summary: 'System parameters, optionally only the listed codes',
        security: [{ bearer: [] }],
        querystring: z.object({
          codes: z
            .string()
            .max(500)
            .regex(/^[A-Z0-9_]+(,[A-Z0-9_]+)*$/, 'field_invalid')
            .optional(),
        }),
        response: { 200: envelope(z.array(param)) },
      },
    },
    async (request) => ok(await listSystemParams(app.db, request.query.codes?.split(','))),
  );
};
