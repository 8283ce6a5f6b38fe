// The balance (issue 28): per currency, available and pending (sums of ledger entries), the reserved part and the
// pending amounts by day (the summary), the balance day by day (the chart), and the entries behind every figure
// (./entries.ts). Top-ups and transfers are their own areas (../topups, ../transfers).
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { balanceRecord } from '../../../domain/payment-records';
import { balanceHistoryQuery, balanceHistoryRecord, balanceSummaryQuery, balanceSummaryRecord } from '../../../domain/balance/records';
import { registerListResource } from '../../http/list-resource';
import { envelope, errorSchema, ok } from '../../lib/reply';
import { balances } from '../../services/ledger';
import { balanceHistory, balanceSummary } from '../../services/balance/summary';
import { signedIn } from '../../http/signed-in';
import { effectiveZone } from '../../../domain/settings/zone';
import { balanceEntryResource } from './entries';

const tags = ['balance'];
const security = [{ bearer: [] }];

export const balanceRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/balance',
    {
      onRequest: app.requireAction('overview', 'balance'),
      schema: { tags, security, summary: 'Available and pending balance per currency (sums of ledger entries)', response: { 200: envelope(z.array(balanceRecord)) } },
    },
    async (request) => ok(await balances(app.db, signedIn(request).scope, new Date())),
  );

  app.get(
    '/balance/summary',
    {
      onRequest: app.requireAction('balance', 'show'),
      schema: {
        tags,
        security,
        summary: "The balance page: per currency available, pending (by the day it becomes available, in the zone asked for, else the reader's chosen one, else UTC) and reserved (open disputes, disbursements in transit)",
        querystring: balanceSummaryQuery,
        response: { 200: envelope(z.array(balanceSummaryRecord)), 400: errorSchema },
      },
    },
    async (request) => {
      const { scope, timezone } = signedIn(request);
      return ok(await balanceSummary(app.db, scope, new Date(), request.query.tz ?? effectiveZone(timezone, 'UTC')));
    },
  );

  app.get(
    '/balance/history',
    {
      onRequest: app.requireAction('balance', 'show'),
      schema: {
        tags,
        security,
        summary: "One currency's balance (available plus pending) at the end of each of the last days, in the zone asked for, else the reader's chosen one, else UTC",
        querystring: balanceHistoryQuery,
        response: { 200: envelope(balanceHistoryRecord), 400: errorSchema },
      },
    },
    async (request) => {
      const { scope, timezone } = signedIn(request);
      const tz = request.query.tz ?? effectiveZone(timezone, 'UTC');
      return ok(await balanceHistory(app.db, scope, request.query.currency, request.query.days, new Date(), tz));
    },
  );

  registerListResource(app, balanceEntryResource);
};
