// The PGlite adapter for pg-boss: parameterised statements with JSON and arrays, multi-statement scripts without
// parameters, and a failing script that leaves the shared connection usable (not in an aborted transaction).
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteExecutor } from './pglite-executor';

const client = new PGlite();
const run = pgliteExecutor(client);
beforeAll(() => client.waitReady, 60_000);
afterAll(() => client.close());

describe('pgliteExecutor', () => {
  it('runs a script of several statements and answers with its last result', async () => {
    const res = await run.executeSql('BEGIN; CREATE TABLE t (id int, data json, tags text[]); INSERT INTO t VALUES (1, null, null); SELECT count(*)::int AS n FROM t; COMMIT; SELECT 5 AS last');
    expect(res.rows).toEqual([{ last: 5 }]);
  });

  it('binds parameters, JSON objects and arrays included', async () => {
    await run.executeSql('INSERT INTO t VALUES ($1, $2::json, $3::text[])', [2, { a: 1 }, ['x', 'y']]);
    const res = await run.executeSql('SELECT data, tags FROM t WHERE id = $1', [2]);
    expect(res.rows).toEqual([{ data: { a: 1 }, tags: ['x', 'y'] }]);
  });

  it('rolls back a script that fails inside its transaction, so later statements work', async () => {
    await expect(run.executeSql('BEGIN; INSERT INTO t VALUES (3, null, null); SELECT 1/0; COMMIT;')).rejects.toThrow(/division by zero/);
    expect(client.isInTransaction()).toBe(false);
    const res = await run.executeSql('SELECT count(*)::int AS n FROM t WHERE id = $1', [3]);
    expect(res.rows).toEqual([{ n: 0 }]);
  });
});
