// Failed sign-ins, one row per failure and key (`ip:<ip>`, `pair:<ip>|<email>`, `email:<email>`), counted over a sliding window.
// The window is measured on the database clock, the same clock that stamps the rows.
import { and, count, eq, gt, inArray, like, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { loginFailures } from '../db/schema';

function windowStart(minutes: number) {
  return sql`now() - make_interval(mins => ${minutes}::int)`;
}

/** The number of failures per key within the last `windowMinutes`; keys without failures are absent. */
export async function countRecentFailures(db: DbOrTx, keys: string[], windowMinutes: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ key: loginFailures.key, n: count() })
    .from(loginFailures)
    .where(and(inArray(loginFailures.key, keys), gt(loginFailures.createdAt, windowStart(windowMinutes))))
    .groupBy(loginFailures.key);
  return new Map(rows.map((r) => [r.key, r.n]));
}

/** Records one failure under each key and drops that key's failures which have left the window. */
export async function recordFailure(db: DbOrTx, keys: string[], windowMinutes: number) {
  await db.insert(loginFailures).values(keys.map((key) => ({ key })));
  await db.delete(loginFailures).where(and(inArray(loginFailures.key, keys), lt(loginFailures.createdAt, windowStart(windowMinutes))));
}

export async function clearFailures(db: DbOrTx, keys: string[]) {
  await db.delete(loginFailures).where(inArray(loginFailures.key, keys));
}

/** Drops every failure of an account, from any address (a completed password reset proves the owner). */
export async function clearAccountFailures(db: DbOrTx, email: string) {
  await db
    .delete(loginFailures)
    .where(or(eq(loginFailures.key, `email:${email}`), and(like(loginFailures.key, 'pair:%'), sql`substr(${loginFailures.key}, strpos(${loginFailures.key}, '|') + 1) = ${email}`)));
}
