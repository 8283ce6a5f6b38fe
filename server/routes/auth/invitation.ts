// The invitation link's two calls (issue 32, item 1), public like the rest of the sign-in family: what the link
// offers (the account, the role, whether the address already has a sign-in) and accepting it, by signing in with the
// invited address's password or by creating that sign-in. The link's secret is the proof of the address.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signInResultSchema, tokenSchema } from '../../../domain/auth';
import { twoFactorPendingSchema } from '../../../domain/settings/two-factor';
import { acceptInvitationSchema } from '../../../domain/team/roles';
import { BadRequest } from '../../lib/errors';
import { envelope, errorSchema, ok } from '../../lib/reply';
import { acceptInvitation, lookupInvitation } from '../../services/team';
import { depsOf, requesterOf } from './requester';

const invitationView = z.object({
  accountName: z.string(),
  email: z.string(),
  roleId: z.string(),
  roleName: z.string(),
  hasUser: z.boolean(),
  expiresAt: z.string(),
});

export const invitationRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  // The secret is a bearer of the address: tried often from one client, it is a guess.
  const limit = { rateLimit: { max: 20, timeWindow: '1 minute' } };

  app.post(
    '/invitation',
    {
      config: limit,
      schema: { tags: ['auth'], summary: 'What an invitation link offers (400 when it no longer works)', body: tokenSchema, response: { 200: envelope(invitationView), 400: errorSchema } },
    },
    async (request) => {
      const found = await lookupInvitation(app.db, request.body.token);
      if (!found) throw BadRequest('team_invitation_invalid');
      return ok(found);
    },
  );

  app.post(
    '/invitation/accept',
    {
      config: limit,
      schema: {
        tags: ['auth'],
        summary: "Accept an invitation: the address's password (or, for an address without a sign-in, a nickname and a new password); signs in to the account, or answers a two-factor challenge as the password sign-in does",
        body: acceptInvitationSchema,
        response: { 200: envelope(z.union([signInResultSchema, twoFactorPendingSchema])), 400: errorSchema },
      },
    },
    async (request) => ok(await acceptInvitation(depsOf(app), request.body, requesterOf(app, request))),
  );
};
