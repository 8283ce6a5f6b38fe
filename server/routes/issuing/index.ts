// The issuing balance, authorizations and transactions (issue 31, items 3-4), behind the local code 'issuing' and
// the account's issuing flag: the balance per currency and its funding from the available balance (a money call,
// Idempotency-Key); the authorizations' and transactions' lists (status or type tabs, filters, sort, streamed CSV)
// and details; in test mode the simulator's purchase, the network's capture and a refund (each idempotent).
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fromMinorUnits } from '../../../domain/currency';
import { ISSUING_AUTHORIZATION_CSV, ISSUING_TRANSACTION_CSV } from '../../../domain/csv-headers';
import {
  AUTHORIZATION_STATUSES, TRANSACTION_TYPES, authorizationCountsRecord, authorizationFilterSchema, authorizationRecord, captureSchema, simulatePurchaseSchema,
  transactionCountsRecord, transactionFilterSchema, transactionRecord, transactionRefundSchema,
} from '../../../domain/issuing/authorizations';
import { issuingBalanceRecord, issuingFundSchema, issuingFundingRecord } from '../../../domain/issuing/balance';
import { declineText, type DeclineReason } from '../../../domain/issuing/limits';
import { idempotencyHeaders, idempotentCall, idempotentCallInWork, Later } from '../../http/idempotent-call';
import { hotConnection } from '../../db/hot-query';
import { DECISION_FALLBACKS, DECISION_TIMEOUT_MS, verdictOf } from '../../../domain/issuing/decision';
import { issuingDecisionFallback, setIssuingDecisionFallback } from '../../repositories/issuing';
import { idParams, listResource, registerListResource, statusCounts, type ResourceExport } from '../../http/list-resource';
import { signedIn } from '../../http/signed-in';
import { csvColumns } from '../../lib/csv-export';
import { Forbidden } from '../../lib/errors';
import { envelope, errorSchema, ok } from '../../lib/reply';
import {
  AUTHORIZATION_SORT_FIELDS, TRANSACTION_SORT_FIELDS, authorizationBatch, countAuthorizations, countAuthorizationsByStatus, countTransactions, countTransactionsByType,
  listAuthorizations, listTransactions, transactionBatch, type AuthorizationExportRow, type TransactionExportRow,
} from '../../repositories/issuing';
import {
  askDecisionEndpoint, authorizationDetail, authorizationRecordOf, captureAuthorization, finishDecision, purchaseOn, refundTransaction, transactionDetail, transactionRecordOf,
} from '../../services/issuing/authorizations';
import { fundIssuingBalance, issuingBalances } from '../../services/issuing/balance';

const tags = ['issuing'];
const security = [{ bearer: [] }];

const authorizationExport = {
  defaultTimezone: 'UTC',
  columns: csvColumns<AuthorizationExportRow>()(ISSUING_AUTHORIZATION_CSV.columns, {
    authorizationId: (r) => r.id,
    created: (r, f) => f.time(r.row.createdAt),
    cardId: (r) => r.row.cardId,
    last4: (r) => r.cardLast4,
    cardholder: (r) => r.cardholderName,
    merchant: (r) => r.row.merchantName,
    category: (r) => r.row.merchantCategory,
    country: (r) => r.row.merchantCountry,
    currency: (r) => r.row.currency,
    amount: (r) => fromMinorUnits(r.row.amount, r.row.currency),
    status: (r, f) => f.label(ISSUING_AUTHORIZATION_CSV.statuses, r.row.status),
    reason: (r, f) => (r.row.declineReason ? declineText(r.row.declineReason as DeclineReason, f.lang) : ''),
  }),
  source: (db, scope, filter, ids) => ({
    count: () => countAuthorizations(db, scope, filter, ids),
    batch: (after, limit) => authorizationBatch(db, scope, filter, ids, after, limit),
  }),
} satisfies ResourceExport<typeof authorizationFilterSchema, AuthorizationExportRow>;

