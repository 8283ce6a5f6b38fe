// POST /reset-mail, /reset-password and /change-password.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changePasswordSchema, resetMailSchemaFor, resetPasswordSchema } from '../../../domain/auth';
import { ok } from '../../lib/reply';
import { bearerToken } from '../../plugins/auth';
import { changePassword, resetPassword, sendResetMail } from '../../services/auth/password-reset';
import { sessionOfToken } from '../../services/auth/session-token';
import { bearer, depsOf, emailAck, nothing, requesterOf } from './requester';

export const passwordRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/reset-mail',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Mail a password-reset link (1 hour) if the address has an account (always answers 200)',
        body: resetMailSchemaFor({ captcha: app.config.CAPTCHA === 'on' }),
        response: { 200: emailAck },
      },
    },
    async (request) => ok(await sendResetMail(depsOf(app), request.body, requesterOf(app, request))),
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the emailed link; signs the user out everywhere',
        body: resetPasswordSchema,
        response: { 200: emailAck },
      },
    },
    async (request) => ok(await resetPassword(depsOf(app), request.body)),
  );

  app.post(
    '/change-password',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Change the password (live or test token); other sessions end, this one stays',
        security: bearer,
        body: changePasswordSchema,
        response: { 200: nothing },
      },
    },
    async (request) => {
      const session = await sessionOfToken(app.db, bearerToken(request));
      await changePassword(depsOf(app), session, request.body, request.ip);
      return ok(null);
    },
  );
};
