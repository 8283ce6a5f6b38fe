// Billing aggregate: invoices (with their line items and attachments) and payment links. Both lead to the public
// hosted checkout through an unguessable token; the payment they produce points back at them (payments.invoice_id,
// payments.payment_link_id). Every row carries its scope (account_id, livemode); money is bigint minor units.
import { sql } from 'drizzle-orm';
import { boolean, char, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { attachmentColumns, money } from './columns';
import { payments } from './payments';
import { INVOICE_MAIL_KINDS, INVOICE_MAIL_STATUSES, MAIL_LANGS } from '../../../domain/invoices/mails';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const scope = () => ({
  accountId: text('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  livemode: boolean('livemode').notNull(),
});

/** One line of an invoice or a payment link: quantity × unit amount = amount, all integers (minor units). */
export interface LineItem {
  name: string;
  quantity: number;
  unitAmount: number;
  amount: number;
}

export const INVOICE_STATUSES = ['draft', 'open', 'paid', 'void'] as const;
export const PAYMENT_LINK_STATUSES = ['incomplete', 'succeeded', 'failed', 'deactivated'] as const;
export const INVOICE_ATTACHMENT_KINDS = [
  'passport', 'offer_letter', 'invoice_attachment', 'patient_id_copy', 'payment_notice', 'doctors_note',
] as const;

export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    ...scope(),
    /** Human number shown on the PDF, unique per account and mode. */
    number: text('number').notNull(),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('draft'),
    customerId: text('customer_id'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    country: char('country', { length: 2 }),
    currency: char('currency', { length: 3 }).notNull(),
    feeType: text('fee_type').notNull(),
    items: jsonb('items').$type<LineItem[]>().notNull().default([]),
    totalAmount: money('total_amount').notNull(),
    reference: text('reference'),
    paymentMethod: text('payment_method').notNull().default('card'),
    /** A calendar date; the invoice is past due once the account's local date is after it while still open. */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    memo: text('memo'),
    /** Set when finalized: the public checkout token (the pay link is PUBLIC_URL/pay/<token>). */
    payToken: text('pay_token'),
    paymentId: text('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    paidAt: ts('paid_at'),
    finalizedAt: ts('finalized_at'),
    voidedAt: ts('voided_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('invoices_scope_created_idx').on(t.accountId, t.livemode, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('invoices_scope_status_due_idx').on(t.accountId, t.livemode, t.status, t.dueDate),
    uniqueIndex('invoices_scope_number_idx').on(t.accountId, t.livemode, t.number),
    // The next number (nextInvoiceNumber: the scope's highest INV- number plus one) read from the index's end, not by
    // scanning every invoice of the scope: the renewals bench's one account made that scan O(n) per invoice.
    index('invoices_scope_number_seq_idx')
      .on(t.accountId, t.livemode, sql`(substring(${t.number} from 5)::bigint)`)
      .where(sql`${t.number} ~ '^INV-[0-9]{1,15}$'`),
    uniqueIndex('invoices_pay_token_idx').on(t.payToken),
    index('invoices_number_trgm_idx').using('gin', t.number.op('gin_trgm_ops')),
    index('invoices_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('invoices_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  ],
);

/**
 * Mails of an invoice to its customer (domain/invoices/mails.ts): each send or resend, and the two reminders, with
 * their status. The partial unique key keeps the reminders to one of each kind per invoice, however often the
 * reminder job runs.
 */
export const invoiceMails = pgTable(
  'invoice_mails',
  {
    id: text('id').primaryKey(),
    ...scope(),
    invoiceId: text('invoice_id').notNull().references(() => invoices.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: INVOICE_MAIL_KINDS }).notNull(),
    to: text('to').notNull(),
    lang: text('lang', { enum: MAIL_LANGS }).notNull(),
    /** The pay link the mail carries (PUBLIC_URL or the sender's origin, then /pay/<token>). */
    payUrl: text('pay_url').notNull(),
    status: text('status', { enum: INVOICE_MAIL_STATUSES }).notNull().default('queued'),
    error: text('error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
  },
  (t) => [
    index('invoice_mails_invoice_idx').on(t.invoiceId, t.createdAt),
    uniqueIndex('invoice_mails_reminder_idx').on(t.invoiceId, t.kind).where(sql`${t.kind} <> 'invoice'`),
  ],
);

export const invoiceAttachments = pgTable(
  'invoice_attachments',
  {
    id: text('id').primaryKey(),
    ...scope(),
    invoiceId: text('invoice_id').notNull().references(() => invoices.id, { onDelete: 'cascade' }),
    ...attachmentColumns(INVOICE_ATTACHMENT_KINDS),
  },
  (t) => [index('invoice_attachments_invoice_idx').on(t.invoiceId)],
);

export const paymentLinks = pgTable(
  'payment_links',
  {
    id: text('id').primaryKey(),
    ...scope(),
    /** incomplete (no payment yet), succeeded (paid at least once), failed (only failed attempts), deactivated. */
    status: text('status', { enum: PAYMENT_LINK_STATUSES }).notNull().default('incomplete'),
    currency: char('currency', { length: 3 }).notNull(),
    /** The price: the fixed amount, or the sum of the line items. */
    amount: money('amount').notNull(),
    items: jsonb('items').$type<LineItem[]>().notNull().default([]),
    description: text('description'),
    /** The public checkout token (PUBLIC_URL/pay/<token>). */
    token: text('token').notNull(),
    expiresAt: ts('expires_at'),
    /** Null = unlimited. */
    maxPayments: integer('max_payments'),
    /** Funnel: checkout page opened, card details submitted, paid. */
    openedCount: integer('opened_count').notNull().default(0),
    startedCount: integer('started_count').notNull().default(0),
    paidCount: integer('paid_count').notNull().default(0),
    amountCollected: money('amount_collected').notNull().default(sql`0`),
    deactivatedAt: ts('deactivated_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('payment_links_scope_created_idx').on(t.accountId, t.livemode, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('payment_links_scope_status_idx').on(t.accountId, t.livemode, t.status, t.createdAt.desc().nullsFirst()),
    uniqueIndex('payment_links_token_idx').on(t.token),
    index('payment_links_description_trgm_idx').using('gin', t.description.op('gin_trgm_ops')),
  ],
);
