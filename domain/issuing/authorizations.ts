// Authorizations and transactions of issuing (issue 31, item 4). A purchase on a card (in test mode from the
// simulator) is an authorization: approved (its amount held on the issuing balance) or declined (nothing held, the
// rule that refused it kept as a reason, domain/issuing/limits.ts). An approved authorization is captured (its
// transaction; what was not captured goes back to available) or, unanswered after AUTHORIZATION_HOLD_DAYS, expires
// and gives its hold back. A captured transaction can be refunded, in part or in full, as refund transactions.
import { DECIDED_BY } from './decision';
import { z } from 'zod';
import { isCountryCode } from '../onboarding/countries';
import { instantSchema } from '../payment-filters';
import { MAX_PAYMENT_AMOUNT } from '../pricing';
import { CARD_BRANDS, ISSUING_CURRENCIES, LIMIT_INTERVALS, MERCHANT_CATEGORIES } from './controls';
import { DECLINE_CODES, type DeclineCode } from './limits';

/** pending: approved, its funds held; closed: captured; expired: never captured, its hold released; declined. */
/** awaiting_decision: approved by the rules, its amount held, waiting for the account's decision endpoint (domain/issuing/decision.ts). */
export const AUTHORIZATION_STATUSES = ['pending', 'closed', 'expired', 'declined', 'awaiting_decision'] as const;
export type AuthorizationStatus = (typeof AUTHORIZATION_STATUSES)[number];

/** An approval not captured in this many days expires (the job queue's sweep releases its hold). */
export const AUTHORIZATION_HOLD_DAYS = 7;

export const TRANSACTION_TYPES = ['capture', 'refund'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

const oneOrMany = <T extends z.ZodType>(item: T) => z.union([item, z.array(item).min(1).max(20)]);
const amount = (key: string) => z.number({ error: key }).int(key).positive(key).max(MAX_PAYMENT_AMOUNT, key);

/** POST /issuing-authorizations (test mode): the simulator's purchase. Amounts in minor units of `currency`. */
export const simulatePurchaseSchema = z.object({
  cardId: z.string({ error: 'issuing_purchase_card_required' }).trim().min(1, 'issuing_purchase_card_required').max(64, 'issuing_purchase_card_required'),
  merchantName: z.string({ error: 'issuing_purchase_merchant_required' }).trim().min(1, 'issuing_purchase_merchant_required').max(100, 'issuing_purchase_merchant_required'),
  merchantCategory: z.enum(MERCHANT_CATEGORIES, { error: 'issuing_purchase_category_invalid' }),
  merchantCountry: z.string({ error: 'issuing_purchase_country_invalid' }).transform((c) => c.trim().toUpperCase()).refine(isCountryCode, 'issuing_purchase_country_invalid'),
  amount: amount('issuing_purchase_amount_invalid'),
  currency: z.enum(ISSUING_CURRENCIES, { error: 'issuing_currency_invalid' }),
});
export type SimulatePurchase = z.input<typeof simulatePurchaseSchema>;

/** POST /issuing-authorizations/:id/capture (test mode: the network's capture); the whole hold when no amount. */
export const captureSchema = z.object({ amount: amount('issuing_capture_amount_invalid').optional() });
/** POST /issuing-transactions/:id/refund (test mode: the merchant's refund); what is left when no amount. */
export const transactionRefundSchema = z.object({ amount: amount('issuing_refund_amount_invalid').optional() });

export const declineReasonRecord = z.object({
  code: z.enum(DECLINE_CODES as [DeclineCode, ...DeclineCode[]]),
  owner: z.enum(['card', 'cardholder']).optional(),
  interval: z.enum(LIMIT_INTERVALS).optional(),
  limit: z.number().int().optional(),
  used: z.number().int().optional(),
  available: z.number().int().optional(),
  currency: z.string().optional(),
  category: z.string().optional(),
  country: z.string().optional(),
  message: z.string().optional(),
  fallback: z.enum(['timeout', 'error']).optional(),
});

const cardFields = {
  cardId: z.string(),
  cardholderId: z.string(),
  cardholderName: z.string(),
  cardBrand: z.enum(CARD_BRANDS),
  cardLast4: z.string(),
};
const merchantFields = {
  merchantName: z.string(),
  merchantCategory: z.enum(MERCHANT_CATEGORIES),
  merchantCountry: z.string(),
};

export const authorizationRecord = z.object({
  id: z.string(),
  ...cardFields,
  ...merchantFields,
  amount: z.number().int(),
  currency: z.string(),
  approved: z.boolean(),
  status: z.enum(AUTHORIZATION_STATUSES),
  /** Why it was declined (null when approved): read as text with declineText. */
  declineReason: declineReasonRecord.nullable(),
  /** Who decided: the account's rules (limits, controls, balance), its decision endpoint, or the fallback; null while awaiting the endpoint. */
  decidedBy: z.enum(DECIDED_BY).nullable(),
  heldAmount: z.number().int(),
  capturedAmount: z.number().int(),
  expiresAt: z.date().nullable(),
  livemode: z.boolean(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type AuthorizationRecord = z.infer<typeof authorizationRecord>;

export const transactionRecord = z.object({
  id: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  authorizationId: z.string(),
  /** A refund's captured transaction. */
  refundOf: z.string().nullable(),
  ...cardFields,
  ...merchantFields,
  /** Positive; a refund gives it back. */
  amount: z.number().int(),
  currency: z.string(),
  /** A capture's amount refunded so far. */
  refundedAmount: z.number().int(),
  livemode: z.boolean(),
  createdAt: z.date(),
});
export type TransactionRecord = z.infer<typeof transactionRecord>;

export const authorizationCountsRecord = z.object({
  all: z.number().int(),
  ...(Object.fromEntries(AUTHORIZATION_STATUSES.map((s) => [s, z.number().int()])) as Record<AuthorizationStatus, z.ZodNumber>),
});
export const transactionCountsRecord = z.object({
  all: z.number().int(),
  ...(Object.fromEntries(TRANSACTION_TYPES.map((s) => [s, z.number().int()])) as Record<TransactionType, z.ZodNumber>),
});

const common = {
  /** An id, the card's last 4, or part of the merchant's name. */
  q: z.string().trim().min(1).max(100).optional(),
  cardId: z.string().trim().min(1).max(64).optional(),
  cardholderId: z.string().trim().min(1).max(64).optional(),
  currency: oneOrMany(z.enum(ISSUING_CURRENCIES)).optional(),
  createdFrom: instantSchema.optional(),
  createdTo: instantSchema.optional(),
};

export const authorizationFilterSchema = z.strictObject({ ...common, status: oneOrMany(z.enum(AUTHORIZATION_STATUSES)).optional() });
export type AuthorizationFilter = z.infer<typeof authorizationFilterSchema>;
export const transactionFilterSchema = z.strictObject({ ...common, type: oneOrMany(z.enum(TRANSACTION_TYPES)).optional() });
export type TransactionFilter = z.infer<typeof transactionFilterSchema>;
