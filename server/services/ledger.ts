// Ledger rules: which entries each movement of money writes (used by the services and by the seed, so both
// agree), and balances per currency as sums of entries.
import type { BalanceRecord } from '../../domain/payment-records';
import { paymentMessage } from '../../domain/payment-messages';
import type { DbOrTx } from '../db/client';
import { AppError } from '../lib/errors';
import { toSafeNumber } from '../lib/money';
import { availableForDebit, balanceSums, insertLedgerEntries, lockBalance, type NewLedgerEntry } from '../repositories/ledger';
import type { Scope } from '../repositories/scope';

interface Captured {
  id: string;
  currency: string;
  amount: bigint;
  serviceFee: bigint;
  fxFee: bigint;
  capturedAt: Date;
  availableOn: Date;
}

/** A capture credits the amount and debits the fees; both are pending until the funds become available. */
export function captureEntries(p: Captured): NewLedgerEntry[] {
  const common = { currency: p.currency, sourceId: p.id, availableOn: p.availableOn, createdAt: p.capturedAt };
  const entries: NewLedgerEntry[] = [{ ...common, type: 'charge', amount: p.amount }];
  const fee = p.serviceFee + p.fxFee;
  if (fee > 0n) entries.push({ ...common, type: 'fee', amount: -fee });
  return entries;
}

interface RefundMovement {
  id: string;
  currency: string;
  amount: bigint;
}

/** A refund leaves the balance at once, when it is initiated; fees are not returned. */
export function refundEntries(r: RefundMovement, at: Date): NewLedgerEntry[] {
  return [{ currency: r.currency, amount: -r.amount, type: 'refund', sourceId: r.id, availableOn: at, createdAt: at }];
}

/** A refund the network refused gives the money back: the reversal of its refund entry. */
export function refundReversalEntries(r: RefundMovement, at: Date): NewLedgerEntry[] {
  return [{ currency: r.currency, amount: r.amount, type: 'refund_reversal', sourceId: r.id, availableOn: at, createdAt: at }];
}

/** A disbursement pays available funds out to the bank. */
export function payoutEntries(d: RefundMovement, at: Date): NewLedgerEntry[] {
  return [{ currency: d.currency, amount: -d.amount, type: 'payout', sourceId: d.id, availableOn: at, createdAt: at }];
}

export async function balances(db: DbOrTx, scope: Scope, now: Date): Promise<BalanceRecord[]> {
  const sums = await balanceSums(db, scope, now);
  return sums.map((s) => ({ currency: s.currency, available: toSafeNumber(s.available), pending: toSafeNumber(s.pending) }));
}

/**
 * Refuses a debit the balance of the currency cannot cover. The balance is available plus pending funds: a
 * refund is taken from available funds first and then from pending ones, so a payment can be refunded before it
 * settles. The advisory lock holds until the transaction ends, so concurrent debits are checked one at a time.
 */
export async function assertBalanceCovers(tx: DbOrTx, scope: Scope, currency: string, amount: bigint, now: Date) {
  await lockBalance(tx, scope, currency);
  const [sum] = await balanceSums(tx, scope, now, currency);
  const total = sum ? sum.available + sum.pending : 0n;
  if (total < amount) {
    throw new AppError(409, paymentMessage('refund_insufficient_balance'), { amount: paymentMessage('refund_insufficient_balance') });
  }
}

interface DisputeMovement {
  id: string;
  currency: string;
  amount: bigint;
  fee: bigint;
}

/** A chargeback takes the disputed amount and the dispute fee at once, whatever the balance (the bank takes it). */
export function disputeEntries(d: DisputeMovement, at: Date): NewLedgerEntry[] {
  const common = { currency: d.currency, sourceId: d.id, availableOn: at, createdAt: at };
  const entries: NewLedgerEntry[] = [{ ...common, type: 'dispute', amount: -d.amount }];
  if (d.fee > 0n) entries.push({ ...common, type: 'dispute_fee', amount: -d.fee });
  return entries;
}

