// The smart account under a base (issue 29, item 4): the account (number, payer details, balance per currency), its
// statement (entries: list, counts per type, export), transfers out (list with status counts, detail with timeline
// and entries, export, create under an Idempotency-Key) and incoming transfers (list, detail, export; in test mode
// the simulator, through the job queue BANK_SIMULATION_DELAY_SECONDS later), and moves between the available
// balance and the smart account (POST /smart-account/moves, under an Idempotency-Key).
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fromMinorUnits } from '../../../domain/currency';
import { SMART_ENTRY_CSV, SMART_INCOMING_CSV, SMART_TRANSFER_CSV } from '../../../domain/csv-headers';
import {
  createSmartTransferSchema, simulateIncomingSchema, smartAccountRecord, smartEntryCountsRecord, smartEntryFilterSchema, smartEntryRecord,
  smartIncomingFilterSchema, smartIncomingRecord, smartMoveRecord, smartMoveSchema, smartTransferCountsRecord, smartTransferDetailRecord, smartTransferFilterSchema, smartTransferRecord,
} from '../../../domain/smart-account/records';
import { SMART_ENTRY_TYPES, SMART_TRANSFER_STATUSES } from '../../../domain/smart-account/rules';
import { idempotencyHeaders, idempotentCall } from '../../http/idempotent-call';
import { listResource, registerListResource, statusCounts } from '../../http/list-resource';
import { signedIn } from '../../http/signed-in';
import { csvColumns } from '../../lib/csv-export';
import { Forbidden, NotFound } from '../../lib/errors';
import { SMART_INCOMING_TRANSFER } from '../../lib/queues';
import { envelope, errorSchema, ok } from '../../lib/reply';
import { eventsOfObject } from '../../repositories/events';
import {
  countSmartEntries, countSmartEntriesByType, countSmartIncoming, countSmartTransfers, countSmartTransfersByStatus, findSmartIncoming, findSmartTransfer,
  listSmartEntries, listSmartIncoming, listSmartTransfers, smartEntriesOfSource, smartEntryBatch, smartIncomingBatch, smartTransferBatch,
  SMART_ENTRY_SORT_FIELDS, SMART_INCOMING_SORT_FIELDS, SMART_TRANSFER_SORT_FIELDS,
  type SmartEntryExportRow, type SmartIncomingExportRow, type SmartTransferExportRow,
} from '../../repositories/smart-account';
import { smartAccountOf, smartEntryRecordOf, smartIncomingRecordOf } from '../../services/smart-account/account';
import { moveFunds, smartMoveRecordOf } from '../../services/smart-account/moves';
import { createSmartTransfer, smartTransferRecordOf } from '../../services/smart-account/transfers';

const security = [{ bearer: [] }];
const tags = ['smart-account'];
const money = (amount: bigint, currency: string) => fromMinorUnits(amount, currency.trim());

export const smartEntryResource = listResource({
  resource: 'smart-account-entries',
  tags,
  record: smartEntryRecord,
  query: { filter: smartEntryFilterSchema, sortFields: SMART_ENTRY_SORT_FIELDS, defaultSort: ['createdAt', 'DESC'] },
  list: {
    summary: "The smart account's statement: its ledger entries (simple-rest)",
    page: async ({ db, scope }, q) => {
      const { rows, total } = await listSmartEntries(db, scope, q);
      return { records: rows.map(smartEntryRecordOf), total };
    },
  },
  counts: {
    summary: 'Statement entries per type for the tabs (the filter without its type)',
    record: smartEntryCountsRecord,
    count: async ({ db, scope }, filter) => statusCounts(SMART_ENTRY_TYPES, await countSmartEntriesByType(db, scope, filter)),
  },
  export: {
    defaultTimezone: 'UTC',
    columns: csvColumns<SmartEntryExportRow>()(SMART_ENTRY_CSV.columns, {
      entryId: (r) => r.id,
      created: (r, f) => f.time(r.createdAt),
      type: (r) => r.type,
      currency: (r) => r.currency.trim(),
      amount: (r) => money(r.amount, r.currency),
      source: (r) => r.sourceId,
    }),
    source: (db, scope, filter, ids) => ({
      count: () => countSmartEntries(db, scope, filter, ids),
      batch: (after, limit) => smartEntryBatch(db, scope, filter, ids, after, limit),
    }),
  },
});

