// Authorizations and transactions (issue 31, item 4). Every movement of a currency's issuing balance locks its row
// first (lockIssuingBalance), then the authorization or transaction it changes: one order everywhere, so the
// simulator's purchases, captures, refunds and the expiry sweep never deadlock, and two processes deciding at once
// see each other's holds (the usage of a window is summed under that lock, docs/decisions.md "Issuing").
import { AUTHORIZATION_HOLD_DAYS, type AuthorizationRecord, type TransactionRecord } from '../../../domain/issuing/authorizations';
import { decideAuthorization, windowStart, type Purchase } from '../../../domain/issuing/limits';
import { objectId } from '../../../domain/random-id';
import type { Db, DbOrTx } from '../../db/client';
import { Conflict, FieldErrors, NotFound } from '../../lib/errors';
import { toSafeNumber } from '../../lib/money';
import { accountTimezone } from '../../repositories/accounts';
import { insertEvents } from '../../repositories/events';
import {
  addRefunded, authorizationCurrency, cardForPurchase, dueAuthorizations, findAuthorization, findTransaction, insertAuthorization, insertTransaction, lockAuthorization,
  lockIssuingBalance, lockTransaction, moveIssuingBalance, transactionCurrency, updateAuthorization, windowUsage, type AuthorizationRow, type TransactionRow,
} from '../../repositories/issuing';
import type { Scope } from '../../repositories/scope';

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
    decidedBy: 'rules',
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

/**
 * A purchase on a card, decided in the caller's transaction: under the lock of the card's currency's issuing balance
 * the windows' usage is summed, the rule decides (domain/issuing/limits.ts), and an approval holds its amount. A
 * declined purchase is kept with its reason and holds nothing. `tz`: the account's zone, when the caller knows it.
 */
export async function authorizePurchase(tx: DbOrTx, scope: Scope, input: Omit<PurchaseInput, 'category' | 'country'>, now: Date, tz?: string): Promise<AuthorizationRecord> {
  const first = await cardForPurchase(tx, scope, input.cardId);
  if (!first) throw FieldErrors({ cardId: 'issuing_purchase_card_required' });
  // Before the lock: what every other authorization waits on is held as briefly as it can be.
  const zone = tz ?? (await accountTimezone(tx, scope.accountId)) ?? 'UTC';
  const balance = await lockIssuingBalance(tx, scope, first.card.currency, now);
  // Read again under the lock: a status or a limit changed while this purchase waited for it counts.
  const { card, holder } = (await cardForPurchase(tx, scope, input.cardId))!;
  const starts = { daily: windowStart('daily', now, zone)!, weekly: windowStart('weekly', now, zone)!, monthly: windowStart('monthly', now, zone)! };
  const needsAllTime = (limits: { interval: string }[]) => limits.some((l) => l.interval === 'all_time');
  const sameCurrency = input.currency === card.currency;
  const zero = { daily: 0, weekly: 0, monthly: 0, all_time: 0 };
  const cardLimits = card.spendingControls.spendingLimits.filter((l) => l.currency === input.currency);
  const holderLimits = holder.spendingControls.spendingLimits.filter((l) => l.currency === input.currency);
  const [cardUsage, holderUsage] = await Promise.all([
    sameCurrency && cardLimits.length ? windowUsage(tx, scope, { cardId: card.id }, starts, needsAllTime(cardLimits)) : zero,
    sameCurrency && holderLimits.length ? windowUsage(tx, scope, { cardholderId: holder.id, currency: input.currency }, starts, needsAllTime(holderLimits)) : zero,
  ]);
  const decision = decideAuthorization({
    purchase: { amount: input.amount, currency: input.currency, category: input.merchantCategory, country: input.merchantCountry },
    card: { status: card.status, currency: card.currency, expMonth: card.expMonth, expYear: card.expYear, controls: card.spendingControls },
    cardholder: { status: holder.status, controls: holder.spendingControls },
    usage: { card: cardUsage, cardholder: holderUsage },
    available: sameCurrency ? toSafeNumber(balance.available) : 0,
    now,
  });
  const id = objectId('iauth');
  const amount = BigInt(input.amount);
  const row = await insertAuthorization(tx, scope, {
    id,
    cardId: card.id,
    cardholderId: holder.id,
    amount,
    currency: input.currency,
    merchantName: input.merchantName,
    merchantCategory: input.merchantCategory,
    merchantCountry: input.merchantCountry,
    approved: decision.approved,
    status: decision.approved ? 'pending' : 'declined',
    declineReason: decision.approved ? null : decision.reason,
    heldAmount: decision.approved ? amount : 0n,
    capturedAmount: 0n,
    expiresAt: decision.approved ? new Date(now.getTime() + AUTHORIZATION_HOLD_DAYS * DAY) : null,
    createdAt: now,
    updatedAt: now,
  });
  if (decision.approved) {
    await moveIssuingBalance(tx, scope, card.currency, [{ currency: card.currency, type: 'hold', available: -amount, held: amount, sourceId: id, createdAt: now }], now);
  }
  const record = authorizationRecordOf(row, { cardholderName: holder.name, cardBrand: card.brand, cardLast4: card.last4 });
  await authorizationEvent(tx, scope, 'issuing_authorization.created', record, now);
  return record;
}

