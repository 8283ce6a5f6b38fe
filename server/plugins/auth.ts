// Authentication and authorisation: Bearer token of the base's mode -> session -> user; X-Account-ID -> membership
// -> permissions. `app.authenticate` and `app.requirePermission(code)` are preHandlers for routes.
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { canAccess, effectivePermissions } from '../../domain/permissions';
import { Forbidden, Unauthorized } from '../lib/errors';
import { findSessionMembership } from '../repositories/sessions';
import type { Scope } from '../repositories/scope';

export interface AuthContext {
  userId: string;
  sessionId: string;
  nickname: string;
  email: string;
  accountId: string;
  role: string;
  permissions: string[];
  scope: Scope;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The mode of the API base the request came in on: true on /api, false on /test/api. */
    livemode: boolean;
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    authenticate: preHandlerAsyncHookHandler;
    requirePermission(code: string | string[]): preHandlerAsyncHookHandler;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
  return match?.[1];
}

export default fp(
  async (app) => {
    app.decorateRequest('livemode', true);
    app.decorateRequest('auth', null);

    async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
      const token = bearerToken(request);
      if (!token) throw Unauthorized();
      const header = request.headers['x-account-id'];
      const asked = (Array.isArray(header) ? header[0] : header)?.trim() || null;
      const tooLong = asked !== null && asked.length > 64;
      // Session, user and membership in one round trip: this runs before every API call.
      const found = await findSessionMembership(app.db, token, request.livemode, tooLong ? null : asked);
      if (!found) throw Unauthorized();
      const accountId = asked ?? found.session.accountId;
      const member = found.membership;
      // Same answer whether the account does not exist or the user is not in it: nothing leaks.
      if (tooLong || !member) throw Forbidden('account_forbidden');
      request.auth = {
        userId: found.user.id,
        sessionId: found.session.id,
        nickname: found.user.nickname,
        email: found.user.email,
        accountId,
        role: member.role,
        permissions: effectivePermissions(member.permissions, found.user.nickname, app.config.PERMISSION_ALLOW_LIST),
        scope: { accountId, livemode: request.livemode },
      };
    }

    app.decorate('authenticate', authenticate);
    app.decorate('requirePermission', (code: string | string[]) => {
      return async function requirePermission(request: FastifyRequest, reply: FastifyReply) {
        if (!request.auth) await authenticate(request, reply);
        if (!canAccess(request.auth!.permissions, code)) throw Forbidden();
      };
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