export const smartTransferResource = listResource({
  resource: 'smart-account-transfers',
  tags,
  record: smartTransferRecord,
  query: { filter: smartTransferFilterSchema, sortFields: SMART_TRANSFER_SORT_FIELDS, defaultSort: ['createdAt', 'DESC'] },
  list: {
    summary: 'Transfers out of the smart account (simple-rest)',
    page: async ({ db, scope }, q) => {
      const { rows, total } = await listSmartTransfers(db, scope, q);
      return { records: rows.map(smartTransferRecordOf), total };
    },
  },
  counts: {
    summary: 'Transfers out per status for the status tabs (the filter without its status)',
    record: smartTransferCountsRecord,
    count: async ({ db, scope }, filter) => statusCounts(SMART_TRANSFER_STATUSES, await countSmartTransfersByStatus(db, scope, filter)),
  },
  detail: {
    summary: 'A transfer out with its timeline (events, oldest first) and its smart account entries',
    record: smartTransferDetailRecord,
    refusals: { 404: errorSchema },
    find: async ({ db, scope }, id) => {
      const row = await findSmartTransfer(db, scope, id);
      if (!row) throw NotFound();
      const [events, entries] = await Promise.all([eventsOfObject(db, scope, id), smartEntriesOfSource(db, scope, id)]);
      return { ...smartTransferRecordOf(row), timeline: events.map((e) => ({ type: e.type, createdAt: e.createdAt })), entries: entries.map(smartEntryRecordOf) };
    },
  },
  export: {
    defaultTimezone: 'UTC',
    columns: csvColumns<SmartTransferExportRow>()(SMART_TRANSFER_CSV.columns, {
      transferId: (r) => r.id,
      created: (r, f) => f.time(r.createdAt),
      status: (r) => r.status,
      currency: (r) => r.currency.trim(),
      amount: (r) => money(r.amount, r.currency),
      fee: (r) => money(r.fee, r.currency),
      total: (r) => money(r.amount + r.fee, r.currency),
      beneficiaryId: (r) => r.beneficiaryId,
      beneficiary: (r) => r.beneficiaryName,
      country: (r) => r.beneficiaryCountry,
      account: (r) => r.beneficiaryLast4,
      arrival: (r) => r.arrivalDate,
      description: (r) => r.description,
      completed: (r, f) => f.time(r.succeededAt ?? r.failedAt),
    }),
    source: (db, scope, filter, ids) => ({
      count: () => countSmartTransfers(db, scope, filter, ids),
      batch: (after, limit) => smartTransferBatch(db, scope, filter, ids, after, limit),
    }),
  },
});

export const smartIncomingResource = listResource({
  resource: 'smart-account-incoming',
  tags,
  record: smartIncomingRecord,
  query: { filter: smartIncomingFilterSchema, sortFields: SMART_INCOMING_SORT_FIELDS, defaultSort: ['receivedAt', 'DESC'] },
  list: {
    summary: 'Transfers received on the smart account (simple-rest)',
    page: async ({ db, scope }, q) => {
      const { rows, total } = await listSmartIncoming(db, scope, q);
      return { records: rows.map(smartIncomingRecordOf), total };
    },
  },
  detail: {
    summary: 'A transfer received on the smart account',
    refusals: { 404: errorSchema },
    find: async ({ db, scope }, id) => {
      const row = await findSmartIncoming(db, scope, id);
      if (!row) throw NotFound();
      return smartIncomingRecordOf(row);
    },
  },
  export: {
    defaultTimezone: 'UTC',
    columns: csvColumns<SmartIncomingExportRow>()(SMART_INCOMING_CSV.columns, {
      transferId: (r) => r.id,
      received: (r, f) => f.time(r.receivedAt),
      currency: (r) => r.currency.trim(),
      amount: (r) => money(r.amount, r.currency),
      payer: (r) => r.payerName,
      reference: (r) => r.reference,
    }),
    source: (db, scope, filter, ids) => ({
      count: () => countSmartIncoming(db, scope, filter, ids),
      batch: (after, limit) => smartIncomingBatch(db, scope, filter, ids, after, limit),
    }),
  },
});

