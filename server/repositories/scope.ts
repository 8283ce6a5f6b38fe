// The tenant scope every business query carries: one merchant account in one mode (live or test).
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export interface Scope {
  readonly accountId: string;
  readonly livemode: boolean;
}

interface ScopedTable {
  accountId: PgColumn;
  livemode: PgColumn;
}

/** The WHERE condition that confines a query to the scope; repositories AND it into every statement. */
export function inScope(table: ScopedTable, scope: Scope, ...more: (SQL | undefined)[]): SQL {
  if (!scope?.accountId || typeof scope.livemode !== 'boolean') throw new Error('A repository was called without a scope');
  return and(eq(table.accountId, scope.accountId), eq(table.livemode, scope.livemode), ...more) as SQL;
}
