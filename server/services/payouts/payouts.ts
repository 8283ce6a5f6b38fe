// Payouts (issue 29), each move in the caller's transaction with its ledger entries and events: a payout to an
// approved beneficiary takes its amount and fee out of the available balance (under the balance's lock, so parallel
// payouts from any number of server processes never overdraw it) in the transaction that writes its row; the
// simulated bank then confirms it (succeeded) or refuses it (failed); a pending payout may be canceled, and one the
// bank never answered expires. A payout that does not succeed gives its amount and fee back.
import { needsApproval, payoutArrivalDate, payoutFee, PAYOUT_EXPIRY_DAYS, simulatedOutcome, accountLast4 } from '../../../domain/payouts/rules';
import type { CreatePayoutInput, PayoutRecord } from '../../../domain/payouts/records';
import type { PayoutStatus } from '../../../domain/payouts/rules';
import { objectId } from '../../../domain/random-id';
import type { Db, DbOrTx } from '../../db/client';
import { Forbidden, InvalidState, NotFound } from '../../lib/errors';
import { toSafeNumber } from '../../lib/money';
import { PAYOUT_PROCESS, type JobSender } from '../../lib/queues';
import { findBeneficiary } from '../../repositories/beneficiaries';
import { insertEvents, type NewEvent } from '../../repositories/events';
import { findApprovalThreshold, insertPayout, lockExpiredPendingPayouts, lockPayout, updatePayout, type PayoutRow } from '../../repositories/payouts';
import type { Scope } from '../../repositories/scope';
import { debitAvailableForPayout, returnPayoutFunds } from '../ledger';
import { lockPayableBeneficiary } from './beneficiaries';

export interface PayoutContext {
  tx: DbOrTx;
  scope: Scope;
  now: Date;
  jobs: JobSender;
  /** Test mode: the simulated bank answers after this many seconds. */
  simulationDelaySeconds: number;
}

export function payoutRecordOf(p: PayoutRow): PayoutRecord {
  const amount = toSafeNumber(p.amount);
  const fee = toSafeNumber(p.fee);
  return {
    id: p.id,
    status: p.status,
    amount,
    fee,
    total: amount + fee,
    currency: p.currency.trim(),
    methodType: p.methodType,
    description: p.description,
    beneficiaryId: p.beneficiaryId,
    beneficiaryName: p.beneficiaryName,
    beneficiaryCountry: p.beneficiaryCountry,
    beneficiaryLast4: p.beneficiaryLast4,
    arrivalDate: p.arrivalDate,
    failureReason: p.failureReason,
    createdBy: p.createdBy,
    approvedBy: p.approvedBy,
    approvedAt: p.approvedAt,
    rejectedBy: p.rejectedBy,
    rejectedAt: p.rejectedAt,
    createdAt: p.createdAt,
    succeededAt: p.succeededAt,
    failedAt: p.failedAt,
    expiredAt: p.expiredAt,
    canceledAt: p.canceledAt,
    updatedAt: p.updatedAt,
  };
}

export function payoutEvent(type: string, p: PayoutRow, at: Date): NewEvent {
  return { type, objectType: 'payout', objectId: p.id, parentId: p.beneficiaryId, data: JSON.parse(JSON.stringify(payoutRecordOf(p))) as Record<string, unknown>, createdAt: at };
}

const movement = (p: PayoutRow) => ({ id: p.id, currency: p.currency.trim(), amount: p.amount, fee: p.fee });

/**
 * Sends available funds to an approved beneficiary, in its currency. Refused, naming the field: an unknown
 * beneficiary (404, as another account's or mode's), one not approved, a destination the system parameters no
 * longer allow, or more than the available balance covers with the fee.
 */
export async function createPayout(ctx: PayoutContext & { userId: string | null }, input: CreatePayoutInput): Promise<PayoutRow> {
  const { tx, scope, now } = ctx;
  const beneficiary = await lockPayableBeneficiary(tx, scope, input.beneficiaryId);
  const { currency } = beneficiary;
  const id = objectId('po');
  const amount = BigInt(input.amount);
  const fee = BigInt(payoutFee(input.amount, currency, beneficiary.methodType));
  // Above the owner's threshold the payout waits for a second person, its money already reserved (debited now).
  const threshold = await findApprovalThreshold(tx, scope, currency);
  const waits = needsApproval(input.amount, threshold === null ? null : toSafeNumber(threshold));
  await debitAvailableForPayout(tx, scope, { id, currency, amount, fee }, now);
  const payout = await insertPayout(tx, scope, {
    id,
    beneficiaryId: beneficiary.id,
    status: waits ? 'awaiting_approval' : 'pending',
    amount,
    fee,
    currency,
    methodType: beneficiary.methodType,
    description: input.description || null,
    beneficiaryName: beneficiary.name,
    beneficiaryCountry: beneficiary.country,
    beneficiaryLast4: accountLast4(beneficiary),
    arrivalDate: payoutArrivalDate(now, beneficiary.methodType),
    createdBy: ctx.userId,
    expiresAt: new Date(now.getTime() + PAYOUT_EXPIRY_DAYS * 86_400_000),
    createdAt: now,
    updatedAt: now,
  });
  await insertEvents(tx, scope, [payoutEvent('payout.created', payout, now), ...(waits ? [payoutEvent('payout.approval_required', payout, now)] : [])]);
  if (!waits) await sendToBank(ctx, payout);
  return payout;
}

