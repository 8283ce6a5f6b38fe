// The account's API keys in the base's mode: publishable keys in full, secret keys masked unless revealed.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFound } from '../../lib/errors';
import { envelope, ok } from '../../lib/reply';
import { findApiKey, listApiKeys } from '../../repositories/api-keys';


const apiKeySchema = z.object({
  id: z.string(),
  kind: z.enum(['publishable', 'secret']),
  name: z.string(),
  /** Shown for publishable keys; null for secret keys (reveal them one at a time). */
  value: z.string().nullable(),
  last4: z.string(),
  livemode: z.boolean(),
  createdAt: z.date(),
});

export const apiKeyRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['api keys'];
  const security = [{ bearer: [] }];

  app.get(
    '/api-keys',
    {
      onRequest: app.requireAction('api-keys', 'list'),
      schema: { tags, security, summary: 'API keys of the account in this mode', response: { 200: envelope(z.array(apiKeySchema)) } },
    },
    async (request) => {
      const rows = await listApiKeys(app.db, request.auth!.scope);
      return ok(rows.map((k) => ({ ...k, value: k.kind === 'publishable' ? k.value : null })));
    },
  );

  app.get(
    '/api-keys/:id/reveal',
    {
      onRequest: app.requireAction('api-keys', 'reveal'),
      schema: {
        tags,
        security,
        summary: 'Reveal a secret key (test mode keys only; a live secret is shown once at creation)',
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: envelope(z.object({ value: z.string() })) },
      },
    },
    async (request) => {
      const key = await findApiKey(app.db, request.auth!.scope, request.params.id);
      if (!key || key.value === null) throw NotFound();
      request.log.info({ keyId: key.id }, 'api key revealed');
      return ok({ value: key.value });
    },
  );
};
