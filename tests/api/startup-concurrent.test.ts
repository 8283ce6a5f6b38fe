// Issue 11 item 9: two server processes starting at once on an empty PostgreSQL both come up, and the demo world is
// seeded exactly once (the seed runs under the migration lock). Real processes (tsx server/main.ts), PostgreSQL only:
// PGlite belongs to one process.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { isPostgres } from '../helpers/db';

function startServer(databaseUrl: string): { child: ChildProcess; ready: Promise<string> } {
  // tsx as a loader in this one process: its CLI would run the server in a child of its own, which a kill of the
  // CLI leaves running.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      SERVE_SPA: 'false',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: '',
      DEV_MAILBOX: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Merchant dashboard is running at')) resolve(output);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return { child, ready };
}

describe.skipIf(!isPostgres())('two processes starting at once on an empty PostgreSQL', () => {
  const children: ChildProcess[] = [];
  let cleanup: (() => Promise<void>) | undefined;
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    await cleanup?.();
  });

  it('both start, and the demo world is seeded once', async () => {
    const tpl = inject('dbTemplate');
    if (tpl.kind !== 'postgres') return;
    const pg = (await import('pg')).default;
    const admin = new pg.Client({ connectionString: tpl.url });
    await admin.connect();
    const name = `md_start_${randomBytes(5).toString('hex')}`;
    await admin.query(`create database ${name}`);
    cleanup = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
    const url = new URL(tpl.url);
    url.pathname = `/${name}`;

    const servers = [startServer(url.toString()), startServer(url.toString())];
    children.push(...servers.map((s) => s.child));
    const outputs = await Promise.all(servers.map((s) => s.ready));
    expect(outputs.filter((o) => o.includes('(seeded just now)'))).toHaveLength(1);

    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    const { rows } = await db.query<{ n: string }>('select count(*) as n from users where email = $1', ['demo@example.com']);
    await db.end();
    expect(Number(rows[0].n)).toBe(1);
    // Two real processes: each compiles the server, one seeds the whole demo world while the other waits for the
    // lock. 26-35 s on a quiet machine; one run at a load average of 14 went past the old 120 s bound.
  }, 300_000);
});
