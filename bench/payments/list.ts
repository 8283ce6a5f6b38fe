// List cases: page 1 and a deep page with a status filter, through the real route (`app.inject`: auth, query
// parsing, repository, records, JSON) and directly (the same repository call, so the same SQL, on the same pool).
import type { FastifyInstance } from 'fastify';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { payments } from '../../server/db/schema';
import { parseListQuery } from '../../server/http/simple-rest';
import { countPayments, listPayments } from '../../server/repositories/payments';
import { PAYMENT_LIST } from '../../server/routes/payments/list';
import { measure, measureInTurn, type Timing } from '../measure';
import { BENCH_SCOPE } from './setup';

export interface ListCase {
  name: string;
  route: Timing;
  direct: Timing;
  /** The Content-Range total alone, as `listPayments` gets it beside the page (the counters, for these filters). */
  count: Timing;
}

const RUNS = 30;
const DEEP_OFFSET = 500_000;

async function compare(app: FastifyInstance, db: Db, token: string, name: string, query: Record<string, string>): Promise<ListCase> {
  const url = `/test/api/payments?${new URLSearchParams(query).toString()}`;
  const headers = { authorization: `Bearer ${token}` };
  const first = await app.inject({ method: 'GET', url, headers });
  if (first.statusCode !== 200) throw new Error(`${url} answered ${first.statusCode}: ${first.body.slice(0, 300)}`);
  const rows = (first.json() as unknown[]).length;
  console.log(`${name}: ${rows} rows, Content-Range ${String(first.headers['content-range'])}`);
  const q = parseListQuery(PAYMENT_LIST, query);
  // Route and direct calls in turn, so a change in the machine's load hits both alike.
  const [route, direct] = await measureInTurn(name, [() => app.inject({ method: 'GET', url, headers }), () => listPayments(db, BENCH_SCOPE, q)], RUNS);
  const count = await measure(`${name} (count only)`, () => countPayments(db, BENCH_SCOPE, q.filter), RUNS);
  return { name, route, direct, count };
}

/** Page 1 sorted by creation, newest first, the deepest page at or before row 500,000 of one status, the last page. */
export async function listCases(app: FastifyInstance, db: Db, token: string): Promise<ListCase[]> {
  const sort = JSON.stringify(['createdAt', 'DESC']);
  const status = 'succeeded';
  const [{ n }] = await db
    .select({ n: count() })
    .from(payments)
    .where(and(eq(payments.accountId, BENCH_SCOPE.accountId), eq(payments.livemode, BENCH_SCOPE.livemode), eq(payments.status, status)));
  const deep = Math.max(0, Math.min(DEEP_OFFSET, n - 25));
  const [{ total }] = await db
    .select({ total: count() })
    .from(payments)
    .where(and(eq(payments.accountId, BENCH_SCOPE.accountId), eq(payments.livemode, BENCH_SCOPE.livemode)));
  return [
    await compare(app, db, token, 'page 1, range [0,24], createdAt DESC', { range: '[0,24]', sort }),
    await compare(app, db, token, `deep page, range [${deep},${deep + 24}] of ${n} ${status}, createdAt DESC`, {
      range: JSON.stringify([deep, deep + 24]),
      sort,
      filter: JSON.stringify({ status }),
    }),
    await compare(app, db, token, `last page, range [${total - 25},${total - 1}], createdAt DESC`, { range: JSON.stringify([total - 25, total - 1]), sort }),
  ];
}
