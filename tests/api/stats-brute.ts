// Brute-force stats for the stats API tests: every payment of a scope loaded into memory and counted with plain
// filters, independent of the rollups and the SQL the server uses.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../server/db/client';
import { payments } from '../../server/db/schema';
import type { Scope } from '../../server/repositories/scope';

export interface Row { status: string; amount: bigint; currency: string; createdAt: Date }

export async function loadRows(db: DbOrTx, scope: Scope): Promise<Row[]> {
  return db.select({ status: payments.status, amount: payments.amount, currency: payments.currency, createdAt: payments.createdAt })
    .from(payments).where(and(eq(payments.accountId, scope.accountId), eq(payments.livemode, scope.livemode)));
}

const SUCCESS = new Set(['succeeded', 'refundPending', 'partiallyRefunded', 'refunded']);

/** The KPIs as the API states them, computed naively with Number arithmetic and Math.round. */
export function bruteKpis(rows: Row[], start: Date, end: Date) {
  const by = new Map<string, Row[]>();
  for (const r of rows) {
    if (r.createdAt >= start && r.createdAt < end) by.set(r.currency, [...(by.get(r.currency) ?? []), r]);
  }
  return [...by.keys()].sort().map((currency) => {
    const list = by.get(currency)!;
    const ok = list.filter((r) => SUCCESS.has(r.status));
    const failed = list.filter((r) => r.status === 'failed').length;
    const amount = ok.reduce((s, r) => s + Number(r.amount), 0);
    return {
      currency,
      successfulAmount: amount,
      averageAmount: ok.length ? Math.round(amount / ok.length) : null,
      successfulCount: ok.length,
      failedCount: failed,
      totalCount: list.length,
      successRate: ok.length + failed ? Math.round((ok.length * 10000) / (ok.length + failed)) : null,
    };
  });
}
