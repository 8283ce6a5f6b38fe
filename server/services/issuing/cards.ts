// Cards (issue 31): issue a card to an active cardholder (the number made here, its last 4 kept; in test mode a
// virtual card's number and CVC are answered this once and never stored), change its status (canceled is final)
// and its spending controls (in the card's currency).
import { randomInt } from 'node:crypto';
import { BRAND_PREFIX, canChangeCardStatus, cardExpiry, luhnCheckDigit, type CardRecord, type IssuedCardRecord } from '../../../domain/issuing/cards';
import type { CardStatus, CardType } from '../../../domain/issuing/cards';
import type { CardBrand, SpendingControls } from '../../../domain/issuing/controls';
import { objectId } from '../../../domain/random-id';
import type { Db, DbOrTx } from '../../db/client';
import { Conflict, FieldErrors, NotFound } from '../../lib/errors';
import { findCardholder } from '../../repositories/cardholders';
import { findCard, insertCard, lockCard, updateCard, type CardRow } from '../../repositories/cards';
import { insertEvents } from '../../repositories/events';
import type { Scope } from '../../repositories/scope';

type CardEventType = 'issuing_card.created' | 'issuing_card.updated';

/** The card's event: its record, which has the last 4 only (never the revealed number). */
async function recordEvent(db: DbOrTx, scope: Scope, type: CardEventType, record: CardRecord, at: Date) {
  await insertEvents(db, scope, [{ type, objectType: 'issuing_card', objectId: record.id, data: JSON.parse(JSON.stringify(record)) as Record<string, unknown>, createdAt: at }]);
}

export function cardRecordOf(row: CardRow, cardholderName: string): CardRecord {
  return {
    id: row.id,
    cardholderId: row.cardholderId,
    cardholderName,
    type: row.type,
    brand: row.brand,
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
    currency: row.currency,
    status: row.status,
    spendingControls: row.spendingControls,
    livemode: row.livemode,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    canceledAt: row.canceledAt,
  };
}

/** A 16-digit number of the brand's issuing range that passes the Luhn check. */
export function newCardNumber(brand: CardBrand): string {
  let body = BRAND_PREFIX[brand];
  while (body.length < 15) body += String(randomInt(10));
  return body + String(luhnCheckDigit(body));
}

const newCvc = () => String(randomInt(1000)).padStart(3, '0');

function checkLimitsCurrency(controls: SpendingControls, currency: string) {
  const wrong = controls.spendingLimits.findIndex((l) => l.currency !== currency);
  if (wrong >= 0) throw FieldErrors({ [`spendingControls.spendingLimits.${wrong}.currency`]: 'issuing_limit_currency_mismatch' });
}

export interface CardIssue {
  cardholderId: string;
  type: CardType;
  brand: CardBrand;
  currency: string;
  status: 'active' | 'inactive';
  spendingControls: SpendingControls;
}

/** In the caller's transaction (the route's idempotent call). */
export async function issueCard(tx: DbOrTx, scope: Scope, input: CardIssue, now: Date): Promise<IssuedCardRecord> {
  const holder = await findCardholder(tx, scope, input.cardholderId);
  if (!holder) throw FieldErrors({ cardholderId: 'issuing_card_cardholder_required' });
  if (holder.row.status !== 'active') throw FieldErrors({ cardholderId: 'issuing_card_cardholder_inactive' });
  checkLimitsCurrency(input.spendingControls, input.currency);
  const number = newCardNumber(input.brand);
  const row = await insertCard(tx, scope, {
    id: objectId('ic'),
    cardholderId: holder.row.id,
    type: input.type,
    brand: input.brand,
    last4: number.slice(-4),
    ...cardExpiry(now),
    currency: input.currency,
    status: input.status,
    spendingControls: input.spendingControls,
    createdAt: now,
    updatedAt: now,
  });
  // Shown once: a test-mode virtual card's details, for the simulator. A live card's are the network's, never ours.
  const reveal = !scope.livemode && input.type === 'virtual' ? { number, cvc: newCvc() } : null;
  const record = cardRecordOf(row, holder.row.name);
  await recordEvent(tx, scope, 'issuing_card.created', record, now);
  return { ...record, reveal };
}

export async function editCard(db: Db, scope: Scope, id: string, patch: { status?: CardStatus; spendingControls?: SpendingControls }, now: Date): Promise<CardRecord> {
  return db.transaction(async (tx) => {
    const card = await lockCard(tx, scope, id);
    if (!card) throw NotFound();
    if (patch.status && !canChangeCardStatus(card.status, patch.status)) throw Conflict('issuing_card_canceled');
    if (patch.spendingControls) checkLimitsCurrency(patch.spendingControls, card.currency);
    await updateCard(tx, scope, id, {
      ...(patch.status ? { status: patch.status } : {}),
      ...(patch.status === 'canceled' && card.status !== 'canceled' ? { canceledAt: now } : {}),
      ...(patch.spendingControls ? { spendingControls: patch.spendingControls } : {}),
      updatedAt: now,
    });
    const record = await cardDetail(tx, scope, id);
    await recordEvent(tx, scope, 'issuing_card.updated', record, now);
    return record;
  });
}

export async function cardDetail(db: DbOrTx, scope: Scope, id: string): Promise<CardRecord> {
  const found = await findCard(db, scope, id);
  if (!found) throw NotFound();
  return cardRecordOf(found.row, found.cardholderName);
}
