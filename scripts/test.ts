// `npm test`: the whole verdict in one command. Runs the phases in order (typecheck and lint side by side, then unit,
// API on PGlite, end-to-end), stops at the first step that fails, and ends with each phase's duration. The timings are also written to
// test-results/phases.json, so .ci/run can add its own phases (API on PostgreSQL) and print one table.
// When the run has both the API and the end-to-end phases, the end-to-end tests' server is started as the API phase
// starts (its first start migrates and seeds the demo world, about a minute of one core the end-to-end phase
// otherwise waited through) and handed to Playwright ready (tests/e2e/server.ts); its output goes to
// test-results/e2e-server.log.
// Usage: npm test [-- phase...]   e.g. `npm test -- unit api` runs only those phases.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_HEALTH_URL, E2E_SERVER_COMMAND, e2eDataDir, e2eServerEnv, untilHealthy } from '../tests/e2e/server';

export interface PhaseTime {
  phase: string;
  seconds: number;
  ok: boolean;
  /** Ran side by side with others; its time is inside the group's line, so the total does not count it again. */
  within?: string;
}

interface Phase {
  name: string;
  label: string;
  script: string;
}

const PHASES: Phase[] = [
  { name: 'typecheck', label: 'typecheck', script: 'typecheck' },
  { name: 'lint', label: 'lint', script: 'lint' },
  { name: 'unit', label: 'unit', script: 'test:unit' },
  { name: 'api', label: 'API on PGlite', script: 'test:api' },
  { name: 'e2e', label: 'end-to-end', script: 'test:e2e' },
];

/**
 * The steps: phases of one step run side by side. The typecheck (TypeScript 7, its checkers on both cores) and ESLint
 * (one thread) read nothing the other writes, so on two cores they take about the time of the lint (docs/decisions.md).
 */
const STEPS: string[][] = [['typecheck', 'lint'], ['unit'], ['api'], ['e2e']];

export const PHASES_FILE = path.join('test-results', 'phases.json');

export function formatDuration(seconds: number): string {
  if (seconds < 59.95) return `${seconds.toFixed(1)} s`;
  // Rounded to the second first, so that 2339.6 s reads 39 min 00 s, not 38 min 60 s.
  const whole = Math.round(seconds);
  const m = Math.floor(whole / 60);
  return `${m} min ${String(whole - m * 60).padStart(2, '0')} s`;
}

export function phaseTable(times: readonly PhaseTime[]): string {
  const width = Math.max(5, ...times.map((t) => t.phase.length));
  const lines = times.map((t) => `  ${(t.within ? `  ${t.phase}` : t.phase).padEnd(width + 2)}  ${formatDuration(t.seconds).padStart(12)}${t.ok ? '' : '  FAILED'}`);
  const total = times.reduce((sum, t) => sum + (t.within ? 0 : t.seconds), 0);
  lines.push(`  ${'total'.padEnd(width + 2)}  ${formatDuration(total).padStart(12)}`);
  return lines.join('\n');
}

/**
 * `tsx scripts/test.ts --summary "label=seconds" ...`: prints the last run's phases (test-results/phases.json) with
 * the given ones added (.ci/run's setup and API on PostgreSQL), and the total.
 */
function summary(extra: string[]) {
  const times: PhaseTime[] = existsSync(PHASES_FILE) ? JSON.parse(readFileSync(PHASES_FILE, 'utf8')) : [];
  const before: PhaseTime[] = [];
  const after: PhaseTime[] = [];
  for (const item of extra) {
    const [label, seconds, status] = item.split('=');
    const entry = { phase: label!, seconds: Number(seconds), ok: status !== 'failed' };
    // Setup comes before the test phases; the rest after them.
    (label!.startsWith('setup') ? before : after).push(entry);
  }
  console.log(`\n== durations\n${phaseTable([...before, ...times, ...after])}`);
}

