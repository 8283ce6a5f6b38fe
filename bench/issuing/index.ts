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
// a random card with a random amount, for BENCH_SECONDS (default 20) seconds, after BENCH_WARMUP (default 5) seconds
// at the same rate on a second merchant of its own (not measured). The CPU each server process, PostgreSQL (all its
// processes) and this load generator used during the measured run is read from /proc and reported per purchase, with
// the machine's load (load average, and the CPU other processes used meanwhile). PostgreSQL is DATABASE_URL (or
// TEST_DATABASE_URL), else a throwaway server from scripts/with-postgres.sh (PGTEST_PORT); the servers listen on
// BENCH_PORT and the next port. Writes its own section of bench/REPORT.md. Not part of `npm test`.
import { benchCall, type BenchAnswer } from '../http';
import { percentile } from '../measure';
import { execFileSync, spawnSync, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
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
/** Seconds of purchases at the same rate before the measured ones, on a merchant of their own (not measured): the servers' JIT and PostgreSQL's caches warm up. */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const CARDS = Number(process.env.BENCH_CARDS ?? 20);
const DAILY = 50_000; // USD 500.00 a day a card
/** The balance covers a little more than half of what the limits allow: the last purchases meet it. */
const FUND = Math.floor((CARDS * DAILY * 55) / 100);
const AMOUNTS = [500, 1_200, 2_500, 4_000, 7_500];
const MAX_IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 64);
/**
 * BENCH_FLOOR=1: the same rig (servers, rate, session, warm-up) on GET /issuing/menu/display instead of the purchase (the
 * session's lookup and one read): the CPU per request of the stack every route shares, to compare with a purchase's.
 * Prints its figures and writes nothing to the report.
 */
const FLOOR = process.env.BENCH_FLOOR === '1';
const PORTS = [Number(process.env.BENCH_PORT ?? 18554), Number(process.env.BENCH_PORT ?? 18554) + 1];
const load = () => os.loadavg()[0].toFixed(1);
const int = (n: number) => Math.round(n).toLocaleString('en-US');
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** Clock ticks a second of /proc's CPU times. */
const TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
const procStat = (pid: number) => {
  // The fields after the command's closing parenthesis: state is [0], ppid [1], utime [11], stime [12], cutime [13], cstime [14].
  const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return text.slice(text.lastIndexOf(')') + 2).split(' ');
};
const ticksOf = (f: string[], children = false) => Number(f[11]) + Number(f[12]) + (children ? Number(f[13]) + Number(f[14]) : 0);
/** CPU ms so far: each server process; PostgreSQL (the postmaster, its children alive and those that ended); this process; the machine's busy time. */
function cpuNow(serverPids: number[], postmasterPid: number) {
  let pg = ticksOf(procStat(postmasterPid), true);
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const f = procStat(Number(d));
      if (Number(f[1]) === postmasterPid) pg += ticksOf(f);
    } catch {
      // ended meanwhile
    }
  }
  const own = process.cpuUsage();
  const [, ...cols] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const machineBusy = cols.reduce((a, b) => a + b, 0) - cols[3] - cols[4]; // all but idle and iowait
  const ms = (ticks: number) => (ticks * 1000) / TICKS;
  return { servers: serverPids.map((p) => ms(ticksOf(procStat(p)))), pg: ms(pg), generator: (own.user + own.system) / 1000, machine: ms(machineBusy), at: performance.now() };
}
function cpuSince(a: ReturnType<typeof cpuNow>, b: ReturnType<typeof cpuNow>) {
  const servers = b.servers.map((v, i) => v - a.servers[i]);
  const pg = b.pg - a.pg;
  const generator = b.generator - a.generator;
  const machine = b.machine - a.machine;
  return { servers, pg, generator, machine, others: Math.max(0, machine - servers.reduce((x, y) => x + y, 0) - pg - generator), wallMs: b.at - a.at };
}

type Answer = BenchAnswer<{ id?: string; approved?: boolean; declineReason?: { code: string } | null; [k: string]: unknown }>;

