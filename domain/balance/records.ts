// The records and request schemas of the balance area: the balance summary, ledger entries, top-ups and
// transfers, their list filters (strict: the keys are the allowed fields) and the create-top-up body.
import { z } from 'zod';
import { PAYOUT_STATUSES } from '../payouts/rules';
import { cardSchema } from '../payments';
import { isValidTimeZone } from '../periods-query';
import { canonicalTimeZone } from '../settings/zone';
import { instantSchema } from '../payment-filters';
import { DISBURSEMENT_STATUSES } from '../payment-filters';
import {
  AVAILABILITIES, ENTRY_SOURCES, LEDGER_ENTRY_TYPES, TOPUP_CURRENCIES, TOPUP_METHODS, TOPUP_STATUSES, topupAmountIssue,
} from './rules';

const timestamp = z.date();
const minor = z.number().int();
const text = (max = 100) => z.string().trim().min(1).max(max);
const oneOrMany = <T extends z.ZodType>(item: T) => z.union([item, z.array(item).min(1).max(20)]);
const createdRange = { createdFrom: instantSchema.optional(), createdTo: instantSchema.optional() };

/** Money taken out of the balance that may come back or is on its way (already counted in available). */
export const reservedRecord = z.object({
  /** Amounts and fees withdrawn by disputes still open: given back if the dispute is won. */
  disputes: minor,
  /** Disbursements to the bank still in transit. */
  disbursements: minor,
  /** Payouts in flight (awaiting approval or sent, the bank not answered yet), amount and fee: back if they fail. */
  payouts: minor,
  total: minor,
});

export const balanceSummaryRecord = z.object({
  currency: z.string(),
  available: minor,
  pending: minor,
  reserved: reservedRecord,
  /** The zone of pendingByDate's days: the one asked for, else the reader's chosen one, else UTC (issue 32 item 2). */
  tz: z.string(),
  /** Pending amounts by the day of `tz` they become available, soonest first. */
  pendingByDate: z.array(z.object({ date: z.string(), amount: minor })),
});
export type BalanceSummaryRecord = z.infer<typeof balanceSummaryRecord>;

/** A zone asked for by name (an IANA zone, in today's spelling). */
const zoneParam = z.string({ error: 'timezone_invalid' }).trim().max(64, 'timezone_invalid').refine(isValidTimeZone, 'timezone_invalid').transform((tz) => canonicalTimeZone(tz) ?? tz).optional();

/** The zone whose days the pending schedule shows; by default the reader's chosen one, else UTC (issue 32 item 2). */
export const balanceSummaryQuery = z.strictObject({ tz: zoneParam });

export const balanceHistoryQuery = z.strictObject({
  currency: z.enum(TOPUP_CURRENCIES, { error: 'currency_unsupported' }),
  days: z.coerce.number().int().min(7).max(366).default(90),
  /** The zone whose days the chart shows; by default the reader's chosen zone, else UTC (issue 32 item 2). */
  tz: zoneParam,
});
/** The end-of-day balance (available plus pending) of one currency for each of the last days of the zone `tz`. */
export const balanceHistoryRecord = z.object({ currency: z.string(), tz: z.string(), points: z.array(z.object({ date: z.string(), balance: minor })) });

export const ledgerEntryRecord = z.object({
  id: z.string(),
  currency: z.string(),
  amount: minor,
  type: z.enum(LEDGER_ENTRY_TYPES),
  source: z.enum(ENTRY_SOURCES),
  sourceId: z.string(),
  availability: z.enum(AVAILABILITIES),
  availableOn: timestamp,
  createdAt: timestamp,
});
export type LedgerEntryRecord = z.infer<typeof ledgerEntryRecord>;

export const ledgerEntryFilterSchema = z.strictObject({
  /** The source id (payment, refund, dispute, top-up, disbursement) or its beginning. */
  q: text(64).optional(),
  currency: oneOrMany(z.enum(TOPUP_CURRENCIES)).optional(),
  type: oneOrMany(z.enum(LEDGER_ENTRY_TYPES)).optional(),
  availability: z.enum(AVAILABILITIES).optional(),
  /** Only the entries of open disputes (the reserved figure). */
  reserved: z.enum(['disputes', 'disbursements', 'payouts']).optional(),
  /** Entries released after this instant (exclusive) and by that one (inclusive): a payout's window (its waterfall). */
  availableAfter: instantSchema.optional(),
  availableUntil: instantSchema.optional(),
  ...createdRange,
});
export type LedgerEntryFilter = z.infer<typeof ledgerEntryFilterSchema>;

export const ledgerEntryCountsRecord = z.object({
  all: z.number().int(),
  ...Object.fromEntries(LEDGER_ENTRY_TYPES.map((t) => [t, z.number().int()])),
}).catchall(z.number().int());

