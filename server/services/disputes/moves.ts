// Every move of a dispute, each in the caller's transaction under the dispute's (or the payment's) row lock, so
// two processes never both submit, accept or decide: the rules of domain/disputes/status.ts say what may happen, the
// ledger entries and events are written with the change, and a refused move changes nothing.
import { minorUnitExponent } from '../../../domain/currency';
import { EVIDENCE_TEXT_FIELDS, isEvidenceEmpty, simulatedOutcome, type EvidenceText } from '../../../domain/disputes/evidence';
import type { DisputeEvidenceInput, OpenDisputeInput } from '../../../domain/disputes/records';
import { disputeFee, ledgerEffect, move, openingStatus, responseDeadline, type DisputeAction, type DisputeStatus } from '../../../domain/disputes/status';
import { isRefundable, refundableAmount } from '../../../domain/payment-status';
import { objectId } from '../../../domain/random-id';
import type { DbOrTx } from '../../db/client';
import { AppError, FieldErrors, NotFound } from '../../lib/errors';
import { toSafeNumber } from '../../lib/money';
import { attachmentsOf } from '../../repositories/attachments';
import { disputesOfPayment, insertDispute, lockDispute, updateDispute, type DisputeRow, type NewDisputeRow } from '../../repositories/disputes';
import { insertEvents, type NewEvent } from '../../repositories/events';
import { insertLedgerEntries } from '../../repositories/ledger';
import { lockPayment, updatePayment } from '../../repositories/payments';
import { pendingRefundTotal } from '../../repositories/refunds';
import type { Scope } from '../../repositories/scope';
import { disputeEntries, disputeReversalEntries } from '../ledger';
import { disputeRecordOf } from './records';

export interface DisputeContext {
  tx: DbOrTx;
  scope: Scope;
  now: Date;
}

/** Queues the test network's decision after a submission (test mode only). */
export type ScheduleOutcome = (dispute: DisputeRow) => Promise<void>;

export function disputeEvent(type: string, d: DisputeRow, at: Date, extra: Record<string, unknown> = {}): NewEvent {
  const data = { ...JSON.parse(JSON.stringify(disputeRecordOf(d))), ...extra } as Record<string, unknown>;
  return { type, objectType: 'dispute', objectId: d.id, parentId: d.paymentId, data, createdAt: at };
}

/** A network reference as card networks print them: 12 digits. */
function networkReference(): string {
  return Array.from({ length: 12 }, () => Math.floor(Math.random() * 10)).join('');
}

/**
 * The card network opens a dispute on a payment: refused for a payment not captured, fully refunded or already
 * disputed. The disputed amount is what is still not refunded; a chargeback withdraws it and the fee at once.
 */
export async function openDispute(ctx: DisputeContext, paymentId: string, input: OpenDisputeInput): Promise<DisputeRow> {
  const { tx, scope, now } = ctx;
  const payment = await lockPayment(tx, scope, paymentId);
  if (!payment) throw NotFound();
  if (!isRefundable(payment.status) && payment.status !== 'refunded') throw new AppError(409, 'dispute_payment_not_disputable');
  if ((await disputesOfPayment(tx, scope, paymentId)).length > 0) throw new AppError(409, 'dispute_exists');
  const pending = await pendingRefundTotal(tx, scope, paymentId);
  const open = refundableAmount({ amount: toSafeNumber(payment.amount), refunded: toSafeNumber(payment.amountRefunded), pending: toSafeNumber(pending) });
  if (open <= 0) throw new AppError(409, 'dispute_payment_refunded');

  const row: NewDisputeRow = {
    id: objectId('dp'),
    paymentId,
    customerId: payment.customerId,
    customerName: payment.customerName ?? payment.billing?.name ?? null,
    customerEmail: payment.customerEmail ?? payment.billing?.email ?? null,
    kind: input.kind,
    reason: input.reason,
    status: openingStatus(input.kind),
    amount: BigInt(open),
    fee: input.kind === 'chargeback' ? BigInt(disputeFee(minorUnitExponent(payment.currency))) : 0n,
    currency: payment.currency,
    networkReference: networkReference(),
    evidence: {},
    dueBy: responseDeadline(now),
    createdAt: now,
    updatedAt: now,
  };
  const dispute = await insertDispute(tx, scope, row);
  // The payment shows "Disputed" until the dispute closes (domain/payment-status.ts).
  await updatePayment(tx, scope, paymentId, { openDisputeId: dispute.id, updatedAt: now });
  const list: NewEvent[] = [disputeEvent('dispute.created', dispute, now)];
  if (ledgerEffect(dispute.kind, 'opened') === 'withdraw') {
    await insertLedgerEntries(tx, scope, disputeEntries(dispute, now));
    list.push(disputeEvent('dispute.funds_withdrawn', dispute, now));
  }
  await insertEvents(tx, scope, list);
  return dispute;
}

