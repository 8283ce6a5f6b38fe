// Personal settings (/settings, issue 32 item 2), the signed-in user's own: profile (nickname, language, time zone),
// the sessions list with "sign out everywhere", and two-factor sign-in (setup, confirm, turn off), plus the owner's
// rule that every member of the account signs in with a second factor. Guarded by the spec's settings code.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canonicalTimeZone, profileSchema, profileViewSchema, sessionViewSchema, type ProfileLanguage } from '../../../domain/settings/profile';
import {
  requireTwoFactorSchema, twoFactorConfirmSchema, twoFactorDisableSchema, twoFactorSetupSchema,
} from '../../../domain/settings/two-factor';
import { BadRequest, FieldErrors, Unauthorized } from '../../lib/errors';
import { envelope, ok } from '../../lib/reply';
import { writeAudit } from '../../repositories/audit-log';
import {
  accountRequiresTwoFactor, countUnusedRecoveryCodes, listActiveSessions, revokeOtherSessions, setAccountRequiresTwoFactor, updateProfile,
} from '../../repositories/user-settings';
import { findUserById } from '../../repositories/users';
import { verifyPassword } from '../../services/auth/passwords';
import { beginTwoFactorSetup, confirmTwoFactorSetup, turnTwoFactorOff, verifySecondFactor } from '../../services/auth/two-factor';
import { signedIn } from '../../http/signed-in';

const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  accountRequires: z.boolean(),
});

