// Payouts under a base (issue 29): the simple-rest list with status counts, detail (with its timeline and ledger
// entries) and CSV export; send one from the available balance to an approved beneficiary (under an
// Idempotency-Key: a double click or a retried call sends once); cancel a pending one (its money comes back).
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fromMinorUnits } from '../../../domain/currency';
import { PAYOUT_CSV } from '../../../domain/csv-headers';
import { approvalThresholdRecord, approvalThresholdSchema, createPayoutSchema, payoutCountsRecord, payoutDetailRecord, payoutFilterSchema, payoutRecord } from '../../../domain/payouts/records';
import { PAYOUT_STATUSES } from '../../../domain/payouts/rules';
import { idempotencyHeaders, idempotentCall } from '../../http/idempotent-call';
import { idParams, listResource, registerListResource, statusCounts } from '../../http/list-resource';
import { signedIn } from '../../http/signed-in';
import { csvColumns } from '../../lib/csv-export';
import { Forbidden, NotFound } from '../../lib/errors';
import { toSafeNumber } from '../../lib/money';
import { z } from 'zod';
import { envelope, errorSchema, ok } from '../../lib/reply';
import { eventsOfObject } from '../../repositories/events';
import { availableSumsBetween, entriesOfSources } from '../../repositories/ledger';
import { countPayouts, countPayoutsByStatus, findPayout, previousPayoutCreatedAt, listApprovalThresholds, listPayouts, payoutBatch, putApprovalThreshold, PAYOUT_SORT_FIELDS, type PayoutExportRow } from '../../repositories/payouts';
import { findUserById } from '../../repositories/users';
import { ledgerEntryRecordOf } from '../../services/balance/summary';
import { approvePayout, cancelPayout, createPayout, payoutRecordOf, rejectPayout } from '../../services/payouts/payouts';
import { payoutWaterfall } from '../../../domain/payouts/waterfall';

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
    find: async ({ db, scope, request }, id) => {
      const row = await findPayout(db, scope, id);
      if (!row) throw NotFound();
      const nameOf = async (userId: string | null) => (userId ? ((await findUserById(db, userId))?.nickname ?? null) : null);
      const currency = row.currency.trim();
      const from = await previousPayoutCreatedAt(db, scope, row);
      const [events, entries, createdByName, approvedByName, rejectedByName, window] = await Promise.all([
        eventsOfObject(db, scope, id),
        entriesOfSources(db, scope, [id]),
        nameOf(row.createdBy),
        nameOf(row.approvedBy),
        nameOf(row.rejectedBy),
        availableSumsBetween(db, scope, currency, from, row.createdAt),
      ]);
      const record = payoutRecordOf(row);
      const lines = payoutWaterfall(window.sums.map((x) => ({ type: x.type, amount: toSafeNumber(x.amount) })), record);
      const now = new Date();
      const auth = signedIn(request);
      return {
        ...record,
        waterfall: { ...lines, payments: window.payments, from, to: row.createdAt },
        timeline: events.map((e) => ({ type: e.type, createdAt: e.createdAt })),
        entries: entries.sort((a, b) => a.id - b.id).map((e) => ledgerEntryRecordOf(e, now)),
        createdByName,
        approvedByName,
        rejectedByName,
        createdByYou: !auth.apiKey && row.createdBy !== null && row.createdBy === auth.userId,
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

  /** Approving and rejecting are a person's decision: a secret key (which has no person behind it) is refused. */
  const person = (request: Parameters<typeof signedIn>[0]) => {
    const auth = signedIn(request);
    if (auth.apiKey) throw Forbidden('payout_approval_needs_person');
    return auth;
  };

  app.post(
    '/payouts/:id/approve',
    {
      onRequest: app.requireAction('payouts', 'approve'),
      schema: {
        tags,
        security,
        summary: 'Approve a payout waiting for approval (above the threshold): it goes to the bank. Not by the person who created it.',
        params: idParams,
        response: { 200: envelope(payoutRecord), 403: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const auth = person(request);
      const ctx = { scope: auth.scope, now: new Date(), jobs: app.jobs, simulationDelaySeconds: app.config.BANK_SIMULATION_DELAY_SECONDS, userId: auth.userId };
      return ok(payoutRecordOf(await app.db.transaction((tx) => approvePayout({ ...ctx, tx }, request.params.id))));
    },
  );

  app.post(
    '/payouts/:id/reject',
    {
      onRequest: app.requireAction('payouts', 'approve'),
      schema: {
        tags,
        security,
        summary: 'Reject a payout waiting for approval: its amount and fee come back to the balance. Not by the person who created it.',
        params: idParams,
        response: { 200: envelope(payoutRecord), 403: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const auth = person(request);
      return ok(payoutRecordOf(await app.db.transaction((tx) => rejectPayout(tx, auth.scope, request.params.id, auth.userId, new Date()))));
    },
  );

  const thresholdsOf = async (scope: Parameters<typeof listApprovalThresholds>[1]) =>
    (await listApprovalThresholds(app.db, scope)).map((t) => ({ currency: t.currency.trim(), threshold: toSafeNumber(t.threshold), updatedAt: t.updatedAt }));

  app.get(
    '/payouts/approval-thresholds',
    {
      onRequest: app.requireAction('payouts', 'list'),
      schema: { tags, security, summary: 'The dual-approval thresholds per currency (minor units): a payout above one waits for a second person', response: { 200: envelope(z.array(approvalThresholdRecord)) } },
    },
    async (request) => ok(await thresholdsOf(signedIn(request).scope)),
  );

  app.put(
    '/payouts/approval-thresholds',
    {
      onRequest: app.requireAction('payouts', 'threshold'),
      schema: {
        tags,
        security,
        summary: 'Set (or remove, with null) the dual-approval threshold of a currency; owners only',
        body: approvalThresholdSchema,
        response: { 200: envelope(z.array(approvalThresholdRecord)), 400: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const auth = signedIn(request);
      if (auth.apiKey) throw Forbidden();
      const { currency, threshold } = request.body;
      await putApprovalThreshold(app.db, auth.scope, currency, threshold === null ? null : BigInt(threshold), auth.userId, new Date());
      return ok(await thresholdsOf(auth.scope));
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
