// GET /captcha and POST /login.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { captchaResultSchema, loginSchemaFor, signInResultSchema } from '../../../domain/auth';
import {
  twoFactorChallengeSchema, twoFactorPendingSchema, twoFactorSetupConfirmSchema, twoFactorSetupSchema, twoFactorSignInSchema,
} from '../../../domain/settings/two-factor';
import { confirmAtSignIn, setupAtSignIn, signInWithCode } from '../../services/auth/two-factor-sign-in';
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
        summary: 'Sign in with email, password and captcha; answers a live and a test token, or a two-factor challenge',
        description: 'With two-factor sign-in on, or required by an account of the user and not yet set up, the answer is `{ twoFactor, challenge }` (10 minutes): the second step is /login/two-factor, or /login/two-factor/setup then /login/two-factor/setup/confirm.',
        body: loginSchemaFor({ captcha }),
        response: { 200: envelope(z.union([signInResultSchema, twoFactorPendingSchema])) },
      },
    },
    async (request) => ok(await login(depsOf(app), request.body, requesterOf(app, request))),
  );

  // The second step: a code per user is limited by the service (TWO_FACTOR_MAX_FAILURES); per client, here.
  const limit = { rateLimit: { max: 30, timeWindow: '1 minute' } };
  app.post(
    '/login/two-factor',
    {
      config: limit,
      schema: {
        tags: ['auth'],
        summary: "Sign-in's second step: the password step's challenge and a TOTP code or a recovery code (used up)",
        body: twoFactorSignInSchema,
        response: { 200: envelope(signInResultSchema) },
      },
    },
    async (request) => ok(await signInWithCode(depsOf(app), request.body, requesterOf(app, request))),
  );
  app.post(
    '/login/two-factor/setup',
    {
      config: limit,
      schema: {
        tags: ['auth'],
        summary: 'A required two-factor setup at sign-in: a new TOTP secret (QR code) for the challenge\'s user',
        body: twoFactorChallengeSchema,
        response: { 200: envelope(twoFactorSetupSchema) },
      },
    },
    async (request) => ok(await setupAtSignIn(depsOf(app), request.body.challenge)),
  );
  app.post(
    '/login/two-factor/setup/confirm',
    {
      config: limit,
      schema: {
        tags: ['auth'],
        summary: 'Confirm the required setup with a TOTP code: two-factor is on, ten recovery codes (shown once), and the session',
        body: twoFactorSetupConfirmSchema,
        response: { 200: envelope(z.object({ session: signInResultSchema, recoveryCodes: z.array(z.string()) })) },
      },
    },
    async (request) => ok(await confirmAtSignIn(depsOf(app), request.body, requesterOf(app, request))),
  );
};