/**
 * Test mode, the network's capture: `amount` (the whole hold when absent, never more) is spent and becomes a
 * transaction, the rest of the hold goes back to available; the authorization is closed.
 */
export async function captureAuthorization(tx: DbOrTx, scope: Scope, id: string, requested: number | undefined, now: Date): Promise<TransactionRecord> {
  const currency = await authorizationCurrency(tx, scope, id);
  if (!currency) throw NotFound();
  await lockIssuingBalance(tx, scope, currency, now);
  const auth = await lockAuthorization(tx, scope, id);
  if (!auth) throw NotFound();
  if (auth.status !== 'pending') throw Conflict('issuing_authorization_not_pending');
  const amount = requested === undefined ? auth.heldAmount : BigInt(requested);
  if (amount > auth.heldAmount) throw FieldErrors({ amount: 'issuing_capture_amount_too_large' });
  const rest = auth.heldAmount - amount;
  const txnId = objectId('ipt');
  await moveIssuingBalance(tx, scope, currency, [
    { currency, type: 'capture', available: 0n, held: -amount, sourceId: txnId, createdAt: now },
    ...(rest > 0n ? [{ currency, type: 'release' as const, available: rest, held: -rest, sourceId: id, createdAt: now }] : []),
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
  const currency = await transactionCurrency(tx, scope, id);
  if (!currency) throw NotFound();
  await lockIssuingBalance(tx, scope, currency, now);
  const original = await lockTransaction(tx, scope, id);
  if (!original) throw NotFound();
  if (original.type !== 'capture') throw Conflict('issuing_refund_of_refund');
  const left = original.amount - original.refundedAmount;
  if (left <= 0n) throw Conflict('issuing_refund_nothing_left');
  const amount = requested === undefined ? left : BigInt(requested);
  if (amount > left) throw FieldErrors({ amount: 'issuing_refund_amount_too_large' });
  const refundId = objectId('ipt');
  await moveIssuingBalance(tx, scope, currency, [{ currency, type: 'refund', available: amount, held: 0n, sourceId: refundId, createdAt: now }], now);
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
async function expireOne(tx: DbOrTx, scope: Scope, id: string, currency: string, now: Date): Promise<boolean> {
  await lockIssuingBalance(tx, scope, currency, now);
  const auth = await lockAuthorization(tx, scope, id);
  if (!auth || auth.status !== 'pending' || !auth.expiresAt || auth.expiresAt > now) return false;
  if (auth.heldAmount > 0n) {
    await moveIssuingBalance(tx, scope, currency, [{ currency, type: 'release', available: auth.heldAmount, held: -auth.heldAmount, sourceId: id, createdAt: now }], now);
  }
  const updated = await updateAuthorization(tx, scope, id, { status: 'expired', heldAmount: 0n, updatedAt: now });
  const found = await findAuthorization(tx, scope, id);
  await authorizationEvent(tx, scope, 'issuing_authorization.updated', authorizationRecordOf(updated, found!), now);
  return true;
}

/** The sweep (job queue, every five minutes): approvals not captured in time give their holds back. */
export async function expireAuthorizations(db: Db, now: Date): Promise<number> {
  let expired = 0;
  for (;;) {
    const due = await dueAuthorizations(db, now, 100);
    if (due.length === 0) return expired;
    for (const d of due) {
      // One transaction each: a sweep never holds many balances' locks at once.
      if (await db.transaction((tx) => expireOne(tx, { accountId: d.accountId, livemode: d.livemode }, d.id, d.currency, now))) expired += 1;
    }
    if (due.length < 100) return expired;
  }
}
