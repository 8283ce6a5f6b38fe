// Sign-in family (live base only): captcha, login, register, activate, reset, change password, sign out, direct login.
import type { FastifyPluginAsync } from 'fastify';

export const authRoutes: FastifyPluginAsync = async () => {};
