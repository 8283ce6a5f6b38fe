// Settlement batches (issue 28): the simple-rest list with status counts and the streamed CSV export, a batch's
// detail (its lines, which the page draws as a waterfall), the entries behind each line and its settle records;
// and, in test mode, the settlement run at a simulated time (the test clock) for the caller's account.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fromMinorUnits } from '../../../domain/currency';
import { SETTLEMENT_CSV } from '../../../domain/csv-headers';
import { settleRecord } from '../../../domain/payment-records';
import {
  settlementCountsRecord,
  settlementEntryFilterSchema,
  settlementEntryRecord,
  settlementFilterSchema,
  settlementRecord,
  settlementRecordFilterSchema,
  settlementReturnSchema,
} from '../../../domain/settlements/records';
import { DEFAULT_RETURN_REASON, SETTLEMENT_STATUSES } from '../../../domain/settlements/status';
import { idParams, listResource, nestedList, registerListResource, statusCounts, type ResourceContext } from '../../http/list-resource';
import { signedIn } from '../../http/signed-in';
import { csvColumns } from '../../lib/csv-export';
import { AppError, Forbidden, NotFound } from '../../lib/errors';
import { envelope, errorSchema, ok } from '../../lib/reply';
import {
  countSettlements,
  countSettlementsByStatus,
  findSettlement,
  listBatchPayments,
  listSettlementEntries,
  listSettlements,
  settlementBatch,
  SETTLEMENT_ENTRY_SORT_FIELDS,
  SETTLEMENT_RECORD_SORT_FIELDS,
  SETTLEMENT_SORT_FIELDS,
  type SettlementExportRow,
} from '../../repositories/settlements';
import { batchPaymentRecordOf, settlementEntryRecordOf, settlementRecordOf } from '../../services/settlements/records';
import { runSettlements } from '../../services/settlements/run';
import { returnSettlement } from '../../services/settlements/return';
import { idempotencyHeaders, idempotentCall } from '../../http/idempotent-call';
import { reconciliationRoutes } from './reconciliation';

const tags = ['settlements'];
const security = [{ bearer: [] }];
/** How far ahead the test clock may move a settlement run. */
const MAX_SIMULATED_DAYS = 10;

async function batchOf({ db, scope }: ResourceContext, id: string) {
  const row = await findSettlement(db, scope, id);
  if (!row) throw NotFound();
  return row;
}

export const settlementResource = listResource({
  resource: 'settlements',
  record: settlementRecord,
  query: { filter: settlementFilterSchema, sortFields: SETTLEMENT_SORT_FIELDS, defaultSort: ['settlementDate', 'DESC'] },
  list: {
    summary: 'List settlement batches (simple-rest)',
    page: async ({ db, scope }, q) => {
      const { rows, total } = await listSettlements(db, scope, q);
      return { records: rows.map(settlementRecordOf), total };
    },
  },
  counts: {
    summary: 'Settlement batches per status for the status tabs (the filter without its status)',
    record: settlementCountsRecord,
    count: async ({ db, scope }, filter) => statusCounts(SETTLEMENT_STATUSES, await countSettlementsByStatus(db, scope, filter)),
  },
  detail: {
    summary: 'A settlement batch: gross, fees, refunds, disputes, adjustments and net (its waterfall)',
    find: async (ctx, id) => settlementRecordOf(await batchOf(ctx, id)),
  },
  nested: [
    nestedList({
      path: 'entries',
      resource: 'settlement-entries',
      summary: "The ledger entries a batch settled, optionally of some of its lines (a waterfall bar's rows)",
      record: settlementEntryRecord,
      query: { filter: settlementEntryFilterSchema, sortFields: SETTLEMENT_ENTRY_SORT_FIELDS, defaultSort: ['availableOn', 'DESC'] },
      parent: batchOf,
      page: async ({ db, scope }, id, q) => {
        const { rows, total } = await listSettlementEntries(db, scope, id, q);
        return { records: rows.map(settlementEntryRecordOf), total };
      },
    }),
    nestedList({
      path: 'records',
      resource: 'settle-records',
      summary: "The batch's settle records: the payments it settled with their fees and settled amount",
      record: settleRecord,
      query: { filter: settlementRecordFilterSchema, sortFields: SETTLEMENT_RECORD_SORT_FIELDS, defaultSort: ['date', 'DESC'] },
      parent: batchOf,
      page: async ({ db, scope }, id, q) => {
        const { rows, total } = await listBatchPayments(db, scope, id, q);
        return { records: rows.map(batchPaymentRecordOf), total };
      },
    }),
  ],
  export: {
    defaultTimezone: 'UTC',
    columns: csvColumns<SettlementExportRow>()(SETTLEMENT_CSV.columns, {
      settlementId: (r) => r.id,
      settlementDate: (r) => r.settlementDate,
      status: (r, f) => f.label(SETTLEMENT_CSV.statuses, r.status),
      currency: (r) => r.currency,
      periodStart: (r, f) => f.time(r.periodStart),
      periodEnd: (r, f) => f.time(r.periodEnd),
      gross: (r) => fromMinorUnits(r.gross, r.currency),
      fees: (r) => fromMinorUnits(r.fees, r.currency),
      refunds: (r) => fromMinorUnits(r.refunds, r.currency),
      disputes: (r) => fromMinorUnits(r.disputes, r.currency),
      adjustments: (r) => fromMinorUnits(r.adjustments, r.currency),
      net: (r) => fromMinorUnits(r.net, r.currency),
      payments: (r) => String(r.paymentCount),
      bankReference: (r) => r.bankReference,
      arrivalDate: (r) => r.arrivalDate,
    }),
    source: (db, scope, filter, ids) => ({
      count: () => countSettlements(db, scope, filter, ids),
      batch: (after, limit) => settlementBatch(db, scope, filter, ids, after, limit),
    }),
  },
});

