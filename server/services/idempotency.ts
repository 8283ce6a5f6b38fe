// Idempotency-Key for money-moving POSTs: the key row is written in the same transaction as the work and its
// answer, so a replay returns the first answer byte for byte, and the unique key makes a concurrent duplicate
// wait for the first and then replay it (on PostgreSQL across processes too). A refused request stores nothing.
// runIdempotentInWork (the issuing purchase) has no transaction around the call: the work writes the key's row with
// its answer in the one statement that writes its result, so the same holds statement by statement.
import { createHash } from 'node:crypto';
import { paymentMessage } from '../../domain/payment-messages';
import type { Db, DbOrTx, Tx } from '../db/client';
import { AppError } from '../lib/errors';
import { claimIdempotencyKey, findIdempotencyKey, recordIdempotentAnswer } from '../repositories/idempotency-keys';
import type { Scope } from '../repositories/scope';

export interface Answer {
  statusCode: number;
  /** The JSON body exactly as sent. */
  body: string;
}

export interface IdempotentRequest {
  key: string | undefined;
  /**
   * Whose key space the key lives in: the merchant's own (API calls) or one checkout token's (its public payers).
   * A payer can neither see nor claim a merchant's key, and the merchant's keys never meet a payer's.
   */
  space: { kind: 'merchant' } | { kind: 'checkout'; token: string };
  method: string;
  route: string;
  body: unknown;
}

/** The key a work writes and answers itself (runIdempotentInWork): its stored form and the request's hash. */
export interface WorkKey {
  key: string;
  requestHash: string;
}

/** Thrown by a work that found its key's row there already (having written nothing): the call is answered as a replay or a conflict. */
export class KeyTaken extends Error {
  constructor() {
    super('idempotency key taken');
  }
}

const KEY_PATTERN = /^[\x21-\x7E]{1,255}$/;

/**
 * The stored key: the merchant's as sent (earlier rows stay valid), a payer's prefixed with its token and spaces, which
 * KEY_PATTERN never lets into a key, so no key sent by anyone can name a row of another space.
 */
export function storedKey(key: string, space: IdempotentRequest['space']): string {
  return space.kind === 'merchant' ? key : `checkout ${space.token} ${key}`;
}

/** JSON with object keys sorted, so the same request always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function requestHash(r: IdempotentRequest): string {
  return createHash('sha256').update(`${r.method} ${r.route}\n${canonicalJson(r.body)}`).digest('hex');
}

/** Runs `work` in one transaction, at most once per key in the scope. */
export async function runIdempotent(
  db: Db,
  scope: Scope,
  request: IdempotentRequest,
  work: (tx: Tx) => Promise<Answer>,
): Promise<Answer & { replayed: boolean }> {
  if (request.key === undefined) return db.transaction(async (tx) => ({ ...(await work(tx)), replayed: false }));
  if (!KEY_PATTERN.test(request.key)) throw new AppError(400, paymentMessage('idempotency_key_invalid'));
  const key = storedKey(request.key, request.space);
  const hash = requestHash(request);
  return db.transaction(async (tx) => {
    if (!(await claimIdempotencyKey(tx, scope, key, hash))) {
      const first = await findIdempotencyKey(tx, scope, key);
      if (!first || first.requestHash !== hash) throw new AppError(409, paymentMessage('idempotency_key_reused'));
      return { statusCode: first.statusCode, body: first.responseBody, replayed: true };
    }
    const answer = await work(tx);
    await recordIdempotentAnswer(tx, scope, key, answer.statusCode, answer.body);
    return { ...answer, replayed: false };
  });
}

/** What a first step returns when the call needs a step outside any transaction (see runIdempotentInWork). */
export class Later<L> {
  constructor(readonly value: L) {}
}

/**
 * runIdempotent for a work that opens no transaction around the call (the issuing purchase, bench:issuing:
 * docs/decisions.md "seventh pass: two statements, no transaction"): `first` gets the key (its stored form and the
 * request's hash) and writes the key's row itself, with its answer, in the statement that writes its result, all or
 * nothing (or, when it returns a Later, in progress: status 0, in the transaction that commits before `outside`). When
 * it finds the row there already (read before writing, or met by its write's insert, which waits for a concurrent
 * duplicate's statement or transaction to end), it writes nothing and throws KeyTaken, and the call is answered from the
 * row as runIdempotent answers it: the stored answer byte for byte, 409 idempotency_key_reused for another body, 409
 * idempotency_key_in_progress while the first still awaits its step outside. A work that fails writes no key's row, so
 * the call can be sent again with its key. After a Later, the key in progress (a duplicate meanwhile is answered 409
 * idempotency_key_in_progress), `outside` runs with no transaction open (an HTTP call to the merchant's endpoint), and
 * `second` runs in a new transaction that also records the answer on the key.
 */
export async function runIdempotentInWork<L, O>(
  db: Db,
  scope: Scope,
  request: IdempotentRequest,
  first: (key: WorkKey | null) => Promise<Answer | Later<L>>,
  outside: (later: L) => Promise<O>,
  second: (tx: Tx, later: L, out: O) => Promise<Answer>,
): Promise<Answer & { replayed: boolean }> {
  const key = request.key === undefined ? undefined : checkedKey({ ...request, key: request.key });
  const hash = requestHash(request);
  let answer: Answer | Later<L>;
  try {
    answer = await first(key === undefined ? null : { key, requestHash: hash });
  } catch (e) {
    if (key !== undefined && e instanceof KeyTaken) return replayOf(db, scope, key, hash);
    throw e;
  }
  if (!(answer instanceof Later)) return { ...answer, replayed: false };
  return finishLater(db, scope, key, answer.value, outside, second);
}

/** A call whose key's row is there: its stored answer, or a 409 (another body; or the first still in progress). */
async function replayOf(db: DbOrTx, scope: Scope, key: string, hash: string): Promise<Answer & { replayed: boolean }> {
  const found = await findIdempotencyKey(db, scope, key);
  if (!found || found.requestHash !== hash) throw new AppError(409, paymentMessage('idempotency_key_reused'));
  if (found.statusCode === 0) throw new AppError(409, paymentMessage('idempotency_key_in_progress'));
  return { statusCode: found.statusCode, body: found.responseBody, replayed: true };
}

/** The steps after a Later: `outside` with no transaction open, then `second` in a new transaction that records the answer on the key. */
async function finishLater<L, O>(
  db: Db, scope: Scope, key: string | undefined, later: L, outside: (later: L) => Promise<O>, second: (tx: Tx, later: L, out: O) => Promise<Answer>,
): Promise<Answer & { replayed: boolean }> {
  const out = await outside(later);
  return db.transaction(async (tx) => {
    const answer = await second(tx, later, out);
    if (key !== undefined) await recordIdempotentAnswer(tx, scope, key, answer.statusCode, answer.body);
    return { ...answer, replayed: false };
  });
}

function checkedKey(request: IdempotentRequest & { key: string }): string {
  if (!KEY_PATTERN.test(request.key)) throw new AppError(400, paymentMessage('idempotency_key_invalid'));
  return storedKey(request.key, request.space);
}
