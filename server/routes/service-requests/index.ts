// Website service requests under a base (issue 32; /buildWebsite and /seo carry no spec code): the simple-rest list
// with status tabs and the streamed CSV export, the detail with its message thread, submitting a brief, the
// merchant's messages and cancel, and in test mode the simulator that queues the service team's next step.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SERVICE_REQUEST_CSV } from '../../../domain/csv-headers';
import { langFromAcceptLanguage } from '../../../domain/messages';
import { SERVICE_BUDGET_LABELS, SERVICE_KIND_LABELS } from '../../../domain/service-requests/labels';
import {
  serviceMessageInputSchema, serviceMessageRecord, serviceRequestCountsRecord, serviceRequestDetailRecord, serviceRequestFilterSchema,
  serviceRequestInputSchema, serviceRequestRecord,
} from '../../../domain/service-requests/records';
import { nextServiceStatus, SERVICE_REQUEST_STATUSES } from '../../../domain/service-requests/status';
import { idempotencyHeaders, idempotentCall } from '../../http/idempotent-call';
import { idParams, listResource, registerListResource, statusCounts, type ResourceExport } from '../../http/list-resource';
import { signedIn } from '../../http/signed-in';
import { csvColumns } from '../../lib/csv-export';
import { Forbidden, InvalidState, NotFound } from '../../lib/errors';
import { SERVICE_REQUEST_ADVANCE } from '../../lib/queues';
import { envelope, errorSchema, ok } from '../../lib/reply';
import {
  countServiceRequests, countServiceRequestsByStatus, findServiceRequest, listServiceRequests, SERVICE_REQUEST_SORT_FIELDS, serviceRequestBatch,
  type ServiceRequestExportRow,
} from '../../repositories/service-requests';
import { cancelServiceRequest, postServiceMessage, serviceRequestDetail, serviceRequestRecords, submitServiceRequest } from '../../services/service-requests';

const tags = ['service-requests'];
const security = [{ bearer: [] }];

const serviceRequestExport = {
  defaultTimezone: 'UTC',
  columns: csvColumns<ServiceRequestExportRow>()(SERVICE_REQUEST_CSV.columns, {
    requestId: (r) => r.id,
    created: (r, f) => f.time(r.createdAt),
    service: (r, f) => f.label(SERVICE_KIND_LABELS, r.kind),
    status: (r, f) => f.label(SERVICE_REQUEST_CSV.statuses, r.status),
    budget: (r, f) => f.label(SERVICE_BUDGET_LABELS, r.budget),
    websiteUrl: (r) => r.websiteUrl ?? '',
    items: (r) => r.items.join('; '),
    contactName: (r) => r.contactName,
    contactEmail: (r) => r.contactEmail,
    delivered: (r, f) => (r.deliveredAt ? f.time(r.deliveredAt) : ''),
  }),
  source: (db, scope, filter, ids) => ({
    count: () => countServiceRequests(db, scope, filter, ids),
    batch: (after, limit) => serviceRequestBatch(db, scope, filter, ids, after, limit),
  }),
} satisfies ResourceExport<typeof serviceRequestFilterSchema, ServiceRequestExportRow>;

export const serviceRequestResource = listResource({
  resource: 'service-requests',
  record: serviceRequestRecord,
  query: { filter: serviceRequestFilterSchema, sortFields: SERVICE_REQUEST_SORT_FIELDS, defaultSort: ['createdAt', 'DESC'] },
  list: {
    summary: 'List website service requests (simple-rest)',
    page: async ({ db, scope }, q) => {
      const { rows, total } = await listServiceRequests(db, scope, q);
      return { records: await serviceRequestRecords(db, scope, rows), total };
    },
  },
  counts: {
    summary: 'Service requests per status for the tabs (the filter without its status)',
    record: serviceRequestCountsRecord,
    count: async ({ db, scope }, filter) => statusCounts(SERVICE_REQUEST_STATUSES, await countServiceRequestsByStatus(db, scope, filter)),
  },
  detail: {
    summary: 'A service request with its message thread (oldest first)',
    record: serviceRequestDetailRecord,
    find: ({ db, scope }, id) => serviceRequestDetail(db, scope, id),
  },
  export: serviceRequestExport,
});

export const serviceRequestRoutes: FastifyPluginAsync = async (base) => {
  registerListResource(base, serviceRequestResource);
  const app = base.withTypeProvider<ZodTypeProvider>();
  const authorName = (request: Parameters<typeof signedIn>[0]) => {
    const auth = signedIn(request);
    return auth.apiKey ? 'API' : auth.nickname || auth.email;
  };

  app.post(
    '/service-requests',
    {
      onRequest: app.requireAction('service-requests', 'create'),
      schema: {
        tags,
        security,
        summary: 'Submit a brief for a website (kind website) or SEO work (kind seo): goal, pages or keywords, website, budget, contact',
        headers: idempotencyHeaders,
        body: serviceRequestInputSchema,
        response: { 201: serviceRequestRecord, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const auth = signedIn(request);
      return idempotentCall(app, request, reply, { statusCode: 201, schema: serviceRequestRecord }, (tx) =>
        submitServiceRequest({ tx, scope: auth.scope, now: new Date() }, request.body, auth.apiKey ? null : auth.userId));
    },
  );

  app.post(
    '/service-requests/:id/messages',
    {
      onRequest: app.requireAction('service-requests', 'edit'),
      schema: {
        tags,
        security,
        summary: 'Write to the service team in the request\'s thread (while it is submitted or in progress)',
        params: idParams,
        headers: idempotencyHeaders,
        body: serviceMessageInputSchema,
        response: { 201: serviceMessageRecord, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const scope = signedIn(request).scope;
      const name = authorName(request);
      return idempotentCall(app, request, reply, { statusCode: 201, schema: serviceMessageRecord }, (tx) =>
        postServiceMessage({ tx, scope, now: new Date() }, request.params.id, 'merchant', name, request.body.body));
    },
  );

  app.post(
    '/service-requests/:id/cancel',
    {
      onRequest: app.requireAction('service-requests', 'edit'),
      schema: { tags, security, summary: 'Cancel a request the team has not started (status submitted)', params: idParams, response: { 200: envelope(serviceRequestRecord), 404: errorSchema, 409: errorSchema } },
    },
    async (request) => ok(await app.db.transaction((tx) => cancelServiceRequest({ tx, scope: signedIn(request).scope, now: new Date() }, request.params.id))),
  );

  app.post(
    '/service-requests/:id/simulate',
    {
      onRequest: app.requireAction('service-requests', 'simulate'),
      schema: {
        tags,
        security,
        summary: 'Test mode: the service team takes the next step (submitted -> in progress -> delivered) with a reply, through the job queue',
        params: idParams,
        response: { 202: envelope(z.object({ queued: z.boolean(), to: z.enum(SERVICE_REQUEST_STATUSES) })), 403: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const scope = signedIn(request).scope;
      if (scope.livemode) throw Forbidden('service_request_test_mode_only');
      const row = await findServiceRequest(app.db, scope, request.params.id);
      if (!row) throw NotFound();
      const to = nextServiceStatus(row.status);
      if (!to) throw InvalidState('service_request_finished');
      const lang = langFromAcceptLanguage(request.headers['accept-language']);
      await app.jobs.send(SERVICE_REQUEST_ADVANCE, { ...scope, requestId: row.id, from: row.status, lang }, { singletonKey: `${row.id}:${row.status}` });
      reply.code(202);
      return ok({ queued: true, to });
    },
  );
};
