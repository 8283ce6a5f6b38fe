// Top-ups (issue 28), each move in the caller's transaction with its ledger entries and events: a bank transfer
// top-up waits (pending) for the transfer quoting its reference; a card top-up is charged through the card network
// and succeeds at once or is refused (nothing stored); the bank's arrival of a transfer credits the pending top-up
// its reference names, or is held for review when none waits for it; pending top-ups past their time expire.
import { normalReference, topupReference, TOPUP_EXPIRY_DAYS, virtualAccountNumber } from '../../../domain/balance/rules';
import type { CreateTopupInput, SimulateTransferInput, TopupRecord } from '../../../domain/balance/records';
import { objectId } from '../../../domain/random-id';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { toSafeNumber } from '../../lib/money';
import type { CardNetwork } from '../../processor';
import { insertEvents, type NewEvent } from '../../repositories/events';
import { insertLedgerEntries } from '../../repositories/ledger';
import type { Scope } from '../../repositories/scope';
import {
  expirePendingTopups, insertIncomingTransfer, insertTopup, lockTopupByReference, updateTopup, type IncomingTransferRow, type TopupRow,
} from '../../repositories/topups';
import { lockBalance } from '../../repositories/ledger';
import { topupEntries } from '../ledger';

export interface TopupContext {
  tx: DbOrTx;
  scope: Scope;
  now: Date;
}

export function topupRecordOf(t: TopupRow): TopupRecord {
  return {
    id: t.id,
    method: t.method,
    status: t.status,
    amount: toSafeNumber(t.amount),
    currency: t.currency,
    reference: t.reference,
    virtualAccount: t.method === 'bank_transfer' ? virtualAccountNumber(t.accountId, t.livemode) : null,
    amountReceived: t.amountReceived === null ? null : toSafeNumber(t.amountReceived),
    cardBrand: t.cardBrand,
    cardLast4: t.cardLast4,
    description: t.description,
    expiresAt: t.expiresAt,
    succeededAt: t.succeededAt,
    expiredAt: t.expiredAt,
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
  };
}

export function topupEvent(type: string, t: TopupRow, at: Date): NewEvent {
  return { type, objectType: 'topup', objectId: t.id, data: JSON.parse(JSON.stringify(topupRecordOf(t))) as Record<string, unknown>, createdAt: at };
}

/** Credits a top-up: its ledger entry (under the balance's lock, so concurrent debits see it or wait) and its event. */
async function credit(ctx: TopupContext, t: TopupRow, amount: bigint): Promise<void> {
  await lockBalance(ctx.tx, ctx.scope, t.currency);
  await insertLedgerEntries(ctx.tx, ctx.scope, topupEntries({ id: t.id, currency: t.currency, amount }, ctx.now));
}

export async function createTopup(ctx: TopupContext & { network: CardNetwork }, input: CreateTopupInput): Promise<TopupRow> {
  const { tx, scope, now } = ctx;
  const base = { amount: BigInt(input.amount), currency: input.currency, description: input.description || null, createdAt: now, updatedAt: now };
  if (input.method === 'bank_transfer') {
    const topup = await insertTopup(tx, scope, {
      ...base,
      id: objectId('tu'),
      method: 'bank_transfer',
      status: 'pending',
      reference: topupReference(),
      expiresAt: new Date(now.getTime() + TOPUP_EXPIRY_DAYS * 86_400_000),
    });
    await insertEvents(tx, scope, [topupEvent('topup.created', topup, now)]);
    return topup;
  }
  const card = input.card!;
  const outcome = ctx.network.authorize(card, now);
  // A top-up has no customer to send through 3-D Secure: only a card the network authorises at once is taken.
  if (outcome.status !== 'authorized') throw new AppError(402, 'topup_card_declined', { card: 'topup_card_declined' });
  const details = ctx.network.describe(card);
  const topup = await insertTopup(tx, scope, {
    ...base,
    id: objectId('tu'),
    method: 'card',
    status: 'succeeded',
    amountReceived: base.amount,
    cardBrand: details.brand,
    cardLast4: details.last4,
    succeededAt: now,
  });
  await credit(ctx, topup, topup.amount);
  await insertEvents(tx, scope, [topupEvent('topup.created', topup, now), topupEvent('topup.succeeded', topup, now)]);
  return topup;
}

/**
 * The bank received a transfer to the account's virtual account: it credits the pending top-up its reference names
 * (in the same currency, before the top-up expired) with the amount received; anything else is held for review.
 */
export async function receiveTransfer(ctx: TopupContext, input: SimulateTransferInput): Promise<{ transfer: IncomingTransferRow; topup?: TopupRow }> {
  const { tx, scope, now } = ctx;
  const reference = normalReference(input.reference);
  const found = await lockTopupByReference(tx, scope, reference);
  const matches = found && found.status === 'pending' && found.currency === input.currency && (!found.expiresAt || found.expiresAt > now);
  const base = { id: objectId('itr'), amount: BigInt(input.amount), currency: input.currency, reference: input.reference.trim(), receivedAt: now };
  if (!matches) {
    return { transfer: await insertIncomingTransfer(tx, scope, { ...base, status: 'held' }) };
  }
  const topup = await updateTopup(tx, scope, found.id, { status: 'succeeded', amountReceived: base.amount, succeededAt: now, updatedAt: now });
  await credit(ctx, topup, base.amount);
  await insertEvents(tx, scope, [topupEvent('topup.succeeded', topup, now)]);
  const transfer = await insertIncomingTransfer(tx, scope, { ...base, status: 'credited', topupId: topup.id });
  return { transfer, topup };
}

/** Expires every pending top-up past its time in the caller's transaction, with one topup.expired event each. */
export async function expireTopupsIn(tx: DbOrTx, now: Date): Promise<number> {
  const expired = await expirePendingTopups(tx, now);
  for (const t of expired) await insertEvents(tx, { accountId: t.accountId, livemode: t.livemode }, [topupEvent('topup.expired', t, now)]);
  return expired.length;
}

/** The scheduled job's sweep: one transaction, so a second worker's run finds nothing left to expire. */
export async function expireTopups(db: Db, now: Date): Promise<number> {
  return db.transaction((tx) => expireTopupsIn(tx, now));
}
