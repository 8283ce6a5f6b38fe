// The payments bench on PostgreSQL: list cases in process (`app.inject`), export through a child server process.
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { openPostgres } from '../../server/db/client';
import { accounts } from '../../server/db/schema';
import { exportCasePostgres, type ExportFigures } from './export';
import { listCases, type ListCase } from './list';
import { prepareWorld, type BenchWorld } from './setup';

export interface EngineResult {
  engine: string;
  version: string;
  world: BenchWorld;
  lists: ListCase[];
  exported: ExportFigures | null;
  /** Why a case was not run, when it was not. */
  note?: string;
}

export async function benchPostgres(url: string, target: number): Promise<EngineResult> {
  const database = await openPostgres(url);
  try {
    await database.migrate();
    const world = await prepareWorld(database.db, target);
    console.log(`PostgreSQL: ${world.total} payments (${world.seeded})`);
    const [{ version }] = await database.db.select({ version: sql<string>`current_setting('server_version')` }).from(accounts).limit(1);
    const app = await buildApp({ db: database.db, config: testConfig({ SERVE_SPA: false, SEED: 'off' }) });
    await app.ready();
    const lists = await listCases(app, database.db, world.token);
    await app.close();
    const exported = await exportCasePostgres(url, world.token, world.total);
    return { engine: 'PostgreSQL', version, world, lists, exported };
  } finally {
    await database.close();
  }
}
