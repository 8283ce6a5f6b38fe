// The smart account itself (issue 29, item 4): its number and the details a payer needs, its balance per currency,
// and what it has received. In test mode the simulated bank delivers a payer's transfer (through the job queue,
// BANK_SIMULATION_DELAY_SECONDS later); every credit writes its entry and event in the transaction of the row.
import { objectId } from '../../../domain/random-id';
import type { SimulateIncomingInput, SmartAccountRecord, SmartEntryRecord, SmartIncomingRecord } from '../../../domain/smart-account/records';
import { SMART_ACCOUNT_BANK, SMART_CURRENCIES, smartAccountNumber, smartAccountReference } from '../../../domain/smart-account/rules';
import type { DbOrTx } from '../../db/client';
import { toSafeNumber } from '../../lib/money';
import { accountName } from '../../repositories/accounts';
import { insertEvents, type NewEvent } from '../../repositories/events';
import type { Scope } from '../../repositories/scope';
import { insertSmartIncoming, smartBalances, type SmartEntryRow, type SmartIncomingRow } from '../../repositories/smart-account';
import { creditSmartAccount, incomingEntries } from './ledger';

export async function smartAccountOf(db: DbOrTx, scope: Scope): Promise<SmartAccountRecord> {
  const [name, balances] = await Promise.all([accountName(db, scope.accountId), smartBalances(db, scope)]);
  const accountNumber = smartAccountNumber(scope.accountId, scope.livemode);
  return {
    accountNumber,
    holderName: name ?? scope.accountId,
    bankName: SMART_ACCOUNT_BANK.name,
    bankAddress: SMART_ACCOUNT_BANK.address,
    swift: SMART_ACCOUNT_BANK.swift,
    routingNumber: SMART_ACCOUNT_BANK.routingNumber,
    reference: smartAccountReference(accountNumber),
    currencies: [...SMART_CURRENCIES],
    balances: balances.map((b) => ({ currency: b.currency, balance: toSafeNumber(b.balance) })),
  };
}

export function smartEntryRecordOf(r: SmartEntryRow): SmartEntryRecord {
  return { id: String(r.id), type: r.type, currency: r.currency.trim(), amount: toSafeNumber(r.amount), sourceId: r.sourceId, createdAt: r.createdAt };
}

export function smartIncomingRecordOf(r: SmartIncomingRow): SmartIncomingRecord {
  return { id: r.id, status: r.status, amount: toSafeNumber(r.amount), currency: r.currency.trim(), payerName: r.payerName, reference: r.reference, receivedAt: r.receivedAt };
}

const incomingEvent = (r: SmartIncomingRow, at: Date): NewEvent => ({
  type: 'smart_account_incoming.credited',
  objectType: 'smart_account_incoming',
  objectId: r.id,
  data: JSON.parse(JSON.stringify(smartIncomingRecordOf(r))) as Record<string, unknown>,
  createdAt: at,
});

/** A payer's transfer arrived at the smart account's number: credited at once, with its entry and event. */
export async function receiveIncoming(tx: DbOrTx, scope: Scope, input: SimulateIncomingInput, now: Date): Promise<SmartIncomingRow> {
  const row = await insertSmartIncoming(tx, scope, {
    id: objectId('sai'),
    status: 'credited',
    amount: BigInt(input.amount),
    currency: input.currency,
    payerName: input.payerName.trim(),
    reference: input.reference?.trim() ?? '',
    receivedAt: now,
  });
  await creditSmartAccount(tx, scope, incomingEntries({ id: row.id, currency: row.currency.trim(), amount: row.amount }, now));
  await insertEvents(tx, scope, [incomingEvent(row, now)]);
  return row;
}
