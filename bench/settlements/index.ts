// `npm run bench:settlements` (issue 28, benchmark): at 1,000,000 payments on PostgreSQL, a settlement batch's
// waterfall through the route (target ≤ 50 ms p50) and the rows behind its bars; the settlement run over a month of
// payments (time and rows/s: the month's batches taken back, then settled again by runSettlements, the hourly job's
// code); and a 1,000,000-row itemized report written by the report job's code (generateReport: COPY, streamed to a
// file) in rows/s against psql's `\copy` of the same rows (target ≥ 80 %), with the process's memory sampled every
// 100 ms (target: flat, the peak of a tenth of the rows and of all of them alike). PostgreSQL is DATABASE_URL (or
// TEST_DATABASE_URL), else a throwaway server from scripts/with-postgres.sh. BENCH_PAYMENTS sets the count. Writes
// its own section of bench/REPORT.md. Not part of `npm test`.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { objectId } from '../../domain/random-id';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { openPostgres, type Db } from '../../server/db/client';
import { insertReport } from '../../server/repositories/reports';
import { generateReport, periodOf } from '../../server/services/reports/generate';
import { copyFromSql, inlined } from '../../server/lib/csv-copy';
import { copySelect } from '../../server/lib/csv-export';
import { itemizedColumns } from '../../server/repositories/report-columns';
import { ledgerCopyRows } from '../../server/repositories/reports';
import { runSettlements } from '../../server/services/settlements/run';
import { measure, ms, type Timing } from '../measure';
import { median } from '../payments/export';
import { BENCH_SCOPE, prepareWorld } from '../payments/setup';
import { writeReportSection } from '../report-file';

const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? null;
if (!url) {
  const run = spawnSync('bash', ['scripts/with-postgres.sh', 'npx', 'tsx', 'bench/settlements/index.ts'], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}

const TARGET_MS = 50;
const COPY_SHARE = 0.8;
const RUNS = 40;
const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);
/** The report and the COPYs it is compared with, in turn: more runs than the settlement's, the machine being shared. */
const REPORT_REPEATS = Number(process.env.BENCH_REPORT_REPEATS ?? 5);
const REPORT_ROWS = 1_000_000;
const TZ = 'Asia/Shanghai'; // the bench account's zone (the accounts table's default)
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
const int = (n: number) => Math.round(n).toLocaleString('en-US');
const mb = (bytes: number) => bytes / 2 ** 20;
const met = (ok: boolean) => (ok ? 'met' : '**missed**');
const load = () => os.loadavg()[0].toFixed(1);
const { accountId, livemode } = BENCH_SCOPE;

/** Takes the month's batches back: their entries unsettled, the batches gone (what the run finds before it settles them). */
async function unsettleMonth(db: Db, month: { from: string; to: string }) {
  await db.execute(sql`update ledger_entries set settlement_id = null where settlement_id in (
    select id from settlements where account_id = ${accountId} and livemode = ${livemode} and settlement_date between ${month.from}::date and ${month.to}::date)`);
  await db.execute(sql`delete from settlements where account_id = ${accountId} and livemode = ${livemode} and settlement_date between ${month.from}::date and ${month.to}::date`);
}

/** Samples this process's RSS every 100 ms while `fn` runs: before, peak, and the samples' count. */
async function withRss<T>(fn: () => Promise<T>): Promise<{ value: T; baselineMb: number; peakMb: number; samples: number }> {
  global.gc?.();
  const baselineMb = mb(process.memoryUsage().rss);
  let peakMb = baselineMb;
  let samples = 0;
  const timer = setInterval(() => {
    samples++;
    peakMb = Math.max(peakMb, mb(process.memoryUsage().rss));
  }, 100);
  try {
    const value = await fn();
    peakMb = Math.max(peakMb, mb(process.memoryUsage().rss));
    return { value, baselineMb, peakMb, samples };
  } finally {
    clearInterval(timer);
  }
}

