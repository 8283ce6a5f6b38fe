// Payments aggregate: customers, payments (card charges), their refunds and the disbursements that pay the
// merchant out. Every row carries its scope (account_id, livemode); money is bigint minor units plus currency.
import { sql } from 'drizzle-orm';
import { boolean, char, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Address } from '../../../domain/payments';
import { PAYMENT_STATUSES, REFUND_STATUSES, THREE_DS_STATUSES } from '../../../domain/payment-status';
import { DISBURSEMENT_STATUSES } from '../../../domain/payment-filters';
import { REFUND_REASONS } from '../../../domain/payments';
import { LEGACY_STAGES } from '../../../domain/legacy-flow';
import { accounts } from './accounts';
import { money } from './columns';

const ts = (name: string) => timestamp(name, { withTimezone: true });
// List indexes are `DESC NULLS FIRST`, PostgreSQL's own default for DESC, so that `ORDER BY created_at DESC, id
// DESC` (and its ASC mirror, scanned backwards) is served by the index; drizzle's desc() alone means NULLS LAST.
const scope = () => ({
  accountId: text('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  livemode: boolean('livemode').notNull(),
});

export const customers = pgTable(
  'customers',
  {
    id: text('id').primaryKey(),
    ...scope(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('customers_scope_created_idx').on(t.accountId, t.livemode, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('customers_scope_email_idx').on(t.accountId, t.livemode, t.email),
    // Trigram indexes serve the case-insensitive "contains" filters (ILIKE '%…%'); migration 0007 adds pg_trgm.
    index('customers_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('customers_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  ],
);

export const disbursements = pgTable(
  'disbursements',
  {
    id: text('id').primaryKey(),
    ...scope(),
    /** The rail that carried it: ACH, SEPA, CNAPS, Zengin, SWIFT. */
    portal: text('portal').notNull(),
    bankName: text('bank_name').notNull(),
    /** Only the masked form is stored, e.g. "•••• 6789". */
    bankAccount: text('bank_account').notNull(),
    transactionCount: integer('transaction_count').notNull(),
    amount: money('amount').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    status: text('status', { enum: DISBURSEMENT_STATUSES }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    deliveredAt: ts('delivered_at'),
  },
  (t) => [
    index('disbursements_scope_created_idx').on(t.accountId, t.livemode, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('disbursements_scope_delivered_idx').on(t.accountId, t.livemode, t.deliveredAt.desc().nullsFirst()),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    ...scope(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    amount: money('amount').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    amountRefunded: money('amount_refunded').notNull().default(sql`0`),
    serviceFee: money('service_fee').notNull().default(sql`0`),
    fxFee: money('fx_fee').notNull().default(sql`0`),
    captureMethod: text('capture_method', { enum: ['automatic', 'manual'] }).notNull(),
    customerId: text('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    customerName: text('customer_name'),
    customerEmail: text('customer_email'),
    merchantOrderId: text('merchant_order_id'),
    /** The card network's reference for the charge. */
    channelOrderId: text('channel_order_id'),
    reference: text('reference'),
    invoiceId: text('invoice_id'),
    /** The payment link it was paid through (no foreign key: billing.ts references payments). */
    paymentLinkId: text('payment_link_id'),
    description: text('description'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    paymentMethod: text('payment_method').notNull().default('card'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    cardExpMonth: integer('card_exp_month'),
    cardExpYear: integer('card_exp_year'),
    cardCountry: char('card_country', { length: 2 }),
    cardCurrency: char('card_currency', { length: 3 }),
    /** SHA-256 of the card number: lets the simulated network recognise a test card later (refund, dispute). */
    cardFingerprint: text('card_fingerprint'),
    threeDsStatus: text('three_ds_status', { enum: THREE_DS_STATUSES }).notNull().default('not_required'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    /** The test card promises a dispute after success; the disputes area opens it. */
    disputeExpected: boolean('dispute_expected').notNull().default(false),
    /**
     * The dispute open on the payment (awaiting the merchant's answer or under review), null once it closes: the
     * payment shows "Disputed" meanwhile (domain/payment-status.ts). No foreign key: disputes.ts references payments.
     */
    openDisputeId: text('open_dispute_id'),
    /**
     * The stage of a payment of the legacy flow (spec section 4: paid, guaranteed, delivered), written by the
     * integration that took it; null for the dashboard's flow. Shown as domain/legacy-flow.ts legacyStatusOf says.
     */
    legacyStage: text('legacy_stage', { enum: LEGACY_STAGES }),
    billing: jsonb('billing').$type<Address>(),
    shipping: jsonb('shipping').$type<Address>(),
    trackingNumber: text('tracking_number'),
    disbursementId: text('disbursement_id').references(() => disbursements.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    capturedAt: ts('captured_at'),
    canceledAt: ts('canceled_at'),
    /** When the captured funds (net of fees) become available: capture + 2 days. */
    availableOn: ts('available_on'),
  },
  (t) => [
    index('payments_scope_created_idx').on(t.accountId, t.livemode, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('payments_scope_status_created_idx').on(t.accountId, t.livemode, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('payments_scope_order_idx').on(t.accountId, t.livemode, t.merchantOrderId),
    index('payments_customer_idx').on(t.customerId, t.createdAt.desc().nullsFirst()),
    index('payments_disbursement_idx').on(t.disbursementId),
    index('payments_invoice_idx').on(t.invoiceId),
    index('payments_link_created_idx').on(t.paymentLinkId, t.createdAt.desc().nullsFirst()),
    index('payments_scope_currency_created_idx').on(t.accountId, t.livemode, t.currency, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('payments_customer_name_trgm_idx').using('gin', t.customerName.op('gin_trgm_ops')),
    // The search box's id prefix ("pay_3f" finds pay_3f…): LIKE 'prefix%' needs text_pattern_ops under any collation.
    index('payments_scope_id_prefix_idx').on(t.accountId, t.livemode, t.id.op('text_pattern_ops')),
    // The list's legacy-status filter: only legacy payments are indexed.
    index('payments_scope_legacy_created_idx')
      .on(t.accountId, t.livemode, t.legacyStage, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.legacyStage} IS NOT NULL`),
  ],
);

export const refunds = pgTable(
  'refunds',
  {
    id: text('id').primaryKey(),
    ...scope(),
    paymentId: text('payment_id').notNull().references(() => payments.id, { onDelete: 'cascade' }),
    customerName: text('customer_name'),
    amount: money('amount').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    reason: text('reason', { enum: REFUND_REASONS }).notNull(),
    description: text('description'),
    status: text('status', { enum: REFUND_STATUSES }).notNull(),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('refunds_scope_created_idx').on(t.accountId, t.livemode, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('refunds_scope_status_created_idx').on(t.accountId, t.livemode, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('refunds_payment_idx').on(t.paymentId),
    index('refunds_customer_name_trgm_idx').using('gin', t.customerName.op('gin_trgm_ops')),
  ],
);
