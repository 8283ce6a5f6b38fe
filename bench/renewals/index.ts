// `npm run bench:renewals` (issue 30, benchmark): N subscriptions (BENCH_RENEWALS, default 100,000) renewing at the
// same instant on PostgreSQL, billed by two worker processes (`server/worker.ts`: the real subscription_renewals
// sweep and subscription_bill job on pg-boss). One worker is killed with SIGKILL mid-run and replaced; the jobs it
// held are retried once pg-boss expires them. Measures the time to bill them all and invoices and charges per second,
// then proves each subscription's period was billed exactly once (one period row, one invoice, one charge each).
// PostgreSQL is DATABASE_URL (or TEST_DATABASE_URL), else a throwaway server from scripts/with-postgres.sh. Writes
// its own section of bench/REPORT.md. Not part of `npm test`.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { openPostgres } from '../../server/db/client';
import { accounts } from '../../server/db/schema';
import { simulatedNetwork } from '../../server/processor';
import { RENEWAL_SLOTS } from '../../server/jobs/definitions/subscriptions';
import { BILLING_BATCH } from '../../server/services/subscriptions/billing';
import { createPlan } from '../../server/services/subscriptions/manage';
import { writeReportSection } from '../report-file';

const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? null;
if (!url) {
  const run = spawnSync('bash', ['scripts/with-postgres.sh', 'npx', 'tsx', 'bench/renewals/index.ts'], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}

const COUNT = Number(process.env.BENCH_RENEWALS ?? 100_000);
/** The share billed when one worker is killed. */
const KILL_AT = Number(process.env.BENCH_RENEWALS_KILL_AT ?? 0.3);
/**
 * A wall-clock stop (ISO time, e.g. 2026-11-27T06:55:00Z): the workers are killed there if billing is not done, and
 * the proof runs over what was billed (none twice, each invoice charged at most once) with the size reached.
 */
const UNTIL = process.env.BENCH_RENEWALS_UNTIL ? new Date(process.env.BENCH_RENEWALS_UNTIL).getTime() : null;
const scope = { accountId: 'acct_bench_renewals', livemode: false };
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
const int = (n: number) => Math.round(n).toLocaleString('en-US');
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const log = (msg: string) => console.log(`[renewals ${new Date().toISOString().slice(11, 19)}] ${msg}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const database = await openPostgres(url!);
await database.migrate();
const db = database.db;
const one = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(q))[0];

// ---- the world: one account, one monthly plan, N active subscriptions whose period ended a minute ago
await db.execute(sql`delete from accounts where id = ${scope.accountId}`);
await db.insert(accounts).values({ id: scope.accountId, name: 'Renewals bench' });
const seedStart = Date.now();
const plan = await createPlan(db, scope, { productName: 'Bench monthly', amount: 2_000, currency: 'USD', interval: 'month', intervalCount: 1, trialDays: 0 }, new Date());
const renewAt = new Date(Date.now() - 60_000);
const anchor = new Date(renewAt);
anchor.setUTCMonth(anchor.getUTCMonth() - 1);
const card = simulatedNetwork.describe({ number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' });
await db.execute(sql`
  insert into subscriptions (id, account_id, livemode, plan_id, customer_name, customer_email, status, anchor_at, cycle,
    current_period_start, current_period_end, card_brand, card_last4, card_exp_month, card_exp_year, card_fingerprint,
    next_action_at, created_at, updated_at)
  select 'sub_bench_' || lpad(g::text, 7, '0'), ${scope.accountId}, ${scope.livemode}, ${plan.id}, 'Customer ' || g,
    'customer' || g || '@example.com', 'active', ${renewAt}, 0, ${anchor}, ${renewAt}, ${card.brand}, ${card.last4},
    ${card.expMonth}, ${card.expYear}, ${card.fingerprint}, ${renewAt}, ${anchor}, ${anchor}
  from generate_series(1, ${COUNT}) g`);
await db.execute(sql`vacuum analyze subscriptions`);
log(`${int(COUNT)} subscriptions renewing at ${renewAt.toISOString()} (seeded in ${secs(Date.now() - seedStart)})`);

// ---- two workers, one killed mid-run
const workers: { name: string; proc: ChildProcess; killed?: boolean }[] = [];
function startWorker(name: string) {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/worker.ts'], {
    env: { ...process.env, DATABASE_URL: url!, SEED: 'off', LOG_LEVEL: 'warn', JOBS_WORKERS: 'on', SERVE_SPA: 'false' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  workers.push({ name, proc });
  log(`worker ${name} started (pid ${proc.pid})`);
  return proc;
}

const billed = async () =>
  Number((await one<{ n: string }>(sql`select count(*) as n from subscription_invoices where account_id = ${scope.accountId} and kind = 'period' and period_start = ${renewAt}`)).n);
const jobsLeft = async () =>
  db
    .execute(sql`select state, count(*) as n from pgboss.job where name = 'subscription_bill' and state in ('created', 'retry', 'active') group by state`)
    .then((r) => rowsOf<{ state: string; n: string }>(r))
    // The workers install pg-boss's schema as they start.
    .catch(() => [{ state: 'starting', n: '0' }]);

process.on('exit', () => {
  for (const w of workers) if (!w.killed) w.proc.kill('SIGKILL');
});
const t0 = Date.now();
startWorker('A');
startWorker('B');
let firstAt: number | null = null;
let killAt: number | null = null;
let killedBilled = 0;
let allAt: number | null = null;
let lastLog = 0;
let stoppedAt: number | null = null;
const loads: number[] = [];
const samples: { t: number; n: number }[] = [];
for (;;) {
  await sleep(1000);
  const n = await billed();
  const t = Date.now();
  samples.push({ t, n });
  if (n > 0 && firstAt === null) firstAt = t;
  if (killAt === null && n >= COUNT * KILL_AT) {
    const victim = workers[0];
    victim.proc.kill('SIGKILL');
    victim.killed = true;
    killAt = t;
    killedBilled = n;
    log(`SIGKILL worker ${victim.name} at ${int(n)} billed; worker C replaces it`);
    startWorker('C');
  }
  if (n >= COUNT && allAt === null) allAt = t;
  if (t - lastLog > 15_000) {
    lastLog = t;
    loads.push(os.loadavg()[0]);
    log(`${int(n)} billed, jobs ${JSON.stringify(await jobsLeft())}`);
  }
  if (allAt !== null) {
    const left = await jobsLeft();
    if (left.length === 0) break;
  }
  if (UNTIL !== null && t >= UNTIL) {
    // Killed, not stopped: a transaction in flight rolls back, as when a worker dies.
    for (const w of workers) if (!w.killed) { w.proc.kill('SIGKILL'); w.killed = true; }
    stoppedAt = t;
    log(`deadline: workers killed at ${int(n)} billed`);
    await sleep(2000);
    break;
  }
  if (t - t0 > 3 * 3600_000) throw new Error('the bench did not finish in 3 hours');
}
const doneAt = Date.now();
for (const w of workers) if (!w.killed) w.proc.kill('SIGTERM');
const finalBilled = await billed();

// ---- proof: each subscription's period billed exactly once, one invoice and one charge each
const periods = await one<{ subs: string; over: string; none: string }>(sql`
  select count(*) filter (where n = 1) as subs, count(*) filter (where n > 1) as over, count(*) filter (where n = 0) as none
  from (select s.id, count(si.id) as n from subscriptions s
        left join subscription_invoices si on si.subscription_id = s.id and si.kind = 'period' and si.period_start = ${renewAt}
        where s.account_id = ${scope.accountId} group by s.id) x`);
const invoiceCounts = await one<{ invoices: string; subs: string; over: string; paid: string }>(sql`
  select count(*) as invoices, count(distinct reference) as subs,
    (select count(*) from (select reference from invoices where account_id = ${scope.accountId} group by reference having count(*) > 1) d) as over,
    count(*) filter (where status = 'paid') as paid
  from invoices where account_id = ${scope.accountId}`);
const charges = await one<{ charges: string; invoices: string; over: string; succeeded: string }>(sql`
  select count(*) as charges, count(distinct invoice_id) as invoices,
    (select count(*) from (select invoice_id from payments where account_id = ${scope.accountId} group by invoice_id having count(*) > 1) d) as over,
    count(*) filter (where status = 'succeeded') as succeeded
  from payments where account_id = ${scope.accountId}`);
const retried = await one<{ n: string }>(sql`
  select count(*) as n from (select retry_count from pgboss.job where name = 'subscription_bill' and retry_count > 0
    union all select retry_count from pgboss.archive where name = 'subscription_bill' and retry_count > 0) r`).catch(() => ({ n: '?' }));
const subsAfter = await one<{ active: string; nextMonth: string }>(sql`
  select count(*) filter (where status = 'active') as active, count(*) filter (where next_action_at > now()) as "nextMonth"
  from subscriptions where account_id = ${scope.accountId}`);

// The steady rate: from the first invoice to the last billed before the kill's retries were all that was left.
const rateOf = (from: number, to: number, n: number) => (n / Math.max(1, to - from)) * 1000;
// The steady part ends where billing first stalls for a minute (only the killed worker's jobs, awaiting expiry, are left)
// or where everything is billed.
// A batch commits its whole batch at once, seconds apart under load: a stall is a minute without progress.
const STALL_MS = 60_000;
const steadyEnd =
  samples.find((s) => s.n > 0 && s.n < COUNT && samples.filter((o) => o.t > s.t && o.t <= s.t + STALL_MS).every((o) => o.n === s.n) && samples.some((o) => o.t >= s.t + STALL_MS)) ??
  samples.find((s) => s.n >= COUNT) ??
  samples[samples.length - 1];
const bulk = steadyEnd.n;
/** What profiling the per-subscription path found (2026-11-27, a script timing every statement of billSubscription). */
const PROFILE = `Billing is set-based (services/subscriptions/billing.ts): a renewal job claims up to ${BILLING_BATCH} due
subscriptions (\`FOR UPDATE SKIP LOCKED\` over the partial index on \`next_action_at\`), computes each period's lines in JS
(coupons, credit, currency exponents), asks the card network simulator for each saved card, then writes the batch with
one statement per table in one transaction: the invoice numbers as one block under one take of the account's lock,
the invoices, the periods' claims (the unique key per subscription and period), the payments and their settlement
(the status counters' statement trigger runs once per statement, grouped), the ledger entries, the invoices paid,
the history, the subscriptions moved on, and every webhook event with one endpoint lookup. The test clock and the
merchant's actions run the same code with a batch of one. Before (2026-11-27 07:07): 36 statements per renewal in two
transactions, 1,498 of 1,500 billed at 4-6 per second under load 19.`;
const version = (await one<{ v: string }>(sql`select version() as v`)).v.split(' ').slice(0, 2).join(' ');
const n = (s: string) => Number(s);
// Stopped at the deadline: the billed ones must each be billed once and charged at most once (a period claimed just
// before the kill may await its first charge, which the next job would make).
const ok = stoppedAt === null
  ? n(periods.subs) === COUNT && n(periods.over) === 0 && n(invoiceCounts.invoices) === COUNT && n(invoiceCounts.over) === 0 && n(charges.charges) === COUNT && n(charges.over) === 0
  : n(periods.over) === 0 && n(invoiceCounts.over) === 0 && n(charges.over) === 0 && n(invoiceCounts.invoices) === n(periods.subs);
const loadMean = loads.length ? loads.reduce((a, b) => a + b, 0) / loads.length : 0;
const loadNote = loads.length ? `load average (1 min) during the run ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}, mean ${(loads.reduce((a, b) => a + b, 0) / loads.length).toFixed(1)}` : '';
const stopNote = stoppedAt !== null && firstAt !== null
  ? `\n**Stopped at the deadline** (BENCH_RENEWALS_UNTIL) with ${int(finalBilled)} of ${int(COUNT)} billed, ${secs(stoppedAt - firstAt)} after the first invoice: **${int(rateOf(firstAt, stoppedAt, finalBilled))} invoices per second** over the whole run. The proof below covers what was billed.\n`
  : '';

const body = `## Renewals bench (issue 30, benchmark)

${PROFILE}

\`npm run bench:renewals\`, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${version} (throwaway server, fsync off), ${os.cpus().length} cores,
load ${os.loadavg()[0].toFixed(1)} at the end, ${loadNote}${loadMean > 3 ? " (the machine is shared by other sessions' test runs: the figures are upper bounds on the time, lower bounds on the rate)" : ' (a quiet machine: nothing else ran)'}. ${int(COUNT)} active monthly subscriptions of one account whose
period ends at the same instant; two \`npm run worker\` processes (\`server/worker.ts\`: the minute's \`subscription_renewals\`
sweep queues up to ${RENEWAL_SLOTS} renewal \`subscription_bill\` jobs, each claiming batches of ${BILLING_BATCH} until none is due). Worker A is killed
with SIGKILL once ${Math.round(KILL_AT * 100)} % are billed and worker C replaces it: A's batch in flight rolls back whole and
its rows are claimed by the other workers; its job stays active until pg-boss expires it (\`expireInSeconds\` 3 min) and
retries it, to find nothing due.
${stopNote}
| figure | value |
|---|---|
| workers started → first invoice | ${firstAt ? secs(firstAt - t0) : '--'} (the cron sweep fires within its minute) |
| first invoice → ${int(bulk)} billed (the steady part) | ${firstAt ? secs(steadyEnd.t - firstAt) : '--'}: **${firstAt ? int(rateOf(firstAt, steadyEnd.t, bulk)) : '--'} invoices and charges per second** |
| first invoice → all ${int(COUNT)} billed | ${firstAt && allAt ? secs(allAt - firstAt) : '--'} (${firstAt && allAt ? int(rateOf(firstAt, allAt, COUNT)) : '--'} per second, the killed worker's expired jobs included) |
| workers started → all billed and the queue empty | ${secs(doneAt - t0)} |
| SIGKILL at | ${int(killedBilled)} billed, ${killAt && firstAt ? secs(killAt - firstAt) : '--'} after the first invoice |
| jobs retried (retry_count > 0) | ${retried.n} |

Exactly once (${ok ? 'holds' : '**FAILS**'}):

| check | count |
|---|---|
| subscriptions with one billed period for the renewal / more than one / none | ${int(n(periods.subs))} / ${periods.over} / ${periods.none} |
| invoices / subscriptions invoiced / subscriptions with more than one invoice / paid | ${int(n(invoiceCounts.invoices))} / ${int(n(invoiceCounts.subs))} / ${invoiceCounts.over} / ${int(n(invoiceCounts.paid))} |
| charges (payments) / invoices charged / invoices charged more than once / succeeded | ${int(n(charges.charges))} / ${int(n(charges.invoices))} / ${charges.over} / ${int(n(charges.succeeded))} |
| subscriptions active afterwards, next renewal a month on | ${int(n(subsAfter.active))}, ${int(n(subsAfter.nextMonth))} |
`;
writeReportSection('renewals', body);
log(body);
await database.close();
if (!ok) process.exitCode = 1;
