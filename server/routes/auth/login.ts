// GET /captcha and POST /login.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { captchaResultSchema, loginSchemaFor, signInResultSchema } from '../../../domain/auth';
import { envelope, ok } from '../../lib/reply';
import { issueCaptcha, svgCaptchaGenerator, type CaptchaGenerator } from '../../services/captcha';
import { login } from '../../services/auth/login';
import { depsOf, requesterOf } from './requester';

export const loginRoutes: FastifyPluginAsync<{ captcha?: CaptchaGenerator }> = async (base, opts) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const generate = opts.captcha ?? svgCaptchaGenerator;
  const captcha = app.config.CAPTCHA === 'on';

  app.get(
    '/captcha',
    {
      config: { rateLimit: { max: app.config.CAPTCHAS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'A new image captcha (valid 5 minutes, one attempt)',
        response: { 200: envelope(captchaResultSchema) },
      },
    },
    async () => ok(await issueCaptcha(app.db, generate)),
  );

  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email, password and captcha; answers a live and a test token',
        body: loginSchemaFor({ captcha }),
        response: { 200: envelope(signInResultSchema) },
      },
    },
    async (request) => ok(await login(depsOf(app), request.body, requesterOf(app, request))),
  );
};
