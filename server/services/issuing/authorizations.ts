// Authorizations and transactions (issue 31, item 4). A purchase is first decided with no lock on one snapshot (the
// card, its cardholder, the windows' usage, the balance available): a decline stands and writes only itself. An
// approval is decided again under the locks, in the statement that writes it (issuing_purchase_check, migration 0037):
// the card (FOR NO KEY UPDATE) and its cardholder's limits when it has some, found as the snapshot saw them (else the
// slow path decides on what changed), the usage read after them; approved, it takes its hold in that statement from
// one bucket of the balance that covers it alone (skipping the buckets other approvals hold), with one conditional
// update; when none is free but one that covers it is held by another approval, it waits in that statement for that
// one bucket (migration 0040, holding no other); when no single bucket covers it, it locks every bucket in bucket order and decides on their sum
// (domain/issuing/balance.ts planHold), moving funds between them. Every other movement locks the bucket(s) it moves
// first (an authorization's: the bucket its hold came from), then the authorization or transaction it changes. No
// path holds a bucket and then waits for a card, and buckets are only waited for in bucket order, so none deadlock;
// two processes approving at once on one card see each other's authorizations, and no bucket can go below zero (the
// conditional update and the table's check; docs/decisions.md "Issuing", "fifth pass: buckets"). On the simulator's
// route the common paths (a decline on the snapshot; an approval the check lets through with a free bucket) are two
// statements with no transaction around them, the second writing everything or nothing, the Idempotency-Key's row
// included; the other paths open a transaction after it wrote nothing ("seventh pass: two statements, no transaction").
import { AUTHORIZATION_HOLD_DAYS, type AuthorizationRecord, type TransactionRecord } from '../../../domain/issuing/authorizations';
import { ISSUING_BALANCE_BUCKETS, planHold } from '../../../domain/issuing/balance';
import { cumulativeLimits, decideAuthorization, usageOfLimits, windowStart, type Decision, type DeclineReason, type Purchase } from '../../../domain/issuing/limits';
import { AUTHORIZATION_REQUEST_EVENT, DECISION_TIMEOUT_MS, type DecisionCall, type DecisionFallback, type Verdict } from '../../../domain/issuing/decision';
import { objectId } from '../../../domain/random-id';
import { findEndpoint } from '../../repositories/webhook-endpoints';
import { signingSecrets } from '../webhooks/endpoints';
import type { WebhookTargets } from '../webhooks/dispatch';
import { sendWebhook } from '../webhooks/http';
import { signedHeaders } from '../webhooks/sign';
import type { Db, DbOrTx } from '../../db/client';
import { withinTransaction, type HotConnection } from '../../db/hot-query';
import { Conflict, FieldErrors, NotFound } from '../../lib/errors';
import { toSafeNumber } from '../../lib/money';
import { insertEvents } from '../../repositories/events';
import { insertDeliveriesFor } from '../../repositories/webhook-deliveries';
import {
  addRefunded, authorizationBucket, dueAuthorizations, findAuthorization, findTransaction, holderLimitsLockKey, insertAuthorizationWithEvent, insertTransaction, lockAuthorization,
  lockCardForPurchase, lockCardholderLimits, lockIssuingBucket, lockIssuingBuckets, lockTransaction, moveIssuingBalance, purchaseSnapshot, purchaseUsage, seenOf, staleDecisions, transactionBucket, updateAuthorization,
  type AuthorizationRow, type CheckAnswer, type PurchaseCheck, type PurchaseLock, type PurchaseSnapshot, type TransactionRow, type Usage, type WindowStarts,
} from '../../repositories/issuing';
import type { Scope } from '../../repositories/scope';
import { KeyTaken, type WorkKey } from '../idempotency';
import type { SessionCheck } from '../../repositories/sessions';

const DAY = 86_400_000;

type CardInfo = { cardholderName: string; cardBrand: AuthorizationRecord['cardBrand']; cardLast4: string };

const cardInfo = (i: CardInfo): CardInfo => ({ cardholderName: i.cardholderName, cardBrand: i.cardBrand, cardLast4: i.cardLast4 });

