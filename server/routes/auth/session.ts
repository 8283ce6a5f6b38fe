// POST /logout, /direct-link and /direct-login.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signInResultSchema, tokenSchema } from '../../../domain/auth';
import { envelope, ok } from '../../lib/reply';
import { bearerToken } from '../../plugins/auth';
import { revokeUnusedTokens } from '../../repositories/email-tokens';
import { revokeSessionTree } from '../../repositories/sessions';
import { createDirectLink, directLogin } from '../../services/auth/direct-login';
import { sessionOfToken } from '../../services/auth/session-token';
import { bearer, depsOf, nothing, requesterOf } from './requester';
import { signedIn } from '../../http/signed-in';

export const sessionRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out (live or test token): both tokens of the session, its direct-login link and the sessions its links opened stop working',
        security: bearer,
        response: { 200: nothing },
      },
    },
    async (request) => {
      const { sessionId, userId } = await sessionOfToken(app.db, bearerToken(request));
      // A direct-login link is a copy of the session's power: it ends with the sign-out, not ten minutes later.
      await app.db.transaction(async (tx) => {
        await revokeSessionTree(tx, sessionId);
        await revokeUnusedTokens(tx, userId, 'direct_login');
      });
      return ok(null);
    },
  );

  app.post(
    '/direct-link',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'A one-time sign-in link for the current user (live token), valid 10 minutes',
        security: bearer,
        response: { 200: envelope(z.object({ url: z.string(), expiresAt: z.string() })) },
      },
    },
    async (request) => {
      const auth = signedIn(request);
      return ok(await createDirectLink(app.db, auth.userId, requesterOf(app, request).origin, auth.sessionId));
    },
  );

  app.post(
    '/direct-login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a direct-login link (works once)',
        body: tokenSchema,
        response: { 200: envelope(signInResultSchema) },
      },
    },
    async (request) => ok(await directLogin(depsOf(app), request.body.token, requesterOf(app, request))),
  );
};
