// Beneficiaries and payouts (issue 29). A beneficiary is where money may be sent: reviewed (needs_review) until the
// simulated bank verifies its account (approved) or does not (needs_update); inactive when the merchant stops it. A
// payout sends available funds to an approved beneficiary: its amount and fee leave the balance (ledger entries of
// type payout) in the transaction that writes the row, and come back (a positive payout entry) if it fails, expires
// or is canceled.
import { sql } from 'drizzle-orm';
import { boolean, char, date, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { BENEFICIARY_STATES, PAYOUT_STATUSES, TRANSFER_METHODS } from '../../../domain/payouts/rules';
import { accounts, users } from './accounts';
import { money } from './columns';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const scope = () => ({
  accountId: text('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  livemode: boolean('livemode').notNull(),
});

export const beneficiaries = pgTable(
  'beneficiaries',
  {
    id: text('id').primaryKey(),
    ...scope(),
    name: text('name').notNull(),
    email: text('email'),
    country: char('country', { length: 2 }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    methodType: text('method_type', { enum: TRANSFER_METHODS }).notNull(),
    status: text('status', { enum: BENEFICIARY_STATES }).notNull(),
    holderName: text('holder_name'),
    bankName: text('bank_name'),
    accountNumber: text('account_number'),
    routingNumber: text('routing_number'),
    swift: text('swift'),
    sortCode: text('sort_code'),
    iban: text('iban'),
    walletProvider: text('wallet_provider'),
    walletAccount: text('wallet_account'),
    /** Why the bank could not verify the account (needs_update). */
    reviewNote: text('review_note'),
    /** Bumped at each submission of bank details: a verification answers only the version it was asked for. */
    detailsVersion: text('details_version').notNull(),
    verificationDueAt: ts('verification_due_at'),
    verifiedAt: ts('verified_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('beneficiaries_scope_created_idx').on(t.accountId, t.livemode, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

export const payouts = pgTable(
  'payouts',
  {
    id: text('id').primaryKey(),
    ...scope(),
    beneficiaryId: text('beneficiary_id').notNull().references(() => beneficiaries.id, { onDelete: 'restrict' }),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull(),
    amount: money('amount').notNull(),
    fee: money('fee').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    methodType: text('method_type', { enum: TRANSFER_METHODS }).notNull(),
    description: text('description'),
    /** The beneficiary as it was paid (its name and account's last four), kept if the beneficiary changes later. */
    beneficiaryName: text('beneficiary_name').notNull(),
    beneficiaryCountry: char('beneficiary_country', { length: 2 }).notNull(),
    beneficiaryLast4: text('beneficiary_last4').notNull(),
    arrivalDate: date('arrival_date', { mode: 'string' }).notNull(),
    failureReason: text('failure_reason'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Dual approval: the second person who approved (then pending) or rejected (then rejected) it, and when. */
    approvedBy: text('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: ts('approved_at'),
    rejectedBy: text('rejected_by').references(() => users.id, { onDelete: 'set null' }),
    rejectedAt: ts('rejected_at'),
    expiresAt: ts('expires_at').notNull(),
    succeededAt: ts('succeeded_at'),
    failedAt: ts('failed_at'),
    expiredAt: ts('expired_at'),
    canceledAt: ts('canceled_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('payouts_scope_created_idx').on(t.accountId, t.livemode, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('payouts_beneficiary_idx').on(t.beneficiaryId),
    index('payouts_pending_expiry_idx').on(t.expiresAt).where(sql`status in ('pending', 'awaiting_approval')`),
  ],
);

/**
 * Dual approval (issue 29, item 3): per account, mode and currency, the amount (minor units) above which a payout
 * waits for a second person's approval. No row: no approval needed. Set by an owner.
 */
export const payoutApprovalThresholds = pgTable(
  'payout_approval_thresholds',
  {
    ...scope(),
    currency: char('currency', { length: 3 }).notNull(),
    threshold: money('threshold').notNull(),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.livemode, t.currency] })],
);
