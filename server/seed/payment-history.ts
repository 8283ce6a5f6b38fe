// The history of one seeded payment, written as the services would have: its refunds, the ledger entries of the
// capture and the refunds, and an event for every state change, in order.
import { paymentMessages } from '../../domain/payment-messages';
import type { PaymentRecord, RefundRecord } from '../../domain/payment-records';
import { paymentEventType, refundEventType, statusAfterRefunds, type PaymentStatus, type RefundStatus } from '../../domain/payment-status';
import { REFUND_REASONS } from '../../domain/payments';
import type { NewLedgerEntry } from '../repositories/ledger';
import type { PaymentRow } from '../repositories/payments';
import type { RefundRow } from '../repositories/refunds';
import type { Scope } from '../repositories/scope';
import { captureEntries, refundEntries, refundReversalEntries } from '../services/ledger';
import { paymentRecordOf, refundRecordOf } from '../services/payments/records';
import type { BulkColumn, BulkValue } from './bulk';
import { paymentValues } from './payment-columns';
import { REFUND_DONE, REFUND_FAILED, REFUND_PENDING } from './payment-plan';
import { paymentRowOf, type World } from './payment-rows';

export const LEDGER_COLUMNS: BulkColumn[] = [
  ['account_id', 'text'], ['livemode', 'boolean'], ['currency', 'text'], ['amount', 'bigint'], ['type', 'text'],
  ['source_id', 'text'], ['available_on', 'timestamptz'], ['created_at', 'timestamptz'],
];
export const EVENT_COLUMNS: BulkColumn[] = [
  ['id', 'text'], ['account_id', 'text'], ['livemode', 'boolean'], ['type', 'text'], ['object_type', 'text'],
  ['object_id', 'text'], ['parent_id', 'text'], ['data', 'jsonb'], ['created_at', 'timestamptz'],
];
export const REFUND_COLUMNS: BulkColumn[] = [
  ['id', 'text'], ['account_id', 'text'], ['livemode', 'boolean'], ['payment_id', 'text'], ['customer_name', 'text'],
  ['amount', 'bigint'], ['currency', 'text'], ['reason', 'text'], ['status', 'text'], ['failure_code', 'text'],
  ['failure_message', 'text'], ['created_at', 'timestamptz'], ['updated_at', 'timestamptz'],
];

export interface ChunkRows {
  payments: BulkValue[][];
  refunds: BulkValue[][];
  ledger: BulkValue[][];
  events: { at: number; values: BulkValue[] }[];
}

export interface HistoryWorld extends World {
  /** Index of each payment's first refund in plan.refunds (refunds are planned in payment order). */
  firstRefund: Int32Array;
  events: boolean;
}

export function ledgerValues(scope: Scope, e: NewLedgerEntry): BulkValue[] {
  return [scope.accountId, scope.livemode, e.currency, e.amount, e.type, e.sourceId, e.availableOn, e.createdAt ?? e.availableOn];
}

const REFUND_STATUS: Record<number, RefundStatus> = { [REFUND_PENDING]: 'refundPending', [REFUND_DONE]: 'refunded', [REFUND_FAILED]: 'failed' };

export function addPaymentHistory(out: ChunkRows, w: HistoryWorld, i: number) {
  const { scope, plan } = w;
  const row = paymentRowOf(w, i);
  // Records are built only when events are written: a bulk world without events skips that work.
  const emit = (type: string, record: () => PaymentRecord | RefundRecord, parentId: string | null, at: Date) => {
    if (!w.events) return;
    const data = record();
    const values = [w.newId('evt'), scope.accountId, scope.livemode, type, parentId ? 'refund' : 'payment', data.id, parentId, data, at];
    out.events.push({ at: at.getTime(), values });
  };
  const payment = (status: PaymentStatus, refunded: number, at: Date, pending = 0) =>
    paymentRecordOf({ ...row, status, amountRefunded: BigInt(refunded), updatedAt: at }, BigInt(pending));
  const ledger = (entries: NewLedgerEntry[]) => entries.forEach((e) => out.ledger.push(ledgerValues(scope, e)));

  emit('payment.created', () => paymentRecordOf({
    ...row, status: 'processing', serviceFee: 0n, fxFee: 0n, amountRefunded: 0n, capturedAt: null, availableOn: null,
    canceledAt: null, failureCode: null, failureMessage: null, disbursementId: null, updatedAt: row.createdAt,
  }), null, row.createdAt);
  let last = row.createdAt;
  if (row.capturedAt && row.availableOn) {
    const capturedAt = row.capturedAt;
    emit('payment.succeeded', () => payment('succeeded', 0, capturedAt), null, capturedAt);
    ledger(captureEntries({ ...row, capturedAt, availableOn: row.availableOn }));
    last = capturedAt;
    let refunded = 0;
    let status: PaymentStatus = 'succeeded';
    for (let k = w.firstRefund[i]; k < w.firstRefund[i + 1]; k++) {
      const at = new Date(plan.refunds.time[k]);
      const amount = plan.refunds.amount[k];
      const final = REFUND_STATUS[plan.refunds.status[k]];
      const refund = refundRowOf(w, row, amount, final, at);
      out.refunds.push(refundValues(refund));
      ledger(refundEntries(refund, at));
      emit(refundEventType('refundPending'), () => refundRecordOf({ ...refund, status: 'refundPending', failureCode: null, failureMessage: null }), row.id, at);
      const waiting = statusAfterRefunds({ amount: plan.amount[i], refunded, pending: amount });
      if (waiting !== status) emit(paymentEventType(waiting), () => payment(waiting, refunded, at, amount), null, at);
      status = waiting;
      last = at;
      if (final === 'refundPending') continue;
      emit(refundEventType(final), () => refundRecordOf(refund), row.id, at);
      if (final === 'failed') ledger(refundReversalEntries(refund, at));
      else refunded += amount;
      const after = statusAfterRefunds({ amount: plan.amount[i], refunded, pending: 0 });
      if (after !== status) emit(paymentEventType(after), () => payment(after, refunded, at), null, at);
      status = after;
    }
  } else if (row.status !== 'processing') {
    last = row.canceledAt ?? new Date(row.createdAt.getTime() + 1500);
    const at = last;
    emit(paymentEventType(row.status), () => paymentRecordOf({ ...row, updatedAt: at }), null, at);
  }
  row.updatedAt = last;
  out.payments.push(paymentValues(row));
}

function refundRowOf(w: World, payment: PaymentRow, amount: number, status: RefundStatus, at: Date): RefundRow {
  const failed = status === 'failed';
  return {
    id: w.newId('re'),
    accountId: w.scope.accountId,
    livemode: w.scope.livemode,
    paymentId: payment.id,
    customerName: payment.customerName,
    amount: BigInt(amount),
    currency: payment.currency,
    reason: w.r.pick(REFUND_REASONS),
    description: null,
    status,
    failureCode: failed ? 'refund_failed' : null,
    failureMessage: failed ? paymentMessages.refund_failed_by_network.en : null,
    createdAt: at,
    updatedAt: at,
  };
}

function refundValues(r: RefundRow): BulkValue[] {
  return [r.id, r.accountId, r.livemode, r.paymentId, r.customerName, r.amount, r.currency, r.reason, r.status, r.failureCode, r.failureMessage, r.createdAt, r.updatedAt];
}
