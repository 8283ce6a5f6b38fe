// The payments bench on PGlite with a data directory, as `npm start` runs it: seed and list cases in this process,
// then the export from a child server (the bundle `npm start` runs) on the same directory (PGlite lives inside the server process,
// so its RSS includes the database): about a tenth of the rows first, then all of them three times; then COPY in
// this process, three times. PGLITE_BENCH_DIR keeps the data between runs (default: a fresh temporary directory,
// removed afterwards); the bench writes to it (a session, VACUUM).
// PGlite cannot run beside the server on one directory, so the route and COPY runs are not interleaved.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { openPglite, type Database } from '../../server/db/client';
import { accounts } from '../../server/db/schema';
import { COPY_SQL, EXPORT_RUNS, measureExport, median, startServer, stopServer, type StreamFigures } from './export';
import { listCases } from './list';
import type { EngineResult } from './postgres';
import { BENCH_SCOPE, prepareWorld } from './setup';

/** Median seconds of COPY's runs in one PGlite (the first reads cold, as the first export does). */
async function copySeconds(dataDir: string): Promise<number> {
  const database = await openPglite(dataDir);
  try {
    const runs: number[] = [];
    for (let i = 0; i < EXPORT_RUNS; i++) {
      const started = performance.now();
      // PGlite's COPY writes to an in-memory blob: the same columns, in the same order, as CSV.
      await database.db.execute(sql.raw(`copy (${COPY_SQL}) to '/dev/blob' with (format csv)`));
      runs.push((performance.now() - started) / 1000);
      console.log(`PGlite COPY run ${i + 1}: ${runs[i].toFixed(2)} s`);
    }
    return median(runs);
  } finally {
    await database.close();
  }
}

/** The creation time of the account's n-th newest payment, for a filter of about n rows. */
async function nthNewest(db: Database['db'], n: number): Promise<{ from: string; rows: number }> {
  const { accountId, livemode } = BENCH_SCOPE;
  // The time first, then the count: a count in the same select list ran once per skipped row (quadratic).
  const { rows: found } = (await db.execute(
    sql`select created_at::text as "from" from payments where account_id = ${accountId} and livemode = ${livemode}
      order by created_at desc, id desc offset ${n - 1} limit 1`,
  )) as unknown as { rows: { from: string }[] };
  const { rows } = (await db.execute(
    sql`select ${found[0].from}::timestamptz as "from", count(*)::int as rows from payments
      where account_id = ${accountId} and livemode = ${livemode} and created_at >= ${found[0].from}::timestamptz`,
  )) as unknown as { rows: { from: Date | string; rows: number }[] };
  return { from: new Date(rows[0].from).toISOString(), rows: rows[0].rows };
}

/** The smaller export, then the whole one EXPORT_RUNS times; the median run's figures, the highest peak of all. */
async function exportRuns(pid: number, baseUrl: string, token: string, total: number, smaller: { from: string; rows: number }) {
  const small = await measureExport(pid, baseUrl, token, smaller.rows, { createdFrom: smaller.from });
  console.log(`PGlite export of ${small.rows} rows: ${small.seconds.toFixed(2)} s, peak ${small.rssPeakMb.toFixed(0)} MB`);
  const runs: StreamFigures[] = [];
  for (let i = 0; i < EXPORT_RUNS; i++) {
    runs.push(await measureExport(pid, baseUrl, token, total));
    console.log(`PGlite export run ${i + 1}: ${runs[i].seconds.toFixed(2)} s, peak ${runs[i].rssPeakMb.toFixed(0)} MB`);
  }
  const typical = runs.find((s) => s.seconds === median(runs.map((x) => x.seconds)))!;
  const runSeconds = runs.map((s) => s.seconds);
  return { ...typical, rssBaselineMb: small.rssBaselineMb, rssPeakMb: Math.max(...runs.map((s) => s.rssPeakMb)), smaller: small, runSeconds };
}

export async function benchPglite(target: number, port = 18480): Promise<EngineResult> {
  const kept = process.env.PGLITE_BENCH_DIR;
  const dataDir = kept ?? mkdtempSync(path.join(os.tmpdir(), 'md-pglite-bench-'));
  try {
    const database = await openPglite(dataDir);
    let result: Omit<EngineResult, 'exported'>;
    let smaller: { from: string; rows: number };
    try {
      await database.migrate();
      const world = await prepareWorld(database.db, target);
      console.log(`PGlite: ${world.total} payments (${world.seeded})`);
      const [{ version }] = await database.db.select({ version: sql<string>`current_setting('server_version')` }).from(accounts).limit(1);
      const app = await buildApp({ db: database.db, config: testConfig({ SERVE_SPA: false, SEED: 'off' }) });
      await app.ready();
      const lists = await listCases(app, database.db, world.token);
      await app.close();
      smaller = await nthNewest(database.db, Math.round(world.total / 10));
      result = { engine: 'PGlite', version, world, lists };
    } finally {
      await database.close();
    }
    const server = await startServer({ DATA_DIR: dataDir }, port);
    let stream;
    try {
      await new Promise((r) => setTimeout(r, 1000));
      stream = await exportRuns(server.pid!, `http://127.0.0.1:${port}`, result.world.token, result.world.total, smaller);
    } finally {
      await stopServer(server);
    }
    const copy = await copySeconds(dataDir);
    return { ...result, exported: { ...stream, copySeconds: copy, copyRowsPerSecond: result.world.total / copy } };
  } finally {
    if (!kept) rmSync(dataDir, { recursive: true, force: true });
  }
}
