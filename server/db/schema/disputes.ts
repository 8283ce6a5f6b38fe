// Disputes aggregate (issue 16): a dispute the card network raised on a payment, the evidence the merchant drafts
// and submits (text in `evidence`, files in dispute_files), and its outcome. Money moves through the ledger
// (types dispute, dispute_fee, dispute_reversal); the statuses and moves are domain/disputes/status.ts.
import { sql } from 'drizzle-orm';
import { boolean, char, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { EvidenceText } from '../../../domain/disputes/evidence';
import { EVIDENCE_FILE_KINDS } from '../../../domain/disputes/evidence';
import { DISPUTE_REASONS, DISPUTE_STATUSES } from '../../../domain/disputes/status';
import { accounts } from './accounts';
import { attachmentColumns, money } from './columns';
import { payments } from './payments';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const scope = () => ({
  accountId: text('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  livemode: boolean('livemode').notNull(),
});

export const disputes = pgTable(
  'disputes',
  {
    id: text('id').primaryKey(),
    ...scope(),
    paymentId: text('payment_id').notNull().references(() => payments.id, { onDelete: 'cascade' }),
    customerId: text('customer_id'),
    customerName: text('customer_name'),
    customerEmail: text('customer_email'),
    kind: text('kind', { enum: ['inquiry', 'chargeback'] }).notNull(),
    reason: text('reason', { enum: DISPUTE_REASONS }).notNull(),
    status: text('status', { enum: DISPUTE_STATUSES }).notNull(),
    amount: money('amount').notNull(),
    fee: money('fee').notNull().default(sql`0`),
    currency: char('currency', { length: 3 }).notNull(),
    /** The card network's case reference. */
    networkReference: text('network_reference').notNull(),
    evidence: jsonb('evidence').$type<EvidenceText>().notNull().default({}),
    dueBy: ts('due_by').notNull(),
    /** Reminder mails already sent, as hours before the deadline (72, 24). */
    remindersSent: integer('reminders_sent').array().notNull().default(sql`'{}'::integer[]`),
    draftSavedAt: ts('draft_saved_at'),
    submittedAt: ts('submitted_at'),
    closedAt: ts('closed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('disputes_scope_created_idx').on(t.accountId, t.livemode, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('disputes_scope_status_created_idx').on(t.accountId, t.livemode, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // One dispute per payment, as the networks allow one chargeback per transaction.
    uniqueIndex('disputes_payment_idx').on(t.paymentId),
    // The deadline sweep: disputes still waiting for an answer, by deadline.
    index('disputes_awaiting_due_idx').on(t.dueBy).where(sql`${t.status} in ('warning_needs_response', 'needs_response')`),
    index('disputes_customer_name_trgm_idx').using('gin', t.customerName.op('gin_trgm_ops')),
  ],
);

export const disputeFiles = pgTable(
  'dispute_files',
  {
    id: text('id').primaryKey(),
    ...scope(),
    disputeId: text('dispute_id').notNull().references(() => disputes.id, { onDelete: 'cascade' }),
    ...attachmentColumns(EVIDENCE_FILE_KINDS),
  },
  (t) => [index('dispute_files_dispute_idx').on(t.disputeId, t.createdAt)],
);