const queuedRecord = envelope(z.object({ queued: z.boolean(), arrivesInSeconds: z.number() }));

export const smartAccountRoutes: FastifyPluginAsync = async (base) => {
  registerListResource(base, smartEntryResource);
  registerListResource(base, smartTransferResource);
  registerListResource(base, smartIncomingResource);
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/smart-account',
    {
      onRequest: app.requireAction('smart-account', 'show'),
      schema: { tags, security, summary: "The smart account: its number, what a payer needs to send money to it, and its balance per currency", response: { 200: envelope(smartAccountRecord) } },
    },
    async (request) => ok(await smartAccountOf(app.db, signedIn(request).scope)),
  );

  app.post(
    '/smart-account-transfers',
    {
      onRequest: app.requireAction('smart-account-transfers', 'create'),
      schema: {
        tags,
        security,
        summary: 'Send money from the smart account to an approved beneficiary, in its currency; amount and fee leave the smart account at once (never more than it holds)',
        headers: idempotencyHeaders,
        body: createSmartTransferSchema,
        response: { 201: smartTransferRecord, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const auth = signedIn(request);
      const ctx = { scope: auth.scope, now: new Date(), jobs: app.jobs, simulationDelaySeconds: app.config.BANK_SIMULATION_DELAY_SECONDS, userId: auth.apiKey ? null : auth.userId };
      return idempotentCall(app, request, reply, { statusCode: 201, schema: smartTransferRecord }, async (tx) => smartTransferRecordOf(await createSmartTransfer({ ...ctx, tx }, request.body)));
    },
  );

  app.post(
    '/smart-account/moves',
    {
      onRequest: app.requireAction('smart-account', 'move'),
      schema: {
        tags,
        security,
        summary:
          'Move money between the available balance and the smart account, either way, at once and without a fee: never more than the available balance, or than the smart account holds',
        headers: idempotencyHeaders,
        body: smartMoveSchema,
        response: { 201: smartMoveRecord, 400: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const auth = signedIn(request);
      const ctx = { scope: auth.scope, now: new Date(), userId: auth.apiKey ? null : auth.userId };
      return idempotentCall(app, request, reply, { statusCode: 201, schema: smartMoveRecord }, async (tx) => smartMoveRecordOf(await moveFunds({ ...ctx, tx }, request.body)));
    },
  );

  app.post(
    '/smart-account-incoming/simulate',
    {
      onRequest: app.requireAction('smart-account-incoming', 'simulate'),
      schema: {
        tags,
        security,
        summary: 'Test mode: a payer sends a bank transfer to the smart account; it arrives BANK_SIMULATION_DELAY_SECONDS later (0: at the next run of the queue) and is credited',
        headers: idempotencyHeaders,
        body: simulateIncomingSchema,
        response: { 202: queuedRecord, 400: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      const scope = signedIn(request).scope;
      if (scope.livemode) throw Forbidden('smart_test_mode_only');
      const delay = app.config.BANK_SIMULATION_DELAY_SECONDS;
      return idempotentCall(app, request, reply, { statusCode: 202, schema: queuedRecord }, async (tx) => {
        await app.jobs.send(SMART_INCOMING_TRANSFER, { ...scope, transfer: request.body }, { tx, startAfter: delay });
        return ok({ queued: true, arrivesInSeconds: delay });
      });
    },
  );
};
