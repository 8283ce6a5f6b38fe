// Sign-in family (live base only): captcha, login, register, activate, reset, change password, sign out, direct login.
import type { FastifyPluginAsync } from 'fastify';
import type { CaptchaGenerator } from '../../services/captcha';
import { invitationRoutes } from './invitation';
import { loginRoutes } from './login';
import { passwordRoutes } from './password';
import { registerRoutes } from './register';
import { sessionRoutes } from './session';

export interface AuthRoutesOptions {
  /** Draws captchas; tests inject a deterministic one. Defaults to svg-captcha. */
  captcha?: CaptchaGenerator;
}

/** Sign-in forms are small: a tight body limit keeps junk out before any argon2 work. */
const AUTH_BODY_LIMIT = 16 * 1024;

export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, opts) => {
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= AUTH_BODY_LIMIT;
  });
  await app.register(loginRoutes, { captcha: opts.captcha });
  await app.register(registerRoutes);
  await app.register(passwordRoutes);
  await app.register(sessionRoutes);
  await app.register(invitationRoutes);
};
