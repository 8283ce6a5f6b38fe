// Rows to API records (domain/payment-records.ts): bigint minor units become checked numbers here, at the edge.
import type { CustomerRecord, DisbursementRecord, PaymentRecord, RefundRecord } from '../../../domain/payment-records';
import { refundableAmount } from '../../../domain/payment-status';
import { flowOf, legacyStatusOf } from '../../../domain/legacy-flow';
import type { CustomerRow } from '../../repositories/customers';
import type { DisbursementRow } from '../../repositories/disbursements';
import type { PaymentRow } from '../../repositories/payments';
import type { RefundRow } from '../../repositories/refunds';
import { toSafeNumber } from '../../lib/money';

export function paymentRecordOf(p: PaymentRow, pendingRefunds: bigint = 0n): PaymentRecord {
  const amount = toSafeNumber(p.amount);
  const refunded = toSafeNumber(p.amountRefunded);
  const serviceFee = toSafeNumber(p.serviceFee);
  const fxFee = toSafeNumber(p.fxFee);
  const captured = p.capturedAt !== null;
  return {
    id: p.id,
    livemode: p.livemode,
    status: p.status,
    amount,
    currency: p.currency,
    amountRefunded: refunded,
    amountRefundable: captured ? refundableAmount({ amount, refunded, pending: toSafeNumber(pendingRefunds) }) : 0,
    serviceFee,
    fxFee,
    fee: serviceFee + fxFee,
    net: captured ? amount - serviceFee - fxFee : 0,
    captureMethod: p.captureMethod,
    customerId: p.customerId,
    customerName: p.customerName,
    customerEmail: p.customerEmail,
    merchantOrderId: p.merchantOrderId,
    channelOrderId: p.channelOrderId,
    reference: p.reference,
    invoiceId: p.invoiceId,
    paymentLinkId: p.paymentLinkId,
    description: p.description,
    metadata: p.metadata,
    paymentMethod: p.paymentMethod,
    card:
      p.cardLast4 && p.cardExpMonth !== null && p.cardExpYear !== null
        ? { brand: p.cardBrand ?? 'Other', last4: p.cardLast4, expMonth: p.cardExpMonth, expYear: p.cardExpYear, country: p.cardCountry }
        : null,
    threeDSecureStatus: p.threeDsStatus,
    failureCode: p.failureCode,
    failureMessage: p.failureMessage,
    disputeExpected: p.disputeExpected,
    openDisputeId: p.openDisputeId,
    flow: flowOf(p),
    legacyStage: p.legacyStage,
    legacyStatus: legacyStatusOf(p),
    billing: p.billing,
    shipping: p.shipping,
    trackingNumber: p.trackingNumber,
    disbursementId: p.disbursementId,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
    capturedAt: p.capturedAt,
    canceledAt: p.canceledAt,
    availableOn: p.availableOn,
  };
}

export function refundRecordOf(r: RefundRow): RefundRecord {
  return {
    id: r.id,
    livemode: r.livemode,
    paymentId: r.paymentId,
    customerName: r.customerName,
    status: r.status,
    amount: toSafeNumber(r.amount),
    currency: r.currency,
    reason: r.reason,
    description: r.description,
    failureCode: r.failureCode,
    failureMessage: r.failureMessage,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

export function customerRecordOf(c: CustomerRow, totals: { count: number; amounts: { currency: string; amount: number }[] }): CustomerRecord {
  return { id: c.id, livemode: c.livemode, name: c.name, email: c.email, phone: c.phone, totalPayments: totals, createdAt: c.createdAt };
}

export function disbursementRecordOf(d: DisbursementRow): DisbursementRecord {
  return {
    id: d.id,
    livemode: d.livemode,
    portal: d.portal,
    bankName: d.bankName,
    bankAccount: d.bankAccount,
    transactionCount: d.transactionCount,
    amount: toSafeNumber(d.amount),
    currency: d.currency,
    status: d.status,
    createdAt: d.createdAt,
    deliveredAt: d.deliveredAt,
  };
}
