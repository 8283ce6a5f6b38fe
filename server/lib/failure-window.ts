// Failed authentications per client address in a fixed one-minute window, in this process's memory (like the
// per-address request limit of @fastify/rate-limit). Past the limit the address is answered 429 until the window
// ends, whatever it sends: random bearer tokens cannot be tried by the hundred.
export class FailureWindow {
  private readonly counts = new Map<string, { n: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the window ends when the address is over the limit, else null. */
  blockedFor(address: string): number | null {
    const entry = this.counts.get(address);
    const now = this.now();
    if (!entry || entry.resetAt <= now || entry.n < this.max) return null;
    return Math.max(1, Math.ceil((entry.resetAt - now) / 1000));
  }

  record(address: string): void {
    const now = this.now();
    const entry = this.counts.get(address);
    if (!entry || entry.resetAt <= now) {
      // Old windows go when the map grows, so a spray of addresses cannot hold memory for long.
      if (this.counts.size >= 10_000) for (const [k, v] of this.counts) if (v.resetAt <= now) this.counts.delete(k);
      this.counts.set(address, { n: 1, resetAt: now + this.windowMs });
    } else {
      entry.n += 1;
    }
  }
}
