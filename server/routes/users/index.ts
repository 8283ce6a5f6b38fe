// GET /users/query (spec section 7): who is signed in, in which account and mode, with what permissions.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Forbidden } from '../../lib/errors';
import { envelope, ok } from '../../lib/reply';
import { findMembership, listMemberships } from '../../repositories/sessions';
import { memberRole } from '../../../domain/action-permissions';
import { merchantFlags } from '../../../domain/merchant-flags';
import { effectivePermissions } from '../../../domain/permissions';
import { userInfoSchema } from '../../../domain/user-info';
import { visibleRouteTree } from '../../../domain/routes';
import { signedIn } from '../../http/signed-in';
import { requestVariant } from '../../http/variant';

export const userRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  async function userInfo(request: FastifyRequest, accountId: string) {
    const auth = signedIn(request);
    const member = await findMembership(app.db, auth.userId, accountId);
    if (!member) throw Forbidden('account_forbidden');
    const all = await listMemberships(app.db, auth.userId);
    const permissions = effectivePermissions(member.membership.permissions, auth.nickname, app.config.PERMISSION_ALLOW_LIST);
    // The host the dashboard was opened on decides the variant, as it does in the SPA (domain/brand.ts).
    const routes = visibleRouteTree({
      ...requestVariant(request),
      permissions,
      role: memberRole(member.membership.role),
      kycEnabled: member.account.kycStatus === 'approved',
      issuingEnabled: member.account.issuingEnabled,
    });
    return ok({
      acctId: member.account.id,
      accountName: member.account.name,
      nickname: auth.nickname,
      email: auth.email,
      projectType: member.account.projectType,
      livemode: request.livemode,
      kycStatus: member.account.kycStatus,
      kycEnabled: member.account.kycStatus === 'approved',
      timezone: member.account.timezone,
      userTimezone: auth.timezone ?? null,
      userLanguage: auth.language ?? null,
      role: member.membership.role,
      permissions,
      routes,
      ...merchantFlags(member.account.name, { internal: app.config.INTERNAL_MERCHANTS, test: app.config.TEST_MERCHANTS }),
      accounts: all.map((m) => ({ acctId: m.account.id, name: m.account.name, role: m.membership.role })),
    });
  }

  const common = { tags: ['users'], security: [{ bearer: [] }], response: { 200: envelope(userInfoSchema) } };
  app.get(
    '/users/query',
    { preHandler: app.authenticate, schema: { ...common, summary: 'The signed-in user in the current account' } },
    async (request) => userInfo(request, signedIn(request).accountId),
  );
  app.get(
    '/users/query/:acctId',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        summary: 'The signed-in user in a named account (test users of project type 2)',
        params: z.object({ acctId: z.string().min(1).max(64) }),
      },
    },
    async (request) => userInfo(request, request.params.acctId),
  );

  app.get(
    '/issuing/menu/display',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Whether the issuing menu is shown for the account',
        security: [{ bearer: [] }],
        response: { 200: envelope(z.boolean()) },
      },
    },
    async (request) => {
      const member = await findMembership(app.db, signedIn(request).userId, signedIn(request).accountId);
      return ok(Boolean(member?.account.issuingEnabled));
    },
  );
};
