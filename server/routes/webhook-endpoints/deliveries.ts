// The delivery log of an endpoint: its deliveries (newest first, simple-rest), one delivery with every attempt
// (request headers and body, response status and body, capped), "Resend" (a manual attempt now), "Send test event"
// (built from the newest test-mode object of the chosen type) and the replay of a time window (a dry-run count first).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpointReceives, EVENT_CATALOGUE, isEventType } from '../../../domain/webhooks/event-types';
import { replaySchema, testEventSchema, webhookAttemptRecord, webhookDeliveryDetailRecord, webhookDeliveryRecord } from '../../../domain/webhooks/records';
import { AppError, FieldErrors, NotFound } from '../../lib/errors';
import { envelope, errorSchema, ok } from '../../lib/reply';
import { idParams, nestedList } from '../../http/list-resource';
import {
  attemptsOf, deliveriesOfEndpoint, eventPayload, eventsInWindow, findDelivery, insertDelivery, latestEventOf, replayDeliveries,
  type WebhookAttemptRow, type WebhookDeliveryRow,
} from '../../repositories/webhook-deliveries';
import { findEndpoint } from '../../repositories/webhook-endpoints';
import { resendDelivery } from '../../services/webhooks/dispatch';
import { signedIn } from '../../http/signed-in';

const tags = ['webhooks'];
const security = [{ bearer: [] }];
const REPLAY_MAX = 10_000;

const deliveryRecordOf = (d: WebhookDeliveryRow) => ({
  id: d.id, endpointId: d.endpointId, eventId: d.eventId, eventType: d.eventType, status: d.status, test: d.test,
  attempts: d.attempts, nextAttemptAt: d.nextAttemptAt, lastResponseStatus: d.lastResponseStatus, createdAt: d.createdAt,
});
const attemptRecordOf = (a: WebhookAttemptRow) => ({
  id: a.id, manual: a.manual, startedAt: a.startedAt, durationMs: a.durationMs, requestHeaders: a.requestHeaders,
  requestBody: a.requestBody, responseStatus: a.responseStatus, responseBody: a.responseBody, error: a.error,
});

/** An endpoint's deliveries, a list under the endpoint (./index.ts): 404 for another account's endpoint first. */
export const endpointDeliveries = nestedList({
  path: 'deliveries',
  resource: 'deliveries',
  summary: "An endpoint's deliveries, newest first (simple-rest)",
  record: webhookDeliveryRecord,
  query: { filter: z.strictObject({}), sortFields: ['createdAt'], defaultSort: ['createdAt', 'DESC'] },
  parent: async ({ db, scope }, id) => {
    if (!(await findEndpoint(db, scope, id))) throw NotFound();
  },
  page: async ({ db, scope }, id, q) => {
    const { rows, total } = await deliveriesOfEndpoint(db, scope, id, q.limit, q.offset);
    return { records: rows.map(deliveryRecordOf), total };
  },
});

export const webhookDeliveryRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const guard = (action: string) => app.requireAction('webhook-endpoints', action);
  const endpointOf = async (request: FastifyRequest, id: string) => {
    const e = await findEndpoint(app.db, signedIn(request).scope, id);
    if (!e) throw NotFound();
    return e;
  };

  app.get(
    '/webhook-deliveries/:id',
    { onRequest: guard('show'), schema: { tags, security, summary: 'A delivery with its body and every attempt', params: idParams, response: { 200: webhookDeliveryDetailRecord, 404: errorSchema } } },
    async (request) => {
      const scope = signedIn(request).scope;
      const d = await findDelivery(app.db, scope, request.params.id);
      if (!d) throw NotFound();
      return { ...deliveryRecordOf(d), payload: d.payload, attempts_log: (await attemptsOf(app.db, scope, d.id)).map(attemptRecordOf) };
    },
  );

  app.post(
    '/webhook-deliveries/:id/resend',
    {
      onRequest: guard('edit'),
      schema: { tags, security, summary: "Resend a delivery now (a manual attempt, not counted against the endpoint's health)", params: idParams, response: { 200: envelope(webhookAttemptRecord), 404: errorSchema } },
    },
    async (request) => {
      const scope = signedIn(request).scope;
      const d = await findDelivery(app.db, scope, request.params.id);
      if (!d) throw NotFound();
      const endpoint = await endpointOf(request, d.endpointId);
      return ok(attemptRecordOf(await resendDelivery(app.db, app.secretsKey, d, endpoint, new Date(), app.webhookTargets)));
    },
  );

  app.post(
    '/webhook-endpoints/:id/test-event',
    {
      onRequest: guard('edit'),
      schema: {
        tags,
        security,
        summary: 'Send a test event of a type now, built from the newest test-mode object of that kind',
        params: idParams,
        body: testEventSchema,
        response: { 200: envelope(webhookAttemptRecord), 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const endpoint = await endpointOf(request, request.params.id);
      const { type } = request.body;
      if (!isEventType(type)) throw FieldErrors({ type: 'webhook_event_unknown' });
      const objectType = Object.entries(EVENT_CATALOGUE).find(([, types]) => (types as readonly string[]).includes(type))![0];
      const testScope = { accountId: endpoint.accountId, livemode: false };
      const source = await latestEventOf(app.db, testScope, objectType);
      if (!source) throw new AppError(409, 'webhook_test_object_missing', { type: 'webhook_test_object_missing' });
      const now = new Date();
      const payload = eventPayload({ accountId: endpoint.accountId, livemode: endpoint.livemode }, { id: `evt_test_${source.id.slice(4)}`, type, data: source.data, createdAt: now });
      const delivery = await insertDelivery(app.db, signedIn(request).scope, { endpointId: endpoint.id, eventType: type, payload, test: true }, now);
      return ok(attemptRecordOf(await resendDelivery(app.db, app.secretsKey, delivery, endpoint, now, app.webhookTargets)));
    },
  );

  app.post(
    '/webhook-endpoints/:id/replay',
    {
      onRequest: guard('edit'),
      schema: {
        tags,
        security,
        summary: 'Replay the events of a time window to the endpoint, at most 10,000 (dryRun: only count them)',
        params: idParams,
        body: replaySchema,
        response: { 200: envelope(z.object({ events: z.number().int(), queued: z.number().int() })), 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const scope = signedIn(request).scope;
      const endpoint = await endpointOf(request, request.params.id);
      const from = new Date(request.body.from);
      const to = new Date(request.body.to);
      if (to.getTime() < from.getTime()) throw FieldErrors({ to: 'value_out_of_range' });
      const types = endpoint.enabledEvents.includes('*') ? 'all' : endpoint.enabledEvents;
      const list = (await eventsInWindow(app.db, scope, from, to, types, REPLAY_MAX)).filter((e) => endpointReceives(endpoint.enabledEvents, e.type));
      if (request.body.dryRun) return ok({ events: list.length, queued: 0 });
      const queued = await app.db.transaction((tx) => replayDeliveries(tx, scope, endpoint.id, list, new Date()));
      return ok({ events: list.length, queued });
    },
  );
};
