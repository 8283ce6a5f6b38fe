// `npm run bench:scaling` (also run by `npm run bench`): one account grown to each size of BENCH_SCALING_SIZES
// (default 100,000, 1,000,000 and 5,000,000 payments); at each size the list cases, one stats period and, on
// PostgreSQL, the export against COPY. PostgreSQL is DATABASE_URL (or TEST_DATABASE_URL), else a throwaway server
// from scripts/with-postgres.sh; BENCH_SCALING_ENGINE=pglite runs on PGlite in a temporary directory instead
// (default size 100,000; no export there: bench:payments measures it). Writes its section of bench/REPORT.md.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { openPglite, openPostgres, type Database } from '../../server/db/client';
import { exportCasePostgres } from '../payments/export';
import { prepareWorld } from '../payments/setup';
import { scalingCases } from './cases';
import { scalingMarkdown, writeScalingSection, type SizeResult } from './report';

const pglite = process.env.BENCH_SCALING_ENGINE === 'pglite';
const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!pglite && !url) {
  const run = spawnSync('bash', ['scripts/with-postgres.sh', 'npx', 'tsx', 'bench/scaling/index.ts'], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}

const sizes = (process.env.BENCH_SCALING_SIZES ?? (pglite ? '100000' : '100000,1000000,5000000')).split(',').map(Number);
const dir = pglite ? mkdtempSync(path.join(os.tmpdir(), 'md-scaling-')) : null;
const database: Database = dir ? await openPglite(dir) : await openPostgres(url!);
const engine = pglite ? 'PGlite' : 'PostgreSQL';
try {
  await database.migrate();
  const { rows } = (await database.db.execute(sql`select current_setting('server_version') as v`)) as unknown as { rows: { v: string }[] };
  const results: SizeResult[] = [];
  for (const size of sizes) {
    const world = await prepareWorld(database.db, size);
    console.log(`${engine}: ${world.total} payments (${world.seeded})`);
    const app = await buildApp({ db: database.db, config: testConfig({ SERVE_SPA: false, SEED: 'off', API_REQUESTS_PER_MINUTE: 1_000_000 }) });
    await app.ready();
    const cases = await scalingCases(app, database.db, world.token, world.total);
    await app.close();
    const exported = url && !pglite ? await exportCasePostgres(url, world.token, world.total) : null;
    results.push({ size: world.total, seeded: world.seeded, cases, exported });
    // Written after every size, so a long run that is stopped keeps what it measured.
    writeScalingSection(engine, scalingMarkdown(engine, rows[0].v, results));
  }
  console.log(`Wrote the ${engine} scaling section of bench/REPORT.md`);
} finally {
  await database.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
}
