// Vitest global setup for the API tests: migrates one template database per run, which every test file clones.
// PGlite by default (a dumped data dir); PostgreSQL when TEST_DATABASE_URL is set (a template database).
// The template is the database as a started server leaves it: migrated, with pg-boss's schema and the job queues
// in it (an app started once and closed), so a file's app start finds them there instead of creating them
// (about 1 s of CPU per file on PGlite; docs/decisions.md, "The suite, seventh pass").
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { openPglite, openPostgres, type Database } from '../../server/db/client';

/** Migrates the template and starts an app on it once, as each test file's does, so its queues are there. */
async function prepareTemplate(db: Database) {
  await db.migrate();
  const app = await buildApp({ db: db.db, config: testConfig({ SERVE_SPA: false }) });
  await app.ready();
  await app.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: { kind: 'pglite'; file: string } | { kind: 'postgres'; url: string; template: string };
  }
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const template = `md_template_${process.pid}`;
    const pg = (await import('pg')).default;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const url = new URL(adminUrl);
    url.pathname = `/${template}`;
    const db = await openPostgres(url.toString(), 2);
    await prepareTemplate(db);
    await db.close();
    project.provide('dbTemplate', { kind: 'postgres', url: adminUrl, template });
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'md-pglite-'));
  // Uncompressed: each test file loads it (tests/helpers/db.ts), and gunzipping 50 MB of data directory each time cost
  // about 0.15 s of the 2 s a file's database takes to open (docs/decisions.md, "The suite, fourteenth pass").
  const file = path.join(dir, 'template.tar');
  const db = await openPglite(undefined);
  await prepareTemplate(db);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- PGlite's client is reached through drizzle's session
  const client = (db.db as any).$client as import('@electric-sql/pglite').PGlite;
  // The files' databases are opened from this dump and connect to `postgres`; nothing creates a database from a
  // template. Without template0 and template1 the data directory is 25 MB instead of 40, and a file's open is quicker
  // (docs/decisions.md, "The suite, sixteenth pass").
  for (const name of ['template0', 'template1']) {
    await client.query(`update pg_database set datistemplate = false where datname = '${name}'`);
    await client.query(`drop database ${name}`);
  }
  const dump = await client.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await db.close();
  project.provide('dbTemplate', { kind: 'pglite', file });
  return () => rmSync(dir, { recursive: true, force: true });
}
