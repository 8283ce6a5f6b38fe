// Exact payment counts from the counters that migration 0005 keeps in step with payments: the total of a list
// filtered by status alone (or not at all) in O(statuses), and the first row of a deep page of the creation order
// found through the daily and hourly counts, so the page is a keyset read from that row instead of OFFSET N.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { asList, type PaymentFilter } from '../../domain/payment-filters';
import type { PaymentStatus } from '../../domain/payment-status';
import type { DbOrTx } from '../db/client';
import { paymentDayCounts, paymentHourCounts, payments, paymentStatusCounts } from '../db/schema';
import type { Scope } from './scope';

/** Which statuses the counters must add up: `null` for all of them, `undefined` when they cannot answer. */
export type CountedStatuses = PaymentStatus[] | null | undefined;

/** The counters answer a filter on status alone; text, currency, customer, date and id filters are counted exactly. */
export function countedStatuses(filter: PaymentFilter, ids?: string[]): CountedStatuses {
  if (ids) return undefined;
  if (Object.entries(filter).some(([key, value]) => key !== 'status' && value !== undefined)) return undefined;
  return asList(filter.status) ?? null;
}

function statusIn(column: typeof paymentStatusCounts.status | typeof paymentDayCounts.status, statuses: PaymentStatus[] | null) {
  return statuses ? inArray(column, statuses) : undefined;
}

/** How many payments of the scope have one of `statuses` (all when null). */
export async function countFromCounters(db: DbOrTx, scope: Scope, statuses: PaymentStatus[] | null): Promise<number> {
  const c = paymentStatusCounts;
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${c.count}), 0)` })
    .from(c)
    .where(and(eq(c.accountId, scope.accountId), eq(c.livemode, scope.livemode), statusIn(c.status, statuses)));
  return Number(row.n);
}

/** Payments per status of the scope, statuses without payments left out. */
export async function statusCountsFromCounters(db: DbOrTx, scope: Scope) {
  const c = paymentStatusCounts;
  const rows = await db
    .select({ status: c.status, n: c.count })
    .from(c)
    .where(and(eq(c.accountId, scope.accountId), eq(c.livemode, scope.livemode)));
  return rows.filter((r) => r.n !== 0);
}

/**
 * The (created_at, id) of the row at `index` (0-based) of the creation order, as a one-row subquery: the day that
 * holds it from the daily counters (a few hundred rows a year), the hour inside that day from the hourly ones (at
 * most 24 × statuses), then the row inside that hour (one hour's payments). No row when the index is past the end.
 * One statement with the page that uses it, so both read the same snapshot.
 */
export function pageStartRow(scope: Scope, statuses: PaymentStatus[] | null, index: number, order: 'ASC' | 'DESC'): SQL {
  const dir = sql.raw(order);
  const d = paymentDayCounts;
  const h = paymentHourCounts;
  const p = payments;
  const inScope = (accountId: SQL, livemode: SQL, status: SQL) =>
    sql`${accountId} = ${scope.accountId} and ${livemode} = ${scope.livemode}${statuses ? sql` and ${status} in (${sql.join(statuses.map((x) => sql`${x}`), sql`, `)})` : sql``}`;
  return sql`(select "s"."created_at", "s"."id" from (
    with "d" as (
      select "day", "cum" - "n" as "before" from (
        select "day", "n", sum("n") over (order by "day" ${dir} rows unbounded preceding) as "cum"
        from (select ${d.day} as "day", sum(${d.count})::int8 as "n" from ${d} where ${inScope(sql`${d.accountId}`, sql`${d.livemode}`, sql`${d.status}`)} group by 1) "x"
      ) "w" where "cum" > ${index} order by "day" ${dir} limit 1
    ), "h" as (
      select "l"."hour", "l"."before" from "d" cross join lateral (
        select "hour", "d"."before" + "cum" - "n" as "before" from (
          select "hour", "n", sum("n") over (order by "hour" ${dir} rows unbounded preceding) as "cum"
          from (
            select ${h.hour} as "hour", sum(${h.count})::int8 as "n" from ${h}
            where ${inScope(sql`${h.accountId}`, sql`${h.livemode}`, sql`${h.status}`)} and ${h.hour} >= "d"."day" and ${h.hour} < "d"."day" + interval '1 day'
            group by 1
          ) "x"
        ) "w" where "d"."before" + "cum" > ${index} order by "hour" ${dir} limit 1
      ) "l"
    )
    select "r"."created_at", "r"."id" from "h" cross join lateral (
      select ${p.createdAt} as "created_at", ${p.id} as "id", row_number() over (order by ${p.createdAt} ${dir}, ${p.id} ${dir}) as "rn"
      from ${p} where ${inScope(sql`${p.accountId}`, sql`${p.livemode}`, sql`${p.status}`)}
        and ${p.createdAt} >= "h"."hour" and ${p.createdAt} < "h"."hour" + interval '1 hour'
    ) "r" where "r"."rn" = ${index} - "h"."before" + 1
  ) "s")`;
}

/**
 * Instants that cut the scope's payments, newest first, into runs of about `chunkRows` (from the hourly counters,
 * so whole hours): split points for an export read by several connections at once. Empty below two runs' worth.
 * The days a cut falls in come from the daily counters (a few hundred rows a year), the hours from those days'
 * hourly ones: the same hours as a running sum over every hour, without reading all of them (24 ms at 9,000 hours).
 */
export async function creationSplits(db: DbOrTx, scope: Scope, chunkRows: number): Promise<Date[]> {
  const d = paymentDayCounts;
  const h = paymentHourCounts;
  const cuts = (running: SQL) => sql`floor(${running} / ${chunkRows}) > floor((${running} - "n") / ${chunkRows})`;
  const rows = (await db.execute(sql`
    with "days" as (
      select "day", "cum" - "n" as "before" from (
        select "day", "n", sum("n") over (order by "day" desc rows unbounded preceding) as "cum"
        from (select ${d.day} as "day", sum(${d.count})::int8 as "n" from ${d}
              where ${d.accountId} = ${scope.accountId} and ${d.livemode} = ${scope.livemode} group by 1) "x"
      ) "w" where ${cuts(sql`"cum"`)}
    )
    select "c"."hour" from "days" cross join lateral (
      select "hour" from (
        select "hour", "n", "days"."before" + sum("n") over (order by "hour" desc rows unbounded preceding) as "cum"
        from (select ${h.hour} as "hour", sum(${h.count})::int8 as "n" from ${h}
              where ${h.accountId} = ${scope.accountId} and ${h.livemode} = ${scope.livemode}
                and ${h.hour} >= "days"."day" and ${h.hour} < "days"."day" + interval '1 day' group by 1) "x"
      ) "w" where ${cuts(sql`"cum"`)}
    ) "c" order by "c"."hour" desc`)) as unknown as { rows: { hour: string | Date }[] };
  // The last run's cut would leave nothing older than it: the oldest run ends at the start of time instead.
  return rows.rows.map((r) => new Date(r.hour)).slice(0, -1);
}