export const settingsRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['settings'];
  const security = [{ bearer: [] }];

  async function me(request: FastifyRequest) {
    const auth = signedIn(request);
    const user = await findUserById(app.db, auth.userId);
    if (!user) throw Unauthorized();
    return { auth, user };
  }
  const actorOf = (auth: { userId: string; email: string }) => ({ userId: auth.userId, email: auth.email });

  app.get(
    '/settings/profile',
    {
      onRequest: app.requireAction('profile', 'show'),
      schema: { tags, security, summary: "The signed-in user's profile and two-factor state", response: { 200: envelope(profileViewSchema) } },
    },
    async (request) => {
      const { auth, user } = await me(request);
      return ok({
        nickname: user.nickname,
        email: user.email,
        language: (user.language as ProfileLanguage | null) ?? null,
        timezone: canonicalTimeZone(user.timezone),
        twoFactorEnabled: Boolean(user.totpEnabledAt),
        accountRequiresTwoFactor: await accountRequiresTwoFactor(app.db, auth.accountId),
      });
    },
  );

  app.put(
    '/settings/profile',
    {
      onRequest: app.requireAction('profile', 'edit'),
      schema: {
        tags, security,
        summary: 'Save the nickname, the language and the time zone (null: each list keeps its own zone)',
        body: profileSchema,
        response: { 200: envelope(profileViewSchema.pick({ nickname: true, language: true, timezone: true })) },
      },
    },
    async (request) => {
      const { auth } = await me(request);
      await updateProfile(app.db, auth.userId, request.body);
      return ok(request.body);
    },
  );

  app.get(
    '/settings/sessions',
    {
      onRequest: app.requireAction('sessions', 'list'),
      schema: { tags, security, summary: "The user's working sessions (this one marked current), newest first", response: { 200: envelope(z.array(sessionViewSchema)) } },
    },
    async (request) => {
      const { sessionId, userId } = signedIn(request);
      const rows = await listActiveSessions(app.db, userId);
      return ok(rows.map((r) => ({
        id: r.id, ip: r.ip, userAgent: r.userAgent, createdAt: r.createdAt.toISOString(), lastSeenAt: r.lastSeenAt?.toISOString() ?? null, current: r.id === sessionId,
      })));
    },
  );

  app.post(
    '/settings/sessions/sign-out-others',
    {
      onRequest: app.requireAction('sessions', 'delete'),
      schema: { tags, security, summary: 'Sign out everywhere else: every other session of the user ends', response: { 200: envelope(z.object({ ended: z.number().int() })) } },
    },
    async (request) => {
      const auth = signedIn(request);
      const ended = await app.db.transaction(async (tx) => {
        const n = await revokeOtherSessions(tx, auth.userId, auth.sessionId);
        await writeAudit(tx, {
          accountId: auth.accountId, action: 'session.signed_out_everywhere', actor: actorOf(auth), ip: request.ip,
          target: { type: 'user', id: auth.userId, label: auth.email }, after: { ended: n },
        });
        return n;
      });
      return ok({ ended });
    },
  );

  app.get(
    '/settings/two-factor',
    {
      onRequest: app.requireAction('two-factor', 'show'),
      schema: { tags, security, summary: "The user's two-factor sign-in: on or off, recovery codes left, the account's rule", response: { 200: envelope(twoFactorStatusSchema) } },
    },
    async (request) => {
      const { auth, user } = await me(request);
      return ok({
        enabled: Boolean(user.totpEnabledAt),
        recoveryCodesLeft: user.totpEnabledAt ? await countUnusedRecoveryCodes(app.db, user.id) : 0,
        accountRequires: await accountRequiresTwoFactor(app.db, auth.accountId),
      });
    },
  );

  const twoFactorLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };
  app.post(
    '/settings/two-factor/setup',
    {
      onRequest: app.requireAction('two-factor', 'edit'),
      config: twoFactorLimit,
      schema: { tags, security, summary: 'Start turning two-factor sign-in on: a new TOTP secret and its QR code (off until confirmed)', response: { 200: envelope(twoFactorSetupSchema) } },
    },
    async (request) => {
      const { user } = await me(request);
      return ok(await beginTwoFactorSetup(app.db, app.config, user));
    },
  );

  app.post(
    '/settings/two-factor/confirm',
    {
      onRequest: app.requireAction('two-factor', 'edit'),
      config: twoFactorLimit,
      schema: {
        tags, security,
        summary: 'Confirm the new secret with a code: two-factor sign-in is on; answers the ten recovery codes, shown once',
        body: twoFactorConfirmSchema,
        response: { 200: envelope(z.object({ recoveryCodes: z.array(z.string()) })) },
      },
    },
    async (request) => {
      const { auth, user } = await me(request);
      const recoveryCodes = await confirmTwoFactorSetup(app.db, app.config, user, request.body.code);
      await writeAudit(app.db, {
        accountId: auth.accountId, action: 'two_factor.enabled', actor: actorOf(auth), ip: request.ip, target: { type: 'user', id: user.id, label: user.email },
      });
      return ok({ recoveryCodes });
    },
  );

  app.post(
    '/settings/two-factor/disable',
    {
      onRequest: app.requireAction('two-factor', 'edit'),
      config: twoFactorLimit,
      schema: {
        tags, security,
        summary: 'Turn two-factor sign-in off with the password and a code (refused while an account of the user requires it)',
        body: twoFactorDisableSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const { auth, user } = await me(request);
      if (!user.totpEnabledAt) throw BadRequest('two_factor_off');
      if (await accountRequiresTwoFactor(app.db, auth.accountId)) throw BadRequest('two_factor_required_by_account');
      if (!(await verifyPassword(user.passwordHash, request.body.password))) throw FieldErrors({ password: 'password_old_wrong' });
      await verifySecondFactor(app.db, app.config, user, request.body.code);
      await app.db.transaction(async (tx) => {
        await turnTwoFactorOff(tx, user.id);
        await writeAudit(tx, {
          accountId: auth.accountId, action: 'two_factor.disabled', actor: actorOf(auth), ip: request.ip, target: { type: 'user', id: user.id, label: user.email },
        });
      });
      return ok(null);
    },
  );

  app.put(
    '/settings/two-factor/required',
    {
      onRequest: app.requireAction('two-factor', 'require'),
      schema: {
        tags, security,
        summary: "The owner's rule: every member signs in with a second factor (members without one set it up at sign-in)",
        body: requireTwoFactorSchema,
        response: { 200: envelope(requireTwoFactorSchema) },
      },
    },
    async (request) => {
      const auth = signedIn(request);
      const required = request.body.required;
      await app.db.transaction(async (tx) => {
        const before = await accountRequiresTwoFactor(tx, auth.accountId);
        await setAccountRequiresTwoFactor(tx, auth.accountId, required);
        await writeAudit(tx, {
          accountId: auth.accountId, action: 'two_factor.required_changed', actor: actorOf(auth), ip: request.ip,
          target: { type: 'account', id: auth.accountId }, before: { required: before }, after: { required },
        });
      });
      return ok({ required });
    },
  );
};
