// Authentication and authorisation: Bearer token of the base's mode -> session -> user; X-Account-ID -> membership
// -> permissions. `app.requireAction(resource, action)` guards every business route (domain/action-permissions.ts);
// `app.authenticate` serves the calls about the user itself.
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import { canPerform, MEMBER_ROLES, requirementOf, type MemberRole } from '../../domain/action-permissions';
import { effectivePermissions, ISSUING_PERMISSION } from '../../domain/permissions';
import { isIssuingResource } from '../../domain/issuing/tabs';
import { accountIssuingEnabled } from '../repositories/accounts';
import { Forbidden, Unauthorized } from '../lib/errors';
import { findSessionMembershipByHash, type SessionCheck, type SessionMembership } from '../repositories/sessions';
import { touchSession } from '../repositories/user-settings';

/** How stale a session's last-seen stamp may grow before a call renews it. */
const LAST_SEEN_EVERY_MS = 5 * 60_000;
/**
 * How long a process keeps what the lookup found for a token, for the calls that confirm it in their own first
 * statement (CONFIRMED_IN_CALL): past it, they look it up again (the fields no statement confirms, the user's email,
 * zone and language, are at most this old).
 */
const KEPT_MS = 60_000;
/**
 * The actions whose call confirms a kept session in its first statement instead of a lookup of its own (one round
 * trip fewer): the issuing purchase (http/idempotent-call.ts idempotentCallInWork hands the check to the purchase's
 * snapshot, repositories/issuing.ts purchaseSnapshot; docs/decisions.md "eighth pass"). Every other call looks the
 * session up before it runs.
 */
const CONFIRMED_IN_CALL = new Set(['issuing-authorizations simulate']);
import { findSecretKeyByHash, recordKeyUse } from '../repositories/api-keys';
import { sha256 } from '../lib/tokens';
import { isKeyResource, keyAllows, levelNeeded, type KeyScopes } from '../../domain/api-key-scopes';
import { keyWorks } from '../../domain/api-keys';
import { keyScopeRefusal } from '../../domain/api-key-messages';
import { langFromAcceptLanguage } from '../../domain/messages';
import { canonicalTimeZone } from '../../domain/settings/zone';
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
  /** The zone the user chose in /settings (null: each list keeps its own; domain/settings/profile.ts effectiveZone). */
  timezone?: string | null;
  /** The language the user chose in /settings (null: not chosen). */
  language?: string | null;
  /** Set when the caller is a merchant's server with a secret key (no user, no session). */
  apiKey?: { id: string; scopes: KeyScopes | null };
  /** The account's issuing flag as read with the session (undefined for a key: requireAction reads it then). */
  issuingEnabled?: boolean;
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
     * The secret key of the request's bearer token when it is one that works on the request's base (looked up once
     * per request), else null. Rate limits are keyed by it only when it is verified: a made-up sk_ value is just an
     * address.
     */
    verifiedKey(request: FastifyRequest): Promise<VerifiedKey | null>;
    /**
     * The action's requirement from domain/action-permissions.ts (a code, or the owner/admin rule): 401/403 otherwise.
     * Used as a route's onRequest hook, so a refused caller is answered before its body is read or validated.
     */
    requireAction(resource: string, action: string): onRequestAsyncHookHandler;
  }
}

type VerifiedKey = NonNullable<Awaited<ReturnType<typeof findSecretKeyByHash>>>;

/**
 * A request let through on a session and membership its process kept (see KEPT_MS) rather than looked up: its call
 * must confirm `check` in its first statement (repositories/sessions.ts sessionStillValidSql), or call `confirm`,
 * which looks the session up and decides the call's access again (401/403 as the guard would have).
 */
export interface PendingSession {
  check: SessionCheck;
  confirm(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guard of a CONFIRMED_IN_CALL action when it used a kept session (see PendingSession). */
    sessionCheck: PendingSession | null;
  }
}

/** The mode of a request's base from its URL (the base's own hook sets request.livemode later, per route). */
const livemodeOfUrl = (url: string) => !url.startsWith('/test/api');

