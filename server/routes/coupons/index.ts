// Coupons under a base (codes Coupons, NewCoupons, CouponsDetail): the simple-rest list with status tabs and the
// streamed CSV export, the detail with redemptions and revenue at discount, create with promotion codes,
// deactivate (a coupon is never deleted), and the simulator of what it does to a plan period by period.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fromMinorUnits } from '../../../domain/currency';
import { COUPON_CSV } from '../../../domain/csv-headers';
import { COUPON_DURATION_LABELS } from '../../../domain/subscriptions/labels';
import {
  COUPON_STATUSES, couponCountsRecord, couponDetailRecord, couponFilterSchema, couponInputSchema, couponRecord, couponSimulationQuery,
  couponSimulationRecord,
} from '../../../domain/subscriptions/records';
import { idempotencyHeaders, idempotentCall } from '../../http/idempotent-call';
import { idParams, listResource, registerListResource, statusCounts, type ResourceExport } from '../../http/list-resource';
import { signedIn } from '../../http/signed-in';
import { csvColumns } from '../../lib/csv-export';
import { envelope, errorSchema, ok } from '../../lib/reply';
import {
  COUPON_SORT_FIELDS, countCoupons, countCouponsByStatus, couponBatch, listCoupons, promotionCodesOf, type CouponExportRow,
} from '../../repositories/coupons';
import { couponDetail, createCoupon, deactivateCoupon, simulateCoupon } from '../../services/subscriptions/coupons';
import { couponRecordOf } from '../../services/subscriptions/records';

const tags = ['coupons'];
const security = [{ bearer: [] }];

/** The discount as a person reads it: 12.5 % or 5.00 USD / 700 JPY. */
function discountText(r: Pick<CouponExportRow, 'percentOffBps' | 'amountOff'>): string {
  if (r.percentOffBps !== null) return `${fromMinorUnits(r.percentOffBps, 'USD').replace(/\.?0+$/, '')} %`;
  return Object.entries(r.amountOff ?? {}).sort(([a], [b]) => a.localeCompare(b)).map(([c, a]) => `${fromMinorUnits(a, c)} ${c}`).join(' / ');
}

const couponExport = {
  defaultTimezone: 'UTC',
  columns: csvColumns<CouponExportRow>()(COUPON_CSV.columns, {
    couponId: (r) => r.id,
    created: (r, f) => f.time(r.createdAt),
    name: (r) => r.name,
    status: (r, f) => f.label(COUPON_CSV.statuses, r.status),
    discount: (r) => discountText(r),
    duration: (r, f) => (r.duration === 'repeating' ? `${f.label(COUPON_DURATION_LABELS, r.duration)} (${r.durationMonths})` : f.label(COUPON_DURATION_LABELS, r.duration)),
    redemptions: (r) => r.timesRedeemed,
    redemptionLimit: (r) => r.maxRedemptions,
    expires: (r, f) => f.time(r.redeemBy),
    firstTimeOnly: (r) => (r.firstTimeOnly ? 'Y' : ''),
    promotionCodes: (r) => r.codes,
  }),
  source: (db, scope, filter, ids) => {
    const now = new Date();
    return { count: () => countCoupons(db, scope, filter, now, ids), batch: (after, limit) => couponBatch(db, scope, filter, now, ids, after, limit) };
  },
} satisfies ResourceExport<typeof couponFilterSchema, CouponExportRow>;

export const couponResource = listResource({
  resource: 'coupons',
  record: couponRecord,
  query: { filter: couponFilterSchema, sortFields: COUPON_SORT_FIELDS, defaultSort: ['createdAt', 'DESC'] },
  list: {
    summary: 'List coupons (simple-rest)',
    page: async ({ db, scope }, q) => {
      const now = new Date();
      const { rows, total } = await listCoupons(db, scope, q, now);
      const codes = await promotionCodesOf(db, scope, rows.map((r) => r.id));
      return { records: rows.map((r) => couponRecordOf(r, codes, now)), total };
    },
  },
  counts: {
    summary: 'Coupons per status for the tabs (the filter without its status)',
    record: couponCountsRecord,
    count: async ({ db, scope }, filter) => statusCounts(COUPON_STATUSES, await countCouponsByStatus(db, scope, filter, new Date())),
  },
  detail: {
    summary: 'A coupon with its promotion codes, redemptions and revenue at discount',
    record: couponDetailRecord,
    find: ({ db, scope }, id) => couponDetail(db, scope, id, new Date()),
  },
  export: couponExport,
});

export const couponRoutes: FastifyPluginAsync = async (base) => {
  registerListResource(base, couponResource);
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/coupons',
    {
      onRequest: app.requireAction('coupons', 'create'),
      schema: {
        tags,
        security,
        summary: 'Create a coupon: percent or amount off (per currency), duration, limits, and its promotion codes',
        headers: idempotencyHeaders,
        body: couponInputSchema,
        response: { 201: couponRecord, 400: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) =>
      idempotentCall(app, request, reply, { statusCode: 201, schema: couponRecord }, (tx) => createCoupon(tx, signedIn(request).scope, request.body, new Date())),
  );

  app.post(
    '/coupons/:id/deactivate',
    {
      onRequest: app.requireAction('coupons', 'deactivate'),
      schema: { tags, security, summary: 'Deactivate a coupon: no new redemptions; current subscriptions keep their discount', params: idParams, response: { 200: envelope(couponRecord), 404: errorSchema, 409: errorSchema } },
    },
    async (request) => ok(await deactivateCoupon(app.db, signedIn(request).scope, request.params.id, new Date())),
  );

  app.get(
    '/coupons/:id/simulate',
    {
      onRequest: app.requireAction('coupons', 'show'),
      schema: {
        tags,
        security,
        summary: 'What the coupon does to a plan (planId) or a monthly amount (amount, currency), period by period',
        params: idParams,
        querystring: couponSimulationQuery,
        response: { 200: couponSimulationRecord, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => simulateCoupon(app.db, signedIn(request).scope, request.params.id, request.query, new Date()),
  );
};
