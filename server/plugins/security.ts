// Security headers: a strict CSP (no plugins, no framing), nosniff, and HSTS only when the request came over TLS.
// A Host header that is not exactly `name[:port]` (userinfo, a path, a second port...) is refused before any route.
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { parseHostAuthority } from '../lib/host-authority';
import { sendError } from './errors';

export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      // No Host at all (HTTP/1.0) is let through: links then fall back to localhost (request-info.ts).
      if (request.host && !parseHostAuthority(request.host)) return sendError(request, reply, 400, 'host_invalid');
    });
    await app.register(helmet, {
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
    });
    app.addHook('onSend', async (request, reply) => {
      if (request.protocol === 'https') {
        reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      }
    });
  },
  { name: 'security' },
);
