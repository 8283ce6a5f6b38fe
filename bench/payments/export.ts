// Export cases on PostgreSQL: the real streaming route over HTTP, served by a child process (the bundled server)
// whose RSS is sampled every 100 ms, against `\copy (same columns, same order) to '/dev/null' csv` through psql.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { bundleServer, SERVER_ENV, SERVER_NODE_ARGS } from '../../scripts/server-bundle';
import { BENCH_SCOPE } from './setup';

export interface ExportFigures {
  rows: number;
  bytes: number;
  seconds: number;
  rowsPerSecond: number;
  copySeconds: number;
  copyRowsPerSecond: number;
  rssBaselineMb: number;
  rssPeakMb: number;
  /** RSS when a quarter, half, three quarters and all of the rows had arrived: flat if memory does not grow. */
  rssByProgressMb: number[];
  samples: number;
  /** PGlite: the same route over about a tenth of the rows, run first, to show whether the peak grows with rows. */
  smaller?: StreamFigures;
  /** PGlite: each run's seconds, in order (the first reads a cold cache). */
  runSeconds?: number[];
}

export const COPY_SQL =
  'select id, created_at, status, amount, amount_refunded, service_fee, fx_fee, currency, customer_name, customer_email, ' +
  'merchant_order_id, channel_order_id, card_brand, card_last4, three_ds_status, description from payments ' +
  `where account_id = '${BENCH_SCOPE.accountId}' and livemode = ${String(BENCH_SCOPE.livemode)} order by created_at desc, id desc`;

function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
}

/**
 * Bundles the server (unless `bundle: false`: a second process on the bundle already built) and starts it as `npm start`
 * does (node on the bundle, so the pid is the server's, with the same environment), then waits for it to listen.
 */
export async function startServer(database: { DATABASE_URL: string } | { DATA_DIR: string }, port: number, opts: { bundle?: boolean } = {}): Promise<ChildProcess> {
  if (opts.bundle ?? true) await bundleServer();
  const env: NodeJS.ProcessEnv = { ...process.env, ...SERVER_ENV, PORT: String(port), HOST: '127.0.0.1', SEED: 'off', LOG_LEVEL: 'warn', SERVE_SPA: 'false' };
  delete env.DATABASE_URL;
  // BENCH_NODE_ARGS: extra node flags for the servers (e.g. --cpu-prof --cpu-prof-dir=/tmp/prof to profile a run).
  const extra = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...extra, ...SERVER_NODE_ARGS], {
    env: { ...env, ...database },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start in 60 s')), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('is running at')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`the server exited with ${String(code)}`)));
  });
  return child;
}

/** Stops a server started above and waits until it has exited (PGlite's data directory is then free again). */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Reads the whole export; `onProgress` gets the newlines seen so far. */
function download(url: string, token: string, onProgress: (lines: number) => void): Promise<{ lines: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { authorization: `Bearer ${token}` } }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`${url} answered ${String(res.statusCode)}`));
        let lines = 0;
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
          onProgress(lines);
        });
        res.on('end', () => resolve({ lines, bytes }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

export type StreamFigures = Omit<ExportFigures, 'copySeconds' | 'copyRowsPerSecond'>;

/** Downloads the whole export (of `filter`, if given) from a listening server while sampling the RSS of `pid` every 100 ms. */
export async function measureExport(pid: number, baseUrl: string, token: string, total: number, filter?: Record<string, string>): Promise<StreamFigures> {
  const rssBaselineMb = rssMb(pid);
  let rssPeakMb = rssBaselineMb;
  let lines = 0;
  let samples = 0;
  const marks = [0.25, 0.5, 0.75];
  const rssByProgressMb: number[] = [];
  const sampler = setInterval(() => {
    const rss = rssMb(pid);
    samples++;
    rssPeakMb = Math.max(rssPeakMb, rss);
    while (marks.length > 0 && lines >= marks[0] * total) {
      marks.shift();
      rssByProgressMb.push(rss);
    }
  }, 100);
  const started = performance.now();
  const query = filter ? `?${new URLSearchParams({ filter: JSON.stringify(filter) }).toString()}` : '';
  const got = await download(`${baseUrl}/test/api/payments/export${query}`, token, (n) => (lines = n));
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  // Marks passed after the last sample (a short export) take the final reading.
  const final = rssMb(pid);
  for (let i = rssByProgressMb.length; i < 4; i++) rssByProgressMb.push(final);
  // Two lines (title, header) precede the rows.
  const rows = got.lines - 2;
  return { rows, bytes: got.bytes, seconds, rowsPerSecond: rows / seconds, rssBaselineMb, rssPeakMb, rssByProgressMb, samples };
}

/** Runs of each export, alternating route and COPY, so a change in the machine's load hits both alike. */
export const EXPORT_RUNS = 3;

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * PostgreSQL: the route served by a child process, then psql's \copy of the same columns in the same order, three
 * times in turn. Times are the medians; the RSS figures are the median route run's, the peak the highest of all.
 */
export async function exportCasePostgres(databaseUrl: string, token: string, total: number, port = 18479): Promise<ExportFigures> {
  const server = await startServer({ DATABASE_URL: databaseUrl }, port);
  try {
    await new Promise((r) => setTimeout(r, 1000));
    const streams: StreamFigures[] = [];
    const copies: number[] = [];
    for (let i = 0; i < EXPORT_RUNS; i++) {
      streams.push(await measureExport(server.pid!, `http://127.0.0.1:${port}`, token, total));
      const copyStarted = performance.now();
      execFileSync('psql', [databaseUrl, '-q', '-v', 'ON_ERROR_STOP=1', '-c', `\\copy (${COPY_SQL}) to '/dev/null' csv`], { stdio: 'inherit' });
      copies.push((performance.now() - copyStarted) / 1000);
      console.log(`export run ${i + 1}: route ${streams[i].seconds.toFixed(2)} s, psql \\copy ${copies[i].toFixed(2)} s`);
    }
    const typical = streams.find((s) => s.seconds === median(streams.map((x) => x.seconds)))!;
    const copySeconds = median(copies);
    const rssPeakMb = Math.max(...streams.map((s) => s.rssPeakMb));
    return { ...typical, rssPeakMb, rssBaselineMb: streams[0].rssBaselineMb, copySeconds, copyRowsPerSecond: total / copySeconds };
  } finally {
    await stopServer(server);
  }
}
