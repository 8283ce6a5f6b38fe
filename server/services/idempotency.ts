// Idempotency-Key for money-moving POSTs: the key row is written in the same transaction as the work and its
// answer, so a replay returns the first answer byte for byte, and the unique key makes a concurrent duplicate
// wait for the first and then replay it (on PostgreSQL across processes too). A refused request stores nothing.
import { createHash } from 'node:crypto';
import { paymentMessage } from '../../domain/payment-messages';
import type { Db, Tx } from '../db/client';
import { hotTransaction } from '../db/hot-query';
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
  /**
   * runIdempotentInSteps only: the work claims the key in its own first statement and records the answer in its last
   * (one round trip less each, on the hot path of bench:issuing): `first` gets the WorkKey, and throws KeyTaken when
   * its claim found the key there already (before writing anything); the rest is as usual.
   */
  claimInWork?: boolean;
}

/** The key a work claims and answers itself (IdempotentRequest.claimInWork): its stored form and the request's hash. */
export interface WorkKey {
  key: string;
  requestHash: string;
}

/** Thrown by a work whose claim found its key taken (nothing written): the call is answered as a replay or a conflict. */
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

/** What a first step returns when the call needs a step outside any transaction (see runIdempotentInSteps). */
export class Later<L> {
  constructor(readonly value: L) {}
}

/**
 * Like runIdempotent, for a call with a step that must run outside any transaction (an HTTP call to the merchant's
 * endpoint): `first` runs in the key's transaction and answers, or returns a Later; then that transaction commits
 * with the key marked in progress (a duplicate meanwhile is answered 409 idempotency_key_in_progress), `outside` runs
 * with no transaction open, and `second` runs in a new transaction that also records the answer on the key.
 */
export async function runIdempotentInSteps<L, O>(
  db: Db,
  scope: Scope,
  request: IdempotentRequest,
  first: (tx: Tx, key: WorkKey | null) => Promise<Answer | Later<L>>,
  outside: (later: L) => Promise<O>,
  second: (tx: Tx, later: L, out: O) => Promise<Answer>,
): Promise<Answer & { replayed: boolean }> {
  const key = request.key === undefined ? undefined : checkedKey({ ...request, key: request.key });
  const hash = requestHash(request);
  const inWork = request.claimInWork === true && key !== undefined;
  // hotTransaction: the issuing purchase's transaction (bench:issuing), db.transaction without its per-call building.
  const started = await hotTransaction(db, async (tx): Promise<Answer & { replayed: boolean } | Later<L>> => {
    const replay = async (k: string) => {
      const found = await findIdempotencyKey(tx, scope, k);
      if (!found || found.requestHash !== hash) throw new AppError(409, paymentMessage('idempotency_key_reused'));
      if (found.statusCode === 0) throw new AppError(409, paymentMessage('idempotency_key_in_progress'));
      return { statusCode: found.statusCode, body: found.responseBody, replayed: true };
    };
    if (key !== undefined && !inWork && !(await claimIdempotencyKey(tx, scope, key, hash))) return replay(key);
    let answer: Answer | Later<L>;
    try {
      answer = await first(tx, inWork ? { key: key!, requestHash: hash } : null);
    } catch (e) {
      if (inWork && e instanceof KeyTaken) return replay(key!);
      throw e;
    }
    if (answer instanceof Later) return answer;
    // A work that claimed the key itself has recorded its answer too.
    if (key !== undefined && !inWork) await recordIdempotentAnswer(tx, scope, key, answer.statusCode, answer.body);
    return { ...answer, replayed: false };
  });
  if (!(started instanceof Later)) return started;
  const out = await outside(started.value);
  return db.transaction(async (tx) => {
    const answer = await second(tx, started.value, out);
    if (key !== undefined) await recordIdempotentAnswer(tx, scope, key, answer.statusCode, answer.body);
    return { ...answer, replayed: false };
  });
}

function checkedKey(request: IdempotentRequest & { key: string }): string {
  if (!KEY_PATTERN.test(request.key)) throw new AppError(400, paymentMessage('idempotency_key_invalid'));
  return storedKey(request.key, request.space);
}
