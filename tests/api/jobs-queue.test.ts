// The job queue (server/jobs, real pg-boss) on PGlite and PostgreSQL with job types made for these tests: retries
// with a growing delay then the dead-letter queue, a cron schedule in a stated time zone on a controlled clock,
// throttled sends, and a graceful stop that loses no job in flight.
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineJob, type JobDefinition } from '../../server/jobs/definition';
import { createJobQueue, DUE_QUEUES_SQL, type JobQueue } from '../../server/jobs/queue';
import { setupTestApp } from '../helpers/app';
import { isPostgres } from '../helpers/db';
import { jobsOf } from '../helpers/jobs';

const { app, database } = await setupTestApp();
const db = database.db;

/** A promise resolved from outside: lets a test hold a job in flight. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

async function until(check: () => Promise<boolean> | boolean, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

const queues: JobQueue[] = [];
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function queueOf(definitions: JobDefinition<any>[], work = false, extra: { timeZone?: string; now?: () => Date } = {}) {
  const q = createJobQueue({
    db, mailer: app.mailer, log: app.log, definitions, timeZone: extra.timeZone ?? 'UTC', now: extra.now,
    intervals: { pollingSeconds: 0.5, cronSeconds: 1, maintenanceSeconds: 1 },
  });
  await q.start({ work });
  queues.push(q);
  return q;
}
afterEach(async () => {
  vi.useRealTimers();
  while (queues.length) await queues.pop()!.stop(2000);
});

/** pg-boss's time of its last cron check (it stamps the check before it reads the schedules). */
const cronStamp = async () => String(((await db.execute(sql`select cron_on from pgboss.version`)) as unknown as { rows: { cron_on: unknown }[] }).rows[0]?.cron_on);
/**
 * Resolves once a whole cron check has run since the call: a check stamps `cron_on` before it reads the schedules and
 * sends what is due, and the next one starts only after it has ended, so a second new stamp means the first check
 * (begun after the call, on the clock as set) has sent whatever it found due. A condition in place of a fixed wait.
 */
async function cronChecked() {
  let stamp = await cronStamp();
  for (let i = 0; i < 2; i++) {
    const before = stamp;
    await until(async () => (stamp = await cronStamp()) !== before);
  }
}
/** The cron sends of test_nightly (pg-boss's send-it queue): what a cron check sends before the job exists. */
const nightlySends = async () => (await jobsOf(db, '__pgboss__send-it')).filter((j) => j.data.name === 'test_nightly').length;

const base = { retryLimit: 0, retryDelaySeconds: 1, retryBackoff: false, expireInSeconds: 60 };
const secondsUntil = (d: Date, from: Date) => (d.getTime() - from.getTime()) / 1000;
/** The controlled clock for retries: makes a waiting retry due now instead of sleeping through its delay. */
const makeDue = (id: string) => db.execute(sql`update pgboss.job set start_after = now() - interval '1 second' where id = ${id}`);