/** A won chargeback gives the amount and the fee back. */
export function disputeReversalEntries(d: DisputeMovement, at: Date): NewLedgerEntry[] {
  const common = { currency: d.currency, sourceId: d.id, availableOn: at, createdAt: at, type: 'dispute_reversal' as const };
  const entries: NewLedgerEntry[] = [{ ...common, amount: d.amount }];
  if (d.fee > 0n) entries.push({ ...common, amount: d.fee });
  return entries;
}

interface TopupMovement {
  id: string;
  currency: string;
  amount: bigint;
}

/** A top-up credits the balance when its money arrives (the bank transfer, or the card charge), available at once. */
export function topupEntries(t: TopupMovement, at: Date): NewLedgerEntry[] {
  return [{ currency: t.currency, amount: t.amount, type: 'topup', sourceId: t.id, availableOn: at, createdAt: at }];
}

/**
 * Refuses a debit the available funds of the currency cannot cover (payouts and transfers out: pending funds are
 * not the merchant's to send yet). Like assertBalanceCovers, under the balance's lock until the transaction ends.
 */
export async function assertAvailableCovers(tx: DbOrTx, scope: Scope, currency: string, amount: bigint, now: Date) {
  await lockBalance(tx, scope, currency);
  if ((await availableForDebit(tx, scope, currency, now)) < amount) {
    throw new AppError(409, 'balance_insufficient_available', { amount: 'balance_insufficient_available' });
  }
}

/**
 * A debit of available funds that must never overdraw them (a payout, a transfer out): checked and written under
 * the balance's lock in the caller's transaction, so two processes debiting at once cannot both spend the same
 * funds. Payouts (issue 29) call this with their own movement.
 */
export async function debitAvailable(tx: DbOrTx, scope: Scope, d: RefundMovement, now: Date): Promise<void> {
  await assertAvailableCovers(tx, scope, d.currency, d.amount, now);
  await insertLedgerEntries(tx, scope, payoutEntries(d, now));
}

interface PayoutMovement {
  id: string;
  currency: string;
  amount: bigint;
  fee: bigint;
}

/** A payout to a beneficiary (issue 29): its amount and its fee, two payout entries, available at once. */
export function beneficiaryPayoutEntries(p: PayoutMovement, at: Date): NewLedgerEntry[] {
  const common = { currency: p.currency, sourceId: p.id, availableOn: at, createdAt: at, type: 'payout' as const };
  const entries: NewLedgerEntry[] = [{ ...common, amount: -p.amount }];
  if (p.fee > 0n) entries.push({ ...common, amount: -p.fee });
  return entries;
}

/** A payout that failed, expired or was canceled gives its amount and fee back: one positive payout entry. */
export function payoutReturnEntries(p: PayoutMovement, at: Date): NewLedgerEntry[] {
  return [{ currency: p.currency, sourceId: p.id, availableOn: at, createdAt: at, type: 'payout', amount: p.amount + p.fee }];
}

/**
 * debitAvailable for a payout with its fee: amount plus fee checked against the available funds and written under
 * the balance's lock, in the caller's transaction (the one that inserts the payout row).
 */
export async function debitAvailableForPayout(tx: DbOrTx, scope: Scope, p: PayoutMovement, now: Date): Promise<void> {
  await assertAvailableCovers(tx, scope, p.currency, p.amount + p.fee, now);
  await insertLedgerEntries(tx, scope, beneficiaryPayoutEntries(p, now));
}

/** Credits a payout's money back, under the balance's lock like every write that concurrent debits must see. */
export async function returnPayoutFunds(tx: DbOrTx, scope: Scope, p: PayoutMovement, now: Date): Promise<void> {
  await lockBalance(tx, scope, p.currency);
  await insertLedgerEntries(tx, scope, payoutReturnEntries(p, now));
}
