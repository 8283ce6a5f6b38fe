// Issuing (issue 31): cardholders and the cards issued to them, each with its spending controls (limits per interval,
// blocked merchant categories and countries). A card keeps its last 4 digits only: the full number and the CVC are
// never stored (a test-mode virtual card's are shown once, by the simulator, and forgotten). Rules are domain/issuing/.
import { sql } from 'drizzle-orm';
import { bigserial, boolean, char, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { DECIDED_BY } from '../../../domain/issuing/decision';
import { AUTHORIZATION_STATUSES, TRANSACTION_TYPES } from '../../../domain/issuing/authorizations';
import { ISSUING_BALANCE_ENTRY_TYPES } from '../../../domain/issuing/balance';
import type { DeclineReason } from '../../../domain/issuing/limits';
import { money } from './columns';
import { CARDHOLDER_STATUSES } from '../../../domain/issuing/cardholders';
import { CARD_STATUSES, CARD_TYPES } from '../../../domain/issuing/cards';
import { CARD_BRANDS } from '../../../domain/issuing/controls';
import type { SpendingControls } from '../../../domain/issuing/controls';
import { accounts } from './accounts';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const scope = () => ({
  accountId: text('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  livemode: boolean('livemode').notNull(),
});

export const cardholders = pgTable(
  'issuing_cardholders',
  {
    id: text('id').primaryKey(),
    ...scope(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    billingLine1: text('billing_line1').notNull(),
    billingLine2: text('billing_line2'),
    billingCity: text('billing_city').notNull(),
    billingState: text('billing_state'),
    billingPostalCode: text('billing_postal_code').notNull(),
    billingCountry: char('billing_country', { length: 2 }).notNull(),
    status: text('status', { enum: CARDHOLDER_STATUSES }).notNull(),
    spendingControls: jsonb('spending_controls').$type<SpendingControls>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('issuing_cardholders_scope_created_idx').on(t.accountId, t.livemode, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

export const cards = pgTable(
  'issuing_cards',
  {
    id: text('id').primaryKey(),
    ...scope(),
    cardholderId: text('cardholder_id').notNull().references(() => cardholders.id, { onDelete: 'restrict' }),
    type: text('type', { enum: CARD_TYPES }).notNull(),
    brand: text('brand', { enum: CARD_BRANDS }).notNull(),
    /** The only digits of the number ever stored. */
    last4: char('last4', { length: 4 }).notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    status: text('status', { enum: CARD_STATUSES }).notNull(),
    spendingControls: jsonb('spending_controls').$type<SpendingControls>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    canceledAt: ts('canceled_at'),
  },
  (t) => [
    index('issuing_cards_scope_created_idx').on(t.accountId, t.livemode, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('issuing_cards_cardholder_idx').on(t.cardholderId),
  ],
);

/**
 * The issuing balance per scope and currency (issue 31, item 3), in buckets (domain/issuing/balance.ts
 * ISSUING_BALANCE_BUCKETS): the balance is the sum of its buckets' rows. An approval holds its amount in one bucket
 * (the one it locks, skipping those other approvals hold), so approvals do not serialise on one row; when none covers
 * it alone, it locks them all in bucket order and decides on their sum. Each bucket's figures are the sums of its
 * entries (issuing_balance_entries), never negative.
 */
export const issuingBalances = pgTable(
  'issuing_balances',
  {
    ...scope(),
    currency: char('currency', { length: 3 }).notNull(),
    /** 0 to ISSUING_BALANCE_BUCKETS - 1 (rows before buckets are bucket 0). */
    bucket: smallint('bucket').notNull().default(0),
    available: money('available').notNull(),
    held: money('held').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.livemode, t.currency, t.bucket] }),
    check('issuing_balances_not_negative', sql`${t.available} >= 0 and ${t.held} >= 0`),
  ],
);

/** The issuing balance's movements: each changes available and held by its signed amounts (domain/issuing/balance.ts). */
export const issuingBalanceEntries = pgTable(
  'issuing_balance_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...scope(),
    currency: char('currency', { length: 3 }).notNull(),
    type: text('type', { enum: ISSUING_BALANCE_ENTRY_TYPES }).notNull(),
    /** The bucket of the balance it moved (issuing_balances.bucket). */
    bucket: smallint('bucket').notNull().default(0),
    available: money('available').notNull(),
    held: money('held').notNull(),
    /** The funding (isf_), authorization or transaction that wrote it. */
    sourceId: text('source_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('issuing_balance_entries_scope_idx').on(t.accountId, t.livemode, t.currency, t.createdAt), index('issuing_balance_entries_source_idx').on(t.sourceId)],
);

export const issuingAuthorizations = pgTable(
  'issuing_authorizations',
  {
    id: text('id').primaryKey(),
    ...scope(),
    cardId: text('card_id').notNull().references(() => cards.id, { onDelete: 'restrict' }),
    cardholderId: text('cardholder_id').notNull().references(() => cardholders.id, { onDelete: 'restrict' }),
    amount: money('amount').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    merchantName: text('merchant_name').notNull(),
    merchantCategory: text('merchant_category').notNull(),
    merchantCountry: char('merchant_country', { length: 2 }).notNull(),
    approved: boolean('approved').notNull(),
    status: text('status', { enum: AUTHORIZATION_STATUSES }).notNull(),
    declineReason: jsonb('decline_reason').$type<DeclineReason>(),
    /** Who decided (domain/issuing/decision.ts DECIDED_BY); null while awaiting the account's decision endpoint. Rows before it: the rules. */
    decidedBy: text('decided_by', { enum: DECIDED_BY }).default('rules'),
    /** What it holds on the issuing balance now, and what was captured: their sum is what it counts against limits. */
    heldAmount: money('held_amount').notNull(),
    capturedAmount: money('captured_amount').notNull(),
    /** The balance bucket its hold was taken from, where its capture, release, expiry and refunds go back (0 for a decline, which holds nothing). */
    bucket: smallint('bucket').notNull().default(0),
    expiresAt: ts('expires_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('issuing_auths_scope_created_idx').on(t.accountId, t.livemode, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The usage of a card's and a cardholder's windows (approved only), and the expiry sweep.
    index('issuing_auths_card_usage_idx').on(t.cardId, t.createdAt).where(sql`approved`),
    index('issuing_auths_holder_usage_idx').on(t.cardholderId, t.currency, t.createdAt).where(sql`approved`),
    index('issuing_auths_expiry_idx').on(t.expiresAt).where(sql`status = 'pending'`),
    // The sweep's authorizations left awaiting their real-time decision.
    index('issuing_auths_awaiting_idx').on(t.createdAt).where(sql`status = 'awaiting_decision'`),
    check('issuing_auths_amounts', sql`${t.heldAmount} >= 0 and ${t.capturedAmount} >= 0 and ${t.heldAmount} + ${t.capturedAmount} <= ${t.amount}`),
  ],
);

export const issuingTransactions = pgTable(
  'issuing_transactions',
  {
    id: text('id').primaryKey(),
    ...scope(),
    type: text('type', { enum: TRANSACTION_TYPES }).notNull(),
    authorizationId: text('authorization_id').notNull().references(() => issuingAuthorizations.id, { onDelete: 'restrict' }),
    refundOf: text('refund_of'),
    cardId: text('card_id').notNull().references(() => cards.id, { onDelete: 'restrict' }),
    cardholderId: text('cardholder_id').notNull().references(() => cardholders.id, { onDelete: 'restrict' }),
    amount: money('amount').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    merchantName: text('merchant_name').notNull(),
    merchantCategory: text('merchant_category').notNull(),
    merchantCountry: char('merchant_country', { length: 2 }).notNull(),
    refundedAmount: money('refunded_amount').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('issuing_txns_scope_created_idx').on(t.accountId, t.livemode, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('issuing_txns_authorization_idx').on(t.authorizationId),
    check('issuing_txns_refunded', sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.amount}`),
  ],
);