describe('job queue', () => {
  it('retries a failing job with a doubling delay, then moves it to its dead-letter queue', async () => {
    const attempts: number[] = [];
    const flaky = defineJob<{ n: number }>({
      ...base, name: 'test_flaky', retryLimit: 2, retryBackoff: true,
      async handle(data) {
        attempts.push(data.n);
        throw new Error(`attempt ${attempts.length} failed`);
      },
    });
    const q = await queueOf([flaky]);
    const id = (await q.send('test_flaky', { n: 7 }))!;

    const before1 = new Date();
    expect(await q.runDue('test_flaky')).toBe(1);
    let [job] = await jobsOf(db, 'test_flaky');
    expect(job).toMatchObject({ id, state: 'retry', output: { message: 'attempt 1 failed' } });
    // First retry after 1 to 2 seconds (delay 1 s, doubled, half of it jitter); not due before.
    expect(secondsUntil(job!.startAfter, before1)).toBeGreaterThan(0.9);
    expect(secondsUntil(job!.startAfter, before1)).toBeLessThan(2.5);
    expect(await q.runDue('test_flaky')).toBe(0);

    await makeDue(id);
    const before2 = new Date();
    expect(await q.runDue('test_flaky')).toBe(1);
    [job] = await jobsOf(db, 'test_flaky');
    expect(job).toMatchObject({ state: 'retry', output: { message: 'attempt 2 failed' } });
    // Second retry after 2 to 4 seconds.
    expect(secondsUntil(job!.startAfter, before2)).toBeGreaterThan(1.9);
    expect(secondsUntil(job!.startAfter, before2)).toBeLessThan(4.5);

    await makeDue(id);
    expect(await q.runDue('test_flaky')).toBe(1);
    [job] = await jobsOf(db, 'test_flaky');
    expect(job).toMatchObject({ state: 'failed', output: { message: 'attempt 3 failed' } });
    expect(attempts).toEqual([7, 7, 7]);
    const dead = await jobsOf(db, 'test_flaky_dead');
    expect(dead).toHaveLength(1);
    expect(dead[0]).toMatchObject({ state: 'created', data: { n: 7 }, output: { message: 'attempt 3 failed' } });
    // A given-up job is not run again.
    await makeDue(id);
    expect(await q.runDue('test_flaky')).toBe(0);
  });

  it('runs a cron job at its time in the stated time zone, once, on a controlled clock', async () => {
    // Its time: a whole minute two to three minutes ahead of the real clock, written as Berlin's wall time (never
    // UTC's: Berlin is an hour or two ahead), so the job runs at that instant only if the schedule is read in the
    // stated zone. The clock is set only minutes ahead: PGlite's PostgreSQL arms its timers on the faked clock, and a
    // timer armed a year ahead kept the worker's process spinning after the run (docs/decisions.md, seventh pass).
    const at = new Date(Math.ceil((Date.now() + 120_000) / 60_000) * 60_000);
    const wall = Object.fromEntries(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' })
        .formatToParts(at).map((p) => [p.type, p.value]),
    );
    expect(`${wall.hour}:${wall.minute}`).not.toBe(`${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`);
    const runs: Date[] = [];
    const nightly = defineJob({
      ...base, name: 'test_nightly', schedule: `${Number(wall.minute)} ${Number(wall.hour)} * * *`,
      async handle(_data, ctx) {
        runs.push(ctx.now());
      },
    });
    // Started on the real clock (pg-boss measures its skew to the database then); only Date is faked after, and
    // it keeps running from the set time (PGlite's now() reads it too, and jobs are due only once it passes).
    await queueOf([nightly], true, { timeZone: 'Europe/Berlin' });
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    // The faked clock runs whole minutes ahead of the real one, never a fraction: a cron check's send is made once per
    // minute by a singleton slot that the database computes from its own now(), and PostgreSQL's is the real clock.
    // Shifted by a fraction, the real minute could turn inside the faked one, and a later check in the same faked
    // minute would send again (CI saw 2 sends on PostgreSQL).
    const minute = 60_000;
    const phase = () => Date.now() % minute;
    /** Sets the faked clock into the minute starting at `start`, at the real clock's second of its minute. */
    const enter = (start: number) => vi.setSystemTime(start + phase());
    // Each minute is entered with 20 s to spare (else the next turn of the real minute is awaited), so that the checks
    // below end inside it.
    const early = () => until(() => phase() < 40_000, 25_000);
    // The set time lies ahead of the real one: pg-boss keeps the time of its last cron check and does not look again
    // while the clock reads earlier. In the minute before its time nothing is due yet.
    await early();
    enter(at.getTime() - minute);
    await cronChecked();
    expect(Date.now()).toBeLessThan(at.getTime());
    expect(runs).toEqual([]);
    expect(await jobsOf(db, 'test_nightly')).toEqual([]);
    expect(await nightlySends()).toBe(0);

    // Its minute: a check sends it, once, and it runs.
    await early();
    enter(at.getTime());
    const entered = Date.now();
    expect(entered).toBeGreaterThanOrEqual(at.getTime());
    expect(entered).toBeLessThan(at.getTime() + 40_000);
    await until(() => runs.length > 0);
    expect(runs[0]!.getTime()).toBeGreaterThanOrEqual(entered);
    expect(runs[0]!.getTime()).toBeLessThan(at.getTime() + minute);
    // Further cron checks within the same minute send no second job.
    await cronChecked();
    expect(await nightlySends()).toBe(1);
    expect(runs).toHaveLength(1);
    expect((await jobsOf(db, 'test_nightly')).map((j) => j.state)).toEqual(['completed']);
  }, 90_000);

  it('throttles: one job per key and time slot, even after it ran', async () => {
    const seen: string[] = [];
    const once = defineJob<{ key: string }>({ ...base, name: 'test_once', async handle(d) { seen.push(d.key); } });
    const q = await queueOf([once]);
    expect(await q.send('test_once', { key: 't' }, { singletonKey: 'thr', singletonSeconds: 60 })).toBeTruthy();
    expect(await q.send('test_once', { key: 'u' }, { singletonKey: 'other', singletonSeconds: 60 })).toBeTruthy();
    expect(await q.runDue('test_once')).toBe(2);
    expect(seen.sort()).toEqual(['t', 'u']);
    expect(await q.send('test_once', { key: 't' }, { singletonKey: 'thr', singletonSeconds: 60 })).toBeNull();
    expect(await q.runDue('test_once')).toBe(0);
  });

  it("wakes a worker for a job another process sent: the due look (prepared once per connection it runs on) finds it well before the workers' own poll", async () => {
    const ran: number[] = [];
    const job = defineJob<{ n: number }>({ ...base, name: 'test_woken', async handle(d) { ran.push(d.n); } });
    await queueOf([job], true);
    // A second queue that only sends, as an API process does: its send does not notify the worker above.
    const sender = await queueOf([job]);
    for (const n of [1, 2]) {
      await sender.send('test_woken', { n });
      // The workers' own poll is IDLE_POLL_SECONDS (60 s): only the due look, every 0.5 s here, wakes it sooner.
      await until(() => ran.includes(n), 10_000);
    }
  });

  it.runIf(isPostgres())('asks for due jobs on a connection of its own on PostgreSQL (planned once), not on the pooled ones, and closes it on stop', async () => {
    const job = defineJob<{ n: number }>({ ...base, name: 'test_looked', async handle() {} });
    // The backends that ran the look: its pid(s), from pg_stat_activity (the look is their last statement).
    // (An earlier test's queue, stopped, may leave its backend a moment: those are not this queue's.)
    const earlier = new Set<number>();
    const lookers = async () => ((await db.execute(sql`select pid from pg_stat_activity where datname = current_database() and query = ${DUE_QUEUES_SQL}`)) as unknown as { rows: { pid: number }[] }).rows.map((r) => r.pid).filter((pid) => !earlier.has(pid));
    const pooled = async () => ((await db.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] }).rows[0].pid;
    for (const pid of await lookers()) earlier.add(pid);
    const q = await queueOf([job], true);
    await until(async () => (await lookers()).length > 0, 10_000);
    const [looker] = await lookers();
    // Several looks later (every 0.5 s here) it is still that one backend, while the pool's connections answer the app's statements.
    for (let i = 0; i < 4; i++) {
      await new Promise((r) => setTimeout(r, 600));
      expect(await lookers()).toEqual([looker]);
      expect(await pooled()).not.toBe(looker);
    }
    queues.splice(queues.indexOf(q), 1);
    await q.stop(2000);
    await until(async () => !((await db.execute(sql`select 1 from pg_stat_activity where pid = ${looker}`)) as unknown as { rows: unknown[] }).rows.length, 10_000);
  });

  it('stops gracefully: a job in flight finishes, and one that outlives the stop is retried elsewhere', async () => {
    const started: string[] = [];
    const finished: string[] = [];
    const slow = gate();
    const stuck = gate();
    const jobs = defineJob<{ k: string }>({
      ...base, name: 'test_inflight', retryLimit: 3, concurrency: 1,
      async handle(d) {
        started.push(d.k);
        await (d.k === 'slow' ? slow.opened : stuck.opened);
        finished.push(d.k);
      },
    });
    const q = await queueOf([jobs], true);
    await q.send('test_inflight', { k: 'slow' });
    await until(() => started.includes('slow'));
    const stopping = q.stop(10_000);
    setTimeout(() => slow.open(), 700);
    await stopping;
    expect(finished).toEqual(['slow']);
    expect((await jobsOf(db, 'test_inflight')).map((j) => j.state)).toEqual(['completed']);

    // A job still running when the stop's wait ends is failed, so it is retried, not lost.
    const q2 = await queueOf([jobs], true);
    const id = (await q2.send('test_inflight', { k: 'stuck' }))!;
    await until(() => started.includes('stuck'));
    await q2.stop(1000);
    const [job] = (await jobsOf(db, 'test_inflight')).filter((j) => j.id === id);
    expect(job).toMatchObject({ state: 'retry' });
    stuck.open();
    await makeDue(id);
    const q3 = await queueOf([jobs]);
    expect(await q3.runDue('test_inflight')).toBe(1);
    expect((await jobsOf(db, 'test_inflight')).map((j) => j.state)).toEqual(['completed', 'completed']);
  });
});
