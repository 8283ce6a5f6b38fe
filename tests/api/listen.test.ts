// Issue 25, item 8: a default start listens on this machine only (127.0.0.1 and ::1), since the README publishes the
// demo world's password; HOST=0.0.0.0 listens where it is told. Production seeds the demo world only when asked.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { loadConfig, testConfig } from '../../server/config';
import { openPglite } from '../../server/db/client';
import { listen, listenAddresses } from '../../server/lib/listen';
import { setupTestApp, tempDir } from '../helpers/app';
import { databaseUrl } from '../helpers/db';

const { app, database } = await setupTestApp();

describe('8. listen address', () => {
  it('without HOST is loopback only; HOST is taken as told', () => {
    expect(loadConfig({}).HOST).toBeUndefined();
    expect(listenAddresses(loadConfig({}))).toEqual(['127.0.0.1', '::1']);
    expect(listenAddresses(loadConfig({ HOST: '0.0.0.0' }))).toEqual(['0.0.0.0']);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://dash.example.com', SECRETS_KEY: 'a-production-secrets-key-0123456789' }).SEED).toBe('off');
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://dash.example.com', SECRETS_KEY: 'a-production-secrets-key-0123456789', SEED: 'auto' }).SEED).toBe('auto');
    expect(loadConfig({}).SEED).toBe('auto');
  });

  it('a start without HOST answers on 127.0.0.1 and ::1 and on no other address', async () => {
    const listening = await listen(app, { ...testConfig(), HOST: undefined, PORT: 0 });
    try {
      expect(listening.addresses).toEqual([`127.0.0.1:${listening.port}`, `[::1]:${listening.port}`]);
      for (const origin of [`http://127.0.0.1:${listening.port}`, `http://[::1]:${listening.port}`]) {
        const res = await fetch(`${origin}/healthz`);
        expect(res.status, origin).toBe(200);
      }
    } finally {
      await listening.close();
    }
  });
});

describe('8. the start banner', () => {
  it('says where a default start listens, and names WEBHOOK_LOOPBACK when it is on', async () => {
    // The server's database starts migrated, as every API test's does (tests/helpers/global-db.ts), so the start
    // finds every migration applied instead of running them all on an empty PGlite (some 50 s of this test on a
    // loaded machine, near its timeout): on PGlite its data directory is a copy of the run's template, on PostgreSQL
    // it is this file's database (a clone of the template).
    const dataDir = tempDir('md-banner-');
    const template = inject('dbTemplate');
    if (template.kind === 'pglite') await (await openPglite(dataDir, new Blob([readFileSync(template.file)]))).close();
    const env: Record<string, string | undefined> = {
      ...process.env, HOST: undefined, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: template.kind === 'postgres' ? databaseUrl(database) : '', SEED: 'off', SERVE_SPA: 'false',
      NODE_ENV: 'test', LOG_LEVEL: 'warn', PUBLIC_URL: '', DEV_MAILBOX: 'off', WEBHOOK_LOOPBACK: 'on', JOBS_WORKERS: 'off',
    };
    delete env.HOST;
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env: env as NodeJS.ProcessEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    try {
      output = await new Promise<string>((resolve, reject) => {
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('API docs:')) resolve(output);
        };
        child.stdout.on('data', onData);
        child.stderr.on('data', onData);
        child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
      });
    } finally {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
    }
    expect(output).toMatch(/Listening on 127\.0\.0\.1:\d+ and \[::1\]:\d+: this machine only/);
    expect(output).toContain('WEBHOOK_LOOPBACK=on');
    expect(output).not.toContain('Demo sign-in');
  }, 60_000);
});
