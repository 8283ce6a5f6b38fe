// Runs a POST that creates or moves something in one transaction under its Idempotency-Key (server/services/
// idempotency.ts) and sends the answer exactly as stored: a replay is byte for byte the first answer, flagged with
// Idempotent-Replayed: true; the same key with another body is a 409. Every create of the merchant API goes through
// here, so a merchant's server can retry any create safely.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Tx } from '../db/client';
import { Later, runIdempotent, runIdempotentInWork, type Answer, type WorkKey } from '../services/idempotency';

export { Later };
import { ok } from '../lib/reply';
import { signedIn } from './signed-in';
import { SessionChanged, type SessionCheck } from '../repositories/sessions';

/** The header of every create and money call, as the OpenAPI document shows it. */
export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .optional()
    .describe('1 to 255 visible ASCII characters: a retry with the same key and body replays the first answer; another body is a 409'),
});

export interface IdempotentCallOptions<S extends z.ZodType> {
  statusCode: number;
  /** The record schema the answer is serialised through. */
  schema: S;
  /** Wrap in { code: 200, data, message } (non-resource calls). */
  envelope?: boolean;
  /**
   * Answer a `Server-Timing: tx;dur=<ms>` header: the time of the call's database work, measured in the server from
   * before its first statement to its answer (the transaction, commit included; for idempotentCallInWork its
   * statements, each its own transaction, and what it decides between them): the issuing authorization's decision
   * time, which bench:issuing reports beside the client's figure.
   */
  timing?: boolean;
}

export async function idempotentCall<S extends z.ZodType>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  opts: IdempotentCallOptions<S>,
  work: (tx: Tx) => Promise<z.input<S>>,
) {
  const header = request.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  const route = request.url.split('?')[0];
  const started = opts.timing ? performance.now() : 0;
  const answer = await runIdempotent(app.db, signedIn(request).scope, { key, space: { kind: 'merchant' }, method: request.method, route, body: request.body ?? {} }, async (tx) => {
    const data = opts.schema.parse(await work(tx));
    return { statusCode: opts.statusCode, body: JSON.stringify(opts.envelope ? ok(data) : data) };
  });
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  if (opts.timing) reply.header('server-timing', `tx;dur=${(performance.now() - started).toFixed(2)}`);
  return reply.code(answer.statusCode).type('application/json; charset=utf-8').send(answer.body);
}

/**
 * idempotentCall for a work with no transaction around the call (runIdempotentInWork: the issuing purchase), with an
 * optional step outside any transaction (a Later):
 * `first` gets the key with `answer`, which makes the answer of a record as it will be sent, and writes the key's row
 * with it in the statement that writes its record; Server-Timing (`timing`) is then the time of the work's database
 * statements and what it decides between them, from the first to the answer.
 * When the route's guard let the call through on a session its process kept (server/plugins/auth.ts, request.sessionCheck),
 * the key carries the check as `session` and `first` confirms it in its first statement (read only), throwing
 * SessionChanged when it no longer holds: the session is then looked up and the access decided again (401/403), and the
 * work run again without it. With no Idempotency-Key (no key to carry it), the session is looked up first.
 */
export async function idempotentCallInWork<S extends z.ZodType, L, O>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  opts: IdempotentCallOptions<S>,
  first: (key: (WorkKey & { answer: (record: z.input<S>) => Answer; session?: SessionCheck }) | null) => Promise<z.input<S> | Later<L>>,
  outside: (later: L) => Promise<O>,
  second: (tx: Tx, later: L, out: O) => Promise<z.input<S>>,
) {
  const header = request.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  const started = opts.timing ? performance.now() : 0;
  const call = { key, space: { kind: 'merchant' as const }, method: request.method, route: request.url.split('?')[0], body: request.body ?? {} };
  // The answer of a record the work already made (its key's row holds it) is not parsed and serialised twice.
  let made: { record: z.input<S>; answer: Answer } | null = null;
  const send = (record: z.input<S>): Answer => {
    if (made && made.record === record) return made.answer;
    const data = opts.schema.parse(record);
    const answer = { statusCode: opts.statusCode, body: JSON.stringify(opts.envelope ? ok(data) : data) };
    made = { record, answer };
    return answer;
  };
  let pending = request.sessionCheck;
  if (pending && key === undefined) {
    await pending.confirm();
    pending = null;
  }
  const run = (session: SessionCheck | undefined) => runIdempotentInWork(
    app.db, signedIn(request).scope, call,
    async (workKey) => {
      const out = await first(workKey && { ...workKey, answer: send, ...(session ? { session } : {}) });
      return out instanceof Later ? (out as Later<L>) : send(out);
    },
    outside,
    async (tx, later, out) => send(await second(tx, later, out)),
  );
  let answer: Answer & { replayed: boolean };
  try {
    answer = await run(pending?.check);
  } catch (e) {
    if (!(e instanceof SessionChanged) || !pending) throw e;
    await pending.confirm();
    pending = null;
    answer = await run(undefined);
  }
  // A work that did not confirm the session it was given (a mistake): the session is looked up before anything is answered.
  if (pending && !pending.check.confirmed) await pending.confirm();
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  if (opts.timing) reply.header('server-timing', `tx;dur=${(performance.now() - started).toFixed(2)}`);
  return reply.code(answer.statusCode).type('application/json; charset=utf-8').send(answer.body);
}
