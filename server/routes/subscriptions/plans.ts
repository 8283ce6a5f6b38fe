// Plans under a base (code Subscriptions): the simple-rest list and detail, create, and archive/unarchive (a plan
// with subscriptions is never deleted; an archived plan is no longer offered at its checkout).
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { planFilterSchema, planInputSchema, planRecord } from '../../../domain/subscriptions/records';
import { idempotencyHeaders, idempotentCall } from '../../http/idempotent-call';
import { idParams, listResource, registerListResource } from '../../http/list-resource';
import { signedIn } from '../../http/signed-in';
import { NotFound } from '../../lib/errors';
import { envelope, errorSchema, ok } from '../../lib/reply';
import { listPlans, PLAN_SORT_FIELDS, planWithCount } from '../../repositories/subscriptions';
import { createPlan, setPlanActive } from '../../services/subscriptions/manage';
import { planRecordOf } from '../../services/subscriptions/records';

const tags = ['plans'];
const security = [{ bearer: [] }];

export const planResource = listResource({
  resource: 'plans',
  record: planRecord,
  query: { filter: planFilterSchema, sortFields: PLAN_SORT_FIELDS, defaultSort: ['createdAt', 'DESC'] },
  list: {
    summary: 'List plans (simple-rest)',
    page: async ({ db, scope }, q) => {
      const { rows, total } = await listPlans(db, scope, q);
      return { records: rows.map((r) => planRecordOf(r.plan, r.subscriptions)), total };
    },
  },
  detail: {
    summary: 'A plan with its number of subscriptions',
    find: async ({ db, scope }, id) => {
      const row = await planWithCount(db, scope, id);
      if (!row) throw NotFound();
      return planRecordOf(row.plan, row.subscriptions);
    },
  },
});

export const planRoutes: FastifyPluginAsync = async (base) => {
  registerListResource(base, planResource);
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/plans',
    {
      onRequest: app.requireAction('plans', 'create'),
      schema: {
        tags,
        security,
        summary: 'Create a plan: product name, price in minor units, currency, interval with its count, trial days',
        headers: idempotencyHeaders,
        body: planInputSchema,
        response: { 201: planRecord, 400: errorSchema },
      },
    },
    async (request, reply) =>
      idempotentCall(app, request, reply, { statusCode: 201, schema: planRecord }, (tx) => createPlan(tx, signedIn(request).scope, request.body, new Date())),
  );

  app.post(
    '/plans/:id/active',
    {
      onRequest: app.requireAction('plans', 'edit'),
      schema: {
        tags,
        security,
        summary: 'Offer the plan at its checkout again (true) or stop offering it (false); its subscriptions go on',
        params: idParams,
        body: z.strictObject({ active: z.boolean() }),
        response: { 200: envelope(planRecord), 404: errorSchema },
      },
    },
    async (request) => ok(await setPlanActive(app.db, signedIn(request).scope, request.params.id, request.body.active, new Date())),
  );
};
