// Cardholders under a base (issue 31, local code 'issuing' behind the account's issuing flag): the simple-rest list
// with status tabs and the streamed CSV export, the detail, create (with an Idempotency-Key) and edit.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CARDHOLDER_CSV } from '../../../domain/csv-headers';
import {
  CARDHOLDER_STATUSES, cardholderCountsRecord, cardholderFilterSchema, cardholderInputSchema, cardholderRecord,
} from '../../../domain/issuing/cardholders';
import { limitSimulationRecord, limitSimulationSchema } from '../../../domain/issuing/limit-simulator';
import { idempotencyHeaders, idempotentCall } from '../../http/idempotent-call';
import { idParams, listResource, registerListResource, statusCounts, type ResourceExport } from '../../http/list-resource';
import { signedIn } from '../../http/signed-in';
import { csvColumns } from '../../lib/csv-export';
import { errorSchema } from '../../lib/reply';
import {
  CARDHOLDER_SORT_FIELDS, cardholderBatch, countCardholders, countCardholdersByStatus, listCardholders, type CardholderExportRow,
} from '../../repositories/cardholders';
import { cardholderDetail, cardholderRecordOf, createCardholder, editCardholder } from '../../services/issuing/cardholders';
import { simulateCardholderLimits } from '../../services/issuing/limit-simulator';
import { cardholderSpending } from '../../services/issuing/spending';
import { spendingRecord } from '../../../domain/issuing/spending';

const tags = ['issuing'];
const security = [{ bearer: [] }];

const cardholderExport = {
  defaultTimezone: 'UTC',
  columns: csvColumns<CardholderExportRow>()(CARDHOLDER_CSV.columns, {
    cardholderId: (r) => r.id,
    created: (r, f) => f.time(r.createdAt),
    name: (r) => r.name,
    email: (r) => r.email,
    phone: (r) => r.phone,
    status: (r, f) => f.label(CARDHOLDER_CSV.statuses, r.status),
    country: (r) => r.billingCountry,
    cards: (r) => r.cardCount,
  }),
  source: (db, scope, filter, ids) => ({
    count: () => countCardholders(db, scope, filter, ids),
    batch: (after, limit) => cardholderBatch(db, scope, filter, ids, after, limit),
  }),
} satisfies ResourceExport<typeof cardholderFilterSchema, CardholderExportRow>;

export const cardholderResource = listResource({
  resource: 'cardholders',
  tags,
  record: cardholderRecord,
  query: { filter: cardholderFilterSchema, sortFields: CARDHOLDER_SORT_FIELDS, defaultSort: ['createdAt', 'DESC'] },
  list: {
    summary: 'List cardholders (simple-rest)',
    page: async ({ db, scope }, q) => {
      const { rows, total } = await listCardholders(db, scope, q);
      return { records: rows.map((r) => cardholderRecordOf(r.row, r.cardCount)), total };
    },
  },
  counts: {
    summary: 'Cardholders per status for the tabs (the filter without its status)',
    record: cardholderCountsRecord,
    count: async ({ db, scope }, filter) => statusCounts(CARDHOLDER_STATUSES, await countCardholdersByStatus(db, scope, filter)),
  },
  detail: { summary: 'A cardholder', find: ({ db, scope }, id) => cardholderDetail(db, scope, id) },
  export: cardholderExport,
});

export const cardholderRoutes: FastifyPluginAsync = async (base) => {
  registerListResource(base, cardholderResource);
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/cardholders',
    {
      onRequest: app.requireAction('cardholders', 'create'),
      schema: {
        tags,
        security,
        summary: 'Add a cardholder: name, email, phone, billing address, status and spending controls',
        headers: idempotencyHeaders,
        body: cardholderInputSchema,
        response: { 201: cardholderRecord, 400: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) =>
      idempotentCall(app, request, reply, { statusCode: 201, schema: cardholderRecord }, (tx) => createCardholder(tx, signedIn(request).scope, request.body, new Date())),
  );

  app.put(
    '/cardholders/:id',
    {
      onRequest: app.requireAction('cardholders', 'edit'),
      schema: {
        tags,
        security,
        summary: "Change a cardholder's details, status or spending controls",
        params: idParams,
        body: cardholderInputSchema,
        response: { 200: cardholderRecord, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => editCardholder(app.db, signedIn(request).scope, request.params.id, request.body, new Date()),
  );

  app.post(
    '/cardholders/:id/limits/simulate',
    {
      onRequest: app.requireAction('cardholders', 'edit'),
      schema: {
        tags,
        security,
        summary: "The limit simulator: which of the last 90 days' approved authorizations a cardholder's new spending controls would have declined, before saving them",
        description: 'Read-only. Replays the approved authorizations in the order they were made with the authorization rule (windows in the account\'s time zone), assuming the card active and the issuing balance enough; lists the first 50 declines, newest first, each with the rule that declines it.',
        params: idParams,
        body: limitSimulationSchema,
        response: { 200: limitSimulationRecord, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => simulateCardholderLimits(app.db, signedIn(request).scope, request.params.id, request.body.spendingControls, new Date()),
  );

  app.get(
    '/cardholders/:id/spending',
    {
      onRequest: app.requireAction('cardholders', 'show'),
      schema: {
        tags,
        security,
        summary: "A cardholder's spending limits with what all their cards used and have left in each limit's current window (the account's time zone)",
        description: 'Used is what the approved authorizations of the window, on any of their cards in the limit\'s currency, hold or captured; a per-authorization limit has no window (used null, its whole amount left).',
        params: idParams,
        response: { 200: spendingRecord, 404: errorSchema },
      },
    },
    async (request) => cardholderSpending(app.db, signedIn(request).scope, request.params.id, new Date()),
  );
};
