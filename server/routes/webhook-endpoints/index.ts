// Webhook endpoints under a base (code DevelopTest): the simple-rest list, one endpoint, create, change (URL, event
// types, description), enable or disable, delete, reveal the signing secret, rotate it with an overlap. The
// catalogue of event types an endpoint can subscribe to is public to the same code.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpointInputSchema } from '../../../domain/webhooks/endpoint';
import { EVENT_CATALOGUE } from '../../../domain/webhooks/event-types';
import { endpointStatusSchema, rotateSecretSchema, webhookEndpointRecord } from '../../../domain/webhooks/records';
import { NotFound } from '../../lib/errors';
import { idempotencyHeaders, idempotentCall } from '../../http/idempotent-call';
import { envelope, errorSchema, ok } from '../../lib/reply';
import { idParams, listResource, registerListResource } from '../../http/list-resource';
import { findEndpoint, listEndpoints } from '../../repositories/webhook-endpoints';
import { endpointDeliveries, webhookDeliveryRoutes } from './deliveries';
import { changeEndpoint, createEndpoint, endpointRecordOf, endpointSecret, removeEndpoint, rotateSecret, setEndpointStatus } from '../../services/webhooks/endpoints';
import { signedIn } from '../../http/signed-in';

const tags = ['webhooks'];
const security = [{ bearer: [] }];

export const webhookEndpointResource = listResource({
  resource: 'webhook-endpoints',
  tags,
  record: webhookEndpointRecord,
  list: {
    summary: 'The endpoints of this mode (simple-rest, oldest first)',
    page: async ({ db, scope }) => {
      const rows = await listEndpoints(db, scope);
      return { records: rows.map(endpointRecordOf), total: rows.length };
    },
  },
  detail: {
    summary: 'An endpoint (without its secret)',
    refusals: { 404: errorSchema },
    find: async ({ db, scope }, id) => {
      const row = await findEndpoint(db, scope, id);
      if (!row) throw NotFound();
      return endpointRecordOf(row);
    },
  },
  nested: [endpointDeliveries],
});

export const webhookEndpointRoutes: FastifyPluginAsync = async (base) => {
  await base.register(webhookDeliveryRoutes);
  registerListResource(base, webhookEndpointResource);
  const app = base.withTypeProvider<ZodTypeProvider>();
  const guard = (action: string) => app.requireAction('webhook-endpoints', action);

  app.get(
    '/webhook-event-types',
    { onRequest: guard('list'), schema: { tags, security, summary: 'The event types an endpoint can subscribe to, by object', response: { 200: envelope(z.record(z.string(), z.array(z.string()))) } } },
    async () => ok(EVENT_CATALOGUE as unknown as Record<string, string[]>),
  );

  app.post(
    '/webhook-endpoints',
    {
      onRequest: guard('create'),
      schema: {
        tags,
        security,
        summary: 'Add an endpoint: public hosts only, https in live mode; test mode also this machine with WEBHOOK_LOOPBACK=on',
        headers: idempotencyHeaders,
        body: endpointInputSchema,
        response: { 201: webhookEndpointRecord, 400: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) =>
      idempotentCall(app, request, reply, { statusCode: 201, schema: webhookEndpointRecord }, async (tx) =>
        endpointRecordOf(await createEndpoint(tx, app.secretsKey, signedIn(request).scope, request.body, new Date(), app.webhookTargets)),
      ),
  );

  app.put(
    '/webhook-endpoints/:id',
    {
      onRequest: guard('edit'),
      schema: { tags, security, summary: 'Change the URL, the event types or the description', params: idParams, body: endpointInputSchema, response: { 200: webhookEndpointRecord, 400: errorSchema, 404: errorSchema } },
    },
    async (request) => endpointRecordOf(await app.db.transaction((tx) => changeEndpoint(tx, signedIn(request).scope, request.params.id, request.body, new Date(), app.webhookTargets))),
  );

  app.post(
    '/webhook-endpoints/:id/status',
    {
      onRequest: guard('edit'),
      schema: { tags, security, summary: 'Enable or disable an endpoint', params: idParams, body: endpointStatusSchema, response: { 200: envelope(webhookEndpointRecord), 404: errorSchema } },
    },
    async (request) => ok(endpointRecordOf(await app.db.transaction((tx) => setEndpointStatus(tx, signedIn(request).scope, request.params.id, request.body.status, new Date())))),
  );

  app.delete(
    '/webhook-endpoints/:id',
    {
      onRequest: guard('delete'),
      schema: { tags, security, summary: 'Delete an endpoint and its delivery log', params: idParams, response: { 200: z.object({ id: z.string() }), 404: errorSchema } },
    },
    async (request) => {
      await app.db.transaction((tx) => removeEndpoint(tx, signedIn(request).scope, request.params.id));
      return { id: request.params.id };
    },
  );

  app.get(
    '/webhook-endpoints/:id/secret',
    {
      onRequest: guard('reveal'),
      schema: { tags, security, summary: 'The signing secret (whsec_...)', params: idParams, response: { 200: envelope(z.object({ secret: z.string() })), 404: errorSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ secret: await endpointSecret(app.db, app.secretsKey, signedIn(request).scope, request.params.id) });
    },
  );

  app.post(
    '/webhook-endpoints/:id/rotate-secret',
    {
      onRequest: guard('edit'),
      schema: {
        tags,
        security,
        summary: 'A new signing secret; the old one keeps signing for the overlap chosen (now, 1h, 24h, 7d)',
        params: idParams,
        body: rotateSecretSchema,
        response: { 200: envelope(webhookEndpointRecord), 404: errorSchema },
      },
    },
    async (request) => ok(endpointRecordOf(await app.db.transaction((tx) => rotateSecret(tx, app.secretsKey, signedIn(request).scope, request.params.id, request.body.expireOld, new Date())))),
  );
};
