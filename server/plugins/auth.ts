// Authentication and authorisation: Bearer token of the base's mode -> session -> user; X-Account-ID -> membership
// -> permissions. `app.requireAction(resource, action)` guards every business route (domain/action-permissions.ts);
// `app.authenticate` serves the calls about the user itself.
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import { canPerform, MEMBER_ROLES, requirementOf, type MemberRole } from '../../domain/action-permissions';
import { effectivePermissions } from '../../domain/permissions';
import { Forbidden, Unauthorized } from '../lib/errors';
import { findSessionMembership } from '../repositories/sessions';
import { findSecretKeyByHash, recordKeyUse } from '../repositories/api-keys';
import { sha256 } from '../lib/tokens';
import { isKeyResource, keyAllows, levelNeeded, type KeyScopes } from '../../domain/api-key-scopes';
import { keyWorks } from '../../domain/api-keys';
import { keyScopeRefusal } from '../../domain/api-key-messages';
import { langFromAcceptLanguage } from '../../domain/messages';
import { AppError } from '../lib/errors';
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
  /** Set when the caller is a merchant's server with a secret key (no user, no session). */
  apiKey?: { id: string; scopes: KeyScopes | null };
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

/** A secret key of the merchant API (sk_test_… / sk_live_…) rather than a dashboard session token. */
export const isSecretKey = (token: string) => /^sk_(test|live)_/.test(token);

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

    /**
     * A merchant's server: the key decides the account and the mode (a test key on /api, or the reverse, is refused,
     * as is an expired key, with the unknown key's answer). Each accepted call counts in the key's hourly usage.
     */
    async function authenticateKey(request: FastifyRequest, token: string) {
      const key = await findSecretKeyByHash(app.db, sha256(token));
      const now = new Date();
      if (!key || key.kind !== 'secret' || key.livemode !== request.livemode || !keyWorks(key, now)) throw Unauthorized('api_key_invalid');
      await recordKeyUse(app.db, key.id, now);
      request.auth = {
        userId: '',
        sessionId: key.id,
        nickname: '',
        email: '',
        accountId: key.accountId,
        role: 'member',
        permissions: [],
        scope: { accountId: key.accountId, livemode: key.livemode },
        apiKey: { id: key.id, scopes: key.scopes ?? null },
      };
    }

    /** The business routes (requireAction): a signed-in person or a merchant's server with a secret key. */
    async function authenticateCaller(request: FastifyRequest, reply: FastifyReply) {
      const token = bearerToken(request);
      if (token && isSecretKey(token)) return authenticateKey(request, token);
      return authenticate(request, reply);
    }

    /** A signed-in person only (the calls about the user and the session): a key is not a user. */
    async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
      const token = bearerToken(request);
      if (!token || isSecretKey(token)) throw Unauthorized();
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
        if (!request.auth) await authenticateCaller(request, reply);
        const auth = request.auth;
        if (!auth) throw Unauthorized();
        const { apiKey } = auth;
        // A key reaches the merchant API's resources (within its scopes); a person, what their codes allow.
        if (apiKey) {
          if (keyAllows(apiKey.scopes, resource, action)) return;
          // A restricted key is told which resource and level it lacks; anything outside the merchant API is plain 403.
          if (apiKey.scopes === null || !isKeyResource(resource)) throw Forbidden();
          throw new AppError(403, keyScopeRefusal(resource, levelNeeded(action), langFromAcceptLanguage(request.headers['accept-language'])));
        }
        if (!canPerform(auth, resource, action)) throw Forbidden();
      };
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
