// Subscriptions under a base (code Subscriptions): the simple-rest list with status tabs and the streamed CSV
// export, the detail with its one timeline, the merchant's actions (cancel now or at period end, pause, resume,
// change plan), and in test mode the test clock and the saved card's replacement. Plans are ./plans.ts.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fromMinorUnits } from '../../../domain/currency';
import { SUBSCRIPTION_CSV } from '../../../domain/csv-headers';
import { cardSchema } from '../../../domain/payments';
import { SUBSCRIPTION_STATUSES } from '../../../domain/subscriptions/billing';
import { INTERVAL_LABELS } from '../../../domain/subscriptions/labels';
import {
  advanceClockSchema, cancelSubscriptionSchema, changePlanSchema, subscriptionCountsRecord, subscriptionDetailRecord, subscriptionFilterSchema,
  subscriptionRecord,
} from '../../../domain/subscriptions/records';
import { z } from 'zod';
import { idParams, listResource, registerListResource, statusCounts, type ResourceExport } from '../../http/list-resource';
import { idempotencyHeaders, idempotentCall } from '../../http/idempotent-call';
import { signedIn } from '../../http/signed-in';
import { csvColumns } from '../../lib/csv-export';
import type { Tx } from '../../db/client';
import { errorSchema } from '../../lib/reply';
import { simulatedNetwork } from '../../processor';
import {
  countSubscriptions, countSubscriptionsByStatus, listSubscriptions, subscriptionBatch, SUBSCRIPTION_SORT_FIELDS, type SubscriptionExportRow,
} from '../../repositories/subscriptions';
import {
  advanceClock, cancelSubscription, changePlan, pauseSubscription, replaceCard, resumeSubscription, subscriptionDetail, type ActionCtx,
} from '../../services/subscriptions/manage';
import { subscriptionRecordOf } from '../../services/subscriptions/records';
import { planRoutes } from './plans';

const tags = ['subscriptions'];
const security = [{ bearer: [] }];

const subscriptionExport = {
  defaultTimezone: 'UTC',
  columns: csvColumns<SubscriptionExportRow>()(SUBSCRIPTION_CSV.columns, {
    subscriptionId: (r) => r.id,
    created: (r, f) => f.time(r.createdAt),
    status: (r, f) => f.label(SUBSCRIPTION_CSV.statuses, r.status),
    customerName: (r) => r.customerName,
    customerEmail: (r) => r.customerEmail,
    plan: (r) => r.productName,
    currency: (r) => r.currency,
    amount: (r) => fromMinorUnits(r.amount, r.currency),
    interval: (r, f) => (r.intervalCount === 1 ? f.label(INTERVAL_LABELS, r.interval) : `${r.intervalCount} × ${f.label(INTERVAL_LABELS, r.interval)}`),
    currentPeriodEnd: (r, f) => f.time(r.currentPeriodEnd),
    cancelAtPeriodEnd: (r) => (r.cancelAtPeriodEnd ? 'Y' : ''),
    canceled: (r, f) => f.time(r.canceledAt),
    coupon: (r) => r.couponName,
  }),
  source: (db, scope, filter, ids) => ({
    count: () => countSubscriptions(db, scope, filter, ids),
    batch: (after, limit) => subscriptionBatch(db, scope, filter, ids, after, limit),
  }),
} satisfies ResourceExport<typeof subscriptionFilterSchema, SubscriptionExportRow>;

export const subscriptionResource = listResource({
  resource: 'subscriptions',
  record: subscriptionRecord,
  query: { filter: subscriptionFilterSchema, sortFields: SUBSCRIPTION_SORT_FIELDS, defaultSort: ['createdAt', 'DESC'] },
  list: {
    summary: 'List subscriptions (simple-rest)',
    page: async ({ db, scope }, q) => {
      const { rows, total } = await listSubscriptions(db, scope, q);
      return { records: rows.map((r) => subscriptionRecordOf(r.sub, r.plan, r.couponName)), total };
    },
  },
  counts: {
    summary: 'Subscriptions per status for the tabs (the filter without its status)',
    record: subscriptionCountsRecord,
    count: async ({ db, scope }, filter) => statusCounts(SUBSCRIPTION_STATUSES, await countSubscriptionsByStatus(db, scope, filter)),
  },
  detail: {
    summary: 'A subscription with its actions, the next renewal and one timeline of invoices, payments, refunds, coupon use and status changes',
    record: subscriptionDetailRecord,
    find: ({ db, scope }, id) => subscriptionDetail(db, scope, id),
  },
  export: subscriptionExport,
});

export const subscriptionRoutes: FastifyPluginAsync = async (base) => {
  registerListResource(base, subscriptionResource);
  await base.register(planRoutes);
  const app = base.withTypeProvider<ZodTypeProvider>();
  const ctxOf = (request: FastifyRequest, tx: Tx): ActionCtx => ({ db: tx, scope: signedIn(request).scope, network: simulatedNetwork, jobs: app.jobs, now: new Date() });
  const edit = app.requireAction('subscriptions', 'edit');
  const answer = { 200: subscriptionDetailRecord, 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

  /** The subscription's actions are money calls: an Idempotency-Key makes a repeated request answer the first. */
  const action = <B extends z.ZodType>(path: string, summary: string, body: B, run: (request: FastifyRequest, body: z.infer<B>, tx: Tx) => Promise<unknown>, guard = edit) =>
    app.post(
      `/subscriptions/:id/${path}`,
      { onRequest: guard, schema: { tags, security, summary, params: idParams, headers: idempotencyHeaders, body, response: answer } },
      async (request, reply) =>
        idempotentCall(app, request, reply, { statusCode: 200, schema: subscriptionDetailRecord }, async (tx) => {
          await run(request, request.body as z.infer<B>, tx);
          return subscriptionDetail(tx, signedIn(request).scope, (request.params as { id: string }).id);
        }),
    );

  const id = (request: FastifyRequest) => (request.params as { id: string }).id;
  const none = z.strictObject({}).optional();
  action('cancel', 'Cancel now, or at the end of the current period (at: now | period_end)', cancelSubscriptionSchema, (r, b, tx) => cancelSubscription(ctxOf(r, tx), id(r), b.at));
  action('pause', 'Pause: no invoices until resumed', none, (r, _b, tx) => pauseSubscription(ctxOf(r, tx), id(r)));
  action('resume', 'Resume a paused subscription: a new period starts and is billed at once', none, (r, _b, tx) => resumeSubscription(ctxOf(r, tx), id(r)));
  action('change-plan', 'Change the plan now with proration (same currency)', changePlanSchema, (r, b, tx) => changePlan(ctxOf(r, tx), id(r), b.planId));
  action(
    'clock',
    "Test mode: advance the subscription's test clock (by: day | month | renewal); the billing job then runs what is due",
    advanceClockSchema,
    (r, b, tx) => advanceClock(ctxOf(r, tx), id(r), b.by),
    app.requireAction('subscriptions', 'clock'),
  );
  action('card', 'Test mode: replace the saved card with another test card', z.strictObject({ card: cardSchema }), (r, b, tx) => replaceCard(ctxOf(r, tx), id(r), b.card), app.requireAction('subscriptions', 'clock'));
};
