// Cardholders (issue 31): create, edit (details, status, spending controls), each with its event, and the detail.
import type { CardholderRecord, CardholderValues } from '../../../domain/issuing/cardholders';
import { objectId } from '../../../domain/random-id';
import type { Db, DbOrTx } from '../../db/client';
import { NotFound } from '../../lib/errors';
import { findCardholder, insertCardholder, lockCardholder, updateCardholder, type CardholderRow } from '../../repositories/cardholders';
import { insertEvents } from '../../repositories/events';
import type { Scope } from '../../repositories/scope';

type CardholderEventType = 'issuing_cardholder.created' | 'issuing_cardholder.updated';

async function recordEvent(db: DbOrTx, scope: Scope, type: CardholderEventType, record: CardholderRecord, at: Date) {
  await insertEvents(db, scope, [{ type, objectType: 'issuing_cardholder', objectId: record.id, data: JSON.parse(JSON.stringify(record)) as Record<string, unknown>, createdAt: at }]);
}

export function cardholderRecordOf(row: CardholderRow, cardCount: number): CardholderRecord {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    billing: { line1: row.billingLine1, line2: row.billingLine2, city: row.billingCity, state: row.billingState, postalCode: row.billingPostalCode, country: row.billingCountry },
    status: row.status,
    spendingControls: row.spendingControls,
    cardCount,
    livemode: row.livemode,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

const columnsOf = (input: CardholderValues) => ({
  name: input.name,
  email: input.email,
  phone: input.phone,
  billingLine1: input.billing.line1,
  billingLine2: input.billing.line2,
  billingCity: input.billing.city,
  billingState: input.billing.state,
  billingPostalCode: input.billing.postalCode,
  billingCountry: input.billing.country,
  status: input.status,
  spendingControls: input.spendingControls,
});

/** In the caller's transaction (the route's idempotent call). */
export async function createCardholder(tx: DbOrTx, scope: Scope, input: CardholderValues, now: Date): Promise<CardholderRecord> {
  const row = await insertCardholder(tx, scope, { id: objectId('ich'), ...columnsOf(input), createdAt: now, updatedAt: now });
  const record = cardholderRecordOf(row, 0);
  await recordEvent(tx, scope, 'issuing_cardholder.created', record, now);
  return record;
}

export async function editCardholder(db: Db, scope: Scope, id: string, input: CardholderValues, now: Date): Promise<CardholderRecord> {
  return db.transaction(async (tx) => {
    if (!(await lockCardholder(tx, scope, id))) throw NotFound();
    await updateCardholder(tx, scope, id, { ...columnsOf(input), updatedAt: now });
    const found = await findCardholder(tx, scope, id);
    if (!found) throw NotFound();
    const record = cardholderRecordOf(found.row, found.cardCount);
    await recordEvent(tx, scope, 'issuing_cardholder.updated', record, now);
    return record;
  });
}

export async function cardholderDetail(db: DbOrTx, scope: Scope, id: string): Promise<CardholderRecord> {
  const found = await findCardholder(db, scope, id);
  if (!found) throw NotFound();
  return cardholderRecordOf(found.row, found.cardCount);
}
