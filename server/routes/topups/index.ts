// Top-ups under a base (issue 28): the history (simple-rest list with status counts, detail, CSV export), creating a
// top-up (bank transfer or card, under an Idempotency-Key), the account's virtual account, and in test mode the
// simulated bank transfer that arrives after BANK_SIMULATION_DELAY_SECONDS.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fromMinorUnits } from '../../../domain/currency';
import { TOPUP_CSV } from '../../../domain/csv-headers';
import { TOPUP_STATUSES, VIRTUAL_ACCOUNT_BANK, virtualAccountNumber } from '../../../domain/balance/rules';
import { createTopupSchema, simulateTransferSchema, topupCountsRecord, topupFilterSchema, topupRecord } from '../../../domain/balance/records';
import { idempotencyHeaders, idempotentCall } from '../../http/idempotent-call';
import { listResource, registerListResource, statusCounts } from '../../http/list-resource';
import { signedIn } from '../../http/signed-in';
import { csvColumns } from '../../lib/csv-export';
import { Forbidden, NotFound } from '../../lib/errors';
import { TOPUP_TRANSFER } from '../../lib/queues';
import { envelope, errorSchema, ok } from '../../lib/reply';
import { simulatedNetwork } from '../../processor';
import { countTopups, countTopupsByStatus, findTopup, listTopups, topupBatch, TOPUP_SORT_FIELDS, type TopupExportRow } from '../../repositories/topups';
import { createTopup, topupRecordOf } from '../../services/balance/topups';

const tags = ['topups'];
const security = [{ bearer: [] }];

export const topupResource = listResource({
  resource: 'topups',
  record: topupRecord,
  query: { filter: topupFilterSchema, sortFields: TOPUP_SORT_FIELDS, defaultSort: ['createdAt', 'DESC'] },
  list: {
    summary: 'List top-ups (simple-rest)',
    page: async ({ db, scope }, q) => {
      const { rows, total } = await listTopups(db, scope, q);
      return { records: rows.map(topupRecordOf), total };
    },
  },
  counts: {
    summary: 'Top-ups per status for the status tabs (the filter without its status)',
    record: topupCountsRecord,
    count: async ({ db, scope }, filter) => statusCounts(TOPUP_STATUSES, await countTopupsByStatus(db, scope, filter)),
  },
  detail: {
    summary: 'A top-up',
    find: async ({ db, scope }, id) => {
      const row = await findTopup(db, scope, id);
      if (!row) throw NotFound();
      return topupRecordOf(row);
    },
  },
  export: {
    defaultTimezone: 'UTC',
    columns: csvColumns<TopupExportRow>()(TOPUP_CSV.columns, {
      topupId: (r) => r.id,
      created: (r, f) => f.time(r.createdAt),
      method: (r) => r.method,
      status: (r, f) => f.label(TOPUP_CSV.statuses, r.status),
      currency: (r) => r.currency,
      amount: (r) => fromMinorUnits(r.amount, r.currency),
      amountReceived: (r) => (r.amountReceived === null ? '' : fromMinorUnits(r.amountReceived, r.currency)),
      reference: (r) => r.reference,
      succeeded: (r, f) => (r.succeededAt ? f.time(r.succeededAt) : ''),
      expires: (r, f) => (r.expiresAt ? f.time(r.expiresAt) : ''),
    }),
    source: (db, scope, filter, ids) => ({
      count: () => countTopups(db, scope, filter, ids),
      batch: (after, limit) => topupBatch(db, scope, filter, ids, after, limit),
    }),
  },
});

const virtualAccountRecord = z.object({ accountNumber: z.string(), bankName: z.string(), swift: z.string(), accountName: z.string() });

export const topupRoutes: FastifyPluginAsync = async (base) => {
  registerListResource(base, topupResource);
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/topups',
    {
      onRequest: app.requireAction('topups', 'create'),
      schema: {
        tags,
        security,
        summary: 'Top up the balance: by bank transfer (pending until the transfer quoting its reference arrives) or by card (credited at once)',
        headers: idempotencyHeaders,
        body: createTopupSchema,
        response: { 201: topupRecord, 400: errorSchema, 402: errorSchema },
      },
    },
    async (request, reply) => {
      const scope = signedIn(request).scope;
      return idempotentCall(app, request, reply, { statusCode: 201, schema: topupRecord }, async (tx) =>
        topupRecordOf(await createTopup({ tx, scope, now: new Date(), network: simulatedNetwork }, request.body)),
      );
    },
  );

  app.get(
    '/topups/virtual-account',
    {
      onRequest: app.requireAction('topups', 'list'),
      schema: { tags, security, summary: "The account's virtual account number: bank transfers to it, quoting a top-up's reference, credit the balance", response: { 200: envelope(virtualAccountRecord) } },
    },
    async (request) => {
      const { scope } = signedIn(request);
      return ok({ accountNumber: virtualAccountNumber(scope.accountId, scope.livemode), bankName: VIRTUAL_ACCOUNT_BANK.name, swift: VIRTUAL_ACCOUNT_BANK.swift, accountName: scope.accountId });
    },
  );

  app.post(
    '/topups/simulate-transfer',
    {
      onRequest: app.requireAction('topups', 'simulate'),
      schema: {
        tags,
        security,
        summary: 'Test mode: send a bank transfer to the virtual account; it arrives after a short delay and credits the pending top-up its reference names, or is held for review',
        headers: idempotencyHeaders,
        body: simulateTransferSchema,
        response: { 202: envelope(z.object({ queued: z.boolean(), arrivesInSeconds: z.number() })), 400: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      const scope = signedIn(request).scope;
      if (scope.livemode) throw Forbidden('topup_test_mode_only');
      const delay = app.config.BANK_SIMULATION_DELAY_SECONDS;
      const schema = envelope(z.object({ queued: z.boolean(), arrivesInSeconds: z.number() }));
      return idempotentCall(app, request, reply, { statusCode: 202, schema }, async (tx) => {
        await app.jobs.send(TOPUP_TRANSFER, { ...scope, transfer: request.body }, { tx, startAfter: delay });
        return ok({ queued: true, arrivesInSeconds: delay });
      });
    },
  );
};