export const topupRecord = z.object({
  id: z.string(),
  method: z.enum(TOPUP_METHODS),
  status: z.enum(TOPUP_STATUSES),
  amount: minor,
  currency: z.string(),
  /** What the merchant quotes on the bank transfer (bank transfers only). */
  reference: z.string().nullable(),
  /** The virtual account the transfer goes to (bank transfers only). */
  virtualAccount: z.string().nullable(),
  amountReceived: minor.nullable(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  description: z.string().nullable(),
  expiresAt: timestamp.nullable(),
  succeededAt: timestamp.nullable(),
  expiredAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type TopupRecord = z.infer<typeof topupRecord>;

export const topupFilterSchema = z.strictObject({
  /** The top-up id or reference, or its beginning. */
  q: text(64).optional(),
  status: oneOrMany(z.enum(TOPUP_STATUSES)).optional(),
  method: oneOrMany(z.enum(TOPUP_METHODS)).optional(),
  currency: oneOrMany(z.enum(TOPUP_CURRENCIES)).optional(),
  ...createdRange,
});
export type TopupFilter = z.infer<typeof topupFilterSchema>;

export const topupCountsRecord = z.object({ all: z.number().int(), pending: z.number().int(), succeeded: z.number().int(), expired: z.number().int() });

/** A top-up as the form and the API ask it: amount in minor units within the currency's limits; a card for card top-ups. */
export const createTopupSchema = z
  .strictObject({
    method: z.enum(TOPUP_METHODS, { error: 'topup_method_required' }),
    amount: z.number({ error: 'topup_amount_invalid' }).int('topup_amount_invalid').positive('topup_amount_invalid'),
    currency: z.enum(TOPUP_CURRENCIES, { error: 'currency_unsupported' }),
    card: cardSchema.optional(),
    description: z.string().trim().max(200, 'field_too_long').optional(),
  })
  .superRefine((t, ctx) => {
    const issue = topupAmountIssue(t.amount, t.currency);
    if (issue) ctx.addIssue({ code: 'custom', path: ['amount'], message: issue });
    if (t.method === 'card' && !t.card) ctx.addIssue({ code: 'custom', path: ['card'], message: 'topup_card_required' });
  });
export type CreateTopupInput = z.infer<typeof createTopupSchema>;

/** Test mode: the simulated bank receives a transfer to the virtual account quoting a reference. */
export const simulateTransferSchema = z.strictObject({
  reference: z.string({ error: 'topup_reference_required' }).trim().min(1, 'topup_reference_required').max(40, 'field_too_long'),
  amount: z.number({ error: 'topup_amount_invalid' }).int('topup_amount_invalid').positive('topup_amount_invalid').max(100_000_000_000, 'topup_amount_too_large'),
  currency: z.enum(TOPUP_CURRENCIES, { error: 'currency_unsupported' }),
});
export type SimulateTransferInput = z.infer<typeof simulateTransferSchema>;

export const TRANSFER_KINDS = ['topup', 'disbursement', 'incoming_transfer', 'payout', 'smart_account'] as const;
export const TRANSFER_DIRECTIONS = ['in', 'out'] as const;
export const TRANSFER_STATUSES = [...new Set([...TOPUP_STATUSES, ...DISBURSEMENT_STATUSES, 'held', ...PAYOUT_STATUSES])] as readonly string[];

export const transferRecord = z.object({
  id: z.string(),
  kind: z.enum(TRANSFER_KINDS),
  direction: z.enum(TRANSFER_DIRECTIONS),
  status: z.string(),
  amount: minor,
  currency: z.string(),
  /** The other side: the virtual account (in) or the merchant's bank account (out), as shown to the merchant. */
  counterparty: z.string().nullable(),
  reference: z.string().nullable(),
  createdAt: timestamp,
  completedAt: timestamp.nullable(),
});
export type TransferRecord = z.infer<typeof transferRecord>;

export const transferFilterSchema = z.strictObject({
  q: text(64).optional(),
  direction: z.enum(TRANSFER_DIRECTIONS).optional(),
  kind: oneOrMany(z.enum(TRANSFER_KINDS)).optional(),
  status: oneOrMany(z.enum(['pending', 'succeeded', 'expired', 'in_transit', 'paid', 'failed', 'held', 'awaiting_approval', 'canceled', 'rejected'])).optional(),
  currency: oneOrMany(z.enum(TOPUP_CURRENCIES)).optional(),
  ...createdRange,
});
export type TransferFilter = z.infer<typeof transferFilterSchema>;
export const transferCountsRecord = z.object({ all: z.number().int(), in: z.number().int(), out: z.number().int() });
