// The payments bench as one call, for `npm run bench` (bench/run.ts) and `npm run bench:payments` (./index.ts):
// PostgreSQL at `url`, then PGlite, then the Payments section of bench/REPORT.md. BENCH_PAYMENTS sets the
// PostgreSQL count, BENCH_PGLITE_PAYMENTS the PGlite count (0 skips PGlite); both default to 1,000,000.
// BENCH_ENGINES=pglite runs PGlite alone and keeps the report's PostgreSQL figures as they are.
import { benchPglite } from './pglite';
import { benchPostgres, type EngineResult } from './postgres';
import { keptEngineSection, paymentsMarkdown, writePaymentsSection } from './report';

export const pgliteOnly = () => process.env.BENCH_ENGINES === 'pglite';

export async function runPaymentsBench(url: string | null): Promise<void> {
  const pgCount = Number(process.env.BENCH_PAYMENTS ?? 1_000_000);
  const pgliteCount = Number(process.env.BENCH_PGLITE_PAYMENTS ?? 1_000_000);
  const kept = pgliteOnly() ? keptEngineSection('PostgreSQL') : null;
  if (pgliteOnly() && !kept) throw new Error('BENCH_ENGINES=pglite needs PostgreSQL figures in bench/REPORT.md to keep');
  if (!kept && !url) throw new Error('The PostgreSQL part needs a database URL');
  const results: (EngineResult | string)[] = [kept ?? (await benchPostgres(url ?? '', pgCount))];
  if (pgliteCount > 0) results.push(await benchPglite(pgliteCount));
  const notes =
    pgliteCount > 0 && pgliteCount < pgCount
      ? [`PGlite ran at ${pgliteCount.toLocaleString('en-US')} payments, not ${pgCount.toLocaleString('en-US')}, to fit the time.`, '']
      : [];
  writePaymentsSection(paymentsMarkdown(results, notes));
  console.log('Wrote the Payments section of bench/REPORT.md');
}
