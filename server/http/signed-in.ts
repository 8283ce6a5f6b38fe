// The caller of a guarded route: what `app.requireAction` (server/plugins/auth.ts) established before the handler
// ran. A handler reaching it without the guard is a programming error, answered 401 rather than a crash.
import type { FastifyRequest } from 'fastify';
import { Unauthorized } from '../lib/errors';
import type { AuthContext } from '../plugins/auth';

/** The signed-in person (or merchant key) of a request that passed its route's guard. */
export function signedIn(request: FastifyRequest): AuthContext {
  const auth = request.auth;
  if (!auth) throw Unauthorized();
  return auth;
}