export function authorizationRecordOf(row: AuthorizationRow, info: CardInfo): AuthorizationRecord {
  return {
    id: row.id,
    cardId: row.cardId,
    cardholderId: row.cardholderId,
    ...cardInfo(info),
    merchantName: row.merchantName,
    merchantCategory: row.merchantCategory as AuthorizationRecord['merchantCategory'],
    merchantCountry: row.merchantCountry,
    amount: toSafeNumber(row.amount),
    currency: row.currency,
    approved: row.approved,
    status: row.status,
    declineReason: (row.declineReason ?? null) as AuthorizationRecord['declineReason'],
    decidedBy: row.decidedBy ?? null,
    heldAmount: toSafeNumber(row.heldAmount),
    capturedAmount: toSafeNumber(row.capturedAmount),
    expiresAt: row.expiresAt,
    livemode: row.livemode,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function transactionRecordOf(row: TransactionRow, info: CardInfo): TransactionRecord {
  return {
    id: row.id,
    type: row.type,
    authorizationId: row.authorizationId,
    refundOf: row.refundOf,
    cardId: row.cardId,
    cardholderId: row.cardholderId,
    ...cardInfo(info),
    merchantName: row.merchantName,
    merchantCategory: row.merchantCategory as TransactionRecord['merchantCategory'],
    merchantCountry: row.merchantCountry,
    amount: toSafeNumber(row.amount),
    currency: row.currency,
    refundedAmount: toSafeNumber(row.refundedAmount),
    livemode: row.livemode,
    createdAt: row.createdAt,
  };
}

const asData = (record: object) => JSON.parse(JSON.stringify(record)) as Record<string, unknown>;

async function authorizationEvent(tx: DbOrTx, scope: Scope, type: 'issuing_authorization.created' | 'issuing_authorization.updated', record: AuthorizationRecord, at: Date) {
  await insertEvents(tx, scope, [{ type, objectType: 'issuing_authorization', objectId: record.id, data: asData(record), createdAt: at }]);
}

async function transactionEvent(tx: DbOrTx, scope: Scope, record: TransactionRecord, at: Date) {
  await insertEvents(tx, scope, [{ type: 'issuing_transaction.created', objectType: 'issuing_transaction', objectId: record.id, data: asData(record), createdAt: at }]);
}

export async function authorizationDetail(db: DbOrTx, scope: Scope, id: string): Promise<AuthorizationRecord> {
  const found = await findAuthorization(db, scope, id);
  if (!found) throw NotFound();
  return authorizationRecordOf(found.row, found);
}

export async function transactionDetail(db: DbOrTx, scope: Scope, id: string): Promise<TransactionRecord> {
  const found = await findTransaction(db, scope, id);
  if (!found) throw NotFound();
  return transactionRecordOf(found.row, found);
}

export interface PurchaseInput extends Purchase {
  cardId: string;
  merchantName: string;
  merchantCategory: Purchase['category'];
  merchantCountry: string;
}

/** The windows' starts of a zone at `now`, kept per zone and minute (every zone's day starts on a minute): dayjs's zone arithmetic was a tenth of the request's CPU. */
const startsMemo = new Map<string, WindowStarts>();
export function windowStarts(zone: string, now: Date): WindowStarts {
  const key = `${zone} ${Math.floor(now.getTime() / 60_000)}`;
  let starts = startsMemo.get(key);
  if (!starts) {
    if (startsMemo.size > 1_000) startsMemo.clear();
    starts = { daily: windowStart('daily', now, zone)!, weekly: windowStart('weekly', now, zone)!, monthly: windowStart('monthly', now, zone)! };
    startsMemo.set(key, starts);
  }
  return starts;
}

/**
 * A purchase on a card, decided in the caller's transaction (docs/decisions.md "Issuing"): first on one snapshot with
 * no lock (a decline there is final); an approval there is decided again with the card locked (one approval at a time
 * per card) and its cardholder share-locked, and, when the cardholder has limits in the purchase's currency, the
 * cardholder's limits locked too; the windows' usage is read after the locks and checked against the limits
 * (domain/issuing/limits.ts) in the one statement that then writes the approval and takes its hold from a bucket of
 * the currency's issuing balance, as one conditional update (`available >= amount`) with its hold entry. A decline
 * holds nothing and is kept with its reason. `tz`: the account's zone when the caller wants another than the
 * account's (the seed).
 */
export async function authorizePurchase(tx: DbOrTx, scope: Scope, input: Omit<PurchaseInput, 'category' | 'country'>, now: Date, tz?: string): Promise<AuthorizationRecord> {
  return (await decidePurchase(tx, scope, input, now, { tz })).record;
}

/** What the real-time decision needs after the first transaction commits: the authorization awaiting it, the endpoint, the fallback. */
export interface DecisionAsk {
  record: AuthorizationRecord;
  endpointId: string;
  fallback: DecisionFallback;
}

type Decided = { record: AuthorizationRecord; ask: DecisionAsk | null };

/**
 * authorizePurchase, with the real-time decision when `realTime` and the account has an enabled endpoint subscribed
 * by name to issuing_authorization.request: a purchase the rules approve is then kept awaiting_decision with its
 * amount held (it counts in the limits' usage and the balance like an approval) and no event yet, and `ask` says whom
 * to ask; finishDecision, in a second transaction, approves or releases it. Everything runs in the caller's
 * transaction `tx` (purchaseOn, with it as the connection).
 */
export async function decidePurchase(
  tx: DbOrTx, scope: Scope, input: Omit<PurchaseInput, 'category' | 'country'>, now: Date, opts: { tz?: string; realTime?: boolean } = {},
): Promise<Decided> {
  return purchaseOn(withinTransaction(tx), scope, input, now, opts);
}

/**
 * A purchase on `conn` (the simulator's route: a pooled connection with no transaction open, hot-query.ts
 * hotConnection; docs/decisions.md "seventh pass: two statements, no transaction"). Its common paths are two
 * statements, each its own transaction: the lock-free snapshot (read only; with `key`, whether its Idempotency-Key's
 * row is there), then ONE statement that writes the authorization, its event, its hold and the key's row with its
 * answer, all or nothing (repositories/issuing.ts insertAuthorizationWithEvent): a decline on the snapshot, or an
 * approval on it that issuing_purchase_check answers 'fits' with a free bucket (the card locked only while that
 * statement runs, which commits as it ends). The limit the check finds exceeded, or the buckets' sum short, is a
 * decline written by one such statement too. Everything else runs in a transaction opened then, after the statement
 * that would have written it wrote nothing: the card or its cardholder changed since the snapshot, or no free bucket
 * covered an approval (the slow path: the card locked again, the usage, the rules, all buckets); and, from the
 * start, an account with enabled webhook endpoints (the event's deliveries are written with it; the real-time decision
 * commits the awaiting authorization before its endpoint is asked). When the key's row is there already (read by the
 * snapshot, or met by the write's insert after waiting for a duplicate's statement), nothing is written and KeyTaken
 * is thrown: the call is then a replay or a conflict (services/idempotency.ts runIdempotentInWork).
 */
export async function purchaseOn(
  conn: HotConnection, scope: Scope, input: Omit<PurchaseInput, 'category' | 'country'>, now: Date, opts: { tz?: string; realTime?: boolean; key?: PurchaseKey | null } = {},
): Promise<Decided> {
  const purchase = { amount: input.amount, currency: input.currency, category: input.merchantCategory, country: input.merchantCountry };
  const id = objectId('iauth');
  const amount = BigInt(input.amount);
  const decideOn = (locked: PurchaseLock, usage: { card: Usage; holder: Usage }, available: number) => decideAuthorization({
    purchase,
    card: { status: locked.card.status, currency: locked.card.currency, expMonth: locked.card.expMonth, expYear: locked.card.expYear, controls: locked.card.spendingControls },
    cardholder: { status: locked.holder.status, controls: locked.holder.spendingControls },
    usage: { card: usage.card, cardholder: usage.holder },
    available: locked.card.currency === input.currency ? available : 0,
    now,
  });
  const key = opts.key ?? null;
  const write = (db: DbOrTx, locked: PurchaseLock, d: Decision, from?: number, check?: PurchaseCheck) =>
    writeAuthorization(db, scope, locked, input, id, d, d.approved ? asked(locked) ?? null : null, now, key, from, check);
  const decline = async (db: DbOrTx, locked: PurchaseLock, d: Decision): Promise<Decided> => ({ record: (await write(db, locked, d)).record!, ask: null });
  const asked = (locked: PurchaseLock) => (opts.realTime ? locked.endpoints.find((e) => e.enabledEvents.includes(AUTHORIZATION_REQUEST_EVENT)) : undefined);
  const approved = (locked: PurchaseLock, record: AuthorizationRecord): Decided => {
    const endpoint = asked(locked);
    return { record, ask: endpoint ? { record, endpointId: endpoint.id, fallback: locked.fallback } : null };
  };

  /**
   * The slow path, in a transaction: the card locked (this transaction may hold it already), the cardholder's limits,
   * the usage read after them, the rules against an unbounded balance; an approval then tries a free bucket, and when
   * none covers it alone, every bucket, locked in bucket order, decides on their sum: short, a decline for funds read
   * under every bucket's lock; else funds move between buckets so that one covers it (transfer entries, this
   * authorization's), and the hold is taken from it.
   */
  const slowPath = async (tx: DbOrTx): Promise<Decided> => {
    const locked = await lockCardForPurchase(tx, scope, input.cardId);
    if (!locked) throw FieldErrors({ cardId: 'issuing_purchase_card_required' });
    const { card, holder } = locked;
    const zone = opts.tz ?? locked.timezone;
    const sameCurrency = input.currency === card.currency;
    const cardLimits = card.spendingControls.spendingLimits.filter((l) => l.currency === input.currency);
    const holderLimits = holder.spendingControls.spendingLimits.filter((l) => l.currency === input.currency);
    const needsAllTime = [...cardLimits, ...holderLimits].some((l) => l.interval === 'all_time');
    const zero = { daily: 0, weekly: 0, monthly: 0, all_time: 0 };
    const withCard = sameCurrency && cardLimits.length > 0;
    const withHolder = sameCurrency && holderLimits.length > 0;
    if (withHolder) await lockCardholderLimits(tx, holder.id, input.currency);
    const usage = withCard || withHolder
      ? await purchaseUsage(tx, scope, { cardId: withCard ? card.id : undefined, holder: withHolder ? { id: holder.id, currency: input.currency } : undefined }, windowStarts(zone, now), needsAllTime)
      : { card: zero, holder: zero };
    const decision = decideOn(locked, usage, Number.MAX_SAFE_INTEGER);
    if (!decision.approved) return decline(tx, locked, decision);
    const tried = await write(tx, locked, decision, randomBucket());
    if (tried.record) return approved(locked, tried.record);
    // The buckets' sum was short already: a decline true of that moment, without queueing for every bucket (when the
    // balance runs out, most purchases end here).
    if (tried.available < amount) return decline(tx, locked, decideOn(locked, usage, toSafeNumber(tried.available)));
    const rows = await lockIssuingBuckets(tx, scope, input.currency, ISSUING_BALANCE_BUCKETS, now);
    const available = rows.map((r) => r.available);
    const plan = planHold(available, amount);
    if (!plan) return decline(tx, locked, decideOn(locked, usage, toSafeNumber(available.reduce((sum, a) => sum + a, 0n))));
    await moveIssuingBalance(tx, scope, input.currency, plan.moves.flatMap((m, bucket) => (m === 0n ? [] : [{ currency: input.currency, type: 'transfer' as const, bucket, available: m, held: 0n, sourceId: id, createdAt: now }])), now);
    const moved = await write(tx, locked, decision, plan.bucket);
    // Every bucket is this transaction's and the planned one covers the hold: it cannot fall short.
    if (!moved.record) throw new Error(`the hold of ${id} did not fit the bucket planned for it`);
    return approved(locked, moved.record);
  };

  /** After the snapshot, on `on`: the decline on it, or the approval's check-and-write, then the slow path when needed. */
  const decideAfter = async (on: HotConnection, snap: PurchaseSnapshot): Promise<Decided> => {
    // A decline on the snapshot stands (true of that moment; it holds nothing and no other decision reads it), so most
    // declines never wait for a card or the balance.
    const first = decideOn(snap, snap.usage, snap.available);
    if (!first.approved) return decline(on.db, snap, first);
    // An approval on the snapshot: its locked part in the statement that writes it (docs/decisions.md "the locked part
    // in one statement"). issuing_purchase_check locks the card (and the cardholder's limits when they have some in the
    // currency), finds them as the snapshot saw them, reads each cumulative limit's usage after the locks and compares;
    // when all fit, the same statement writes the authorization with its hold from a free bucket.
    const limits = cumulativeLimits({ card: snap.card.spendingControls, cardholder: snap.holder.spendingControls }, input.currency, windowStarts(opts.tz ?? snap.timezone, now));
    const holderLimited = snap.holder.spendingControls.spendingLimits.some((l) => l.currency === input.currency);
    const check: PurchaseCheck = { cardId: snap.card.id, seen: seenOf(snap), holderLock: holderLimited ? holderLimitsLockKey(snap.holder.id, input.currency) : null, limits };
    const checkedUsage = (used: number[]) => {
      const u = usageOfLimits(limits, used);
      return { card: u.card, holder: u.cardholder };
    };
    const tried = await write(on.db, snap, first, randomBucket(), check);
    if (tried.record) return approved(snap, tried.record);
    const found = tried.check!;
    if (found.state === 'exceeds') {
      // A limit no longer fits: the rule names the decline on the usage the check read under the locks.
      const decision = decideOn(snap, checkedUsage(found.used), Number.MAX_SAFE_INTEGER);
      if (!decision.approved) return decline(on.db, snap, decision);
      // (The check and the rule are the same comparison on the same figures; were they ever to disagree, the slow path decides.)
    }
    // Every limit fitted but no bucket covered it (none free, and the one it waited for in the check, migration 0040,
    // short once granted), and the buckets' sum (read after the locks and the wait) was short: a decline for funds true of that moment.
    if (found.state === 'fits' && tried.available < amount) return decline(on.db, snap, decideOn(snap, checkedUsage(found.used), toSafeNumber(tried.available)));
    // The card or its cardholder changed since the snapshot (or the account's zone), or no single bucket covered it: the
    // slow path, in a transaction opened now (the statement above wrote nothing and holds no bucket: in autocommit no
    // lock at all; the check gives a bucket it waited for and found short back at once).
    return on.transaction(slowPath);
  };

  const snap = await snapshotOf(conn.db, scope, input, now, opts.tz, key);
  if (!snap) throw FieldErrors({ cardId: 'issuing_purchase_card_required' });
  // An account with enabled webhook endpoints: one transaction from here, as before (the event's deliveries are written
  // with it, and the real-time decision's awaiting authorization commits with its key in progress).
  if (snap.endpoints.length > 0) return conn.transaction((tx) => decideAfter(withinTransaction(tx), snap));
  return decideAfter(conn, snap);
}

/** The bucket an approval's hold is first looked for from: a random one, so concurrent approvals take different buckets. */
const randomBucket = () => Math.floor(Math.random() * ISSUING_BALANCE_BUCKETS);

/**
 * The route's Idempotency-Key (services/idempotency.ts runIdempotentInWork): the purchase reads whether its row is there
 * in its snapshot's statement and writes it, with the answer `answer` makes, in the statement that writes the
 * authorization. `session`: a session the route's guard let through unconfirmed (server/plugins/auth.ts), confirmed in
 * that same snapshot statement (SessionChanged, nothing answered, when it no longer holds).
 */
export type PurchaseKey = WorkKey & { answer: (record: AuthorizationRecord) => { statusCode: number; body: string }; session?: SessionCheck };

/** The account's zone as last seen, per account: the snapshot's windows are computed before the statement that reads it. */
const zones = new Map<string, string>();

/**
 * purchaseSnapshot in the account's zone (or `tz`): read again in the right one when the account's zone was not the
 * one guessed. Throws KeyTaken (nothing written) when the key's row is there already.
 */
async function snapshotOf(db: DbOrTx, scope: Scope, input: { cardId: string; currency: string }, now: Date, tz: string | undefined, key: PurchaseKey | null): Promise<PurchaseSnapshot | undefined> {
  const guess = tz ?? zones.get(scope.accountId) ?? 'UTC';
  const { snap, keyTaken } = await purchaseSnapshot(db, scope, input.cardId, input.currency, windowStarts(guess, now), key?.key, key?.session);
  if (keyTaken) throw new KeyTaken();
  if (!snap || tz) return snap;
  if (zones.size > 10_000) zones.clear();
  zones.set(scope.accountId, snap.timezone);
  return snap.timezone === guess ? snap : (await purchaseSnapshot(db, scope, input.cardId, input.currency, windowStarts(snap.timezone, now))).snap;
}

/** What writeAuthorization did: the record when it wrote it; the buckets' sum (an approval's); what the check found, with one. */
type Written = { record?: AuthorizationRecord; available: bigint; check?: CheckAnswer };

/**
 * The authorization as decided, its created event (none while it awaits the real-time decision) and, with `key`, the
 * key's row with its answer (in progress while the decision is awaited), in one statement; an approval holds its
 * amount in that statement (insertAuthorizationWithEvent) from a free bucket that covers it, from bucket `from` on, and
 * is not written (no record) when none did; `available` is then the buckets' sum. A decline holds nothing. With
 * `check`, the statement writes only when the check (the card's lock, the usage read after it) finds that the approval
 * still fits; `check` in the answer says what it found. Throws KeyTaken when the key's row was there (nothing written).
 */
async function writeAuthorization(
  db: DbOrTx, scope: Scope, locked: PurchaseLock, input: Omit<PurchaseInput, 'category' | 'country'>, id: string, decision: Decision, asked: { id: string } | null, now: Date,
  key: PurchaseKey | null = null, from = 0, check?: PurchaseCheck,
): Promise<Written> {
  const { card, holder } = locked;
  const amount = BigInt(input.amount);
  const row = {
    id,
    cardId: card.id,
    cardholderId: holder.id,
    amount,
    currency: input.currency,
    merchantName: input.merchantName,
    merchantCategory: input.merchantCategory,
    merchantCountry: input.merchantCountry,
    approved: decision.approved,
    status: asked ? 'awaiting_decision' as const : decision.approved ? 'pending' as const : 'declined' as const,
    declineReason: decision.approved ? null : decision.reason,
    decidedBy: asked ? null : 'rules' as const,
    heldAmount: decision.approved ? amount : 0n,
    capturedAmount: 0n,
    expiresAt: decision.approved && !asked ? new Date(now.getTime() + AUTHORIZATION_HOLD_DAYS * DAY) : null,
    createdAt: now,
  };
  const record = authorizationRecordOf({ ...row, ...scope, bucket: 0, updatedAt: now }, { cardholderName: holder.name, cardBrand: card.brand, cardLast4: card.last4 });
  // The event's data as JSON text, made once: the text of asData(record) (what the event's other writers store), bound
  // as it is; parsed only for deliveries (an account with endpoints).
  const event = asked ? null : { id: objectId('evt'), type: 'issuing_authorization.created', data: JSON.stringify(record), createdAt: now };
  // The key's row is written with the authorization: with its answer, or in progress while the real-time decision is awaited.
  const keyRow = key ? { key: key.key, requestHash: key.requestHash, ...(asked ? { statusCode: 0, body: '' } : key.answer(record)) } : undefined;
  const { written, keyTaken, available, check: found } = await insertAuthorizationWithEvent(db, scope, row, event, decision.approved ? { from, buckets: ISSUING_BALANCE_BUCKETS } : null, keyRow, check);
  if (keyTaken) throw new KeyTaken();
  if (!written) return { available, check: found };
  // A second statement only when the account has enabled endpoints (then in a transaction: purchaseOn).
  if (event && locked.endpoints.length > 0) await insertDeliveriesFor(db, scope, [{ ...event, data: JSON.parse(event.data) as Record<string, unknown> }], now, locked.endpoints);
  return { record, available, check: found };
}

/**
 * The call to the decision endpoint, with no transaction open: the authorization awaiting its decision, signed like a
 * delivery (webhook-id, webhook-timestamp, webhook-signature), at most DECISION_TIMEOUT_MS from start to answer.
 */
export async function askDecisionEndpoint(db: DbOrTx, key: Buffer, scope: Scope, ask: DecisionAsk, targets: WebhookTargets, now: Date): Promise<DecisionCall> {
  const endpoint = await findEndpoint(db, scope, ask.endpointId);
  if (!endpoint || endpoint.status !== 'enabled') return { status: null, body: null, error: 'endpoint gone', timedOut: false };
  const msgId = objectId('msg');
  const payload = JSON.stringify({ id: msgId, type: AUTHORIZATION_REQUEST_EVENT, timestamp: now.toISOString(), livemode: scope.livemode, data: asData(ask.record) });
  const headers = signedHeaders(signingSecrets(key, endpoint, now), msgId, now, payload);
  const rules = { allowLoopback: targets.allowLoopback && !endpoint.livemode, resolve: targets.resolve };
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<DecisionCall>((resolve) => {
    timer = setTimeout(() => resolve({ status: null, body: null, error: `no answer within ${DECISION_TIMEOUT_MS} ms`, timedOut: true }), DECISION_TIMEOUT_MS);
  });
  const sent = sendWebhook(endpoint.url, headers, payload, { targets: rules, timeoutMs: DECISION_TIMEOUT_MS, keepBytes: 4_096 }).then(
    (r): DecisionCall => ({ status: r.status, body: r.body, error: r.error, timedOut: r.error !== null && r.error.startsWith('no answer within') }),
  );
  try {
    return await Promise.race([sent, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The second transaction of a real-time decision: an approval makes the authorization pending (its hold stays); a
 * decline (the endpoint's, or the fallback's) releases its hold to available. Either way it records who decided and
 * writes its created event. An authorization no longer awaiting (the sweep decided it) is answered as it is.
 */
export async function finishDecision(tx: DbOrTx, scope: Scope, id: string, verdict: Verdict, now: Date): Promise<AuthorizationRecord> {
  const hold = await authorizationBucket(tx, scope, id);
  if (!hold) throw NotFound();
  const { currency, bucket } = hold;
  if (!verdict.approved) await lockIssuingBucket(tx, scope, currency, bucket, now);
  const auth = await lockAuthorization(tx, scope, id);
  if (!auth) throw NotFound();
  if (auth.status !== 'awaiting_decision') return authorizationDetail(tx, scope, id);
  let updated: AuthorizationRow;
  if (verdict.approved) {
    updated = await updateAuthorization(tx, scope, id, { status: 'pending', decidedBy: verdict.decidedBy, expiresAt: new Date(now.getTime() + AUTHORIZATION_HOLD_DAYS * DAY), updatedAt: now });
  } else {
    await moveIssuingBalance(tx, scope, currency, [{ currency, type: 'release', bucket, available: auth.heldAmount, held: -auth.heldAmount, sourceId: id, createdAt: now }], now);
    const declineReason: DeclineReason = verdict.decidedBy === 'webhook'
      ? { code: 'webhook_declined', ...(verdict.reason ? { message: verdict.reason } : {}) }
      : { code: 'decision_fallback', fallback: verdict.decidedBy === 'fallback_timeout' ? 'timeout' : 'error' };
    updated = await updateAuthorization(tx, scope, id, { status: 'declined', approved: false, heldAmount: 0n, declineReason, decidedBy: verdict.decidedBy, updatedAt: now });
  }
  const found = await findAuthorization(tx, scope, id);
  const record = authorizationRecordOf(updated, found!);
  await authorizationEvent(tx, scope, 'issuing_authorization.created', record, now);
  return record;
}

/**
 * Test mode, the network's capture: `amount` (the whole hold when absent, never more) is spent and becomes a
 * transaction, the rest of the hold goes back to available; the authorization is closed.
 */
export async function captureAuthorization(tx: DbOrTx, scope: Scope, id: string, requested: number | undefined, now: Date): Promise<TransactionRecord> {
  const hold = await authorizationBucket(tx, scope, id);
  if (!hold) throw NotFound();
  const { currency, bucket } = hold;
  await lockIssuingBucket(tx, scope, currency, bucket, now);
  const auth = await lockAuthorization(tx, scope, id);
  if (!auth) throw NotFound();
  if (auth.status !== 'pending') throw Conflict('issuing_authorization_not_pending');
  const amount = requested === undefined ? auth.heldAmount : BigInt(requested);
  if (amount > auth.heldAmount) throw FieldErrors({ amount: 'issuing_capture_amount_too_large' });
  const rest = auth.heldAmount - amount;
  const txnId = objectId('ipt');
  await moveIssuingBalance(tx, scope, currency, [
    { currency, type: 'capture', bucket, available: 0n, held: -amount, sourceId: txnId, createdAt: now },
    ...(rest > 0n ? [{ currency, type: 'release' as const, bucket, available: rest, held: -rest, sourceId: id, createdAt: now }] : []),
  ], now);
  const updated = await updateAuthorization(tx, scope, id, { status: 'closed', heldAmount: 0n, capturedAmount: amount, updatedAt: now });
  const txn = await insertTransaction(tx, scope, {
    id: txnId, type: 'capture', authorizationId: id, refundOf: null, cardId: auth.cardId, cardholderId: auth.cardholderId, amount, currency,
    merchantName: auth.merchantName, merchantCategory: auth.merchantCategory, merchantCountry: auth.merchantCountry, refundedAmount: 0n, createdAt: now,
  });
  const found = await findAuthorization(tx, scope, id);
  await authorizationEvent(tx, scope, 'issuing_authorization.updated', authorizationRecordOf(updated, found!), now);
  const record = transactionRecordOf(txn, found!);
  await transactionEvent(tx, scope, record, now);
  return record;
}

/** Test mode, the merchant's refund of a captured transaction: what is left of it when no amount; credits available. */
export async function refundTransaction(tx: DbOrTx, scope: Scope, id: string, requested: number | undefined, now: Date): Promise<TransactionRecord> {
  const hold = await transactionBucket(tx, scope, id);
  if (!hold) throw NotFound();
  const { currency, bucket } = hold;
  await lockIssuingBucket(tx, scope, currency, bucket, now);
  const original = await lockTransaction(tx, scope, id);
  if (!original) throw NotFound();
  if (original.type !== 'capture') throw Conflict('issuing_refund_of_refund');
  const left = original.amount - original.refundedAmount;
  if (left <= 0n) throw Conflict('issuing_refund_nothing_left');
  const amount = requested === undefined ? left : BigInt(requested);
  if (amount > left) throw FieldErrors({ amount: 'issuing_refund_amount_too_large' });
  const refundId = objectId('ipt');
  await moveIssuingBalance(tx, scope, currency, [{ currency, type: 'refund', bucket, available: amount, held: 0n, sourceId: refundId, createdAt: now }], now);
  await addRefunded(tx, scope, id, amount);
  const row = await insertTransaction(tx, scope, {
    id: refundId, type: 'refund', authorizationId: original.authorizationId, refundOf: id, cardId: original.cardId, cardholderId: original.cardholderId, amount, currency,
    merchantName: original.merchantName, merchantCategory: original.merchantCategory, merchantCountry: original.merchantCountry, refundedAmount: 0n, createdAt: now,
  });
  const found = await findTransaction(tx, scope, refundId);
  const record = transactionRecordOf(row, found!);
  await transactionEvent(tx, scope, record, now);
  return record;
}

/** Releases one due authorization's hold (if it is still pending and due). */
async function expireOne(tx: DbOrTx, scope: Scope, id: string, currency: string, bucket: number, now: Date): Promise<boolean> {
  await lockIssuingBucket(tx, scope, currency, bucket, now);
  const auth = await lockAuthorization(tx, scope, id);
  if (!auth || auth.status !== 'pending' || !auth.expiresAt || auth.expiresAt > now) return false;
  if (auth.heldAmount > 0n) {
    await moveIssuingBalance(tx, scope, currency, [{ currency, type: 'release', bucket, available: auth.heldAmount, held: -auth.heldAmount, sourceId: id, createdAt: now }], now);
  }
  const updated = await updateAuthorization(tx, scope, id, { status: 'expired', heldAmount: 0n, updatedAt: now });
  const found = await findAuthorization(tx, scope, id);
  await authorizationEvent(tx, scope, 'issuing_authorization.updated', authorizationRecordOf(updated, found!), now);
  return true;
}

/** How long an authorization may await its decision before the sweep gives it the fallback (its process ended mid-call). */
const STALE_DECISION_MS = 60_000;

/** The sweep (job queue, every five minutes): approvals not captured in time give their holds back. */
export async function expireAuthorizations(db: Db, now: Date): Promise<number> {
  for (const s of await staleDecisions(db, new Date(now.getTime() - STALE_DECISION_MS), 100)) {
    const verdict: Verdict = { approved: s.fallback === 'approve', decidedBy: 'fallback_error', reason: null };
    await db.transaction((tx) => finishDecision(tx, { accountId: s.accountId, livemode: s.livemode }, s.id, verdict, now));
  }
  let expired = 0;
  for (;;) {
    const due = await dueAuthorizations(db, now, 100);
    if (due.length === 0) return expired;
    for (const d of due) {
      // One transaction each: a sweep never holds many balances' locks at once.
      if (await db.transaction((tx) => expireOne(tx, { accountId: d.accountId, livemode: d.livemode }, d.id, d.currency, d.bucket, now))) expired += 1;
    }
    if (due.length < 100) return expired;
  }
}
