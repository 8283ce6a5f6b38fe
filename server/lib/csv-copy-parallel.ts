// A large COPY export read by several PostgreSQL connections at once, in order. PostgreSQL formats every cell of the
// CSV in one backend process, which is what bounds a single COPY's speed; here the rows are cut at instants of
// creation into runs (split points from the counters, see creationSplits), the connections share one snapshot
// (pg_export_snapshot), each takes the next run, and the runs are sent in their order. A run read ahead of the one
// being sent is held in memory up to RUN_BUFFER_BYTES, then its connection waits: memory stays bounded.
import type { PoolClient } from 'pg';
import type { SQL } from 'drizzle-orm';
import { COPY_SETTINGS, inlined } from './csv-copy';
import { csvCopyQuery, type CopyField } from './csv-copy-out';

/** What a run may hold before its reader pauses (the run being sent is drained as the client reads). */
const RUN_BUFFER_BYTES = 8 * 1024 * 1024;

/** One run's bytes between its reader and the sender. */
class Run {
  private parts: Buffer[] = [];
  private bytes = 0;
  done = false;
  private waiters: (() => void)[] = [];

  push(part: Buffer) {
    this.parts.push(part);
    this.bytes += part.length;
    this.wake();
  }
  finish() {
    this.done = true;
    this.wake();
  }
  take(): Buffer | undefined {
    const part = this.parts.shift();
    if (part) {
      this.bytes -= part.length;
      this.wake();
    }
    return part;
  }
  get full() {
    return this.bytes > RUN_BUFFER_BYTES;
  }
  /** Resolves at the next change (a part added or taken, the run finished, or wakeAll). */
  changed(): Promise<void> {
    return new Promise((resolve) => this.waiters.push(resolve));
  }
  wake() {
    const waiting = this.waiters;
    this.waiters = [];
    for (const w of waiting) w();
  }
}

async function beginShared(clients: PoolClient[], tz: string): Promise<void> {
  const [first, ...others] = clients;
  await first.query('begin isolation level repeatable read read only');
  await first.query(COPY_SETTINGS, [tz]);
  const { rows } = await first.query<{ id: string }>('select pg_export_snapshot() as id');
  for (const client of others) {
    await client.query('begin isolation level repeatable read read only');
    // Must be the transaction's first statement: the snapshot of the first connection, so every run sees one state.
    await client.query(`set transaction snapshot '${rows[0].id.replace(/'/g, "''")}'`);
    await client.query(COPY_SETTINGS, [tz]);
  }
}

/**
 * Streams the runs' CSV rows (CRLF row ends; formatted by `fields` when given) in order: run i is `select(i)`. The clients are released at the end
 * (dropped when cut short or failed).
 */
export async function* parallelCopyCsv(clients: PoolClient[], runCount: number, select: (run: number) => SQL, tz: string, fields?: readonly CopyField[]): AsyncGenerator<Buffer> {
  const runs = Array.from({ length: runCount }, () => new Run());
  let next = 0;
  let stopped = false;
  let failure: unknown;
  const wakeAll = () => runs.forEach((r) => r.wake());

  const read = async (client: PoolClient) => {
    for (let i = next++; i < runCount && !stopped; i = next++) {
      const run = runs[i];
      const stream = client.query(await csvCopyQuery(inlined(select(i)), fields));
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        run.push(chunk);
        while (run.full && !stopped) await run.changed();
        if (stopped) return;
      }
      run.finish();
    }
  };

  let clean = false;
  let readers: Promise<void>[] = [];
  try {
    await beginShared(clients, tz);
    readers = clients.map((client) =>
      read(client).catch((error: unknown) => {
        failure ??= error;
        stopped = true;
        wakeAll();
      }),
    );
    for (const run of runs) {
      for (;;) {
        if (failure) throw failure;
        const part = run.take();
        if (part) yield part;
        else if (run.done) break;
        else await run.changed();
      }
    }
    await Promise.all(readers);
    if (failure) throw failure;
    for (const client of clients) await client.query('commit');
    clean = true;
  } finally {
    stopped = true;
    wakeAll();
    await Promise.allSettled(readers);
    // A COPY stopped half way leaves its connection mid-protocol: close those rather than reuse them.
    for (const client of clients) client.release(clean ? undefined : true);
  }
}
