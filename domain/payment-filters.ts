// List filters of the payments area (the `filter={...}` of ra-data-simple-rest), shared by the SPA's filter forms
// and the API. Unknown fields are refused by the server, so each schema is the allow list of its list.
import { z } from 'zod';
import { LEGACY_STATUSES } from './legacy-flow';
import { PAYMENT_STATUSES, REFUND_STATUSES } from './payment-status';
import { PAYMENT_CURRENCIES } from './payments';

const text = (max = 100) => z.string().trim().min(1).max(max);
/** An ISO 8601 timestamp with an offset, or a plain date (read as midnight UTC). */
export const instantSchema = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);
const oneOrMany = <T extends z.ZodType>(item: T) => z.union([item, z.array(item).min(1).max(20)]);

export const DISBURSEMENT_STATUSES = ['in_transit', 'paid', 'failed'] as const;
export type DisbursementStatus = (typeof DISBURSEMENT_STATUSES)[number];

const createdRange = { createdFrom: instantSchema.optional(), createdTo: instantSchema.optional() };

export const paymentFilterSchema = z.strictObject({
  /** Free search: a payment id, a merchant order id, or part of the customer's name. */
  q: text().optional(),
  customerName: text().optional(),
  /** Exact payment id or merchant order id. */
  transactionId: text().optional(),
  status: oneOrMany(z.enum(PAYMENT_STATUSES)).optional(),
  /** Payments of the legacy flow in these legacy statuses (domain/legacy-flow.ts); 'any' for every legacy payment. */
  legacyStatus: oneOrMany(z.enum([...LEGACY_STATUSES, 'any'])).optional(),
  currency: oneOrMany(z.enum(PAYMENT_CURRENCIES)).optional(),
  customerId: text(64).optional(),
  ...createdRange,
});
export type PaymentFilter = z.infer<typeof paymentFilterSchema>;

export const refundFilterSchema = z.strictObject({
  q: text().optional(),
  paymentId: text(64).optional(),
  customerName: text().optional(),
  status: oneOrMany(z.enum(REFUND_STATUSES)).optional(),
  currency: oneOrMany(z.enum(PAYMENT_CURRENCIES)).optional(),
  ...createdRange,
});
export type RefundFilter = z.infer<typeof refundFilterSchema>;

export const customerFilterSchema = z.strictObject({
  /** Part of the name or e-mail, or the exact id. */
  q: text().optional(),
  name: text().optional(),
  email: text(254).optional(),
  ...createdRange,
});
export type CustomerFilter = z.infer<typeof customerFilterSchema>;

export const disbursementFilterSchema = z.strictObject({
  /** The disbursement id or its beginning. */
  q: text(64).optional(),
  status: oneOrMany(z.enum(DISBURSEMENT_STATUSES)).optional(),
  currency: oneOrMany(z.enum(PAYMENT_CURRENCIES)).optional(),
  ...createdRange,
  deliveredFrom: instantSchema.optional(),
  deliveredTo: instantSchema.optional(),
});
export type DisbursementFilter = z.infer<typeof disbursementFilterSchema>;

export const settleRecordFilterSchema = z.strictObject({
  currency: oneOrMany(z.enum(PAYMENT_CURRENCIES)).optional(),
  ...createdRange,
});
export type SettleRecordFilter = z.infer<typeof settleRecordFilterSchema>;

/** A filter value that may be one value or a list, always as a list. */
export function asList<T>(value: T | readonly T[] | undefined): T[] | undefined {
  if (value === undefined) return undefined;
  return Array.isArray(value) ? [...(value as readonly T[])] : [value as T];
}
