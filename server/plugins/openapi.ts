// OpenAPI 3 generated from the route schemas (which come from domain/), at /api/openapi.json and /api/docs.
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
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
            'Live mode at /api, test mode at /test/api. Sign in with POST /api/auth/login; send the token of the ' +
            'mode as `Authorization: Bearer <token>` and the account as `X-Account-ID`.',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
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
