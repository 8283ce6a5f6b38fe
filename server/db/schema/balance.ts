// Top-ups of the balance (issue 28) and the transfers the simulated bank received on the account's virtual
// account. A top-up by bank transfer waits (pending) for a transfer quoting its reference, then succeeds or expires;
// a card top-up succeeds at once. A transfer no pending top-up claims is held for review. Money moves through the
// ledger (type topup) in the transaction that marks the top-up succeeded.
import { sql } from 'drizzle-orm';
import { boolean, char, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { TOPUP_METHODS, TOPUP_STATUSES } from '../../../domain/balance/rules';
import { accounts } from './accounts';
import { money } from './columns';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const scope = () => ({
  accountId: text('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  livemode: boolean('livemode').notNull(),
});

export const topups = pgTable(
  'topups',
  {
    id: text('id').primaryKey(),
    ...scope(),
    method: text('method', { enum: TOPUP_METHODS }).notNull(),
    status: text('status', { enum: TOPUP_STATUSES }).notNull(),
    amount: money('amount').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    /** Bank transfers: what the transfer must quote (normal form, TU-XXXX-XXXX). */
    reference: text('reference'),
    /** What the bank actually sent (bank transfers), credited as received. */
    amountReceived: money('amount_received'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    description: text('description'),
    expiresAt: ts('expires_at'),
    succeededAt: ts('succeeded_at'),
    expiredAt: ts('expired_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('topups_scope_created_idx').on(t.accountId, t.livemode, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    uniqueIndex('topups_reference_idx').on(t.accountId, t.livemode, t.reference),
    index('topups_pending_expiry_idx').on(t.expiresAt).where(sql`status = 'pending'`),
  ],
);

export const INCOMING_TRANSFER_STATUSES = ['credited', 'held'] as const;

export const incomingTransfers = pgTable(
  'incoming_transfers',
  {
    id: text('id').primaryKey(),
    ...scope(),
    amount: money('amount').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    /** As the sender typed it. */
    reference: text('reference').notNull(),
    status: text('status', { enum: INCOMING_TRANSFER_STATUSES }).notNull(),
    /** The top-up it credited (status credited). */
    topupId: text('topup_id').references(() => topups.id, { onDelete: 'set null' }),
    receivedAt: ts('received_at').notNull().defaultNow(),
  },
  (t) => [index('incoming_transfers_scope_received_idx').on(t.accountId, t.livemode, t.receivedAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

/**
 * The ledger summed per UTC day an entry becomes available and UTC day it was written, per scope and currency:
 * kept by statement-level triggers on ledger_entries (migration 0013, hand-written part), so the balance page's
 * figures read a few thousand rows instead of every entry. No foreign key: a deleted account's entries net its rows
 * to zero and the trigger removes them.
 */
export const ledgerDailySums = pgTable(
  'ledger_daily_sums',
  {
    accountId: text('account_id').notNull(),
    livemode: boolean('livemode').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    availableDay: date('available_day', { mode: 'string' }).notNull(),
    createdDay: date('created_day', { mode: 'string' }).notNull(),
    amount: money('amount').notNull(),
    entries: integer('entries').notNull(),
  },
  (t) => [primaryKey({ name: 'ledger_daily_sums_pk', columns: [t.accountId, t.livemode, t.currency, t.availableDay, t.createdDay] })],
);