/** Locks the dispute and asks the rules whether `action` may happen now; throws the refusal (409) otherwise. */
async function lockFor(ctx: DisputeContext, id: string, action: DisputeAction): Promise<{ dispute: DisputeRow; to: DisputeStatus }> {
  const dispute = await lockDispute(ctx.tx, ctx.scope, id);
  if (!dispute) throw NotFound();
  const next = move(dispute, action, ctx.now);
  if (!next.ok) throw new AppError(409, next.refusal);
  return { dispute, to: next.to };
}

/** The draft keeps only fields with something in them (trimmed of nothing: the merchant's text as typed). */
function cleanEvidence(input: DisputeEvidenceInput): EvidenceText {
  const out: EvidenceText = {};
  for (const f of EVIDENCE_TEXT_FIELDS) {
    const value = input[f];
    if (typeof value === 'string' && value.trim() !== '') out[f] = value;
  }
  return out;
}

export async function saveEvidenceDraft(ctx: DisputeContext, id: string, input: DisputeEvidenceInput): Promise<DisputeRow> {
  await lockFor(ctx, id, 'saveDraft');
  const updated = await updateDispute(ctx.tx, ctx.scope, id, { evidence: cleanEvidence(input), draftSavedAt: ctx.now, updatedAt: ctx.now });
  await insertEvents(ctx.tx, ctx.scope, [disputeEvent('dispute.updated', updated, ctx.now, { change: 'evidence_saved' })]);
  return updated;
}

/** Submits the saved draft (with any evidence sent along saved first); once, before the deadline, not empty. */
export async function submitEvidence(ctx: DisputeContext, id: string, input: DisputeEvidenceInput | undefined, scheduleOutcome?: ScheduleOutcome): Promise<DisputeRow> {
  const { dispute } = await lockFor(ctx, id, 'submit');
  const evidence = input ? cleanEvidence(input) : (dispute.evidence as EvidenceText);
  const files = await attachmentsOf(ctx.tx, ctx.scope, 'dispute', [id]);
  if (isEvidenceEmpty(evidence, files.length)) throw FieldErrors({ evidence: 'dispute_evidence_empty' });
  const updated = await updateDispute(ctx.tx, ctx.scope, id, {
    evidence,
    status: 'under_review',
    submittedAt: ctx.now,
    draftSavedAt: input ? ctx.now : dispute.draftSavedAt,
    updatedAt: ctx.now,
  });
  await insertEvents(ctx.tx, ctx.scope, [disputeEvent('dispute.submitted', updated, ctx.now)]);
  if (!ctx.scope.livemode) await scheduleOutcome?.(updated);
  return updated;
}

/** Closes a dispute (accept, expire, win, lose) with its event and, when won, the money back. */
async function close(ctx: DisputeContext, dispute: DisputeRow, to: DisputeStatus): Promise<DisputeRow> {
  const updated = await updateDispute(ctx.tx, ctx.scope, dispute.id, { status: to, closedAt: ctx.now, updatedAt: ctx.now });
  await updatePayment(ctx.tx, ctx.scope, dispute.paymentId, { openDisputeId: null, updatedAt: ctx.now });
  const list: NewEvent[] = [disputeEvent('dispute.closed', updated, ctx.now)];
  if (ledgerEffect(dispute.kind, to) === 'reinstate') {
    await insertLedgerEntries(ctx.tx, ctx.scope, disputeReversalEntries(dispute, ctx.now));
    list.push(disputeEvent('dispute.funds_reinstated', updated, ctx.now));
  }
  await insertEvents(ctx.tx, ctx.scope, list);
  return updated;
}

/** The merchant accepts the dispute: it closes as accepted (lost), the money stays with the cardholder. */
export async function acceptDispute(ctx: DisputeContext, id: string): Promise<DisputeRow> {
  const { dispute, to } = await lockFor(ctx, id, 'accept');
  return close(ctx, dispute, to);
}

/** The deadline passed unanswered (the sweep job). */
export async function expireDispute(ctx: DisputeContext, id: string): Promise<DisputeRow> {
  const { dispute, to } = await lockFor(ctx, id, 'expire');
  return close(ctx, dispute, to);
}

/** The network's decision on submitted evidence. */
export async function decideDispute(ctx: DisputeContext, id: string, outcome: 'won' | 'lost'): Promise<DisputeRow> {
  const { dispute, to } = await lockFor(ctx, id, outcome === 'won' ? 'win' : 'lose');
  return close(ctx, dispute, to);
}

/** The test network decides by its documented rule (domain/disputes/evidence.ts, docs/test-cards.md). */
export async function simulateDecision(ctx: DisputeContext, id: string): Promise<DisputeRow> {
  const dispute = await lockDispute(ctx.tx, ctx.scope, id);
  if (!dispute) throw NotFound();
  const files = await attachmentsOf(ctx.tx, ctx.scope, 'dispute', [id]);
  return decideDispute(ctx, id, simulatedOutcome(dispute.reason, dispute.evidence as EvidenceText, files));
}
