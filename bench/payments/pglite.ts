// The payments bench on PGlite with a data directory, as `npm start` runs it: seed and list cases in this process,
// then the export from a child `server/main.ts` on the same directory (PGlite lives inside the server process,
// so its RSS includes the database), then COPY in this process again. PGLITE_BENCH_DIR keeps the data between
// runs (default: a fresh temporary directory, removed afterwards).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { openPglite } from '../../server/db/client';
import { accounts } from '../../server/db/schema';
import { COPY_SQL, measureExport, startServer, stopServer } from './export';
import { listCases } from './list';
import type { EngineResult } from './postgres';
import { prepareWorld } from './setup';

async function copySeconds(dataDir: string): Promise<number> {
  const database = await openPglite(dataDir);
  try {
    const started = performance.now();
    // PGlite's COPY writes to an in-memory blob: the same columns, in the same order, as CSV.
    await database.db.execute(sql.raw(`copy (${COPY_SQL}) to '/dev/blob' with (format csv)`));
    return (performance.now() - started) / 1000;
  } finally {
    await database.close();
  }
}

export async function benchPglite(target: number, port = 18480): Promise<EngineResult> {
  const kept = process.env.PGLITE_BENCH_DIR;
  const dataDir = kept ?? mkdtempSync(path.join(os.tmpdir(), 'md-pglite-bench-'));
  try {
    const database = await openPglite(dataDir);
    let result: Omit<EngineResult, 'exported'>;
    try {
      await database.migrate();
      const world = await prepareWorld(database.db, target);
      console.log(`PGlite: ${world.total} payments (${world.seeded})`);
      const [{ version }] = await database.db.select({ version: sql<string>`current_setting('server_version')` }).from(accounts).limit(1);
      const app = await buildApp({ db: database.db, config: testConfig({ SERVE_SPA: false, SEED: 'off' }) });
      await app.ready();
      const lists = await listCases(app, database.db, world.token);
      await app.close();
      result = { engine: 'PGlite', version, world, lists };
    } finally {
      await database.close();
    }
    const server = await startServer({ DATA_DIR: dataDir }, port);
    let stream;
    try {
      await new Promise((r) => setTimeout(r, 1000));
      stream = await measureExport(server.pid!, `http://127.0.0.1:${port}`, result.world.token, result.world.total);
    } finally {
      await stopServer(server);
    }
    const copy = await copySeconds(dataDir);
    return { ...result, exported: { ...stream, copySeconds: copy, copyRowsPerSecond: result.world.total / copy } };
  } finally {
    if (!kept) rmSync(dataDir, { recursive: true, force: true });
  }
}
