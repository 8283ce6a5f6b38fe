// `npm run bench:payments`: the payments bench alone (see ./bench.ts). PostgreSQL is DATABASE_URL (or
// TEST_DATABASE_URL), else a throwaway server from scripts/with-postgres.sh; none with BENCH_ENGINES=pglite.
// Not part of `npm test`.
import { spawnSync } from 'node:child_process';
import { pgliteOnly, runPaymentsBench } from './bench';

const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? null;
if (!url && !pgliteOnly()) {
  const run = spawnSync('bash', ['scripts/with-postgres.sh', 'npx', 'tsx', 'bench/payments/index.ts'], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}
await runPaymentsBench(url);
