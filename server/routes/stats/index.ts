// Payment stats for the overview (one overview period, per currency) and the data view (buckets of a period and
// of its comparison, KPI totals with percentage change). Permission 'Overview'; computed in the query's zone, else the
// zone the user chose in /settings (issue 32 item 2), else the account's; the answer names it and the charts show it.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OVERVIEW_PERIODS } from '../../../domain/periods';
import { isValidTimeZone, statsQuerySchema } from '../../../domain/periods-query';
import { envelope, ok } from '../../lib/reply';
import { overviewStats, seriesStats } from '../../services/stats';
import { contractRoutes } from './contract';
import { currencySeriesOf, overviewOf, overviewRecord, rangeOf, seriesRecord } from './records';
import { signedIn } from '../../http/signed-in';
import { isSupportedTimeZone } from '../../../domain/settings/zone';

/** The zone asked for, else the reader's chosen one; undefined: the account's (services/stats statsZone). */
function readerZone(request: FastifyRequest, asked: string | undefined): string | undefined {
  const chosen = signedIn(request).timezone;
  return asked ?? (isSupportedTimeZone(chosen) ? chosen : undefined);
}

const tags = ['stats'];
const security = [{ bearer: [] }];

const overviewQuery = z.object({
  period: z.enum(OVERVIEW_PERIODS, { error: 'stats_period_invalid' }).default('today'),
  tz: z.string().trim().refine(isValidTimeZone, 'stats_timezone_invalid').optional(),
});

export const statsRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.requireAction('overview', 'stats');

  app.get(
    '/stats/overview',
    {
      onRequest,
      schema: {
        tags, security, querystring: overviewQuery, response: { 200: envelope(overviewRecord) },
        summary: 'Successful amount, average, count and success rate per currency for one overview period',
      },
    },
    async (request) => ok(overviewOf(await overviewStats(app.db, signedIn(request).scope, request.query.period, readerZone(request, request.query.tz)))),
  );

  app.get(
    '/stats/series',
    {
      onRequest,
      schema: {
        tags, security, querystring: statsQuerySchema, response: { 200: envelope(seriesRecord) },
        summary: 'Chart buckets of a period and of its comparison, with KPI totals and percentage change, per currency',
      },
    },
    async (request) => {
      const s = await seriesStats(app.db, signedIn(request).scope, { ...request.query, tz: readerZone(request, request.query.tz) });
      return ok({
        period: s.query.period, comparison: s.query.comparison, granularity: s.query.granularity, tz: s.tz,
        range: rangeOf(s.range), comparisonRange: s.comparisonRange ? rangeOf(s.comparisonRange) : null,
        currencies: s.currencies.map(currencySeriesOf),
      });
    },
  );

  await app.register(contractRoutes);
};
