// Dispute rows as the API answers with them: the record, and the detail with evidence, files, prefill and history.
import type { DisputeDetailRecord, DisputeRecord, EvidenceFileRecord, EvidenceSource } from '../../../domain/disputes/records';
import type { EvidenceText, EvidenceTextField } from '../../../domain/disputes/evidence';
import type { Address } from '../../../domain/payments';
import type { DbOrTx } from '../../db/client';
import { toSafeNumber } from '../../lib/money';
import type { DisputeFileRow } from '../../repositories/attachments';
import type { DisputeRow } from '../../repositories/disputes';
import type { PaymentRow } from '../../repositories/payments';
import { eventsOfObject } from '../../repositories/events';
import type { Scope } from '../../repositories/scope';

export function disputeRecordOf(d: DisputeRow): DisputeRecord {
  return {
    id: d.id,
    livemode: d.livemode,
    paymentId: d.paymentId,
    customerId: d.customerId,
    customerName: d.customerName,
    customerEmail: d.customerEmail,
    kind: d.kind,
    reason: d.reason,
    status: d.status,
    amount: toSafeNumber(d.amount),
    fee: toSafeNumber(d.fee),
    currency: d.currency,
    networkReference: d.networkReference,
    dueBy: d.dueBy,
    draftSavedAt: d.draftSavedAt,
    submittedAt: d.submittedAt,
    closedAt: d.closedAt,
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
  };
}

export function evidenceFileRecordOf(f: DisputeFileRow): EvidenceFileRecord {
  return { id: f.id, kind: f.kind, fileName: f.fileName, contentType: f.contentType, size: f.size, createdAt: f.createdAt };
}

/** One line per address part that is there. */
export function addressText(a: Address | null | undefined): string | null {
  if (!a) return null;
  const cityLine = [a.postalCode, a.city, a.state].filter(Boolean).join(' ');
  const lines = [a.name, a.line1, a.line2, cityLine, a.country].filter((l): l is string => !!l && l.trim() !== '');
  return lines.length > 0 ? lines.join('\n') : null;
}

/**
 * What the product already knows for the evidence, by field, with where it comes from: the customer's name and
 * email, the billing and shipping addresses and the tracking number of the payment, its description.
 */
export function evidencePrefill(payment: PaymentRow): Partial<Record<EvidenceTextField, { value: string; source: EvidenceSource }>> {
  const out: Partial<Record<EvidenceTextField, { value: string; source: EvidenceSource }>> = {};
  const put = (field: EvidenceTextField, value: string | null | undefined, source: EvidenceSource) => {
    if (value && value.trim() !== '') out[field] = { value, source };
  };
  put('customerName', payment.customerName ?? payment.billing?.name, payment.customerName ? 'customer' : 'billing');
  put('customerEmail', payment.customerEmail ?? payment.billing?.email, payment.customerEmail ? 'customer' : 'billing');
  put('billingAddress', addressText(payment.billing), 'billing');
  put('shippingAddress', addressText(payment.shipping), 'shipping');
  put('trackingNumber', payment.trackingNumber, 'shipping');
  put('productDescription', payment.description, 'payment');
  return out;
}

/** The dispute's events, oldest first: opened, drafts saved, files, submitted, decided. */
export async function disputeHistory(db: DbOrTx, scope: Scope, disputeId: string) {
  const rows = await eventsOfObject(db, scope, disputeId);
  return rows.map((e) => ({ type: e.type, status: typeof e.data.status === 'string' ? e.data.status : null, at: e.createdAt }));
}

export async function disputeDetailOf(db: DbOrTx, scope: Scope, d: DisputeRow, payment: PaymentRow, files: DisputeFileRow[]): Promise<DisputeDetailRecord> {
  const prefill = evidencePrefill(payment);
  const evidence = d.evidence as EvidenceText;
  return {
    ...disputeRecordOf(d),
    evidence,
    files: files.map(evidenceFileRecordOf),
    prefill: Object.fromEntries(Object.entries(prefill).filter(([f]) => !(evidence[f as EvidenceTextField] ?? '').trim())) as DisputeDetailRecord['prefill'],
    payment: {
      amount: toSafeNumber(payment.amount),
      currency: payment.currency,
      status: payment.status,
      description: payment.description,
      card: payment.cardBrand && payment.cardLast4 ? { brand: payment.cardBrand, last4: payment.cardLast4 } : null,
      createdAt: payment.createdAt,
    },
    history: await disputeHistory(db, scope, d.id),
  };
}
