// Issued cards under a base (issue 31, local code 'issuing' behind the account's issuing flag): the simple-rest list
// with status tabs and the streamed CSV export (last 4 only), the detail, issue (with an Idempotency-Key; a
// test-mode virtual card's number and CVC in the answer, once) and change status or spending controls.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CARD_CSV } from '../../../domain/csv-headers';
import { CARD_STATUSES, cardCountsRecord, cardFilterSchema, cardInputSchema, cardRecord, cardUpdateSchema, issuedCardRecord } from '../../../domain/issuing/cards';
import { limitSimulationRecord, limitSimulationSchema } from '../../../domain/issuing/limit-simulator';
import { idempotencyHeaders, idempotentCall } from '../../http/idempotent-call';
import { idParams, listResource, registerListResource, statusCounts, type ResourceExport } from '../../http/list-resource';
import { signedIn } from '../../http/signed-in';
import { csvColumns } from '../../lib/csv-export';
import { errorSchema } from '../../lib/reply';
import { CARD_SORT_FIELDS, cardBatch, countCards, countCardsByStatus, listCards, type CardExportRow } from '../../repositories/cards';
import { cardDetail, cardRecordOf, editCard, issueCard } from '../../services/issuing/cards';
import { simulateCardLimits } from '../../services/issuing/limit-simulator';
import { cardSpending } from '../../services/issuing/spending';
import { spendingRecord } from '../../../domain/issuing/spending';

const tags = ['issuing'];
const security = [{ bearer: [] }];

const cardExport = {
  defaultTimezone: 'UTC',
  columns: csvColumns<CardExportRow>()(CARD_CSV.columns, {
    cardId: (r) => r.id,
    created: (r, f) => f.time(r.createdAt),
    cardholder: (r) => r.cardholderName,
    type: (r) => r.type,
    brand: (r) => r.brand,
    last4: (r) => r.last4,
    expiry: (r) => `${String(r.expMonth).padStart(2, '0')}/${r.expYear}`,
    currency: (r) => r.currency,
    status: (r, f) => f.label(CARD_CSV.statuses, r.status),
  }),
  source: (db, scope, filter, ids) => ({
    count: () => countCards(db, scope, filter, ids),
    batch: (after, limit) => cardBatch(db, scope, filter, ids, after, limit),
  }),
} satisfies ResourceExport<typeof cardFilterSchema, CardExportRow>;

export const cardResource = listResource({
  resource: 'cards',
  tags,
  record: cardRecord,
  query: { filter: cardFilterSchema, sortFields: CARD_SORT_FIELDS, defaultSort: ['createdAt', 'DESC'] },
  list: {
    summary: 'List issued cards (simple-rest); filter by cardholderId for one cardholder\'s cards',
    page: async ({ db, scope }, q) => {
      const { rows, total } = await listCards(db, scope, q);
      return { records: rows.map((r) => cardRecordOf(r.row, r.cardholderName)), total };
    },
  },
  counts: {
    summary: 'Cards per status for the tabs (the filter without its status)',
    record: cardCountsRecord,
    count: async ({ db, scope }, filter) => statusCounts(CARD_STATUSES, await countCardsByStatus(db, scope, filter)),
  },
  detail: { summary: 'An issued card (last 4 only)', find: ({ db, scope }, id) => cardDetail(db, scope, id) },
  export: cardExport,
});

export const cardRoutes: FastifyPluginAsync = async (base) => {
  registerListResource(base, cardResource);
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/cards',
    {
      onRequest: app.requireAction('cards', 'create'),
      schema: {
        tags,
        security,
        summary: 'Issue a card to an active cardholder: virtual or physical, VISA or Mastercard, its currency and spending controls',
        description: 'In test mode the answer to issuing a virtual card carries its full number and CVC (`reveal`), this once: they are never stored nor shown again.',
        headers: idempotencyHeaders,
        body: cardInputSchema,
        response: { 201: issuedCardRecord, 400: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) =>
      idempotentCall(app, request, reply, { statusCode: 201, schema: issuedCardRecord }, (tx) => issueCard(tx, signedIn(request).scope, request.body, new Date())),
  );

  app.put(
    '/cards/:id',
    {
      onRequest: app.requireAction('cards', 'edit'),
      schema: {
        tags,
        security,
        summary: "Change a card's status (active, inactive, canceled: final) or its spending controls",
        params: idParams,
        body: cardUpdateSchema,
        response: { 200: cardRecord, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => editCard(app.db, signedIn(request).scope, request.params.id, request.body, new Date()),
  );

  app.post(
    '/cards/:id/limits/simulate',
    {
      onRequest: app.requireAction('cards', 'edit'),
      schema: {
        tags,
        security,
        summary: "The limit simulator: which of the last 90 days' approved authorizations a card's new spending controls would have declined, before saving them",
        description: 'Read-only. Replays the approved authorizations in the order they were made with the authorization rule (windows in the account\'s time zone), assuming the card active and the issuing balance enough; lists the first 50 declines, newest first, each with the rule that declines it.',
        params: idParams,
        body: limitSimulationSchema,
        response: { 200: limitSimulationRecord, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => simulateCardLimits(app.db, signedIn(request).scope, request.params.id, request.body.spendingControls, new Date()),
  );

  app.get(
    '/cards/:id/spending',
    {
      onRequest: app.requireAction('cards', 'show'),
      schema: {
        tags,
        security,
        summary: "A card's spending limits with what is used and left in each limit's current window (the account's time zone)",
        description: 'Used is what the approved authorizations of the window hold or captured (as the authorization rule counts it); a per-authorization limit has no window (used null, its whole amount left).',
        params: idParams,
        response: { 200: spendingRecord, 404: errorSchema },
      },
    },
    async (request) => cardSpending(app.db, signedIn(request).scope, request.params.id, new Date()),
  );
};
