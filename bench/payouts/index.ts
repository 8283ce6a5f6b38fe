// `npm run bench:payouts` (issue 29, benchmark): payouts created per second on PostgreSQL by 20 concurrent clients
// against one balance, through two real server processes (the bundled server, as `npm start` runs it) on one
// database: the rate, p50/p99 of the create, accepted against refused (insufficient funds), and the proof that the
// sum paid out never exceeded the available balance: the sum of accepted payouts and fees is at most the top-up, the
// balance the route answers is the sum of the ledger entries, and the running sum of the balance's entries in the
// order they were written (under the balance's lock) never goes below zero.
//
// A fresh merchant each run (owner, test-mode session, a standard secret key made through the route, an approved US
// beneficiary through the route and the verification job), its USD balance credited once (an adjustment entry
// available at once); then each client sends POST /test/api/payouts with the key and a new Idempotency-Key, one after
// another, until the balance refuses it; every 25th create is sent again with the same key (a retry) and must replay
// the same payout without a second debit. PostgreSQL is DATABASE_URL (or TEST_DATABASE_URL), else a throwaway server
// from scripts/with-postgres.sh. BENCH_PAYOUTS sets how many payouts the balance covers (default 4,000), BENCH_CLIENTS
// the clients (default 20). Writes its own section of bench/REPORT.md. Not part of `npm test`.
import { benchCall, type BenchAnswer } from '../http';
import { percentile } from '../measure';
import { spawnSync, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { payoutFee, TEST_ACCOUNTS } from '../../domain/payouts/rules';
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
  const run = spawnSync('bash', ['scripts/with-postgres.sh', 'npx', 'tsx', 'bench/payouts/index.ts'], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const COVERED = Number(process.env.BENCH_PAYOUTS ?? 4000);
const AMOUNT = 2_500; // USD 25.00 a payout
const FEE = payoutFee(AMOUNT, 'USD', 'bank_account');
/** The balance covers COVERED payouts and half of one more: the next is refused, whoever sends it. */
const TOPUP = COVERED * (AMOUNT + FEE) + Math.floor((AMOUNT + FEE) / 2);
const RETRY_EVERY = 25;
/** The refusal of a payout the balance does not cover (409, naming the amount). */
const INSUFFICIENT = 'The available balance does not cover this amount.';
const PORTS = [18529, 18530];
const load = () => os.loadavg()[0].toFixed(1);
const int = (n: number) => Math.round(n).toLocaleString('en-US');
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
const US = { name: 'Bench Supplies', country: 'US', currency: 'USD', methodType: 'bank_account', holderName: 'Bench Supplies Inc', bankName: 'First Bank', routingNumber: '021000021', accountNumber: TEST_ACCOUNTS.succeeds };

type Answer = BenchAnswer<{ id?: string; code?: number; amount?: number; fee?: number; [k: string]: unknown }>;

const call = (base: string, path: string, token: string, body: unknown, headers: Record<string, string> = {}) => benchCall<Answer['body']>(base, path, token, body, headers);

const database = await openPostgres(url!);
const servers: ChildProcess[] = [];
try {
  await database.migrate();
  const db = database.db;
  const [{ version }] = rowsOf<{ version: string }>(await db.execute(sql`select current_setting('server_version') as version`));
  for (const p of DEFAULT_SYSTEM_PARAMS) await upsertSystemParam(db, p);
  const suffix = randomId(8).toLowerCase();
  const accountId = `acct_bench_payouts_${suffix}`;
  const userId = `usr_bench_payouts_${suffix}`;
  const scope = { accountId, livemode: false };
  await db.insert(accounts).values({ id: accountId, name: 'Payouts bench' });
  await db.insert(users).values({ id: userId, email: `bench-payouts-${suffix}@example.com`, passwordHash: 'x', nickname: 'bench', status: 'active' });
  await db.insert(memberships).values({ accountId, userId, role: 'owner', permissions: ['*'] });
  const session = await createSession(db, { userId, accountId, ttlHours: 6 });

  // Two server processes on the database, as two app instances behind a balancer would be. The per-key request
  // limit (100 a minute by default) would hold 20 clients to under 2 payouts a second: raised for the bench.
  const limits = { API_KEY_REQUESTS_PER_MINUTE: '1000000', API_REQUESTS_PER_MINUTE: '1000000' };
  Object.assign(process.env, limits);
  for (const [i, port] of PORTS.entries()) servers.push(await startServer({ DATABASE_URL: url! }, port, { bundle: i === 0 }));
  const bases = PORTS.map((p) => `http://127.0.0.1:${p}/test/api`);
  console.log(`two servers (pids ${servers.map((s) => s.pid).join(', ')}) on PostgreSQL ${version} (load ${load()})`);

  const key = await call(bases[0], '/api-keys', session.testToken, { name: 'Payouts bench' });
  if (key.status !== 201 && key.status !== 200) throw new Error(`api key: ${key.status} ${JSON.stringify(key.body)}`);
  const secret = (key.body.data as { value: string }).value;
  const added = await call(bases[0], '/beneficiaries', secret, US, { 'idempotency-key': `ben-${suffix}` });
  if (added.status !== 201) throw new Error(`beneficiary: ${added.status} ${JSON.stringify(added.body)}`);
  const beneficiaryId = added.body.id!;
  // The servers' job workers verify it at once in test mode (TEST_ACCOUNTS.succeeds passes).
  for (let waited = 0; ; waited += 200) {
    const b = await call(bases[1], `/beneficiaries/${beneficiaryId}`, session.testToken, undefined);
    if (b.body.status === 'approved') break;
    if (waited > 60_000 || (b.body.status !== 'needs_review' && b.body.status !== undefined)) throw new Error(`beneficiary ${String(b.body.status)} after ${waited} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const credited = new Date(Date.now() - 1000);
  await insertLedgerEntries(db, scope, [{ currency: 'USD', amount: BigInt(TOPUP), type: 'adjustment', sourceId: `adj_bench_${suffix}`, availableOn: credited, createdAt: credited }]);
  const balanceOf = async () => {
    const res = await call(bases[0], '/balance', session.testToken, undefined);
    if (res.status !== 200) throw new Error(`GET /balance answered ${res.status}: ${JSON.stringify(res.body)}`);
    return ((res.body.data ?? []) as { currency: string; available: number }[]).find((b) => b.currency === 'USD')?.available ?? 0;
  };
  const before = await balanceOf();
  if (before !== TOPUP) throw new Error(`the balance is ${before}, not the ${TOPUP} credited`);
  console.log(`merchant ${accountId}: USD ${TOPUP / 100} available, payouts of ${AMOUNT / 100} + fee ${FEE / 100} (load ${load()})`);

  // The clients: client i talks to server i mod 2, one request at a time, until the balance refuses it.
  const accepted: { id: string; total: number; ms: number }[] = [];
  const refusedMs: number[] = [];
  const retries = { sent: 0, replayed: 0, sameId: 0 };
  const unexpected: string[] = [];
  let sent = 0;
  let lastAcceptedAt = 0;
  const started = performance.now();
  const client = async (i: number) => {
    const base = bases[i % bases.length];
    for (let n = 0; ; n++) {
      const idempotencyKey = `bench-${suffix}-${i}-${n}`;
      const body = { beneficiaryId, amount: AMOUNT, description: `bench ${i}/${n}` };
      sent++;
      const a = await call(base, '/payouts', secret, body, { 'idempotency-key': idempotencyKey });
      if (a.status === 201) {
        accepted.push({ id: a.body.id!, total: (a.body.amount ?? 0) + (a.body.fee ?? 0), ms: a.ms });
        lastAcceptedAt = performance.now();
        if (sent % RETRY_EVERY === 0) {
          // A retry of the same call (a client that lost the answer), on the other server: the same payout, replayed.
          const again = await call(bases[(i + 1) % bases.length], '/payouts', secret, body, { 'idempotency-key': idempotencyKey });
          retries.sent++;
          if (again.replayed) retries.replayed++;
          if (again.body.id === a.body.id) retries.sameId++;
        }
      } else if (a.status === 409 && (a.body.errors as Record<string, string> | undefined)?.amount === INSUFFICIENT) {
        refusedMs.push(a.ms);
        return;
      } else {
        unexpected.push(`${a.status} ${JSON.stringify(a.body).slice(0, 200)}`);
        if (unexpected.length > 10) return;
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i)));
  const seconds = (lastAcceptedAt - started) / 1000;
  const allSeconds = (performance.now() - started) / 1000;
  const endLoad = load();

  // The proof, from the answers and from the ledger.
  const after = await balanceOf();
  const paid = accepted.reduce((s, a) => s + a.total, 0);
  const [ledger] = rowsOf<{ sum: string; entries: string; min_running: string; payouts: string; payout_sum: string }>(await db.execute(sql`
    with mine as (
      select id, amount, sum(amount) over (order by id) as running from ledger_entries
      where account_id = ${accountId} and livemode = false and currency = 'USD'
    )
    select (select sum(amount) from mine)::text as sum, (select count(*) from mine)::text as entries,
      (select min(running) from mine)::text as min_running,
      (select count(*) from payouts where account_id = ${accountId} and livemode = false)::text as payouts,
      (select coalesce(sum(amount + fee), 0) from payouts where account_id = ${accountId} and livemode = false)::text as payout_sum`));
  const checks = [
    { what: 'no answer other than 201 or the 409 of insufficient funds', ok: unexpected.length === 0, detail: unexpected.slice(0, 3).join('; ') || 'none' },
    { what: `sum of accepted payouts and fees ≤ available at the start (${int(TOPUP)})`, ok: paid <= TOPUP, detail: int(paid) },
    { what: `accepted = the ${int(COVERED)} the balance covers (one refusal per client, after it ran out)`, ok: accepted.length === COVERED && refusedMs.length === CLIENTS, detail: `${int(accepted.length)} accepted, ${refusedMs.length} refused` },
    { what: 'payouts in the database = accepted answers, their sum = the answers\' sum (retries created none)', ok: Number(ledger.payouts) === accepted.length && Number(ledger.payout_sum) === paid, detail: `${ledger.payouts} payouts, ${int(Number(ledger.payout_sum))}` },
    { what: 'balance through the route = sum of the ledger entries = start − paid', ok: after === Number(ledger.sum) && after === TOPUP - paid, detail: `${int(after)} = ${int(Number(ledger.sum))} (${ledger.entries} entries)` },
    { what: 'running sum of the entries in the order written never below zero', ok: Number(ledger.min_running) >= 0, detail: `lowest ${int(Number(ledger.min_running))}` },
    { what: 'each retry (same Idempotency-Key, other server) replayed the same payout', ok: retries.replayed === retries.sent && retries.sameId === retries.sent, detail: `${retries.replayed} of ${retries.sent}` },
  ];
  const latencies = accepted.map((a) => a.ms).sort((a, b) => a - b);
  const refusedSorted = [...refusedMs].sort((a, b) => a - b);
  const rate = accepted.length / seconds;
  for (const c of checks) console.log(`${c.ok ? 'ok  ' : 'FAIL'} ${c.what}: ${c.detail}`);
  console.log(`${accepted.length} payouts in ${seconds.toFixed(1)} s: ${rate.toFixed(0)}/s, p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms (load ${endLoad})`);

  const section = [
    '## Payouts bench (issue 29, benchmark)',
    '',
    `Generated by \`npm run bench:payouts\` on ${new Date().toISOString().slice(0, 10)}: PostgreSQL ${version}, two server processes (the bundled server,`,
    `\`node dist-server/main.mjs\`, job workers on) on it, ${CLIENTS} concurrent clients (${CLIENTS / 2} on each server, one request at a time, HTTP keep-alive)`,
    `with a standard secret key, all paying out of one USD balance of ${int(TOPUP)} minor units (${int(COVERED)} payouts of ${int(AMOUNT)} + fee ${int(FEE)}, and half of one more)`,
    `to one approved beneficiary until it refused; ${os.cpus().length} cores shared with other helpers' work: load average ${endLoad} at the end of the run.`,
    '',
    '| figure | value |',
    '| --- | ---: |',
    `| payouts created | ${int(accepted.length)} in ${seconds.toFixed(1)} s |`,
    `| **payouts created per second** | **${rate.toFixed(0)}** |`,
    `| create p50 / p99 (accepted, ms, client side) | ${percentile(latencies, 50).toFixed(1)} / ${percentile(latencies, 99).toFixed(1)} |`,
    `| refused (409, the amount not covered) p50 / max (ms) | ${refusedSorted.length ? `${percentile(refusedSorted, 50).toFixed(1)} / ${refusedSorted[refusedSorted.length - 1].toFixed(1)}` : '—'} |`,
    `| accepted / refused | ${int(accepted.length)} / ${refusedMs.length} |`,
    `| requests sent (creates; retries apart) / all done in | ${int(sent)} / ${allSeconds.toFixed(1)} s |`,
    `| retries with the same Idempotency-Key on the other server | ${retries.sent} (${retries.replayed} replayed) |`,
    '',
    '| proof | result | |',
    '| --- | --- | --- |',
    ...checks.map((c) => `| ${c.what} | ${c.detail} | ${c.ok ? 'holds' : '**broken**'} |`),
  ].join('\n');
  writeReportSection('payouts-bench', section);
  console.log(section);
  if (checks.some((c) => !c.ok)) process.exitCode = 1;
} finally {
  for (const s of servers) await stopServer(s);
  await database.close();
}
