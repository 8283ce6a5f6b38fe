// `npm run bench:issuing` (issue 31, benchmark): authorizations through the simulator's route
// (POST /test/api/issuing-authorizations) at a fixed rate (default 200 a second) on PostgreSQL, through two real
// server processes (the bundled server, as `npm start` runs it) on one database, against cards that share one issuing
// balance and have tight daily limits: the decision latency p50/p99 (client side: an upper bound of the decision) and
// the proof, from the database, that no limit and no balance was exceeded.
//
// A fresh merchant each run (issuing on, its zone the default Asia/Shanghai), one cardholder and BENCH_CARDS cards
// (default 20) made through the routes, each with a daily limit of DAILY; the issuing balance funded through the route
// with less than the cards' limits add up to, so both refusals happen: limits on the busy cards, the balance at the
// end. The purchases are sent open-loop (one every 1000/BENCH_RATE ms whatever the answers, alternating servers) on
// a random card with a random amount, for BENCH_SECONDS (default 20) seconds. PostgreSQL is DATABASE_URL (or
// TEST_DATABASE_URL), else a throwaway server from scripts/with-postgres.sh. Writes its own section of
// bench/REPORT.md. Not part of `npm test`.
import { benchCall, type BenchAnswer } from '../http';
import { percentile } from '../measure';
import { spawnSync, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { randomId } from '../../domain/random-id';
import { openPostgres } from '../../server/db/client';
import { accounts, memberships, users } from '../../server/db/schema';
import { insertLedgerEntries } from '../../server/repositories/ledger';
import { createSession } from '../../server/repositories/sessions';
import { upsertSystemParam } from '../../server/repositories/system-params';
import { DEFAULT_SYSTEM_PARAMS } from '../../server/seed';
import { startServer, stopServer } from '../payments/export';
import { writeReportSection } from '../report-file';

const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? null;
if (!url) {
  const run = spawnSync('bash', ['scripts/with-postgres.sh', 'npx', 'tsx', 'bench/issuing/index.ts'], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}

const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CARDS = Number(process.env.BENCH_CARDS ?? 20);
const DAILY = 50_000; // USD 500.00 a day a card
/** The balance covers a little more than half of what the limits allow: the last purchases meet it. */
const FUND = Math.floor((CARDS * DAILY * 55) / 100);
const AMOUNTS = [500, 1_200, 2_500, 4_000, 7_500];
const MAX_IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 64);
const PORTS = [Number(process.env.BENCH_PORT ?? 18554), Number(process.env.BENCH_PORT ?? 18554) + 1];
const load = () => os.loadavg()[0].toFixed(1);
const int = (n: number) => Math.round(n).toLocaleString('en-US');
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

type Answer = BenchAnswer<{ id?: string; approved?: boolean; declineReason?: { code: string } | null; [k: string]: unknown }>;

const call = (base: string, path: string, token: string, body: unknown, headers: Record<string, string> = {}) => benchCall<Answer['body']>(base, path, token, body, headers);

const database = await openPostgres(url!);
const servers: ChildProcess[] = [];
try {
  await database.migrate();
  const db = database.db;
  const [{ version, durability }] = rowsOf<{ version: string; durability: string }>(await db.execute(sql`
    select current_setting('server_version') as version,
      'fsync ' || current_setting('fsync') || ', synchronous_commit ' || current_setting('synchronous_commit') || ', jit ' || current_setting('jit') as durability`));
  for (const p of DEFAULT_SYSTEM_PARAMS) await upsertSystemParam(db, p);
  const suffix = randomId(8).toLowerCase();
  const accountId = `acct_bench_issuing_${suffix}`;
  const userId = `usr_bench_issuing_${suffix}`;
  const scope = { accountId, livemode: false };
  await db.insert(accounts).values({ id: accountId, name: 'Issuing bench', issuingEnabled: true });
  await db.insert(users).values({ id: userId, email: `bench-issuing-${suffix}@example.com`, passwordHash: 'x', nickname: 'bench', status: 'active' });
  await db.insert(memberships).values({ accountId, userId, role: 'owner', permissions: ['*'] });
  const session = await createSession(db, { userId, accountId, ttlHours: 6 });
  const token = session.testToken;

  const limits = { API_KEY_REQUESTS_PER_MINUTE: '1000000', API_REQUESTS_PER_MINUTE: '1000000' };
  Object.assign(process.env, limits);
  for (const [i, port] of PORTS.entries()) servers.push(await startServer({ DATABASE_URL: url! }, port, { bundle: i === 0 }));
  const bases = PORTS.map((p) => `http://127.0.0.1:${p}/test/api`);
  console.log(`two servers (pids ${servers.map((s) => s.pid).join(', ')}) on PostgreSQL ${version}, ${durability} (load ${load()})`);

  const must = async (a: Promise<Answer>, what: string) => {
    const r = await a;
    if (r.status !== 201 && r.status !== 200) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
    return r.body;
  };
  const idem = (k: string) => ({ 'idempotency-key': `bench-${suffix}-${k}` });
  const holder = await must(call(bases[0], '/cardholders', token, {
    name: 'Bench Holder', email: `holder-${suffix}@example.com`, phone: '+1 415 555 0100', billing: { line1: '1 Market St', city: 'San Francisco', postalCode: '94105', country: 'US' },
  }, idem('holder')), 'cardholder');
  const cardIds: string[] = [];
  for (let i = 0; i < CARDS; i++) {
    const card = await must(call(bases[i % 2], '/cards', token, {
      cardholderId: holder.id, type: 'virtual', brand: i % 2 ? 'Mastercard' : 'VISA', currency: 'USD',
      spendingControls: { spendingLimits: [{ interval: 'daily', amount: DAILY, currency: 'USD' }] },
    }, idem(`card-${i}`)), `card ${i}`);
    cardIds.push(card.id!);
  }
  const credited = new Date(Date.now() - 1000);
  await insertLedgerEntries(db, scope, [{ currency: 'USD', amount: BigInt(FUND), type: 'adjustment', sourceId: `adj_bench_${suffix}`, availableOn: credited, createdAt: credited }]);
  await must(call(bases[0], '/issuing-balance/fund', token, { amount: FUND, currency: 'USD' }, idem('fund')), 'fund');
  console.log(`merchant ${accountId}: ${CARDS} cards, daily limit ${DAILY / 100} each, issuing balance ${FUND / 100} USD (load ${load()})`);

  // Open loop: one purchase every 1000/RATE ms, whatever the answers; card and amount from a fixed-seed sequence.
  const total = RATE * SECONDS;
  const answers: { ms: number; serverMs: number | null; approved: boolean; code: string | null; status: number }[] = [];
  const unexpected: string[] = [];
  let seed = 42;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648);
  // What the database's connections do during the run: every 25 ms, each client backend of this database (not this
  // one) counted by its state and wait, with the first words of its statement (a lock wait names what waits).
  const waits = new Map<string, number>();
  let samples = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const rows = rowsOf<{ w: string; n: string }>(await db.execute(sql`
        select state || ' ' || coalesce(wait_event_type || ':' || wait_event, 'on CPU') || case when state = 'active' then ' | ' || regexp_replace(left(query, 48), '[[:space:]]+', ' ', 'g') else '' end as w, count(*)::text as n
        from pg_stat_activity where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid() and state <> 'idle'
        group by 1`));
      samples++;
      for (const r of rows) waits.set(r.w, (waits.get(r.w) ?? 0) + Number(r.n));
      await new Promise((r) => setTimeout(r, 25));
    }
  })();
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  let lateStarts = 0;
  let open = 0;
  for (let n = 0; n < total; n++) {
    const due = started + (n * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    // At most MAX_IN_FLIGHT purchases open at once (more would only queue in the client's and servers' sockets):
    // a send held back by it starts late and is counted.
    while (open >= MAX_IN_FLIGHT) await new Promise((r) => setTimeout(r, 2));
    if (performance.now() - due > 50) lateStarts++;
    // A skewed choice: the first cards are busy (they meet their limits), the others quiet.
    const card = cardIds[Math.floor(((next() / 2_147_483_648) ** 2) * CARDS)];
    const amount = AMOUNTS[next() % AMOUNTS.length];
    const body = { cardId: card, merchantName: `Shop ${n % 50}`, merchantCategory: 'software', merchantCountry: 'US', amount, currency: 'USD' };
    open++;
    inFlight.push(
      call(bases[n % 2], '/issuing-authorizations', token, body, idem(`p-${n}`)).finally(() => open--).then((a) => {
        if (a.status !== 201) unexpected.push(`${a.status} ${JSON.stringify(a.body).slice(0, 200)}`);
        answers.push({ ms: a.ms, serverMs: a.serverMs, approved: a.body.approved === true, code: a.body.declineReason?.code ?? null, status: a.status });
      }, (e: unknown) => void unexpected.push(String(e))),
    );
  }
  await Promise.all(inFlight);
  const seconds = (performance.now() - started) / 1000;
  sampling = false;
  await sampler;
  const topWaits = [...waits].sort((a, b) => b[1] - a[1]).slice(0, 8);
  console.log(`busy connections, mean over ${samples} samples:`);
  for (const [w, n] of topWaits) console.log(`  ${(n / samples).toFixed(2)}  ${w}`);
  const endLoad = load();

  // The proof, from the database.
  const [proof] = rowsOf<{
    over_limit: string; worst_day: string; funded: string; approved_sum: string; row_available: string; row_held: string; entries_available: string; entries_held: string; min_running: string; auths: string;
  }>(await db.execute(sql`
    with per_day as (
      select a.card_id, (a.created_at at time zone ac.timezone)::date as day, sum(a.held_amount + a.captured_amount) as used
      from issuing_authorizations a join accounts ac on ac.id = a.account_id
      where a.account_id = ${accountId} and a.livemode = false and a.approved group by 1, 2
    ), entries as (
      select id, sum(available) over (order by id) as running from issuing_balance_entries where account_id = ${accountId} and livemode = false and currency = 'USD'
    )
    select (select count(*) from per_day where used > ${DAILY})::text as over_limit,
      (select coalesce(max(used), 0) from per_day)::text as worst_day,
      (select coalesce(sum(available), 0) from issuing_balance_entries where account_id = ${accountId} and livemode = false and type = 'funding')::text as funded,
      (select coalesce(sum(amount), 0) from issuing_authorizations where account_id = ${accountId} and livemode = false and approved)::text as approved_sum,
      (select available from issuing_balances where account_id = ${accountId} and livemode = false and currency = 'USD')::text as row_available,
      (select held from issuing_balances where account_id = ${accountId} and livemode = false and currency = 'USD')::text as row_held,
      (select coalesce(sum(available), 0) from issuing_balance_entries where account_id = ${accountId} and livemode = false and currency = 'USD')::text as entries_available,
      (select coalesce(sum(held), 0) from issuing_balance_entries where account_id = ${accountId} and livemode = false and currency = 'USD')::text as entries_held,
      (select coalesce(min(running), 0) from entries)::text as min_running,
      (select count(*) from issuing_authorizations where account_id = ${accountId} and livemode = false)::text as auths`));
  const approved = answers.filter((a) => a.approved);
  const byCode = new Map<string, number>();
  for (const a of answers) if (!a.approved) byCode.set(a.code ?? '?', (byCode.get(a.code ?? '?') ?? 0) + 1);
  const checks = [
    { what: 'every purchase answered 201 (a decline is an answer)', ok: unexpected.length === 0, detail: unexpected.slice(0, 3).join('; ') || `${int(answers.length)} of ${int(total)}` },
    { what: `no card's approved use of a day (its zone) above its daily limit of ${int(DAILY)}`, ok: Number(proof.over_limit) === 0, detail: `busiest card-day ${int(Number(proof.worst_day))}` },
    { what: `approved amounts ≤ the issuing balance funded (${int(FUND)})`, ok: Number(proof.approved_sum) <= Number(proof.funded) && Number(proof.funded) === FUND, detail: int(Number(proof.approved_sum)) },
    { what: 'balance row = sums of its entries (available, held), neither negative', ok: proof.row_available === proof.entries_available && proof.row_held === proof.entries_held && Number(proof.row_available) >= 0 && Number(proof.row_held) >= 0, detail: `${int(Number(proof.row_available))} / ${int(Number(proof.row_held))}` },
    { what: 'running sum of available in the order the entries were written never below zero', ok: Number(proof.min_running) >= 0, detail: `lowest ${int(Number(proof.min_running))}` },
    { what: 'authorizations in the database = answers', ok: Number(proof.auths) === answers.length, detail: proof.auths },
    { what: 'both refusals happened (the limits and the balance were tight)', ok: (byCode.get('spending_limit') ?? 0) > 0 && (byCode.get('insufficient_funds') ?? 0) > 0, detail: [...byCode].map(([c, n]) => `${c} ${n}`).join(', ') },
  ];
  const lat = answers.map((a) => a.ms).sort((a, b) => a - b);
  const latOk = approved.map((a) => a.ms).sort((a, b) => a - b);
  const latNo = answers.filter((a) => !a.approved).map((a) => a.ms).sort((a, b) => a - b);
  const inServer = answers.flatMap((a) => (a.serverMs === null ? [] : [a.serverMs])).sort((a, b) => a - b);
  for (const c of checks) console.log(`${c.ok ? 'ok  ' : 'FAIL'} ${c.what}: ${c.detail}`);
  console.log(`${answers.length} authorizations in ${seconds.toFixed(1)} s (${(answers.length / seconds).toFixed(0)}/s): p50 ${percentile(lat, 50).toFixed(1)} ms, p99 ${percentile(lat, 99).toFixed(1)} ms; in the server p50 ${percentile(inServer, 50).toFixed(1)} ms, p99 ${percentile(inServer, 99).toFixed(1)} ms (load ${endLoad})`);

  const f = (xs: number[]) => `${percentile(xs, 50).toFixed(1)} / ${percentile(xs, 99).toFixed(1)}`;
  const section = [
    '## Issuing authorizations bench (issue 31, benchmark)',
    '',
    `Generated by \`npm run bench:issuing\` on ${new Date().toISOString().slice(0, 10)}: PostgreSQL ${version}, two server processes (the bundled server,`,
    `\`node dist-server/main.mjs\`) on it; ${int(total)} purchases sent open-loop at ${RATE} a second (alternating servers) through the simulator's route`,
    `POST /test/api/issuing-authorizations, on ${CARDS} cards of one cardholder (a skewed choice: the first cards busy) with a daily limit of ${int(DAILY)} each,`,
    `sharing one USD issuing balance funded with ${int(FUND)} (55 % of what the limits allow). No webhook decision. ${os.cpus().length} cores shared with`,
    `other helpers' work: load average ${endLoad} at the end of the run, so the latencies are upper bounds (client side, HTTP included).`,
    '',
    '| figure | value |',
    '| --- | ---: |',
    `| purchases answered / sent, in | ${int(answers.length)} / ${int(total)}, ${seconds.toFixed(1)} s (${(answers.length / seconds).toFixed(0)}/s) |`,
    `| sends started more than 50 ms late (the servers behind: at most ${MAX_IN_FLIGHT} open at once) | ${int(lateStarts)} |`,
    `| **decision latency p50 / p99, all (ms)** | **${f(lat)}** |`,
    `| approved p50 / p99 (ms) | ${f(latOk)} |`,
    `| declined p50 / p99 (ms) | ${f(latNo)} |`,
    `| in the server (Server-Timing: the transaction, commit included) p50 / p99 (ms) | ${inServer.length ? f(inServer) : 'not answered'} |`,
    `| approved / declined | ${int(approved.length)} / ${int(answers.length - approved.length)} (${[...byCode].map(([c, n]) => `${c} ${int(n)}`).join(', ')}) |`,
    '',
    `The goal, p99 ≤ 20 ms without a webhook decision, is ${percentile(lat, 99) <= 20 ? 'met' : 'missed'} in this run. A purchase is first decided on one lock-free snapshot (a decline there stands);`,
    "only an approval locks its card (and its cardholder's limits when it has some) and takes the shared balance row, in the statement that writes it,",
    'just before the answer and the commit (docs/decisions.md). The server-side figure (Server-Timing) is the transaction alone; the client figure adds',
    `the HTTP and the queue in the servers when the machine is loaded. ${durability} (scripts/with-postgres.sh: no disk flush at commit, unlike production).`,
    '',
    `Busy connections of the database during the run, mean over ${samples} samples (every 25 ms): ${topWaits.slice(0, 5).map(([w, n]) => `${(n / samples).toFixed(2)} ${w.replace(/\|/g, '/')}`).join('; ')}.`,
    '',
    '| proof (from the database) | result | |',
    '| --- | --- | --- |',
    ...checks.map((c) => `| ${c.what} | ${c.detail} | ${c.ok ? 'holds' : '**broken**'} |`),
  ].join('\n');
  writeReportSection('issuing-bench', section);
  console.log(section);
  if (checks.some((c) => !c.ok)) process.exitCode = 1;
} finally {
  for (const s of servers) await stopServer(s);
  await database.close();
}
