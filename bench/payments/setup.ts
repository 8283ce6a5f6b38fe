// The payments bench's world: one account with an owner, a test-mode session for it, and N payments (bulk seeder,
// no events). Reuses the account's payments when it already has enough, so a rerun on the same database is quick.
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { accounts, memberships, payments, users } from '../../server/db/schema';
import { seedPayments } from '../../server/seed/payments';
import { createSession } from '../../server/repositories/sessions';

export const BENCH_SCOPE = { accountId: 'acct_bench_payments', livemode: false };
const USER_ID = 'usr_bench_payments';

export interface BenchWorld {
  /** Bearer token of the test base (`/test/api`). */
  token: string;
  total: number;
  /** How the payments got there, for the report: "reused" or "seeded N in S s". */
  seeded: string;
  seedSeconds: number | null;
}

export async function prepareWorld(db: Db, target: number): Promise<BenchWorld> {
  const { accountId, livemode } = BENCH_SCOPE;
  await db.insert(accounts).values({ id: accountId, name: 'Payments bench' }).onConflictDoNothing();
  await db
    .insert(users)
    .values({ id: USER_ID, email: 'bench-payments@example.com', passwordHash: 'x', nickname: 'bench', status: 'active' })
    .onConflictDoNothing();
  await db.insert(memberships).values({ accountId, userId: USER_ID, role: 'owner', permissions: ['*'] }).onConflictDoNothing();
  const session = await createSession(db, { userId: USER_ID, accountId, ttlHours: 6 });
  const where = and(eq(payments.accountId, accountId), eq(payments.livemode, livemode));
  const [{ n }] = await db.select({ n: count() }).from(payments).where(where);
  let seeded = 'reused';
  let seedSeconds: number | null = null;
  if (n < target) {
    const result = await seedPayments(db, BENCH_SCOPE, { count: target - n, events: false, months: 13, seed: 7 });
    seedSeconds = result.ms / 1000;
    seeded = `seeded ${result.payments} in ${seedSeconds.toFixed(0)} s`;
  }
  // A bulk load leaves the visibility map empty, so counts could not use index-only scans until autovacuum came
  // by; vacuum now, as autovacuum would on a live database.
  await db.execute(sql`vacuum analyze payments`);
  const [{ total }] = await db.select({ total: count() }).from(payments).where(where);
  return { token: session.testToken, total, seeded, seedSeconds };
}