const call = (base: string, path: string, token: string, body: unknown, headers: Record<string, string> = {}) => benchCall<Answer['body']>(base, path, token, body, headers);

/**
 * The purchases' POST, cheaper for the load generator than fetch (which cost it about 3.4 ms of CPU a purchase): node:http
 * on a keep-alive agent (one socket per purchase in flight, reused), the body as one buffer, the answer parsed once.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: MAX_IN_FLIGHT });
let resent = 0;
function purchase(base: string, token: string, body: unknown, key: string, started = performance.now()): Promise<Answer> {
  const payload = FLOOR ? Buffer.alloc(0) : Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = http.request(FLOOR ? `${base}/issuing/menu/display` : `${base}/issuing-authorizations`, FLOOR ? { method: 'GET', agent, headers: { authorization: `Bearer ${token}` } } : {
      method: 'POST', agent,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': payload.length, 'idempotency-key': key },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        const timing = /dur=([0-9.]+)/.exec(String(res.headers['server-timing'] ?? ''));
        resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) as Answer['body'] : {}, replayed: res.headers['idempotent-replayed'] === 'true', ms: performance.now() - started, serverMs: timing ? Number(timing[1]) : null });
      });
      res.on('error', reject);
    });
    // A kept-alive socket the server closed while idle (its keep-alive timeout) resets on reuse: sent again once, with
    // the same Idempotency-Key (a replay if it had arrived), as Node's documentation advises; counted in the report.
    req.on('error', (e: NodeJS.ErrnoException) => {
      if (req.reusedSocket && e.code === 'ECONNRESET') {
        resent++;
        purchase(base, token, body, key, started).then(resolve, reject);
      } else reject(e);
    });
    req.end(payload);
  });
}

const database = await openPostgres(url!);
const servers: ChildProcess[] = [];
try {
  await database.migrate();
  const db = database.db;
  const [{ version, durability }] = rowsOf<{ version: string; durability: string }>(await db.execute(sql`
    select current_setting('server_version') as version,
      'fsync ' || current_setting('fsync') || ', synchronous_commit ' || current_setting('synchronous_commit') || ', jit ' || current_setting('jit') as durability`));
  // PostgreSQL's processes are the postmaster's children: this connection's backend names its parent.
  const [{ backend }] = rowsOf<{ backend: number }>(await db.execute(sql`select pg_backend_pid() as backend`));
  const postmaster = Number(procStat(Number(backend))[1]);
  for (const p of DEFAULT_SYSTEM_PARAMS) await upsertSystemParam(db, p);
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
  /** A fresh merchant (issuing on, its zone the default) with its cardholder, CARDS cards and a funded issuing balance, made through the routes. */
  const merchant = async (name: string) => {
    const suffix = randomId(8).toLowerCase();
    const accountId = `acct_bench_issuing_${suffix}`;
    const userId = `usr_bench_issuing_${suffix}`;
    const scope = { accountId, livemode: false };
    await db.insert(accounts).values({ id: accountId, name, issuingEnabled: true });
    await db.insert(users).values({ id: userId, email: `bench-issuing-${suffix}@example.com`, passwordHash: 'x', nickname: 'bench', status: 'active' });
    await db.insert(memberships).values({ accountId, userId, role: 'owner', permissions: ['*'] });
    const token = (await createSession(db, { userId, accountId, ttlHours: 6 })).testToken;
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
    console.log(`merchant ${accountId} (${name}): ${CARDS} cards, daily limit ${DAILY / 100} each, issuing balance ${FUND / 100} USD (load ${load()})`);
    return { accountId, token, cardIds, idem };
  };
  // The warm-up's purchases go to a merchant of their own, so the measured merchant's limits and balance start fresh.
  const warm = WARMUP > 0 ? await merchant('Issuing bench warm-up') : null;
  const { accountId, token, cardIds, idem } = await merchant('Issuing bench');

  // Open loop: one purchase every 1000/RATE ms, whatever the answers; card and amount from a fixed-seed sequence.
  type Sent = { at: number; ms: number; serverMs: number | null; approved: boolean; code: string | null; status: number };
  const drive = async (target: { token: string; cardIds: string[]; idem: (k: string) => Record<string, string> }, seconds: number) => {
    const count = RATE * seconds;
    const answers: Sent[] = [];
    const unexpected: string[] = [];
    let seed = 42;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648);
    const started = performance.now();
    const inFlight: Promise<void>[] = [];
    let lateStarts = 0;
    let open = 0;
    for (let n = 0; n < count; n++) {
      const due = started + (n * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      // At most MAX_IN_FLIGHT purchases open at once (more would only queue in the client's and servers' sockets):
      // a send held back by it starts late and is counted.
      while (open >= MAX_IN_FLIGHT) await new Promise((r) => setTimeout(r, 2));
      if (performance.now() - due > 50) lateStarts++;
      // A skewed choice: the first cards are busy (they meet their limits), the others quiet.
      const card = target.cardIds[Math.floor(((next() / 2_147_483_648) ** 2) * CARDS)];
      const amount = AMOUNTS[next() % AMOUNTS.length];
      const body = { cardId: card, merchantName: `Shop ${n % 50}`, merchantCategory: 'software', merchantCountry: 'US', amount, currency: 'USD' };
      open++;
      inFlight.push(
        purchase(bases[n % 2], target.token, body, target.idem(`p-${n}`)['idempotency-key']).finally(() => open--).then((a) => {
          if (a.status !== (FLOOR ? 200 : 201)) unexpected.push(`${a.status} ${JSON.stringify(a.body).slice(0, 200)}`);
          answers.push({ at: due - started, ms: a.ms, serverMs: a.serverMs, approved: a.body.approved === true, code: a.body.declineReason?.code ?? null, status: a.status });
        }, (e: unknown) => void unexpected.push(String(e))),
      );
    }
    await Promise.all(inFlight);
    return { count, answers, unexpected, lateStarts, seconds: (performance.now() - started) / 1000 };
  };
  if (warm) {
    const w = await drive(warm, WARMUP);
    console.log(`warm-up: ${w.answers.length} purchases in ${w.seconds.toFixed(1)} s on merchant ${warm.accountId} (not measured; ${w.unexpected.length} unexpected answers) (load ${load()})`);
  }

  // What the database's connections do during the run: every 25 ms, each client backend of this database (not this
  // one) counted by its state and wait, with the first words of its statement (a lock wait names what waits).
  // A connection idle in transaction is named by its last statement too (the one before the wait for the server's
  // next): after an approval's write, it still holds the card's lock until its commit arrives. The samples of the
  // opening burst (the first BURST_MS, when nearly every purchase is an approval) are also counted apart.
  const BURST_MS = 1_500;
  const waits = new Map<string, number>();
  const burstWaits = new Map<string, number>();
  let samples = 0;
  let burstSamples = 0;
  let sampling = true;
  const samplingFrom = performance.now();
  const samplingPool = (db as unknown as { $client: import('pg').Pool }).$client;
  const sampler = (async () => {
    while (sampling) {
      // A named statement: planned once (planned each time, it cost PostgreSQL about 0.6 ms of its 0.9, 40 times a second).
      const rows = (await samplingPool.query<{ w: string; n: string }>({ name: 'bench_issuing_waits', text: `
        select state || ' ' || coalesce(wait_event_type || ':' || wait_event, 'on CPU') || case when state in ('active', 'idle in transaction') then ' | ' || regexp_replace(left(query, 48), '[[:space:]]+', ' ', 'g') else '' end as w, count(*)::text as n
        from pg_stat_activity where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid() and state <> 'idle'
        group by 1` })).rows;
      samples++;
      const burst = performance.now() - samplingFrom < BURST_MS;
      if (burst) burstSamples++;
      for (const r of rows) {
        waits.set(r.w, (waits.get(r.w) ?? 0) + Number(r.n));
        if (burst) burstWaits.set(r.w, (burstWaits.get(r.w) ?? 0) + Number(r.n));
      }
      await new Promise((r) => setTimeout(r, 25));
    }
  })();
  const startLoad = load();
  // What the measured run's first purchases could pay that the warm-up did not warm: the servers' pools opening new
  // connections (a fresh backend plans each statement with a cold catalog cache), autovacuum's analyze of a table
  // (every connection's cached plans on it are planned again). Counted from here to the run's end.
  const [{ t0 }] = rowsOf<{ t0: string }>(await db.execute(sql`select now()::text as t0`));
  const cpuBefore = cpuNow(servers.map((s) => s.pid!), postmaster);
  // The CPU of the first second apart (nearly every purchase an approval then): is the burst short of CPU?
  let cpuFirst: ReturnType<typeof cpuSince> | undefined;
  setTimeout(() => (cpuFirst = cpuSince(cpuBefore, cpuNow(servers.map((s) => s.pid!), postmaster))), 1_000);
  const { count: total, answers, unexpected, lateStarts, seconds } = await drive({ token, cardIds, idem }, SECONDS);
  const cpu = cpuSince(cpuBefore, cpuNow(servers.map((s) => s.pid!), postmaster));
  sampling = false;
  await sampler;
  if (FLOOR) {
    const per = (ms: number) => (answers.length ? ms / answers.length : Number.NaN).toFixed(2);
    console.log(`floor (GET /issuing/menu/display): ${answers.length} requests, ${unexpected.length} unexpected; CPU ms per request: servers ${cpu.servers.map(per).join(' + ')}, PostgreSQL ${per(cpu.pg)}, load generator ${per(cpu.generator)} (load ${load()})`);
    if (unexpected.length) throw new Error(`unexpected answers: ${unexpected.slice(0, 3).join('; ')}`);
  } else {
    const topWaits = [...waits].sort((a, b) => b[1] - a[1]).slice(0, 8);
    console.log(`busy connections, mean over ${samples} samples:`);
    for (const [w, n] of topWaits) console.log(`  ${(n / samples).toFixed(2)}  ${w}`);
    const topBurst = [...burstWaits].sort((a, b) => b[1] - a[1]).slice(0, 8);
    console.log(`in the first ${BURST_MS} ms, mean over ${burstSamples} samples:`);
    for (const [w, n] of topBurst) console.log(`  ${(n / burstSamples).toFixed(2)}  ${w}`);
    const endLoad = load();
    const [conns] = rowsOf<{ opened: string; total: string }>(await db.execute(sql`
      select count(*) filter (where backend_start > ${t0}::timestamptz)::text as opened, count(*)::text as total
      from pg_stat_activity where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()`));
    const analyzed = rowsOf<{ relname: string; at: string }>(await db.execute(sql`
      select relname, round(extract(epoch from greatest(last_autoanalyze, last_autovacuum) - ${t0}::timestamptz) * 1000)::text as at
      from pg_stat_user_tables where greatest(last_autoanalyze, last_autovacuum) > ${t0}::timestamptz order by 2`));
    const coldLine = `servers' connections to PostgreSQL opened during the measured run: ${conns.opened} of the ${conns.total} open at its end; autovacuum/analyze during it: ${analyzed.length ? analyzed.map((a) => `${a.relname} at ${a.at} ms`).join(', ') : 'none'}`;
    console.log(coldLine);
    const firstSecond = [0, 250, 500, 750].map((from) => {
      const xs = answers.filter((a) => a.at >= from && a.at < from + 250);
      const ok = xs.filter((a) => a.approved).map((a) => a.ms).sort((x, y) => x - y);
      const srv = xs.flatMap((a) => (a.serverMs === null ? [] : [a.serverMs])).sort((x, y) => x - y);
      return `${from}-${from + 250} ms: ${ok.length} approved p50 / p99 ${ok.length ? `${percentile(ok, 50).toFixed(1)} / ${percentile(ok, 99).toFixed(1)}` : '-'}, in the server ${srv.length ? `${percentile(srv, 50).toFixed(1)} / ${percentile(srv, 99).toFixed(1)}` : '-'}`;
    });
    if (cpuFirst) {
      const c = cpuFirst;
      firstSecond.push(`CPU in the first ${(c.wallMs / 1000).toFixed(2)} s: servers ${c.servers.map((v) => (v / 1000).toFixed(2)).join(' + ')}, PostgreSQL ${(c.pg / 1000).toFixed(2)}, generator ${(c.generator / 1000).toFixed(2)}, others ${(c.others / 1000).toFixed(2)} CPU-s of ${((c.wallMs * os.cpus().length) / 1000).toFixed(2)}`);
    }
    console.log(`the first second by quarter: ${firstSecond.join('; ')}`);

    // The proof, from the database.
    const [proof] = rowsOf<{
      over_limit: string; worst_day: string; funded: string; approved_sum: string; row_available: string; row_held: string; entries_available: string; entries_held: string; min_running: string; auths: string;
      buckets: string; buckets_off: string; min_bucket: string; holds_per_bucket: string; transfers: string;
    }>(await db.execute(sql`
      with per_day as (
        select a.card_id, (a.created_at at time zone ac.timezone)::date as day, sum(a.held_amount + a.captured_amount) as used
        from issuing_authorizations a join accounts ac on ac.id = a.account_id
        where a.account_id = ${accountId} and a.livemode = false and a.approved group by 1, 2
      ), entries as (
        select id, sum(available) over (partition by bucket order by id) as running from issuing_balance_entries where account_id = ${accountId} and livemode = false and currency = 'USD'
      ), bucket_sums as (
        select bucket, sum(available) as available, sum(held) as held from issuing_balance_entries where account_id = ${accountId} and livemode = false and currency = 'USD' group by bucket
      ), bucket_rows as (
        select bucket, available, held from issuing_balances where account_id = ${accountId} and livemode = false and currency = 'USD'
      ), holds as (
        select bucket, count(*) as n from issuing_balance_entries where account_id = ${accountId} and livemode = false and currency = 'USD' and type = 'hold' group by bucket
      )
      select (select count(*) from per_day where used > ${DAILY})::text as over_limit,
        (select coalesce(max(used), 0) from per_day)::text as worst_day,
        (select coalesce(sum(available), 0) from issuing_balance_entries where account_id = ${accountId} and livemode = false and type = 'funding')::text as funded,
        (select coalesce(sum(amount), 0) from issuing_authorizations where account_id = ${accountId} and livemode = false and approved)::text as approved_sum,
        (select sum(available) from bucket_rows)::text as row_available,
        (select sum(held) from bucket_rows)::text as row_held,
        (select count(*) from bucket_rows)::text as buckets,
        (select count(*) from bucket_rows r full join bucket_sums e using (bucket)
          where r.available is distinct from e.available or r.held is distinct from e.held)::text as buckets_off,
        (select least(min(available), min(held)) from bucket_rows)::text as min_bucket,
        (select string_agg(n::text, ' / ' order by bucket) from holds) as holds_per_bucket,
        (select count(distinct source_id) from issuing_balance_entries where account_id = ${accountId} and livemode = false and currency = 'USD' and type = 'transfer')::text as transfers,
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
      { what: 'each bucket = sums of its entries (available, held), none negative; the balance (their sum) = sums of all entries', ok: Number(proof.buckets_off) === 0 && Number(proof.min_bucket) >= 0 && proof.row_available === proof.entries_available && proof.row_held === proof.entries_held, detail: `${proof.buckets} buckets, ${proof.buckets_off} off; ${int(Number(proof.row_available))} / ${int(Number(proof.row_held))}` },
      { what: "each bucket's running sum of available, in the order its entries were written, never below zero", ok: Number(proof.min_running) >= 0, detail: `lowest ${int(Number(proof.min_running))}` },
      { what: 'authorizations in the database = answers', ok: Number(proof.auths) === answers.length, detail: proof.auths },
      { what: 'both refusals happened (the limits and the balance were tight)', ok: (byCode.get('spending_limit') ?? 0) > 0 && (byCode.get('insufficient_funds') ?? 0) > 0, detail: [...byCode].map(([c, n]) => `${c} ${n}`).join(', ') },
    ];
    const lat = answers.map((a) => a.ms).sort((a, b) => a - b);
    const latOk = approved.map((a) => a.ms).sort((a, b) => a - b);
    const latNo = answers.filter((a) => !a.approved).map((a) => a.ms).sort((a, b) => a - b);
    const inServer = answers.flatMap((a) => (a.serverMs === null ? [] : [a.serverMs])).sort((a, b) => a - b);
    const inServerOk = approved.flatMap((a) => (a.serverMs === null ? [] : [a.serverMs])).sort((a, b) => a - b);
    // BENCH_DUMP=<file>: every answer (its send time from the run's start, latency, time in the server, verdict) as JSON, to look closer.
    if (process.env.BENCH_DUMP) writeFileSync(process.env.BENCH_DUMP, JSON.stringify(answers));
    for (const c of checks) console.log(`${c.ok ? 'ok  ' : 'FAIL'} ${c.what}: ${c.detail}`);
    const per = (ms: number) => (answers.length ? ms / answers.length : Number.NaN).toFixed(2);
    const cores = os.cpus().length;
    const cpuLine = `CPU ms per purchase: servers ${cpu.servers.map(per).join(' + ')}, PostgreSQL ${per(cpu.pg)}, load generator ${per(cpu.generator)}; other processes used ${(cpu.others / 1000).toFixed(1)} CPU-s of the ${((cpu.wallMs * cores) / 1000).toFixed(1)} the ${cores} cores had during the run`;
    console.log(cpuLine);
    console.log(`${answers.length} authorizations in ${seconds.toFixed(1)} s (${(answers.length / seconds).toFixed(0)}/s): p50 ${percentile(lat, 50).toFixed(1)} ms, p99 ${percentile(lat, 99).toFixed(1)} ms; in the server p50 ${percentile(inServer, 50).toFixed(1)} ms, p99 ${percentile(inServer, 99).toFixed(1)} ms (load ${endLoad})`);

    const f = (xs: number[]) => `${percentile(xs, 50).toFixed(1)} / ${percentile(xs, 99).toFixed(1)}`;
    const section = [
      '## Issuing authorizations bench (issue 31, benchmark)',
      '',
      `Generated by \`npm run bench:issuing\` on ${new Date().toISOString().slice(0, 10)}: PostgreSQL ${version}, two server processes (the bundled server,`,
      `\`node dist-server/main.mjs\`) on it; ${int(total)} purchases sent open-loop at ${RATE} a second (alternating servers) through the simulator's route`,
      `POST /test/api/issuing-authorizations, on ${CARDS} cards of one cardholder (a skewed choice: the first cards busy) with a daily limit of ${int(DAILY)} each,`,
      `sharing one USD issuing balance funded with ${int(FUND)} (55 % of what the limits allow). No webhook decision. Before the measured ${SECONDS} s, a warm-up of`,
      `${WARMUP} s at the same rate on a merchant of its own (not measured: the servers' JIT and PostgreSQL's caches warm up). The machine: ${cores} cores, load average`,
      `${startLoad} at the start and ${endLoad} at the end of the measured run; processes other than the bench's used ${(cpu.others / 1000).toFixed(1)} CPU-seconds of the`,
      `${((cpu.wallMs * cores) / 1000).toFixed(1)} its cores had meanwhile. Latencies are client side, HTTP included.`,
      '',
      '| figure | value |',
      '| --- | ---: |',
      `| purchases answered / sent, in | ${int(answers.length)} / ${int(total)}, ${seconds.toFixed(1)} s (${(answers.length / seconds).toFixed(0)}/s) |`,
      `| sends started more than 50 ms late (the servers behind: at most ${MAX_IN_FLIGHT} open at once) | ${int(lateStarts)} |`,
      `| sent again on a kept-alive socket the server had closed (same Idempotency-Key) | ${int(resent)} |`,
      `| **decision latency p50 / p99, all (ms)** | **${f(lat)}** |`,
      `| approved p50 / p99 (ms) | ${f(latOk)} |`,
      `| declined p50 / p99 (ms) | ${f(latNo)} |`,
      `| in the server (Server-Timing: the purchase's statements and what is decided between them) p50 / p99 (ms) | ${inServer.length ? f(inServer) : 'not answered'} |`,
      `| approved, in the server p50 / p99 (ms) | ${inServerOk.length ? f(inServerOk) : 'not answered'} |`,
      `| approved in the first second / after it: p50 / p99 (ms) | ${[approved.filter((a) => a.at < 1000), approved.filter((a) => a.at >= 1000)].map((xs) => (xs.length ? `${int(xs.length)}: ${f(xs.map((a) => a.ms).sort((x, y) => x - y))}` : 'none')).join('; ')} |`,
      `| approved / declined | ${int(approved.length)} / ${int(answers.length - approved.length)} (${[...byCode].map(([c, n]) => `${c} ${int(n)}`).join(', ')}) |`,
      `| CPU ms per purchase: server 1 / server 2 / PostgreSQL (all its processes) / load generator | ${cpu.servers.map(per).join(' / ')} / ${per(cpu.pg)} / ${per(cpu.generator)} |`,
      `| holds per bucket of the balance / approvals that moved funds between buckets (no free bucket covered them) | ${proof.holds_per_bucket ?? 'none'} / ${int(Number(proof.transfers))} |`,
      '',
      `The goal, p99 ≤ 20 ms without a webhook decision, is ${percentile(lat, 99) <= 20 ? 'met' : 'missed'} in this run. A purchase is first decided on one lock-free snapshot (a decline there stands);`,
      "only an approval locks its card (and its cardholder's limits when it has some), reads its limits' usage after the lock and takes one free bucket of the",
      'shared balance that covers it, all in the one statement that writes it (a PL/pgSQL check at its head); when no bucket covers it, every bucket, in bucket',
      'order, and it decides on their sum. A decline and an approval a free bucket covers are two statements with no begin or commit, each its own transaction',
      '(the snapshot, then the write with the Idempotency-Key\'s row), on one pooled connection; the rarer paths open a transaction after them (docs/decisions.md,',
      '"fifth pass: buckets", "sixth pass: the locked part in one statement", "seventh pass: two statements, no transaction"). The server-side figure',
      "(Server-Timing) runs from before the purchase's first statement (its pool connection's checkout included) to its answer: the statements and what is",
      `decided between them, not the HTTP; the client figure adds the HTTP and the queue in the servers when the machine is loaded. ${durability}`,
      '(scripts/with-postgres.sh: no disk flush at commit, unlike production).',
      '',
      `Busy connections of the database during the run, mean over ${samples} samples (every 25 ms): ${topWaits.slice(0, 5).map(([w, n]) => `${(n / samples).toFixed(2)} ${w.replace(/\|/g, '/')}`).join('; ')}.`,
      `In the first ${BURST_MS} ms (the approvals' burst), over ${burstSamples} samples: ${topBurst.slice(0, 5).map(([w, n]) => `${(n / burstSamples).toFixed(2)} ${w.replace(/\|/g, '/')}`).join('; ')}.`,
      `The first second by quarter (client latency of approvals; in the server, all): ${firstSecond.join('; ')}. The ${coldLine}.`,
      '',
      '| proof (from the database) | result | |',
      '| --- | --- | --- |',
      ...checks.map((c) => `| ${c.what} | ${c.detail} | ${c.ok ? 'holds' : '**broken**'} |`),
    ].join('\n');
    writeReportSection('issuing-bench', section);
    console.log(section);
    if (checks.some((c) => !c.ok)) process.exitCode = 1;
  }
} finally {
  for (const s of servers) await stopServer(s);
  await database.close();
}
