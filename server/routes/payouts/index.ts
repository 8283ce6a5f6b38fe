// Payouts under a base (issue 29): the simple-rest list with status counts, detail (with its timeline and ledger
// entries) and CSV export; send one from the available balance to an approved beneficiary (under an
// Idempotency-Key: a double click or a retried call sends once); cancel a pending one (its money comes back).
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fromMinorUnits } from '../../../domain/currency';
import { PAYOUT_CSV } from '../../../domain/csv-headers';
import { createPayoutSchema, payoutCountsRecord, payoutDetailRecord, payoutFilterSchema, payoutRecord } from '../../../domain/payouts/records';
import { PAYOUT_STATUSES } from '../../../domain/payouts/rules';
import { idempotencyHeaders, idempotentCall } from '../../http/idempotent-call';
import { idParams, listResource, registerListResource, statusCounts } from '../../http/list-resource';
import { signedIn } from '../../http/signed-in';
import { csvColumns } from '../../lib/csv-export';
import { NotFound } from '../../lib/errors';
import { envelope, errorSchema, ok } from '../../lib/reply';
import { eventsOfObject } from '../../repositories/events';
import { entriesOfSources } from '../../repositories/ledger';
import { countPayouts, countPayoutsByStatus, findPayout, listPayouts, payoutBatch, PAYOUT_SORT_FIELDS, type PayoutExportRow } from '../../repositories/payouts';
import { ledgerEntryRecordOf } from '../../services/balance/summary';
import { cancelPayout, createPayout, payoutRecordOf } from '../../services/payouts/payouts';

const tags = ['payouts'];
const security = [{ bearer: [] }];

export const payoutResource = listResource({
  resource: 'payouts',
  tags,
  record: payoutRecord,
  query: { filter: payoutFilterSchema, sortFields: PAYOUT_SORT_FIELDS, defaultSort: ['createdAt', 'DESC'] },
  list: {
    summary: 'List payouts (simple-rest)',
    page: async ({ db, scope }, q) => {
      const { rows, total } = await listPayouts(db, scope, q);
      return { records: rows.map(payoutRecordOf), total };
    },
  },
  counts: {
    summary: 'Payouts per status for the status tabs (the filter without its status)',
    record: payoutCountsRecord,
    count: async ({ db, scope }, filter) => statusCounts(PAYOUT_STATUSES, await countPayoutsByStatus(db, scope, filter)),
  },
  detail: {
    summary: 'A payout with its timeline (events, oldest first) and its ledger entries',
    record: payoutDetailRecord,
    refusals: { 404: errorSchema },
    find: async ({ db, scope }, id) => {
      const row = await findPayout(db, scope, id);
      if (!row) throw NotFound();
      const [events, entries] = await Promise.all([eventsOfObject(db, scope, id), entriesOfSources(db, scope, [id])]);
      const now = new Date();
      return {
        ...payoutRecordOf(row),
        timeline: events.map((e) => ({ type: e.type, createdAt: e.createdAt })),
        entries: entries.sort((a, b) => a.id - b.id).map((e) => ledgerEntryRecordOf(e, now)),
      };
    },
  },
  export: {
    defaultTimezone: 'UTC',
    columns: csvColumns<PayoutExportRow>()(PAYOUT_CSV.columns, {
      payoutId: (r) => r.id,
      created: (r, f) => f.time(r.createdAt),
      status: (r) => r.status,
      currency: (r) => r.currency.trim(),
      amount: (r) => fromMinorUnits(r.amount, r.currency.trim()),
      fee: (r) => fromMinorUnits(r.fee, r.currency.trim()),
      total: (r) => fromMinorUnits(r.amount + r.fee, r.currency.trim()),
      beneficiaryId: (r) => r.beneficiaryId,
      beneficiary: (r) => r.beneficiaryName,
      country: (r) => r.beneficiaryCountry,
      method: (r) => r.methodType,
      account: (r) => r.beneficiaryLast4,
      arrival: (r) => r.arrivalDate,
      description: (r) => r.description,
      completed: (r, f) => {
        const at = r.succeededAt ?? r.failedAt ?? r.expiredAt ?? r.canceledAt;
        return at ? f.time(at) : '';
      },
    }),
    source: (db, scope, filter, ids) => ({
      count: () => countPayouts(db, scope, filter, ids),
      batch: (after, limit) => payoutBatch(db, scope, filter, ids, after, limit),
    }),
  },
});

export const payoutRoutes: FastifyPluginAsync = async (base) => {
  registerListResource(base, payoutResource);
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/payouts',
    {
      onRequest: app.requireAction('payouts', 'create'),
      schema: {
        tags,
        security,
        summary: 'Send money from the available balance to an approved beneficiary, in its currency; amount and fee leave the balance at once (never more than available)',
        headers: idempotencyHeaders,
        body: createPayoutSchema,
        response: { 201: payoutRecord, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const auth = signedIn(request);
      const ctx = { scope: auth.scope, now: new Date(), jobs: app.jobs, simulationDelaySeconds: app.config.BANK_SIMULATION_DELAY_SECONDS, userId: auth.apiKey ? null : auth.userId };
      return idempotentCall(app, request, reply, { statusCode: 201, schema: payoutRecord }, async (tx) => payoutRecordOf(await createPayout({ ...ctx, tx }, request.body)));
    },
  );

  app.post(
    '/payouts/:id/cancel',
    {
      onRequest: app.requireAction('payouts', 'cancel'),
      schema: { tags, security, summary: 'Cancel a pending payout; its amount and fee come back to the balance', params: idParams, response: { 200: envelope(payoutRecord), 404: errorSchema, 409: errorSchema } },
    },
    async (request) => {
      const { scope } = signedIn(request);
      return ok(payoutRecordOf(await app.db.transaction((tx) => cancelPayout(tx, scope, request.params.id, new Date()))));
    },
  );
};
