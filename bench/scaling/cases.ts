// The cases whose cost is followed across sizes: list pages through the real route (`app.inject`: auth, parsing,
// repository, the Content-Range total, JSON), page 1 and a deep page, each filter of issue 15 alone, and one stats
// period through the service the stats route calls.
import type { FastifyInstance } from 'fastify';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { statsQuerySchema } from '../../domain/periods-query';
import type { Db } from '../../server/db/client';
import { seriesStats } from '../../server/services/stats';
import { measure } from '../measure';
import { BENCH_SCOPE } from '../payments/setup';

dayjs.extend(utc);

export interface CaseFigure {
  name: string;
  p50: number;
  p95: number;
  /** Rows the answer is about: the list's Content-Range total (what the route must count), or null. */
  answerRows: number | null;
}

const RUNS = 30;

/** Last calendar month (UTC): the seed spreads payments over 13 months, so a month holds about 1/13 of them. */
function lastMonth() {
  const start = dayjs.utc().startOf('month').subtract(1, 'month');
  return { createdFrom: start.toISOString(), createdTo: start.endOf('month').toISOString() };
}

/** Filters of the bench; fragments of seeded names (server/seed/payment-data.ts): "ssi" of Rossi, "üll" of Müller. */
export function filterCases(): { name: string; filter: Record<string, unknown> }[] {
  const month = lastMonth();
  return [
    { name: 'customer name contains "ssi"', filter: { customerName: 'ssi' } },
    { name: 'customer name contains "zqxv" (no match)', filter: { customerName: 'zqxv' } },
    { name: 'q "üll"', filter: { q: 'üll' } },
    { name: 'currency EUR', filter: { currency: 'EUR' } },
    { name: 'last month', filter: month },
    { name: 'succeeded in last month', filter: { status: 'succeeded', ...month } },
  ];
}

async function listCase(app: FastifyInstance, token: string, name: string, query: Record<string, string>): Promise<CaseFigure> {
  const url = `/test/api/payments?${new URLSearchParams(query).toString()}`;
  const headers = { authorization: `Bearer ${token}` };
  const first = await app.inject({ method: 'GET', url, headers });
  if (first.statusCode !== 200) throw new Error(`${url} answered ${first.statusCode}: ${first.body.slice(0, 300)}`);
  const range = String(first.headers['content-range']);
  const total = Number(range.split('/')[1]);
  console.log(`  ${name}: Content-Range ${range}`);
  const t = await measure(name, () => app.inject({ method: 'GET', url, headers }), RUNS);
  return { name, p50: t.p50, p95: t.p95, answerRows: total };
}

export async function scalingCases(app: FastifyInstance, db: Db, token: string, total: number): Promise<CaseFigure[]> {
  const sort = JSON.stringify(['createdAt', 'DESC']);
  const deep = Math.floor(total / 2);
  const out: CaseFigure[] = [
    await listCase(app, token, 'page 1, no filter', { range: '[0,24]', sort }),
    await listCase(app, token, 'deep page (row n/2), no filter', { range: JSON.stringify([deep, deep + 24]), sort }),
  ];
  for (const c of filterCases()) {
    out.push(await listCase(app, token, `page 1, ${c.name}`, { range: '[0,24]', sort, filter: JSON.stringify(c.filter) }));
  }
  const query = statsQuerySchema.parse({ period: 'last12Months' });
  const stats = await measure('stats', () => seriesStats(db, BENCH_SCOPE, query), RUNS);
  out.push({ name: 'stats: series last12Months (monthly, previous period)', p50: stats.p50, p95: stats.p95, answerRows: null });
  return out;
}