/** Runs one npm script; with `quiet`, its output is kept and handed back (printed whole once it ends, not interleaved). */
function run(script: string, quiet: boolean, env: Record<string, string> = {}): Promise<{ ok: boolean; seconds: number; output: string }> {
  const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm'];
  const start = process.hrtime.bigint();
  return new Promise((resolve) => {
    const child = spawn(npm[0]!, [...npm.slice(1), 'run', '--silent', script], { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (c: Buffer) => chunks.push(c));
    child.stderr?.on('data', (c: Buffer) => chunks.push(c));
    child.on('close', (code) => resolve({ ok: code === 0, seconds: Number(process.hrtime.bigint() - start) / 1e9, output: Buffer.concat(chunks).toString() }));
  });
}

const SERVER_LOG = path.join('test-results', 'e2e-server.log');

/** The end-to-end tests' server, started by this run ahead of its phase. */
interface EarlyServer {
  child: ChildProcess;
  started: bigint;
  exited: Promise<void>;
  dataDir: string;
  /** The seconds from its start to its first healthy answer (polled from the start), or null (ended, or over 240 s). */
  ready: Promise<number | null>;
}

/** Starts the end-to-end server (the command and environment Playwright's config would use) in a process group of its own. */
function startE2eServer(): EarlyServer {
  const dataDir = e2eDataDir();
  mkdirSync(path.dirname(SERVER_LOG), { recursive: true });
  const log = createWriteStream(SERVER_LOG);
  const child = spawn('sh', ['-c', E2E_SERVER_COMMAND], { env: { ...process.env, ...e2eServerEnv(dataDir) }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  let ended = false;
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  void exited.then(() => (ended = true));
  // Whatever ends this run (a failure, Ctrl-C) ends the server too.
  process.on('exit', () => killGroup(child, 'SIGKILL'));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));
  const started = process.hrtime.bigint();
  const ready = untilHealthy(E2E_HEALTH_URL, 240_000, () => ended).then((ok) => (ok ? Number(process.hrtime.bigint() - started) / 1e9 : null));
  return { child, started, exited, dataDir, ready };
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

async function stopServer(server: EarlyServer) {
  killGroup(server.child, 'SIGTERM');
  const timer = setTimeout(() => killGroup(server.child, 'SIGKILL'), 15_000);
  await server.exited;
  clearTimeout(timer);
  rmSync(server.dataDir, { recursive: true, force: true });
}

function logTail(lines: number): string {
  return existsSync(SERVER_LOG) ? readFileSync(SERVER_LOG, 'utf8').trimEnd().split('\n').slice(-lines).join('\n') : '';
}

async function main() {
  if (process.argv[2] === '--summary') return summary(process.argv.slice(3));
  const only = process.argv.slice(2);
  const unknown = only.filter((p) => !PHASES.some((ph) => ph.name === p));
  if (unknown.length) {
    console.error(`unknown phase(s): ${unknown.join(', ')}; phases: ${PHASES.map((p) => p.name).join(', ')}`);
    process.exit(2);
  }
  const times: PhaseTime[] = [];
  let failed = false;
  const selected = (name: string) => !only.length || only.includes(name);
  let server: EarlyServer | undefined;
  for (const step of STEPS) {
    const phases = step.map((name) => PHASES.find((p) => p.name === name)!).filter((p) => selected(p.name));
    if (!phases.length) continue;
    const together = phases.length > 1;
    const group = phases.map((p) => p.label).join(' + ');
    if (step.includes('api') && selected('e2e')) {
      server = startE2eServer();
      console.log(`\n== the end-to-end tests' server starts beside the API tests (${E2E_SERVER_COMMAND}; its output: ${SERVER_LOG})`);
    }
    const env: Record<string, string> = {};
    if (step.includes('e2e') && server) {
      const ready = await server.ready;
      times.push({ phase: "end-to-end server's start (beside the API phase)", seconds: ready ?? Number(process.hrtime.bigint() - server.started) / 1e9, ok: ready !== null, within: 'API on PGlite' });
      if (ready === null) {
        console.log(`\n== the end-to-end tests' server did not answer ${E2E_HEALTH_URL}; the end of its output:\n${logTail(60)}`);
        failed = true;
        break;
      }
      console.log(`\n== the end-to-end tests' server answered after ${formatDuration(ready)} from its start`);
      env.E2E_SERVER_STARTED = '1';
    }
    console.log(`\n== ${together ? `${group}, side by side` : phases[0]!.label} (${phases.map((p) => `npm run ${p.script}`).join(', ')})`);
    const start = process.hrtime.bigint();
    const results = await Promise.all(
      phases.map(async (phase) => {
        const result = await run(phase.script, together, env);
        if (together) console.log(`\n-- ${phase.label}: ${result.ok ? 'passed' : 'FAILED'} in ${formatDuration(result.seconds)}${result.output.trim() ? `\n${result.output.trimEnd()}` : ''}`);
        return { phase, result };
      }),
    );
    const ok = results.every((r) => r.result.ok);
    if (together) times.push({ phase: `${group} (side by side)`, seconds: Number(process.hrtime.bigint() - start) / 1e9, ok });
    for (const { phase, result } of results) times.push({ phase: phase.label, seconds: result.seconds, ok: result.ok, ...(together ? { within: group } : {}) });
    if (!ok) {
      failed = true;
      break;
    }
  }
  if (server) {
    if (failed && server.child.exitCode !== null) console.log(`\n== the end-to-end tests' server ended early; the end of its output:\n${logTail(60)}`);
    await stopServer(server);
  }
  mkdirSync(path.dirname(PHASES_FILE), { recursive: true });
  writeFileSync(PHASES_FILE, JSON.stringify(times, null, 2));
  console.log(`\n== durations${failed ? ' (stopped at the first failing step)' : ''}\n${phaseTable(times)}`);
  // The end-to-end run lists the tests that passed only on a retry (tests/e2e/retry-reporter.ts).
  const retried = path.join('test-results', 'e2e-retried.txt');
  if (existsSync(retried)) {
    const names = readFileSync(retried, 'utf8').trim();
    if (names) console.log(`\n== end-to-end tests that passed only on a retry\n${names}`);
  }
  process.exit(failed ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('scripts/test.ts')) void main();