const runBody = z.strictObject({ at: z.iso.datetime({ offset: true }).optional() }).default({});
const runAnswer = z.object({ created: z.array(settlementRecord), paid: z.array(settlementRecord), skipped: z.number().int() });

export const settlementRoutes: FastifyPluginAsync = async (base) => {
  registerListResource(base, settlementResource);
  await base.register(reconciliationRoutes);
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/settlements/run',
    {
      onRequest: app.requireAction('settlements', 'run'),
      schema: {
        tags,
        security,
        summary: "Test mode: runs the settlement of the caller's account as at a time (now, or up to 10 days ahead: the test clock)",
        body: runBody,
        response: { 200: envelope(runAnswer) },
      },
    },
    async (request) => {
      const { scope } = signedIn(request);
      if (scope.livemode) throw Forbidden('settlement_test_mode_only');
      const now = new Date();
      const at = request.body.at ? new Date(request.body.at) : now;
      if (at.getTime() > now.getTime() + MAX_SIMULATED_DAYS * 86_400_000) throw new AppError(400, 'settlement_run_too_far', { at: 'settlement_run_too_far' });
      const result = await runSettlements(app.db, at, { accountId: scope.accountId, livemode: false });
      return ok({ created: result.created.map(settlementRecordOf), paid: result.paid.map(settlementRecordOf), skipped: result.skipped });
    },
  );

  app.post(
    '/settlements/:id/return',
    {
      onRequest: app.requireAction('settlements', 'run'),
      schema: {
        tags,
        security,
        summary:
          "Test mode: the bank returns a settlement batch (in transit or paid): it becomes failed with the bank's reason and settlement.failed is sent; its funds stay in the available balance",
        params: idParams,
        headers: idempotencyHeaders,
        body: settlementReturnSchema,
        response: { 200: settlementRecord, 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const { scope } = signedIn(request);
      if (scope.livemode) throw Forbidden('settlement_return_test_mode_only');
      return idempotentCall(app, request, reply, { statusCode: 200, schema: settlementRecord }, async (tx) => {
        const found = await findSettlement(tx, scope, request.params.id);
        if (!found) throw NotFound();
        const row = await returnSettlement(tx, scope, found.id, request.body.reason ?? DEFAULT_RETURN_REASON, new Date());
        if (!row) throw new AppError(409, 'settlement_not_returnable');
        return settlementRecordOf(row);
      });
    },
  );
};
