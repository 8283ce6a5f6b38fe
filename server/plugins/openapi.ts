// OpenAPI 3 generated from the route schemas (which come from domain/), at /api/openapi.json and /api/docs.
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../lib/reply';
import { webhookDocs } from '../lib/webhook-docs';

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Merchant dashboard API',
          version: '1.0.0',
          description:
            'Live mode at /api, test mode at /test/api. A merchant\'s server calls with a secret key of the mode: ' +
            '`Authorization: Bearer sk_test_...` on /test/api, `sk_live_...` on /api (the key names account and mode; a ' +
            'restricted key reaches only what its scopes allow). The console signs in with POST /api/auth/login and sends ' +
            'the token of the mode as `Authorization: Bearer <token>` and the account as `X-Account-ID`.\n\n' +
            'Every create and every call that moves money takes an `Idempotency-Key` header: a retry with the same key and ' +
            'body answers the first answer again (`Idempotent-Replayed: true`); the same key with another body is a 409.\n\n' +
            'Errors answer a non-2xx status with the error object (components.schemas.Error): `code` (the HTTP status), ' +
            '`message` (in the language of `Accept-Language`, English or Chinese), `errors` (field -> message, for input ' +
            'that failed validation) and `requestId`. Each secret key has its own rate limit: past it, 429 with `Retry-After`.',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
          schemas: { Error: z.toJSONSchema(errorSchema, { target: 'openapi-3.0' }) as Record<string, unknown> },
        },
      },
      transform: jsonSchemaTransform,
    });
    // The events a merchant's endpoints receive, documented beside the routes (x-webhooks: OpenAPI 3.0 has no webhooks).
    const webhooks = webhookDocs();
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => ({ ...app.swagger(), 'x-webhooks': webhooks }));
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'openapi' },
);