/** The bank answers: in test mode after a few seconds, in live mode on the arrival date. */
async function sendToBank(ctx: Pick<PayoutContext, 'tx' | 'scope' | 'jobs' | 'simulationDelaySeconds'>, payout: PayoutRow): Promise<void> {
  const startAfter = ctx.scope.livemode ? new Date(`${payout.arrivalDate}T09:00:00Z`) : ctx.simulationDelaySeconds;
  await ctx.jobs.send(PAYOUT_PROCESS, { ...ctx.scope, payoutId: payout.id }, { tx: ctx.tx, startAfter });
}

/**
 * A payout waiting for approval, locked, that this person may decide: not found (404); no longer waiting (409, the
 * second of two approvals racing finds it decided); created by this same person (403: the creator cannot approve
 * or reject their own, they may cancel it).
 */
async function decidable(tx: DbOrTx, scope: Scope, id: string, userId: string): Promise<PayoutRow> {
  const p = await lockPayout(tx, scope, id);
  if (!p) throw NotFound();
  if (p.status !== 'awaiting_approval') throw InvalidState('payout_not_awaiting_approval');
  if (p.createdBy === userId) throw Forbidden('payout_own_approval');
  return p;
}

/** A second person approves a payout above the threshold: it goes to the bank (pending), its money still reserved. */
export async function approvePayout(ctx: PayoutContext & { userId: string }, id: string): Promise<PayoutRow> {
  const { tx, scope, now } = ctx;
  const p = await decidable(tx, scope, id, ctx.userId);
  // The arrival date counts from the approval: the bank gets it only now.
  const updated = await updatePayout(tx, scope, p.id, { status: 'pending', approvedBy: ctx.userId, approvedAt: now, arrivalDate: payoutArrivalDate(now, p.methodType), updatedAt: now });
  await insertEvents(tx, scope, [payoutEvent('payout.approved', updated, now)]);
  await sendToBank(ctx, updated);
  return updated;
}

/** A second person rejects a payout above the threshold: its amount and fee come back to the balance. */
export async function rejectPayout(tx: DbOrTx, scope: Scope, id: string, userId: string, now: Date): Promise<PayoutRow> {
  const p = await decidable(tx, scope, id, userId);
  await updatePayout(tx, scope, p.id, { rejectedBy: userId });
  return finishPayout(tx, scope, { ...p, rejectedBy: userId }, 'rejected', now);
}

type Ending = Extract<PayoutStatus, 'succeeded' | 'failed' | 'expired' | 'canceled' | 'rejected'>;
const STAMP: Record<Ending, 'succeededAt' | 'failedAt' | 'expiredAt' | 'canceledAt' | 'rejectedAt'> = {
  succeeded: 'succeededAt', failed: 'failedAt', expired: 'expiredAt', canceled: 'canceledAt', rejected: 'rejectedAt',
};

/** Ends a pending payout; anything but success gives its amount and fee back in the same transaction. */
export async function finishPayout(tx: DbOrTx, scope: Scope, p: PayoutRow, status: Ending, now: Date, failureReason: string | null = null): Promise<PayoutRow> {
  const updated = await updatePayout(tx, scope, p.id, { status, [STAMP[status]]: now, failureReason, updatedAt: now });
  if (status !== 'succeeded') await returnPayoutFunds(tx, scope, movement(p), now);
  await insertEvents(tx, scope, [payoutEvent(`payout.${status}`, updated, now)]);
  return updated;
}

/** The merchant cancels a payout the bank has not answered yet (or still waiting for approval); its money comes back. */
export async function cancelPayout(tx: DbOrTx, scope: Scope, id: string, now: Date): Promise<PayoutRow> {
  const p = await lockPayout(tx, scope, id);
  if (!p) throw NotFound();
  if (p.status !== 'pending' && p.status !== 'awaiting_approval') throw InvalidState('payout_not_pending');
  return finishPayout(tx, scope, p, 'canceled', now);
}

/**
 * The simulated bank's answer, by the beneficiary's account (the documented test accounts): succeeded; failed (the
 * account refused it); no answer, which in test mode expires it at once and in live mode leaves it to the expiry
 * sweep. A payout no longer pending (canceled meanwhile) is left as it is.
 */
export async function processPayout(tx: DbOrTx, scope: Scope, id: string, now: Date): Promise<PayoutRow | null> {
  const p = await lockPayout(tx, scope, id);
  if (!p || p.status !== 'pending') return null;
  const beneficiary = await findBeneficiary(tx, scope, p.beneficiaryId);
  const outcome = beneficiary ? simulatedOutcome(beneficiary) : 'payoutFails';
  if (outcome === 'payoutFails') return finishPayout(tx, scope, p, 'failed', now, 'account_closed');
  if (outcome === 'payoutExpires') return scope.livemode ? null : finishPayout(tx, scope, p, 'expired', now, 'no_answer');
  return finishPayout(tx, scope, p, 'succeeded', now);
}

/** The scheduled sweep: payouts pending (or awaiting approval) past their time expire and give their money back. */
export async function expirePayouts(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await lockExpiredPendingPayouts(tx, now);
    for (const p of due) await finishPayout(tx, { accountId: p.accountId, livemode: p.livemode }, p, 'expired', now, 'no_answer');
    return due.length;
  });
}
