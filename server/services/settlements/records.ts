// Settlement rows as the API answers with them, and the events a batch records (delivered as webhooks).
import type { SettleRecord } from '../../../domain/payment-records';
import type { SettlementEntryRecord, SettlementRecord } from '../../../domain/settlements/records';
import { lineOfType } from '../../../domain/settlements/status';
import type { SETTLEMENT_EVENT_TYPES } from '../../../domain/webhooks/event-types';
import type { ledgerEntries } from '../../db/schema';
import { toSafeNumber } from '../../lib/money';
import type { NewEvent } from '../../repositories/events';
import type { SettlementRow } from '../../repositories/settlements';

export function settlementRecordOf(s: SettlementRow): SettlementRecord {
  return {
    id: s.id,
    livemode: s.livemode,
    currency: s.currency,
    status: s.status,
    settlementDate: s.settlementDate,
    timezone: s.timezone,
    periodStart: s.periodStart,
    periodEnd: s.periodEnd,
    gross: toSafeNumber(s.gross),
    fees: toSafeNumber(s.fees),
    refunds: toSafeNumber(s.refunds),
    disputes: toSafeNumber(s.disputes),
    adjustments: toSafeNumber(s.adjustments),
    net: toSafeNumber(s.net),
    entryCount: s.entryCount,
    paymentCount: s.paymentCount,
    bankReference: s.bankReference,
    arrivalDate: s.arrivalDate,
    paidAt: s.paidAt,
    failureReason: s.failureReason,
    createdAt: s.createdAt,
  };
}

export function settlementEntryRecordOf(e: typeof ledgerEntries.$inferSelect): SettlementEntryRecord {
  return {
    id: String(e.id),
    type: e.type,
    line: lineOfType(e.type),
    currency: e.currency,
    amount: toSafeNumber(e.amount),
    sourceId: e.sourceId,
    availableOn: e.availableOn,
    createdAt: e.createdAt,
  };
}

export function batchPaymentRecordOf(r: { id: string; currency: string; amount: bigint; serviceFee: bigint; fxFee: bigint; availableOn: Date }): SettleRecord {
  const paymentAmount = toSafeNumber(r.amount);
  const serviceFee = toSafeNumber(r.serviceFee);
  const fxFee = toSafeNumber(r.fxFee);
  return { id: r.id, transactionId: r.id, currency: r.currency, paymentAmount, serviceFee, fxFee, fee: serviceFee + fxFee, settledAmount: paymentAmount - serviceFee - fxFee, date: r.availableOn };
}

export function settlementEvent(type: (typeof SETTLEMENT_EVENT_TYPES)[number], s: SettlementRow, at: Date): NewEvent {
  return { type, objectType: 'settlement', objectId: s.id, data: JSON.parse(JSON.stringify(settlementRecordOf(s))) as Record<string, unknown>, createdAt: at };
}
