// Timing helpers for the bench: run a call repeatedly after a warm-up and report its percentiles.

export interface Timing {
  name: string;
  p50: number;
  p95: number;
  runs: number;
}

/** The p-th percentile of sorted values (nearest rank); NaN when there are none. */
export const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : Number.NaN);

export async function measure(name: string, fn: () => Promise<unknown>, runs = 40, warmup = 5): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { name, p50: percentile(times, 50), p95: percentile(times, 95), runs };
}

/** As measure, for several calls run in turn (a, b, a, b, …): one timing each, under the same load. */
export async function measureInTurn(name: string, fns: (() => Promise<unknown>)[], runs = 40, warmup = 5): Promise<Timing[]> {
  for (let i = 0; i < warmup; i++) for (const fn of fns) await fn();
  const times: number[][] = fns.map(() => []);
  for (let i = 0; i < runs; i++) {
    for (const [k, fn] of fns.entries()) {
      const started = performance.now();
      await fn();
      times[k].push(performance.now() - started);
    }
  }
  return times.map((t) => {
    t.sort((a, b) => a - b);
    return { name, p50: percentile(t, 50), p95: percentile(t, 95), runs };
  });
}

export const ms = (n: number) => n.toFixed(1);