export const issuingAuthorizationResource = listResource({
  resource: 'issuing-authorizations',
  tags,
  record: authorizationRecord,
  query: { filter: authorizationFilterSchema, sortFields: AUTHORIZATION_SORT_FIELDS, defaultSort: ['createdAt', 'DESC'] },
  list: {
    summary: 'List authorizations (simple-rest): each approved or declined with the rule that refused it; filter by cardId or cardholderId',
    page: async ({ db, scope }, q) => {
      const { rows, total } = await listAuthorizations(db, scope, q);
      return { records: rows.map((r) => authorizationRecordOf(r.row, r)), total };
    },
  },
  counts: {
    summary: 'Authorizations per status for the tabs (the filter without its status)',
    record: authorizationCountsRecord,
    count: async ({ db, scope }, filter) => statusCounts(AUTHORIZATION_STATUSES, await countAuthorizationsByStatus(db, scope, filter)),
  },
  detail: { summary: 'An authorization: the purchase, the decision and its reason, what it holds and what was captured', find: ({ db, scope }, id) => authorizationDetail(db, scope, id) },
  export: authorizationExport,
});

const transactionExport = {
  defaultTimezone: 'UTC',
  columns: csvColumns<TransactionExportRow>()(ISSUING_TRANSACTION_CSV.columns, {
    transactionId: (r) => r.id,
    created: (r, f) => f.time(r.row.createdAt),
    type: (r, f) => f.label(ISSUING_TRANSACTION_CSV.statuses, r.row.type),
    authorizationId: (r) => r.row.authorizationId,
    cardId: (r) => r.row.cardId,
    last4: (r) => r.cardLast4,
    cardholder: (r) => r.cardholderName,
    merchant: (r) => r.row.merchantName,
    currency: (r) => r.row.currency,
    amount: (r) => fromMinorUnits(r.row.type === 'refund' ? -r.row.amount : r.row.amount, r.row.currency),
    refunded: (r) => fromMinorUnits(r.row.refundedAmount, r.row.currency),
  }),
  source: (db, scope, filter, ids) => ({
    count: () => countTransactions(db, scope, filter, ids),
    batch: (after, limit) => transactionBatch(db, scope, filter, ids, after, limit),
  }),
} satisfies ResourceExport<typeof transactionFilterSchema, TransactionExportRow>;

export const issuingTransactionResource = listResource({
  resource: 'issuing-transactions',
  tags,
  record: transactionRecord,
  query: { filter: transactionFilterSchema, sortFields: TRANSACTION_SORT_FIELDS, defaultSort: ['createdAt', 'DESC'] },
  list: {
    summary: 'List card transactions (simple-rest): captures and their refunds; filter by cardId, cardholderId or type',
    page: async ({ db, scope }, q) => {
      const { rows, total } = await listTransactions(db, scope, q);
      return { records: rows.map((r) => transactionRecordOf(r.row, r)), total };
    },
  },
  counts: {
    summary: 'Transactions per type for the tabs (the filter without its type)',
    record: transactionCountsRecord,
    count: async ({ db, scope }, filter) => statusCounts(TRANSACTION_TYPES, await countTransactionsByType(db, scope, filter)),
  },
  detail: { summary: 'A card transaction', find: ({ db, scope }, id) => transactionDetail(db, scope, id) },
  export: transactionExport,
});

