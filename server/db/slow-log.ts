// SLOW_LOG_MS (a development knob, off by default): what holds the embedded database's one connection. PGlite is one
// connection for every request and every background job of the process: a statement, or a transaction from its BEGIN
// to its COMMIT (the JavaScript between its statements included), holds it, and everything else queues behind. With
// the knob at N > 0, each statement or transaction that waited for the connection or held it N ms or more is written to
// stderr as one line (the request it ran for, the wait, the hold, the SQL), and every minute a summary of the busiest
// statement shapes since the start (calls, total and longest hold, total wait). Requests of N ms or more are logged by
// the app (server/app.ts). PostgreSQL's pool is not watched (it has connections to spare).
import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';
import type { PGlite } from '@electric-sql/pglite';

/** The request a statement runs for (set by the app's onRequest hook while the knob is on). */
export const requestContext = new AsyncLocalStorage<{ label: string }>();

interface Call {
  kind: 'query' | 'exec' | 'transaction';
  text: string;
  queued: number;
  started?: number;
  /** Inside a transaction: its statements' texts and durations, for the line of a slow one. */
  inner?: { text: string; ms: number }[];
}

const callContext = new AsyncLocalStorage<Call>();

interface Shape { calls: number; hold: number; maxHold: number; wait: number }
const shapes = new Map<string, Shape>();

const oneLine = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
};
/** A statement's shape: its text without literals, so the same query with other values counts once. */
const shapeOf = (text: string) => oneLine(text.replace(/'[^']*'/g, "'?'").replace(/\b\d+\b/g, '?'), 160);

function record(call: Call, ended: number, thresholdMs: number) {
  const started = call.started ?? ended;
  const wait = started - call.queued;
  const hold = ended - started;
  const key = call.kind === 'transaction' ? `transaction: ${call.inner?.map((s) => shapeOf(s.text).slice(0, 60)).join(' | ').slice(0, 300) ?? ''}` : shapeOf(call.text);
  const shape = shapes.get(key) ?? { calls: 0, hold: 0, maxHold: 0, wait: 0 };
  shape.calls++;
  shape.hold += hold;
  shape.wait += wait;
  shape.maxHold = Math.max(shape.maxHold, hold);
  shapes.set(key, shape);
  if (hold < thresholdMs && wait < thresholdMs) return;
  const request = requestContext.getStore()?.label ?? 'background';
  const detail = call.kind === 'transaction'
    ? call.inner!.map((s) => `${Math.round(s.ms)} ms ${oneLine(s.text, 160)}`).join(' ; ')
    : oneLine(call.text, 400);
  process.stderr.write(`slow-sql hold=${Math.round(hold)}ms wait=${Math.round(wait)}ms ${call.kind} [${request}] ${detail}\n`);
}

/** The summary line block: the statement shapes by total hold, busiest first. */
export function slowLogSummary(top = 15): string {
  const rows = [...shapes.entries()].sort((a, b) => b[1].hold - a[1].hold).slice(0, top);
  return rows
    .map(([key, s]) => `slow-sql-summary total=${Math.round(s.hold)}ms calls=${s.calls} max=${Math.round(s.maxHold)}ms wait=${Math.round(s.wait)}ms ${key}`)
    .join('\n');
}

type Fn = (...args: any[]) => Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Times every statement and transaction on `client` (see above); returns the stop of the minute's summary. */
export function watchPglite(client: PGlite, thresholdMs: number): () => void {
  const target = client as unknown as Record<string, Fn>;
  const runExclusive = target._runExclusiveTransaction!.bind(client);
  // PGlite's query, exec and transaction each take its transaction lock first: the wait ends when it is ours.
  target._runExclusiveTransaction = (fn: () => Promise<unknown>) =>
    runExclusive(async () => {
      const call = callContext.getStore();
      if (call && call.started === undefined) call.started = performance.now();
      return fn();
    });
  for (const kind of ['query', 'exec'] as const) {
    const original = target[kind]!.bind(client);
    target[kind] = (text: string, ...rest: unknown[]) => {
      const call: Call = { kind, text, queued: performance.now() };
      return callContext.run(call, async () => {
        try {
          return await original(text, ...rest);
        } finally {
          record(call, performance.now(), thresholdMs);
        }
      });
    };
  }
  const transaction = target.transaction!.bind(client);
  target.transaction = (work: (tx: Record<string, Fn>) => Promise<unknown>) => {
    const call: Call = { kind: 'transaction', text: '', queued: performance.now(), inner: [] };
    return callContext.run(call, async () => {
      try {
        return await transaction(async (tx: Record<string, Fn>) => {
          const timed: Record<string, Fn> = Object.create(tx);
          for (const kind of ['query', 'exec', 'sql']) {
            const original = tx[kind];
            if (typeof original !== 'function') continue;
            timed[kind] = async (text: string, ...rest: unknown[]) => {
              const t0 = performance.now();
              try {
                return await original.call(tx, text, ...rest);
              } finally {
                call.inner!.push({ text: String(text), ms: performance.now() - t0 });
              }
            };
          }
          return work(timed);
        });
      } finally {
        record(call, performance.now(), thresholdMs);
      }
    });
  };
  const timer = setInterval(() => {
    if (shapes.size > 0) process.stderr.write(`${slowLogSummary()}\n`);
  }, 60_000);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * The process's own stalls: a timer every 50 ms that fires `threshold` late or later is logged with the CPU time the
 * process used meanwhile. Near the delay: this process was busy (synchronous work, PGlite's statements run here too);
 * far below it: the process was waiting for a core (the machine's load). Returns the stop.
 */
export function watchEventLoop(thresholdMs: number): () => void {
  const everyMs = 50;
  let last = performance.now();
  let cpu = process.cpuUsage();
  const timer = setInterval(() => {
    const now = performance.now();
    const late = now - last - everyMs;
    const used = process.cpuUsage(cpu);
    if (late >= thresholdMs) {
      process.stderr.write(`slow-loop late=${Math.round(late)}ms cpu=${Math.round((used.user + used.system) / 1000)}ms of ${Math.round(now - last)}ms\n`);
    }
    last = now;
    cpu = process.cpuUsage();
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
