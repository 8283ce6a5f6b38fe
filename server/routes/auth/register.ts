// POST /register, /resend-activation and /activate.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerSchemaFor, resendActivationSchema, signInResultSchema, tokenSchema } from '../../../domain/auth';
import { envelope, ok } from '../../lib/reply';
import { activate, register, resendActivation } from '../../services/auth/register';
import { depsOf, emailAck, requesterOf } from './requester';

export const registerRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create a merchant account and its owner; mails an activation link (24 hours)',
        description: 'Answers the same whether or not the address is taken; a taken address is mailed a notice instead.',
        body: registerSchemaFor({ captcha: app.config.CAPTCHA === 'on' }),
        response: { 200: emailAck },
      },
    },
    async (request) => ok(await register(depsOf(app), request.body, requesterOf(app, request))),
  );

  app.post(
    '/resend-activation',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Mail a new activation link if the address awaits activation (always answers 200)',
        body: resendActivationSchema,
        response: { 200: emailAck },
      },
    },
    async (request) => ok(await resendActivation(depsOf(app), request.body.email, requesterOf(app, request))),
  );

  app.post(
    '/activate',
    {
      schema: {
        tags: ['auth'],
        summary: 'Activate the account with the emailed link and sign in',
        body: tokenSchema,
        response: { 200: envelope(signInResultSchema) },
      },
    },
    async (request) => ok(await activate(depsOf(app), request.body.token, requesterOf(app, request))),
  );
};
