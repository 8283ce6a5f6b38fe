// The smart account's records and request schemas: the account (its number, the details a payer needs, its balance
// per currency), its statement entries, transfers out (create body, filters, counts, detail), incoming transfers
// and the test-mode simulator's body. Every issue names its field with a message key of ./messages.ts.
import { z } from 'zod';
import { instantSchema } from '../payment-filters';
import { TRANSFER_METHODS } from '../payouts/rules';
import { SMART_CURRENCIES, SMART_ENTRY_TYPES, SMART_INCOMING_STATUSES, SMART_MAX_AMOUNT, SMART_MOVE_DIRECTIONS, SMART_TRANSFER_STATUSES } from './rules';

const timestamp = z.date();
const minor = z.number().int();
const oneOrMany = <T extends z.ZodType>(item: T) => z.union([item, z.array(item).min(1).max(20)]);
const createdRange = { createdFrom: instantSchema.optional(), createdTo: instantSchema.optional() };
const search = z.string().trim().min(1).max(64);
const amountSchema = z.number({ error: 'smart_amount_invalid' }).int('smart_amount_invalid').positive('smart_amount_invalid').max(SMART_MAX_AMOUNT, 'smart_amount_invalid');

export const smartBalanceRecord = z.object({ currency: z.string(), balance: minor });
export type SmartBalanceRecord = z.infer<typeof smartBalanceRecord>;

/** GET /smart-account: where a payer sends money, and what the account holds. */
export const smartAccountRecord = z.object({
  accountNumber: z.string(),
  holderName: z.string(),
  bankName: z.string(),
  bankAddress: z.string(),
  swift: z.string(),
  routingNumber: z.string(),
  reference: z.string(),
  currencies: z.array(z.string()),
  balances: z.array(smartBalanceRecord),
});
export type SmartAccountRecord = z.infer<typeof smartAccountRecord>;

export const smartEntryRecord = z.object({
  id: z.string(),
  type: z.enum(SMART_ENTRY_TYPES),
  currency: z.string(),
  amount: minor,
  /** The transfer out (sat_), incoming transfer (sai_) or move from or to the balance (sam_) that wrote it. */
  sourceId: z.string(),
  createdAt: timestamp,
});
export type SmartEntryRecord = z.infer<typeof smartEntryRecord>;

export const smartEntryFilterSchema = z.strictObject({
  /** The source's id or its beginning. */
  q: search.optional(),
  type: oneOrMany(z.enum(SMART_ENTRY_TYPES)).optional(),
  currency: oneOrMany(z.enum(SMART_CURRENCIES)).optional(),
  ...createdRange,
});
export type SmartEntryFilter = z.infer<typeof smartEntryFilterSchema>;
export const smartEntryCountsRecord = z.object({ all: z.number().int(), ...Object.fromEntries(SMART_ENTRY_TYPES.map((s) => [s, z.number().int()])) }).catchall(z.number().int());

export const smartTransferRecord = z.object({
  id: z.string(),
  status: z.enum(SMART_TRANSFER_STATUSES),
  amount: minor,
  fee: minor,
  /** What left the smart account: amount plus fee. */
  total: minor,
  currency: z.string(),
  methodType: z.enum(TRANSFER_METHODS),
  description: z.string().nullable(),
  beneficiaryId: z.string(),
  beneficiaryName: z.string(),
  beneficiaryCountry: z.string(),
  beneficiaryLast4: z.string(),
  /** YYYY-MM-DD (UTC): when the money is expected at the beneficiary's bank. */
  arrivalDate: z.string(),
  failureReason: z.string().nullable(),
  createdAt: timestamp,
  succeededAt: timestamp.nullable(),
  failedAt: timestamp.nullable(),
  updatedAt: timestamp,
});
export type SmartTransferRecord = z.infer<typeof smartTransferRecord>;

/** A transfer out's page: what happened to it (its events, oldest first) and the smart account entries it wrote. */
export const smartTransferDetailRecord = smartTransferRecord.extend({
  timeline: z.array(z.object({ type: z.string(), createdAt: timestamp })),
  entries: z.array(smartEntryRecord),
});
export type SmartTransferDetailRecord = z.infer<typeof smartTransferDetailRecord>;

export const smartTransferFilterSchema = z.strictObject({
  /** The transfer's id, the beneficiary's id or name, or its beginning. */
  q: search.optional(),
  status: oneOrMany(z.enum(SMART_TRANSFER_STATUSES)).optional(),
  currency: oneOrMany(z.enum(SMART_CURRENCIES)).optional(),
  ...createdRange,
});
export type SmartTransferFilter = z.infer<typeof smartTransferFilterSchema>;
export const smartTransferCountsRecord = z.object({ all: z.number().int(), ...Object.fromEntries(SMART_TRANSFER_STATUSES.map((s) => [s, z.number().int()])) }).catchall(z.number().int());

/** POST /smart-account-transfers: an amount in minor units of the beneficiary's currency, to an approved beneficiary. */
export const createSmartTransferSchema = z.strictObject({
  beneficiaryId: z.string({ error: 'please_select' }).trim().min(1, 'please_select').max(64, 'field_too_long'),
  amount: amountSchema,
  description: z.string().trim().max(200, 'field_too_long').optional(),
});
export type CreateSmartTransferInput = z.infer<typeof createSmartTransferSchema>;

export const smartIncomingRecord = z.object({
  id: z.string(),
  status: z.enum(SMART_INCOMING_STATUSES),
  amount: minor,
  currency: z.string(),
  payerName: z.string(),
  /** As the payer typed it (may be empty). */
  reference: z.string(),
  receivedAt: timestamp,
});
export type SmartIncomingRecord = z.infer<typeof smartIncomingRecord>;

export const smartIncomingFilterSchema = z.strictObject({
  /** The transfer's id or the payer's name, or its beginning. */
  q: search.optional(),
  currency: oneOrMany(z.enum(SMART_CURRENCIES)).optional(),
  ...createdRange,
});
export type SmartIncomingFilter = z.infer<typeof smartIncomingFilterSchema>;

/** Test mode: a payer sends money to the smart account (POST /smart-account-incoming/simulate). */
export const simulateIncomingSchema = z.strictObject({
  amount: amountSchema,
  currency: z.enum(SMART_CURRENCIES, { error: 'smart_currency_invalid' }),
  payerName: z.string({ error: 'smart_payer_required' }).trim().min(1, 'smart_payer_required').max(100, 'field_too_long'),
  reference: z.string().trim().max(60, 'field_too_long').optional(),
});
export type SimulateIncomingInput = z.infer<typeof simulateIncomingSchema>;

/**
 * POST /smart-account/moves: move an amount (minor units) of a currency between the available balance and the
 * smart account, either way; no fee (both are the merchant's).
 */
export const smartMoveSchema = z.strictObject({
  direction: z.enum(SMART_MOVE_DIRECTIONS, { error: 'smart_move_direction_invalid' }),
  currency: z.enum(SMART_CURRENCIES, { error: 'smart_currency_invalid' }),
  amount: amountSchema,
  description: z.string().trim().max(200, 'field_too_long').optional(),
});
export type SmartMoveInput = z.infer<typeof smartMoveSchema>;

export const smartMoveRecord = z.object({
  id: z.string(),
  direction: z.enum(SMART_MOVE_DIRECTIONS),
  /** Done at once: the money is on the other side when the answer comes. */
  status: z.literal('succeeded'),
  amount: minor,
  currency: z.string(),
  description: z.string().nullable(),
  createdAt: timestamp,
});
export type SmartMoveRecord = z.infer<typeof smartMoveRecord>;
