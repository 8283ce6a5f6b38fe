// Turns the Fastify app and request into the plain values the sign-in services take.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { langFromAcceptLanguage } from '../../../domain/messages';
import { envelope } from '../../lib/reply';
import { publicOrigin } from '../../lib/request-info';
import type { AuthDeps, Requester } from '../../services/auth/context';

export function depsOf(app: FastifyInstance): AuthDeps {
  return { db: app.db, config: app.config, mailer: app.mailer, log: app.log, jobs: app.jobs };
}

/** Links in emails point at the public origin (PUBLIC_URL, else the request's Host: see publicOrigin). */
export function requesterOf(app: FastifyInstance, request: FastifyRequest): Requester {
  const origin = publicOrigin(app.config, request);
  const ua = request.headers['user-agent'];
  return {
    ip: request.ip,
    userAgent: typeof ua === 'string' ? ua : undefined,
    lang: langFromAcceptLanguage(request.headers['accept-language']),
    origin,
  };
}

/** Answer of the calls that only acknowledge an address (register, resend, reset mail): the same in every case. */
export const emailAck = envelope(z.object({ email: z.string() }));
export const nothing = envelope(z.null());
export const bearer = [{ bearer: [] }];