export const issuingRoutes: FastifyPluginAsync = async (base) => {
  registerListResource(base, issuingAuthorizationResource);
  registerListResource(base, issuingTransactionResource);
  const app = base.withTypeProvider<ZodTypeProvider>();
  const testModeOnly = (livemode: boolean) => {
    if (livemode) throw Forbidden('issuing_test_mode_only');
  };

  app.get(
    '/issuing-balance',
    {
      onRequest: app.requireAction('issuing-balance', 'show'),
      schema: { tags, security, summary: 'The issuing balance per currency: available to authorizations, and held by approved ones', response: { 200: envelope(z.array(issuingBalanceRecord)) } },
    },
    async (request) => ok(await issuingBalances(app.db, signedIn(request).scope)),
  );

  app.post(
    '/issuing-balance/fund',
    {
      onRequest: app.requireAction('issuing-balance', 'create'),
      schema: {
        tags,
        security,
        summary: 'Fund the issuing balance from the available balance of the same currency (a ledger transfer)',
        headers: idempotencyHeaders,
        body: issuingFundSchema,
        response: { 201: envelope(issuingFundingRecord), 400: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) =>
      idempotentCall(app, request, reply, { statusCode: 201, schema: issuingFundingRecord, envelope: true }, (tx) => fundIssuingBalance(tx, signedIn(request).scope, request.body, new Date())),
  );

  const decisionSettings = z.object({ fallback: z.enum(DECISION_FALLBACKS), timeoutMs: z.number().int() });
  app.get(
    '/issuing-decision',
    {
      onRequest: app.requireAction('issuing-balance', 'show'),
      schema: { tags, security, summary: "The real-time decision's settings: the fallback when the issuing_authorization.request endpoint is slow, down or answers badly, and its timeout", response: { 200: envelope(decisionSettings) } },
    },
    async (request) => ok({ fallback: await issuingDecisionFallback(app.db, signedIn(request).scope.accountId), timeoutMs: DECISION_TIMEOUT_MS }),
  );
  app.put(
    '/issuing-decision',
    {
      onRequest: app.requireAction('issuing-balance', 'create'),
      schema: {
        tags, security, summary: "Set the real-time decision's fallback: approve (the default) or decline",
        body: z.object({ fallback: z.enum(DECISION_FALLBACKS, { message: 'issuing_decision_fallback_invalid' }) }),
        response: { 200: envelope(decisionSettings), 400: errorSchema },
      },
    },
    async (request) => {
      const { accountId } = signedIn(request).scope;
      await setIssuingDecisionFallback(app.db, accountId, request.body.fallback);
      return ok({ fallback: request.body.fallback, timeoutMs: DECISION_TIMEOUT_MS });
    },
  );

  app.post(
    '/issuing-authorizations',
    {
      onRequest: app.requireAction('issuing-authorizations', 'simulate'),
      schema: {
        tags,
        security,
        summary: 'Test mode: simulate a purchase on a card; it is approved (its amount held) or declined with the rule that refused it',
        description: 'Decided in this order: the card (canceled, inactive, expired), the cardholder, the currency, blocked categories and countries, spending limits (per authorization, then daily, weekly, monthly, all time; the card then the cardholder), then the issuing balance. A decline is an answer (201, approved false), not an error. When the account has an enabled webhook endpoint subscribed by name to issuing_authorization.request, a purchase the rules approve is then held and sent to it (signed like a delivery); its answer {"approved": boolean, "reason"?: string} within 1,500 ms decides (decidedBy webhook), else the account\'s fallback (GET/PUT /issuing-decision; approve by default) decides (decidedBy fallback_timeout or fallback_error); a decline releases the hold. A retry with the same Idempotency-Key while the endpoint is being asked is answered 409.',
        headers: idempotencyHeaders,
        body: simulatePurchaseSchema,
        response: { 201: authorizationRecord, 400: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      const scope = signedIn(request).scope;
      testModeOnly(scope.livemode);
      // Two statements on one pooled connection, each its own transaction (docs/decisions.md "seventh pass"); the key's
      // row is written with the authorization.
      return idempotentCallInWork(
        app, request, reply, { statusCode: 201, schema: authorizationRecord, timing: true },
        async (key) => {
          const { record, ask } = await hotConnection(app.db, (conn) => purchaseOn(conn, scope, request.body, new Date(), { realTime: true, key }));
          return ask ? new Later(ask) : record;
        },
        // No transaction is open while the endpoint is asked: its funds and limit usage are held by the committed first step.
        (ask) => askDecisionEndpoint(app.db, app.secretsKey, scope, ask, app.webhookTargets, new Date()),
        (tx, ask, call) => finishDecision(tx, scope, ask.record.id, verdictOf(call, ask.fallback), new Date()),
      );
    },
  );

  app.post(
    '/issuing-authorizations/:id/capture',
    {
      onRequest: app.requireAction('issuing-authorizations', 'capture'),
      schema: {
        tags,
        security,
        summary: "Test mode: the network captures an approved authorization (its whole hold, or less: the rest goes back to available); it becomes a transaction",
        headers: idempotencyHeaders,
        params: idParams,
        body: captureSchema,
        response: { 201: transactionRecord, 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const scope = signedIn(request).scope;
      testModeOnly(scope.livemode);
      return idempotentCall(app, request, reply, { statusCode: 201, schema: transactionRecord }, (tx) => captureAuthorization(tx, scope, request.params.id, request.body.amount, new Date()));
    },
  );

  app.post(
    '/issuing-transactions/:id/refund',
    {
      onRequest: app.requireAction('issuing-transactions', 'refund'),
      schema: {
        tags,
        security,
        summary: 'Test mode: the merchant refunds a captured transaction (what is left of it, or less); the amount comes back to the issuing balance',
        headers: idempotencyHeaders,
        params: idParams,
        body: transactionRefundSchema,
        response: { 201: transactionRecord, 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const scope = signedIn(request).scope;
      testModeOnly(scope.livemode);
      return idempotentCall(app, request, reply, { statusCode: 201, schema: transactionRecord }, (tx) => refundTransaction(tx, scope, request.params.id, request.body.amount, new Date()));
    },
  );
};
