// One HTTP call of the benches that drive running servers (bench:payouts, bench:issuing): the status, the parsed
// body, whether the server answered an Idempotency-Key replay, and the client-side time.
export interface BenchAnswer<B> {
  status: number;
  body: B;
  replayed: boolean;
  ms: number;
  /** The server's own figure when it answers one (`Server-Timing: tx;dur=…`), in ms. */
  serverMs: number | null;
}

/** GET (no body) or POST (a JSON body) to `base + path` with a bearer token. */
export async function benchCall<B extends object>(base: string, path: string, token: string, body: unknown, headers: Record<string, string> = {}): Promise<BenchAnswer<B>> {
  const started = performance.now();
  const res = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const ms = performance.now() - started;
  const timing = /dur=([0-9.]+)/.exec(res.headers.get('server-timing') ?? '');
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as B, replayed: res.headers.get('idempotent-replayed') === 'true', ms, serverMs: timing ? Number(timing[1]) : null };
}
