// Membership under a base (test mode only, issue 30 item 4; code Subscriptions): member tiers (simple-rest list
// and detail, create, change) and the members they make (the subscriptions to a tier's plans) with status tabs, the
// shared filters, sort and the streamed CSV export. Every route answers 404 membership_test_only in live mode.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MEMBER_CSV } from '../../../domain/csv-headers';
import {
  MEMBER_STATUSES, memberCountsRecord, memberDetailRecord, memberFilterSchema, memberRecord, memberTierFilterSchema, memberTierInputSchema, memberTierRecord,
} from '../../../domain/subscriptions/membership';
import { idempotencyHeaders, idempotentCall } from '../../http/idempotent-call';
import { idParams, listResource, registerListResource, statusCounts, type ResourceExport } from '../../http/list-resource';
import { signedIn } from '../../http/signed-in';
import { csvColumns } from '../../lib/csv-export';
import { errorSchema } from '../../lib/reply';
import {
  countMembers, countMembersByStatus, listMemberTiers, listMembers, MEMBER_SORT_FIELDS, MEMBER_TIER_SORT_FIELDS, memberBatch, memberStatusOf, type MemberExportRow,
} from '../../repositories/membership';
import {
  createMemberTier, findMemberTierRecord, memberDetail, memberRecordOf, refuseLiveMembership, tierRecordsOf, updateTier,
} from '../../services/subscriptions/membership';

const tags = ['membership'];
const security = [{ bearer: [] }];

export const memberTierResource = listResource({
  resource: 'member-tiers',
  record: memberTierRecord,
  query: { filter: memberTierFilterSchema, sortFields: MEMBER_TIER_SORT_FIELDS, defaultSort: ['createdAt', 'ASC'] },
  list: {
    summary: 'List member tiers with their benefits, plans and members (test mode only)',
    page: async ({ db, scope }, q) => {
      refuseLiveMembership(scope);
      const { rows, total } = await listMemberTiers(db, scope, q);
      return { records: await tierRecordsOf(db, scope, rows), total };
    },
  },
  detail: { summary: 'A member tier (test mode only)', find: ({ db, scope }, id) => findMemberTierRecord(db, scope, id) },
});

const memberExport = {
  defaultTimezone: 'UTC',
  columns: csvColumns<MemberExportRow>()(MEMBER_CSV.columns, {
    memberId: (r) => r.id,
    since: (r, f) => f.time(r.since),
    status: (r, f) => f.label(MEMBER_CSV.statuses, memberStatusOf(r)),
    tier: (r) => r.tierName,
    customerName: (r) => r.customerName,
    customerEmail: (r) => r.customerEmail,
    plan: (r) => r.productName,
    ended: (r, f) => (memberStatusOf(r) === 'ended' ? f.time(r.endedAt) : ''),
  }),
  source: (db, scope, filter, ids) => {
    refuseLiveMembership(scope);
    return { count: () => countMembers(db, scope, filter, ids), batch: (after, limit) => memberBatch(db, scope, filter, ids, after, limit) };
  },
} satisfies ResourceExport<typeof memberFilterSchema, MemberExportRow>;

export const memberResource = listResource({
  resource: 'members',
  record: memberRecord,
  query: { filter: memberFilterSchema, sortFields: MEMBER_SORT_FIELDS, defaultSort: ['createdAt', 'DESC'] },
  list: {
    summary: "List members: the subscriptions to a tier's plans, with tier and since-date (test mode only)",
    page: async ({ db, scope }, q) => {
      refuseLiveMembership(scope);
      const { rows, total } = await listMembers(db, scope, q);
      return { records: rows.map(memberRecordOf), total };
    },
  },
  counts: {
    summary: 'Members per status for the tabs (the filter without its status)',
    record: memberCountsRecord,
    count: async ({ db, scope }, filter) => {
      refuseLiveMembership(scope);
      return statusCounts(MEMBER_STATUSES, await countMembersByStatus(db, scope, filter));
    },
  },
  detail: { summary: "A member with its tier's benefits (test mode only)", record: memberDetailRecord, find: ({ db, scope }, id) => memberDetail(db, scope, id) },
  export: memberExport,
});

export const membershipRoutes: FastifyPluginAsync = async (base) => {
  registerListResource(base, memberTierResource);
  registerListResource(base, memberResource);
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/member-tiers',
    {
      onRequest: app.requireAction('member-tiers', 'create'),
      schema: {
        tags,
        security,
        summary: 'Create a member tier: name, benefits, and the plans whose subscribers become its members (test mode only)',
        headers: idempotencyHeaders,
        body: memberTierInputSchema,
        response: { 201: memberTierRecord, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) =>
      idempotentCall(app, request, reply, { statusCode: 201, schema: memberTierRecord }, (tx) => createMemberTier(tx, signedIn(request).scope, request.body, new Date())),
  );

  app.put(
    '/member-tiers/:id',
    {
      onRequest: app.requireAction('member-tiers', 'edit'),
      schema: {
        tags,
        security,
        summary: 'Change a member tier: its name, benefits and plans (a plan gives one tier at most; test mode only)',
        params: idParams,
        headers: idempotencyHeaders,
        body: memberTierInputSchema,
        response: { 200: memberTierRecord, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) =>
      idempotentCall(app, request, reply, { statusCode: 200, schema: memberTierRecord }, (tx) => updateTier(tx, signedIn(request).scope, request.params.id, request.body, new Date())),
  );
};
