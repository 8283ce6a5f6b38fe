// The smart account's ledger rules: which entries each movement writes, and the debit that never overdraws. The
// smart account is its own book (smart_account_entries) with its own balance lock (lockBalance's 'smart_account'
// book), so the same locking that keeps payouts within the available balance keeps transfers out within it.
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { lockBalance } from '../../repositories/ledger';
import type { Scope } from '../../repositories/scope';
import { insertSmartEntries, smartBalances, type NewSmartEntry } from '../../repositories/smart-account';

interface Movement {
  id: string;
  currency: string;
  amount: bigint;
  fee: bigint;
}

/** A transfer out: its amount and its fee, two debits. */
export function transferOutEntries(m: Movement, at: Date): NewSmartEntry[] {
  const common = { currency: m.currency, sourceId: m.id, createdAt: at };
  const entries: NewSmartEntry[] = [{ ...common, type: 'transfer_out', amount: -m.amount }];
  if (m.fee > 0n) entries.push({ ...common, type: 'transfer_out_fee', amount: -m.fee });
  return entries;
}

/** A failed transfer out gives amount and fee back: one credit. */
export function transferOutReturnEntries(m: Movement, at: Date): NewSmartEntry[] {
  return [{ currency: m.currency, sourceId: m.id, createdAt: at, type: 'transfer_out_return', amount: m.amount + m.fee }];
}

/** Money received on the smart account. */
export function incomingEntries(i: { id: string; currency: string; amount: bigint }, at: Date): NewSmartEntry[] {
  return [{ currency: i.currency, sourceId: i.id, createdAt: at, type: 'incoming', amount: i.amount }];
}

/**
 * Takes amount and fee from the smart account, checked against its balance under its lock in the caller's
 * transaction (the one that writes the transfer's row): two requests, from any number of processes, wait for
 * each other, so the second sees the first's debit and is refused when the money is gone.
 */
export async function debitSmartAccount(tx: DbOrTx, scope: Scope, m: Movement, now: Date): Promise<void> {
  await lockBalance(tx, scope, m.currency, 'smart_account');
  const [held] = await smartBalances(tx, scope, m.currency);
  if ((held?.balance ?? 0n) < m.amount + m.fee) throw new AppError(409, 'smart_insufficient', { amount: 'smart_insufficient' });
  await insertSmartEntries(tx, scope, transferOutEntries(m, now));
}

/** Credits the smart account under its lock, like every write a concurrent debit must see. */
export async function creditSmartAccount(tx: DbOrTx, scope: Scope, entries: NewSmartEntry[]): Promise<void> {
  for (const currency of new Set(entries.map((x) => x.currency))) await lockBalance(tx, scope, currency, 'smart_account');
  await insertSmartEntries(tx, scope, entries);
}
