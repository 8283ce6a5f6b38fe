// The wire types of settlement batches (issue 28): the batch the list and detail answer with (its lines, which the
// detail draws as a waterfall), the ledger entries behind a line, the list filter. Amounts in integer minor units.
import { z } from 'zod';
import { instantSchema } from '../payment-filters';
import { PAYMENT_CURRENCIES } from '../payments';
import { RETURN_REASON_MAX, SETTLEMENT_LINES, SETTLEMENT_STATUSES } from './status';

const minor = z.number().int();
const timestamp = z.date();
const oneOrMany = <T extends z.ZodType>(item: T) => z.union([item, z.array(item).min(1).max(20)]);
const amountBound = z.coerce.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);
const isoDate = z.iso.date();

export const settlementRecord = z.object({
  id: z.string(),
  livemode: z.boolean(),
  currency: z.string(),
  status: z.enum(SETTLEMENT_STATUSES),
  /** The local date (YYYY-MM-DD, in `timezone`) whose 00:00 closed the batch. */
  settlementDate: z.string(),
  timezone: z.string(),
  /** Funds that became available after periodStart and up to periodEnd. */
  periodStart: timestamp,
  periodEnd: timestamp,
  gross: minor,
  fees: minor,
  refunds: minor,
  disputes: minor,
  adjustments: minor,
  net: minor,
  entryCount: z.number().int(),
  paymentCount: z.number().int(),
  bankReference: z.string(),
  arrivalDate: z.string(),
  paidAt: timestamp.nullable(),
  failureReason: z.string().nullable(),
  createdAt: timestamp,
});
export type SettlementRecord = z.infer<typeof settlementRecord>;

export const settlementFilterSchema = z.strictObject({
  /** A batch id or bank reference. */
  q: z.string().trim().min(1).max(100).optional(),
  status: oneOrMany(z.enum(SETTLEMENT_STATUSES)).optional(),
  currency: oneOrMany(z.enum(PAYMENT_CURRENCIES)).optional(),
  /** Net, minor units, inclusive. */
  amountMin: amountBound.optional(),
  amountMax: amountBound.optional(),
  /** Settlement date range (instants or dates; compared with the batch's date). */
  createdFrom: instantSchema.optional(),
  createdTo: instantSchema.optional(),
});
export type SettlementFilter = z.infer<typeof settlementFilterSchema>;

export const settlementCountsRecord = z.object(
  Object.fromEntries(['all', ...SETTLEMENT_STATUSES].map((s) => [s, z.number().int()])) as Record<'all' | (typeof SETTLEMENT_STATUSES)[number], z.ZodNumber>,
);

/** One ledger entry of a batch (a bar of the waterfall opens the entries of its line). */
export const settlementEntryRecord = z.object({
  id: z.string(),
  type: z.string(),
  line: z.enum(SETTLEMENT_LINES),
  currency: z.string(),
  amount: minor,
  /** The payment, refund or dispute that caused it. */
  sourceId: z.string(),
  availableOn: timestamp,
  createdAt: timestamp,
});
export type SettlementEntryRecord = z.infer<typeof settlementEntryRecord>;

export const settlementEntryFilterSchema = z.strictObject({
  line: oneOrMany(z.enum(SETTLEMENT_LINES)).optional(),
  q: z.string().trim().min(1).max(100).optional(),
});
export type SettlementEntryFilter = z.infer<typeof settlementEntryFilterSchema>;

export const settlementRecordFilterSchema = z.strictObject({
  q: z.string().trim().min(1).max(100).optional(),
});
export type SettlementRecordFilter = z.infer<typeof settlementRecordFilterSchema>;

export { isoDate as settlementDateSchema };

/** Test mode: the bank returns a batch (POST /test/api/settlements/:id/return); the reason is the bank's return note. */
export const settlementReturnSchema = z
  .strictObject({ reason: z.string({ error: 'settlement_return_reason_invalid' }).trim().min(1, 'settlement_return_reason_invalid').max(RETURN_REASON_MAX, 'settlement_return_reason_invalid').optional() })
  .default({});
export type SettlementReturnInput = z.infer<typeof settlementReturnSchema>;
