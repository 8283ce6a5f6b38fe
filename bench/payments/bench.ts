// The payments bench as one call, for `npm run bench` (bench/run.ts) and `npm run bench:payments` (./index.ts):
// PostgreSQL at `url`, then PGlite, then the Payments section of bench/REPORT.md. BENCH_PAYMENTS sets the
// PostgreSQL count, BENCH_PGLITE_PAYMENTS the PGlite count (0 skips PGlite); both default to 1,000,000.
import { benchPglite } from './pglite';
import { benchPostgres, type EngineResult } from './postgres';
import { paymentsMarkdown, writePaymentsSection } from './report';

export async function runPaymentsBench(url: string): Promise<void> {
  const pgCount = Number(process.env.BENCH_PAYMENTS ?? 1_000_000);
  const pgliteCount = Number(process.env.BENCH_PGLITE_PAYMENTS ?? 1_000_000);
  const results: EngineResult[] = [await benchPostgres(url, pgCount)];
  if (pgliteCount > 0) results.push(await benchPglite(pgliteCount));
  const notes =
    pgliteCount > 0 && pgliteCount < pgCount
      ? [`PGlite ran at ${pgliteCount.toLocaleString('en-US')} payments, not ${pgCount.toLocaleString('en-US')}, to fit the time.`, '']
      : [];
  writePaymentsSection(paymentsMarkdown(results, notes));
  console.log('Wrote the Payments section of bench/REPORT.md');
}
