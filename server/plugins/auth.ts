// Authentication and authorisation: Bearer token of the base's mode -> session -> user; X-Account-ID -> membership
// -> permissions. `app.requireAction(resource, action)` guards every business route (domain/action-permissions.ts);
// `app.authenticate` serves the calls about the user itself.
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import { canPerform, MEMBER_ROLES, requirementOf, type MemberRole } from '../../domain/action-permissions';
import { effectivePermissions } from '../../domain/permissions';
import { Forbidden, Unauthorized } from '../lib/errors';
import { findSessionMembership } from '../repositories/sessions';
import type { Scope } from '../repositories/scope';

export interface AuthContext {
  userId: string;
  sessionId: string;
  nickname: string;
  email: string;
  accountId: string;
  role: MemberRole;
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
    /**
     * The action's requirement from domain/action-permissions.ts (a code, or the owner/admin rule): 401/403 otherwise.
     * Used as a route's onRequest hook, so a refused caller is answered before its body is read or validated.
     */
    requireAction(resource: string, action: string): onRequestAsyncHookHandler;
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
        // An unknown stored role gets the least: never the owner/admin rule.
        role: (MEMBER_ROLES as readonly string[]).includes(member.role) ? (member.role as MemberRole) : 'member',
        permissions: effectivePermissions(member.permissions, found.user.nickname, app.config.PERMISSION_ALLOW_LIST),
        scope: { accountId, livemode: request.livemode },
      };
    }

    app.decorate('authenticate', authenticate);
    app.decorate('requireAction', (resource: string, action: string) => {
      // A typo in a route's guard fails at start, not as a 403 for everyone.
      if (requirementOf(resource, action) === undefined) throw new Error(`No permission rule for ${resource}.${action}`);
      return async function requireAction(request: FastifyRequest, reply: FastifyReply) {
        if (!request.auth) await authenticate(request, reply);
        if (!canPerform(request.auth!, resource, action)) throw Forbidden();
      };
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
