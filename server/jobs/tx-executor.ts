// Runs pg-boss statements on a drizzle transaction, so a job is queued in the transaction of the change that asks
// for it (a submission and its review job commit or roll back together). pg-boss writes `$1`-style placeholders;
// drizzle numbers its own parameters, so the text is split at each placeholder and the value bound there.
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import type { SqlExecutor } from './pglite-executor';

export function toDrizzleSql(text: string, values: readonly unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, i) => {
    if (i % 2 === 0) {
      if (part) chunks.push(sql.raw(part));
      return;
    }
    const index = Number(part) - 1;
    if (index < 0 || index >= values.length) throw new Error(`No value for placeholder $${part}`);
    // pg sends undefined as NULL; drizzle would drop the parameter. pg also serialises plain objects as JSON.
    const value = values[index] ?? null;
    const bound = value !== null && typeof value === 'object' && !(value instanceof Date) && !Array.isArray(value)
      ? JSON.stringify(value)
      : value;
    chunks.push(sql`${bound}`);
  });
  return sql.join(chunks);
}

export function txExecutor(tx: DbOrTx): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const result = (await tx.execute(toDrizzleSql(text, values))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}
