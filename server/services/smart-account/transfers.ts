// Transfers out of the smart account to an approved beneficiary (issue 29, item 4), each move in the caller's
// transaction with its entries and events: created pending, amount and fee leave the smart account at once (never
// more than it holds, under its lock); the simulated bank then sends it (succeeded) or refuses it (failed: amount
// and fee come back). The beneficiary and destination rules are the payouts' (domain/payouts/rules.ts).
import { accountLast4, payoutArrivalDate, payoutFee, simulatedOutcome } from '../../../domain/payouts/rules';
import { objectId } from '../../../domain/random-id';
import type { CreateSmartTransferInput, SmartTransferRecord } from '../../../domain/smart-account/records';
import type { DbOrTx } from '../../db/client';
import { toSafeNumber } from '../../lib/money';
import { SMART_TRANSFER_PROCESS, type JobSender } from '../../lib/queues';
import { findBeneficiary } from '../../repositories/beneficiaries';
import { insertEvents, type NewEvent } from '../../repositories/events';
import type { Scope } from '../../repositories/scope';
import { insertSmartTransfer, lockSmartTransfer, updateSmartTransfer, type SmartTransferRow } from '../../repositories/smart-account';
import { lockPayableBeneficiary } from '../payouts/beneficiaries';
import { creditSmartAccount, debitSmartAccount, transferOutReturnEntries } from './ledger';

export interface SmartTransferContext {
  tx: DbOrTx;
  scope: Scope;
  now: Date;
  jobs: JobSender;
  /** Test mode: the simulated bank answers after this many seconds. */
  simulationDelaySeconds: number;
  userId: string | null;
}

export function smartTransferRecordOf(r: SmartTransferRow): SmartTransferRecord {
  const amount = toSafeNumber(r.amount);
  const fee = toSafeNumber(r.fee);
  return {
    id: r.id,
    status: r.status,
    amount,
    fee,
    total: amount + fee,
    currency: r.currency.trim(),
    methodType: r.methodType,
    description: r.description,
    beneficiaryId: r.beneficiaryId,
    beneficiaryName: r.beneficiaryName,
    beneficiaryCountry: r.beneficiaryCountry,
    beneficiaryLast4: r.beneficiaryLast4,
    arrivalDate: r.arrivalDate,
    failureReason: r.failureReason,
    createdAt: r.createdAt,
    succeededAt: r.succeededAt,
    failedAt: r.failedAt,
    updatedAt: r.updatedAt,
  };
}

const transferEvent = (type: string, r: SmartTransferRow, at: Date): NewEvent => ({
  type,
  objectType: 'smart_account_transfer',
  objectId: r.id,
  parentId: r.beneficiaryId,
  data: JSON.parse(JSON.stringify(smartTransferRecordOf(r))) as Record<string, unknown>,
  createdAt: at,
});

const movement = (r: SmartTransferRow) => ({ id: r.id, currency: r.currency.trim(), amount: r.amount, fee: r.fee });

/**
 * Sends money from the smart account to an approved beneficiary, in its currency. Refused naming the field: an
 * unknown beneficiary (404, as another account's or mode's), one not approved, a destination the system parameters
 * no longer allow, or more than the smart account holds with the fee.
 */
export async function createSmartTransfer(ctx: SmartTransferContext, input: CreateSmartTransferInput): Promise<SmartTransferRow> {
  const { tx, scope, now } = ctx;
  const beneficiary = await lockPayableBeneficiary(tx, scope, input.beneficiaryId);
  const { currency } = beneficiary;
  const id = objectId('sat');
  const amount = BigInt(input.amount);
  const fee = BigInt(payoutFee(input.amount, currency, beneficiary.methodType));
  await debitSmartAccount(tx, scope, { id, currency, amount, fee }, now);
  const row = await insertSmartTransfer(tx, scope, {
    id,
    beneficiaryId: beneficiary.id,
    status: 'pending',
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
    createdAt: now,
    updatedAt: now,
  });
  await insertEvents(tx, scope, [transferEvent('smart_account_transfer.created', row, now)]);
  // The bank answers: in test mode after a few seconds, in live mode on the arrival date.
  const startAfter = scope.livemode ? new Date(`${row.arrivalDate}T09:00:00Z`) : ctx.simulationDelaySeconds;
  await ctx.jobs.send(SMART_TRANSFER_PROCESS, { ...scope, transferId: id }, { tx, startAfter });
  return row;
}

/** Ends a pending transfer out; a failure gives amount and fee back in the same transaction. */
export async function finishSmartTransfer(tx: DbOrTx, scope: Scope, r: SmartTransferRow, status: 'succeeded' | 'failed', now: Date, failureReason: string | null = null) {
  const stamp = status === 'succeeded' ? { succeededAt: now } : { failedAt: now };
  const updated = await updateSmartTransfer(tx, scope, r.id, { status, ...stamp, failureReason, updatedAt: now });
  if (status === 'failed') await creditSmartAccount(tx, scope, transferOutReturnEntries(movement(r), now));
  await insertEvents(tx, scope, [transferEvent(`smart_account_transfer.${status}`, updated, now)]);
  return updated;
}

/**
 * The simulated bank's answer, by the beneficiary's account (the payouts' documented test accounts): the account
 * that refuses payouts refuses this too (failed, account_closed); the one that never answers fails it (no_answer:
 * a transfer out has no expiry of its own); any other succeeds. A transfer no longer pending is left as it is.
 */
export async function processSmartTransfer(tx: DbOrTx, scope: Scope, id: string, now: Date): Promise<SmartTransferRow | null> {
  const r = await lockSmartTransfer(tx, scope, id);
  if (!r || r.status !== 'pending') return null;
  const beneficiary = await findBeneficiary(tx, scope, r.beneficiaryId);
  const outcome = beneficiary ? simulatedOutcome(beneficiary) : 'payoutFails';
  if (outcome === 'payoutFails') return finishSmartTransfer(tx, scope, r, 'failed', now, 'account_closed');
  if (outcome === 'payoutExpires') return finishSmartTransfer(tx, scope, r, 'failed', now, 'no_answer');
  return finishSmartTransfer(tx, scope, r, 'succeeded', now);
}
