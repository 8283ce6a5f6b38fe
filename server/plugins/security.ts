// Security headers: a strict CSP (no plugins, no framing), nosniff, and HSTS only when the request came over TLS.
// A Host header that is not exactly `name[:port]` (userinfo, a path, a second port...) is refused before any route.
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import { parseHostAuthority } from '../lib/host-authority';
import { sendError } from './errors';

const HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      scriptSrc: ["'self'"],
      // MUI (emotion) injects style elements at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
    },
  },
  hsts: false,
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet sets with HELMET_OPTIONS (none depends on the request: no nonces), read once from an answer of a
 * bare Fastify app with @fastify/helmet registered: those an answer without it does not have. (Helmet also removes
 * X-Powered-By, which Fastify never sets.)
 */
export async function helmetHeaders(): Promise<[string, string][]> {
  const answer = async (withHelmet: boolean) => {
    const probe = Fastify();
    if (withHelmet) await probe.register(helmet, HELMET_OPTIONS);
    probe.get('/', () => '');
    const res = await probe.inject('/');
    await probe.close();
    return res.headers;
  };
  const bare = await answer(false);
  const helmeted = await answer(true);
  return Object.entries(helmeted).flatMap(([name, value]): [string, string][] => (value === undefined || bare[name] === value ? [] : [[name, String(value)]]));
}

export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      // No Host at all (HTTP/1.0) is let through: links then fall back to localhost (request-info.ts).
      if (request.host && !parseHostAuthority(request.host)) return sendError(request, reply, 400, 'host_invalid');
    });
    // helmet's headers, the same on every answer: set from the list helmet made once (helmetHeaders) rather than by
    // @fastify/helmet, which builds helmet's middleware again (the CSP's directives parsed) for every request.
    const headers = await helmetHeaders();
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
    app.addHook('onSend', async (request, reply) => {
      if (request.protocol === 'https') {
        reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      }
    });
  },
  { name: 'security' },
);
