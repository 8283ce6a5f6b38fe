// pg-boss's `db` option on the embedded PGlite: pg-boss sends parameterised single statements and, to install or
// maintain its schema, multi-statement scripts without parameters wrapped in BEGIN ... COMMIT. PGlite's extended
// protocol (`query`) takes one statement, so scripts go through its simple protocol (`exec`). PGlite is one
// connection shared with the API's requests; both calls wait for an open transaction of the app to end first.
import type { PGlite } from '@electric-sql/pglite';

/** What pg-boss calls for every statement (its `db` option): the pg pool's `query` shape. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export function pgliteExecutor(client: PGlite): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      try {
        const results = await client.exec(text);
        // pg's pool answers a script with its last result; pg-boss reads rows of single-statement calls only.
        return results[results.length - 1] ?? { rows: [] };
      } catch (err) {
        // A script that fails after its BEGIN leaves the shared connection in an aborted transaction, which would
        // fail every later request of the app: roll it back (PostgreSQL's pool would drop the connection instead).
        if (client.isInTransaction()) await client.exec('ROLLBACK');
        throw err;
      }
    },
  };
}
