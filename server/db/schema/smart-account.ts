// The smart account (issue 29, item 4): a virtual account per account and mode, apart from the payments balance.
// Its money is its own ledger (smart_account_entries: one signed entry per movement; the balance per currency is
// their sum), so the payments balance, its daily sums, settlement and reports never see it. Transfers out to a
// beneficiary take amount and fee in the transaction that writes them (under the balance lock of the smart account's
// book), and a failed one gives them back; incoming transfers are credited when the bank receives them.
import { bigserial, boolean, char, date, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { SMART_ENTRY_TYPES, SMART_INCOMING_STATUSES, SMART_MOVE_DIRECTIONS, SMART_TRANSFER_STATUSES } from '../../../domain/smart-account/rules';
import { TRANSFER_METHODS } from '../../../domain/payouts/rules';
import { accounts, users } from './accounts';
import { money } from './columns';
import { beneficiaries } from './payouts';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const scope = () => ({
  accountId: text('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  livemode: boolean('livemode').notNull(),
});

export const smartAccountEntries = pgTable(
  'smart_account_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...scope(),
    currency: char('currency', { length: 3 }).notNull(),
    /** Positive credits the smart account, negative debits it. */
    amount: money('amount').notNull(),
    type: text('type', { enum: SMART_ENTRY_TYPES }).notNull(),
    /** The transfer out or incoming transfer that wrote it. */
    sourceId: text('source_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('smart_entries_scope_created_idx').on(t.accountId, t.livemode, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('smart_entries_scope_currency_idx').on(t.accountId, t.livemode, t.currency),
    index('smart_entries_source_idx').on(t.sourceId),
  ],
);

export const smartAccountTransfers = pgTable(
  'smart_account_transfers',
  {
    id: text('id').primaryKey(),
    ...scope(),
    beneficiaryId: text('beneficiary_id').notNull().references(() => beneficiaries.id, { onDelete: 'restrict' }),
    status: text('status', { enum: SMART_TRANSFER_STATUSES }).notNull(),
    amount: money('amount').notNull(),
    fee: money('fee').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    methodType: text('method_type', { enum: TRANSFER_METHODS }).notNull(),
    description: text('description'),
    /** The beneficiary as it was paid, kept if it changes later. */
    beneficiaryName: text('beneficiary_name').notNull(),
    beneficiaryCountry: char('beneficiary_country', { length: 2 }).notNull(),
    beneficiaryLast4: text('beneficiary_last4').notNull(),
    arrivalDate: date('arrival_date', { mode: 'string' }).notNull(),
    failureReason: text('failure_reason'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    succeededAt: ts('succeeded_at'),
    failedAt: ts('failed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('smart_transfers_scope_created_idx').on(t.accountId, t.livemode, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('smart_transfers_beneficiary_idx').on(t.beneficiaryId),
  ],
);

export const smartAccountIncoming = pgTable(
  'smart_account_incoming',
  {
    id: text('id').primaryKey(),
    ...scope(),
    status: text('status', { enum: SMART_INCOMING_STATUSES }).notNull(),
    amount: money('amount').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    payerName: text('payer_name').notNull(),
    reference: text('reference').notNull(),
    receivedAt: ts('received_at').notNull().defaultNow(),
  },
  (t) => [index('smart_incoming_scope_received_idx').on(t.accountId, t.livemode, t.receivedAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

/**
 * Moves between the available balance and the smart account (both the merchant's), done at once: each writes a
 * `smart_account` entry on the payments ledger and a `from_balance` or `to_balance` entry here, both naming it, in
 * the transaction of its row.
 */
export const smartAccountMoves = pgTable(
  'smart_account_moves',
  {
    id: text('id').primaryKey(),
    ...scope(),
    direction: text('direction', { enum: SMART_MOVE_DIRECTIONS }).notNull(),
    amount: money('amount').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    description: text('description'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('smart_moves_scope_created_idx').on(t.accountId, t.livemode, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);