/** A secret key of the merchant API (sk_test_… / sk_live_…) rather than a dashboard session token. */
export const isSecretKey = (token: string) => /^sk_(test|live)_/.test(token);

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
  return match?.[1];
}

/** Query parameters that carry a key, and values that are one: a key in a URL ends up in logs and histories. */
const KEY_PARAMS = /^(api[_-]?key|access[_-]?token|secret[_-]?key|authorization)$/i;
const KEY_VALUE = /^(sk|rk)_(test|live)_/;

/** Whether the query string carries an API key (by its parameter's name or by its value). */
export function keyInQuery(url: string): boolean {
  const q = url.indexOf('?');
  if (q < 0) return false;
  for (const [name, value] of new URLSearchParams(url.slice(q + 1))) if (KEY_PARAMS.test(name) || KEY_VALUE.test(value)) return true;
  return false;
}

export default fp(
  async (app) => {
    app.decorateRequest('livemode', true);
    app.decorateRequest('auth', null);
    app.decorateRequest('sessionCheck', null);
    // When this process last stamped each session's last-seen time: the calls in flight together before the first
    // stamp lands all read the old one, and only the first of them writes (touchSession skips a row stamped since).
    const stamped = new Map<string, number>();
    // What the lookup found per mode, token (its hash) and account asked, and when (see KEPT_MS, CONFIRMED_IN_CALL).
    const kept = new Map<string, { found: SessionMembership; at: number }>();

    // A key in the query string is refused (401) with a message that names the Authorization header, and never
    // looked up: the URL is logged (redacted, log-redaction.ts) and kept by proxies and browsers.
    app.addHook('onRequest', async (request) => {
      if (request.url.includes('?') && keyInQuery(request.url)) throw Unauthorized('api_key_in_query');
    });

    /**
     * A merchant's server: the key decides the account and the mode (a test key on /api, or the reverse, is refused,
     * as is an expired key, with the unknown key's answer). Each accepted call counts in the key's hourly usage.
     */
    const keyLookups = new WeakMap<FastifyRequest, Promise<VerifiedKey | null>>();
    function verifiedKey(request: FastifyRequest): Promise<VerifiedKey | null> {
      let found = keyLookups.get(request);
      if (!found) {
        const token = bearerToken(request);
        found = token && isSecretKey(token)
          ? findSecretKeyByHash(app.db, sha256(token)).then((key) =>
            key && key.kind === 'secret' && key.livemode === livemodeOfUrl(request.url) && keyWorks(key, new Date()) ? key : null)
          : Promise.resolve(null);
        keyLookups.set(request, found);
      }
      return found;
    }
    app.decorate('verifiedKey', verifiedKey);

    async function authenticateKey(request: FastifyRequest) {
      const key = await verifiedKey(request);
      const now = new Date();
      if (!key || key.livemode !== request.livemode) throw Unauthorized('api_key_invalid');
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
    async function authenticateCaller(request: FastifyRequest, keptFor?: { resource: string; action: string }) {
      const token = bearerToken(request);
      if (token && isSecretKey(token)) return authenticateKey(request);
      return authenticateSession(request, keptFor);
    }

    /** A signed-in person only (the calls about the user and the session): a key is not a user. */
    async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
      return authenticateSession(request);
    }

    /**
     * The token's session, user and membership, looked up in one round trip (this runs before every API call); or,
     * with `keptFor` (a CONFIRMED_IN_CALL action), as this process found them less than KEPT_MS ago, to be confirmed by
     * the call (request.sessionCheck).
     */
    async function authenticateSession(request: FastifyRequest, keptFor?: { resource: string; action: string }) {
      const token = bearerToken(request);
      if (!token || isSecretKey(token)) throw Unauthorized();
      const header = request.headers['x-account-id'];
      const asked = (Array.isArray(header) ? header[0] : header)?.trim() || null;
      const tooLong = asked !== null && asked.length > 64;
      const hash = sha256(token);
      // Only the CONFIRMED_IN_CALL actions read and fill the map: every other call looks its session up, and need not
      // write an entry no one reads.
      const keptKey = keptFor && !tooLong ? `${request.livemode ? 'l' : 't'} ${hash} ${asked ?? ''}` : undefined;
      let found: SessionMembership | undefined;
      const kept1 = keptKey ? kept.get(keptKey) : undefined;
      if (kept1 && Date.now() - kept1.at < KEPT_MS) {
        found = kept1.found;
      } else {
        found = await findSessionMembershipByHash(app.db, hash, request.livemode, tooLong ? null : asked);
        if (keptKey) {
          if (!found || !found.membership) kept.delete(keptKey);
          else {
            if (kept.size > 10_000) kept.clear();
            kept.set(keptKey, { found, at: Date.now() });
          }
        }
        // Found now: nothing to confirm.
        keptFor = undefined;
      }
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
        // Under the one name every reader uses (an older row may hold 'Asia/Calcutta'); null when no longer offered.
        timezone: canonicalTimeZone(found.user.timezone),
        language: found.user.language,
        issuingEnabled: found.issuingEnabled === true,
      };
      if (keptFor) {
        const { resource, action } = keptFor;
        request.sessionCheck = {
          check: {
            hash, livemode: request.livemode, accountId, nickname: found.user.nickname, role: member.role, permissions: member.permissions,
            issuingEnabled: found.issuingEnabled === true, confirmed: false,
          },
          // Looked up now, and the access decided again on what is found.
          async confirm() {
            if (keptKey) kept.delete(keptKey);
            request.auth = null;
            request.sessionCheck = null;
            await authenticateSession(request);
            await checkAccess(request, resource, action);
          },
        };
      }
      // The sessions list's "last seen": stamped at most every few minutes, not on every call.
      const now = Date.now();
      const seen = Math.max(found.session.lastSeenAt?.getTime() ?? 0, stamped.get(found.session.id) ?? 0);
      if (now - seen > LAST_SEEN_EVERY_MS) {
        if (stamped.size > 10_000) stamped.clear();
        stamped.set(found.session.id, now);
        await touchSession(app.db, found.session.id, new Date(now), new Date(now - LAST_SEEN_EVERY_MS));
      }
    }

    app.decorate('authenticate', authenticate);
    app.decorate('requireAction', (resource: string, action: string) => {
      // A typo in a route's guard fails at start, not as a 403 for everyone.
      if (requirementOf(resource, action) === undefined) throw new Error(`No permission rule for ${resource}.${action}`);
      const keptFor = CONFIRMED_IN_CALL.has(`${resource} ${action}`) ? { resource, action } : undefined;
      return async function requireAction(request: FastifyRequest) {
        if (!request.auth) await authenticateCaller(request, keptFor);
        await checkAccess(request, resource, action);
      };
    });

    /** Whether the request's caller (request.auth) may do `action` on `resource`: 401/403 otherwise. */
    async function checkAccess(request: FastifyRequest, resource: string, action: string) {
      const auth = request.auth;
      if (!auth) throw Unauthorized();
      const { apiKey } = auth;
      // Issuing: the account's flag (the menu-display call) grants the local 'issuing' code; off, nobody passes.
      const issuing = isIssuingResource(resource);
      if (issuing && !(auth.issuingEnabled ?? (await accountIssuingEnabled(app.db, auth.accountId)))) throw Forbidden('issuing_disabled');
      // A key reaches the merchant API's resources (within its scopes); a person, what their codes allow.
      if (apiKey) {
        if (keyAllows(apiKey.scopes, resource, action)) return;
        // A restricted key is told which resource and level it lacks; anything outside the merchant API is plain 403.
        if (apiKey.scopes === null || !isKeyResource(resource)) throw Forbidden();
        throw new AppError(403, keyScopeRefusal(resource, levelNeeded(action), langFromAcceptLanguage(request.headers['accept-language'])));
      }
      const permissions = issuing ? [...auth.permissions, ISSUING_PERMISSION] : auth.permissions;
      if (!canPerform({ permissions, role: auth.role }, resource, action)) throw Forbidden();
    }
  },
  { name: 'auth', dependencies: ['db'] },
);