const database = await openPostgres(url!);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-settlements-'));
try {
  await database.migrate();
  const db = database.db;
  const world = await prepareWorld(db, Number(process.env.BENCH_PAYMENTS ?? 1_000_000));
  const now = new Date();
  const [{ version }] = rowsOf<{ version: string }>(await db.execute(sql`select current_setting('server_version') as version`));

  // A month's settlement run: the fourth month of the world (the seed's volume grows month by month, the first is
  // nearly empty). The months before it are settled first by the run itself (its clock at the month's start); then
  // the run's clock stands a day after the month's end and it settles the month, taken back for each repeat.
  const [{ first }] = rowsOf<{ first: string }>(await db.execute(sql`
    select ((min(available_on) at time zone ${TZ})::date)::text as first from ledger_entries where account_id = ${accountId} and livemode = ${livemode}`));
  const oldest = new Date(`${first.slice(0, 7)}-01T00:00:00Z`);
  const monthStart = new Date(Date.UTC(oldest.getUTCFullYear(), oldest.getUTCMonth() + 3, 1));
  const monthEnd = new Date(Date.UTC(monthStart.getUTCFullYear(), monthStart.getUTCMonth() + 1, 1));
  const before = await runSettlements(db, monthStart, { accountId, livemode });
  console.log(`settled the months before: ${before.created.length} batches (load ${load()})`);
  const clock = new Date(monthEnd.getTime() + 86_400_000);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const month = { from: day(new Date(monthStart.getTime() + 86_400_000)), to: day(new Date(clock.getTime() + 86_400_000)), label: day(monthStart).slice(0, 7) };
  const runs: { seconds: number; batches: number; entries: number; payments: number }[] = [];
  for (let i = 0; i < REPEATS; i++) {
    // A rerun of the bench on the same database finds the month settled by the last one: take it back every time.
    await unsettleMonth(db, month);
    const started = performance.now();
    const result = await runSettlements(db, clock, { accountId, livemode });
    const seconds = (performance.now() - started) / 1000;
    const settled = result.created.reduce((s, b) => s + b.entryCount, 0);
    runs.push({ seconds, batches: result.created.length, entries: settled, payments: result.created.reduce((s, b) => s + b.paymentCount, 0) });
    console.log(`settlement run ${i + 1}: ${result.created.length} batches, ${settled} entries in ${seconds.toFixed(2)} s (load ${load()})`);
  }
  const run = runs.find((r) => r.seconds === median(runs.map((x) => x.seconds)))!;
  await db.execute(sql`analyze settlements`);
  const [{ entries, batches }] = rowsOf<{ entries: string; batches: string }>(await db.execute(sql`
    select (select count(*) from ledger_entries where account_id = ${accountId} and livemode = ${livemode})::text as entries,
      (select count(*) from settlements where account_id = ${accountId} and livemode = ${livemode})::text as batches`));
  console.log(`PostgreSQL ${version}: ${world.total} payments, ${entries} ledger entries, ${batches} batches`);

  // The waterfall of the batch with the most entries, through the routes.
  const app = await buildApp({ db, config: testConfig({ SERVE_SPA: false, SEED: 'off', DATA_DIR: dataDir }) });
  await app.ready();
  const headers = { authorization: `Bearer ${world.token}` };
  const get = (u: string) => async () => {
    const res = await app.inject({ method: 'GET', url: u, headers });
    if (res.statusCode !== 200) throw new Error(`${u} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  };
  const [largest] = rowsOf<{ id: string; entry_count: number; currency: string; settlement_date: string }>(await db.execute(sql`
    select id, entry_count, currency, settlement_date::text from settlements where account_id = ${accountId} and livemode = ${livemode}
    order by entry_count desc limit 1`));
  const q = (filter: object) => encodeURIComponent(JSON.stringify(filter));
  const waterfall: { name: string; t: Timing; target: boolean }[] = [
    { name: `GET /settlements/:id (the waterfall's lines; ${int(largest.entry_count)} entries, ${largest.currency} ${largest.settlement_date})`, t: await measure('detail', get(`/test/api/settlements/${largest.id}`), RUNS), target: true },
    { name: "GET /settlements/:id/entries?filter={line: fees} page 1 with its total (a bar's rows)", t: await measure('bar', get(`/test/api/settlements/${largest.id}/entries?filter=${q({ line: 'fees' })}&range=[0,24]`), RUNS), target: false },
    { name: 'GET /settlements/:id/records page 1 with its total (settle records)', t: await measure('records', get(`/test/api/settlements/${largest.id}/records?range=[0,24]`), RUNS), target: false },
    { name: 'GET /settlements page 1 with its total (the list)', t: await measure('list', get('/test/api/settlements?range=[0,24]'), RUNS), target: false },
  ];
  await app.close();

  // The itemized report: the latest days holding at least REPORT_ROWS entries (and a tenth of them first, for memory).
  const fromOf = async (rows: number) => {
    const [row] = rowsOf<{ day: string }>(await db.execute(sql`
      select ((created_at at time zone 'UTC')::date)::text as day from ledger_entries where account_id = ${accountId} and livemode = ${livemode}
      order by created_at desc offset ${rows - 1} limit 1`));
    return row.day;
  };
  const today = now.toISOString().slice(0, 10);
  const report = async (periodFrom: string) => {
    const row = await insertReport(db, BENCH_SCOPE, { id: objectId('rpt'), userId: null, kind: 'itemized_activity', format: 'csv', periodFrom, periodTo: today, timezone: 'UTC', currency: null, status: 'pending' });
    const started = performance.now();
    const measured = await withRss(() => generateReport({ db, dataDir, now: () => new Date() }, BENCH_SCOPE, row.id));
    const seconds = (performance.now() - started) / 1000;
    const done = measured.value!;
    if (done.status !== 'succeeded') throw new Error(`the report ${done.status}: ${done.error ?? ''}`);
    return { rows: done.rowsTotal ?? 0, seconds, bytes: done.size ?? 0, ...measured };
  };
  const copyOf = (periodFrom: string) => {
    const select =
      'select id, created_at, available_on, type, currency, amount, source_id, settlement_id from ledger_entries ' +
      `where account_id = '${accountId}' and livemode = ${String(livemode)} and created_at >= '${periodFrom}T00:00:00Z' ` +
      `and created_at < '${today}T00:00:00Z'::timestamptz + interval '1 day' order by created_at desc, id desc`;
    const started = performance.now();
    execFileSync('psql', [url!, '-q', '-v', 'ON_ERROR_STOP=1', '-c', `\\copy (${select}) to '/dev/null' csv`], { stdio: 'inherit' });
    return (performance.now() - started) / 1000;
  };
  // The same rows with the cells formatted by PostgreSQL (copySelect without its plain columns: the report's COPY
  // before the decoder formatted them), by one COPY in psql: what formatting in PostgreSQL costs over the plain columns.
  const formattedCopyOf = (periodFrom: string) => {
    const select = inlined(copySelect(itemizedColumns, copyFromSql(ledgerCopyRows(db, BENCH_SCOPE, periodOf({ periodFrom, periodTo: today, timezone: 'UTC', currency: null }))), 'en'));
    const settings = "set timezone = 'UTC'; set datestyle = 'ISO, YMD'; set jit = off; set max_parallel_workers_per_gather = 0";
    const started = performance.now();
    execFileSync('psql', [url!, '-q', '-v', 'ON_ERROR_STOP=1', '-c', settings, '-c', `\\copy (${select.replace(/\s+/g, ' ')}) to '/dev/null' csv`], { stdio: 'inherit' });
    return (performance.now() - started) / 1000;
  };
  const small = await report(await fromOf(REPORT_ROWS / 10));
  console.log(`report of ${small.rows} rows: ${small.seconds.toFixed(1)} s, RSS ${small.baselineMb.toFixed(0)} -> peak ${small.peakMb.toFixed(0)} MB`);
  const bigFrom = await fromOf(REPORT_ROWS);
  const reports: Awaited<ReturnType<typeof report>>[] = [];
  const copies: number[] = [];
  const formattedCopies: number[] = [];
  const loads: string[] = [];
  for (let i = 0; i < REPORT_REPEATS; i++) {
    reports.push(await report(bigFrom));
    copies.push(copyOf(bigFrom));
    formattedCopies.push(formattedCopyOf(bigFrom));
    loads.push(load());
    console.log(`report run ${i + 1}: ${reports[i].rows} rows in ${reports[i].seconds.toFixed(1)} s (peak RSS ${reports[i].peakMb.toFixed(0)} MB), psql \\copy ${copies[i].toFixed(1)} s, formatted ${formattedCopies[i].toFixed(1)} s (load ${load()})`);
  }
  const formattedSeconds = median(formattedCopies);
  const big = reports.find((r) => r.seconds === median(reports.map((x) => x.seconds)))!;
  const peakMb = Math.max(...reports.map((r) => r.peakMb));
  const copySeconds = median(copies);
  const share = big.seconds > 0 ? copySeconds / big.seconds : 0;

  const section = [
    '## Settlement and reports bench (issue 28, benchmark)',
    '',
    `Generated by \`npm run bench:settlements\` on ${now.toISOString().slice(0, 10)}: PostgreSQL ${version}, ${int(world.total)} payments in one account`,
    `(${world.seeded}), ${int(Number(entries))} ledger entries, ${int(Number(batches))} settlement batches at the end;`,
    `${os.cpus().length} cores: load average ${load()} at the end (with a load above the cores' count, other work shared them and the figures are upper bounds).`,
    '',
    `| waterfall case (${RUNS} runs after 5 warm-ups, through the route in process) | p50 ms | p95 ms | target ≤ ${TARGET_MS} ms p50 |`,
    '| --- | ---: | ---: | --- |',
    ...waterfall.map((c) => `| ${c.name} | ${ms(c.t.p50)} | ${ms(c.t.p95)} | ${c.target ? met(c.t.p50 <= TARGET_MS) : '—'} |`),
    '',
    `| settlement run over a month (${month.label}; the months before settled first, the run's clock a day after its end; median of ${REPEATS}) | batches | entries | payments | seconds | entries/s | payments/s |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    `| one run, a transaction per batch (claim, move its entries, sum its lines, \`settlement.created\`) | ${run.batches} | ${int(run.entries)} | ${int(run.payments)} | ${run.seconds.toFixed(2)} | ${int(run.entries / run.seconds)} | ${int(run.payments / run.seconds)} |`,
    '',
    `| itemized activity report (CSV; \`generateReport\`, the job's code, median of ${REPORT_REPEATS} in turn with psql) | rows | seconds | rows/s | target |`,
    '| --- | ---: | ---: | ---: | --- |',
    `| report written to the uploads store by COPY (${(big.bytes / 1e6).toFixed(0)} MB) | ${int(big.rows)} | ${big.seconds.toFixed(1)} | ${int(big.rows / big.seconds)} | ≥ ${COPY_SHARE * 100} % of COPY: ${met(share >= COPY_SHARE)} (${(share * 100).toFixed(0)} %) |`,
    `| psql \`\\copy (same rows, raw columns, same order) to '/dev/null' csv\` | ${int(big.rows)} | ${copySeconds.toFixed(1)} | ${int(big.rows / copySeconds)} | |`,
    `| psql \`\\copy (same rows, the cells formatted by PostgreSQL: copySelect) to '/dev/null' csv\`, one connection | ${int(big.rows)} | ${formattedSeconds.toFixed(1)} | ${int(big.rows / formattedSeconds)} | report: ${((formattedSeconds / big.seconds) * 100).toFixed(0)} % of its rows/s |`,
    '',
    `Each run in turn (report s / \`\\copy\` raw s / formatted s, load average after it): ${reports.map((r, i) => `${r.seconds.toFixed(1)} / ${copies[i].toFixed(1)} / ${formattedCopies[i].toFixed(1)} (load ${loads[i]})`).join('; ')}.`,
    '',
    `Memory of the process writing the report (RSS, sampled every 100 ms): ${int(small.rows)} rows: before ${small.baselineMb.toFixed(0)} MB, peak ${small.peakMb.toFixed(0)} MB;`,
    `${int(big.rows)} rows: before ${big.baselineMb.toFixed(0)} MB, **peak ${peakMb.toFixed(0)} MB** over the ${REPORT_REPEATS} runs. Target flat (the peak does not grow with the rows): ${met(peakMb - small.peakMb < 64)}.`,
    '',
    'The waterfall is the batch row itself (its lines are summed once, when the run closes it), so its cost does not grow',
    "with the batch; a bar's rows are the batch's entries of that line through the index on `settlement_id`. The run",
    "takes a transaction per batch (claim by the unique key, move the batch's unsettled entries and sum them in one",
    "statement, record its event), so a month is about 150 small transactions (5 currencies × 30 days); the demo world",
    'settles its year set-based (`settleInBulk`, same batches and sums). The report streams `COPY (select …) TO STDOUT` of',
    "the plain columns (the reference COPY's own) over two connections on one snapshot (runs cut at UTC days by the daily",
    "counts of `ledger_daily_sums`, as the payments export's runs are cut by its hourly counts); the decoder of the copy",
    'protocol formats each row as it passes (times cut to the second in the zone, amounts in major units by integer',
    'arithmetic, the formula guard: `copyRaw` columns, server/lib/csv-copy-out.ts) into a file of the uploads store. Its',
    "row count (for the progress bar) is summed from the daily counts. The third row is PostgreSQL formatting the cells",
    'itself (the COPY path of the payments export and of the report before 2026-11-27), for comparison.',
  ].join('\n');
  writeReportSection('settlements-bench', section);
  console.log(section);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  await database.close();
}
