// The balance ledger: one signed entry per movement of money; a balance is the sum of its entries.
import { sql } from 'drizzle-orm';
import { bigserial, boolean, char, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { LEDGER_ENTRY_TYPES, type LedgerEntryType } from '../../../domain/balance/rules';
import { money } from './columns';

export { LEDGER_ENTRY_TYPES, type LedgerEntryType };

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: text('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    livemode: boolean('livemode').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    /** Positive credits the merchant, negative debits. */
    amount: money('amount').notNull(),
    type: text('type', { enum: LEDGER_ENTRY_TYPES }).notNull(),
    /** The payment, refund, dispute, disbursement or top-up that caused it. */
    sourceId: text('source_id').notNull(),
    /** Pending until then, available after. */
    availableOn: timestamp('available_on', { withTimezone: true }).notNull(),
    /** The settlement batch that gathered it (settlements.id), null until its settlement date closes. */
    settlementId: text('settlement_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_scope_currency_idx').on(t.accountId, t.livemode, t.currency, t.availableOn),
    index('ledger_source_idx').on(t.sourceId),
    // The entries list (newest first) and its keyset export; the balance history's days.
    index('ledger_scope_created_idx').on(t.accountId, t.livemode, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('ledger_settlement_idx').on(t.settlementId),
    // What the settlement run looks for: unsettled entries per scope and currency in available_on order.
    index('ledger_unsettled_idx').on(t.accountId, t.livemode, t.currency, t.availableOn).where(sql`settlement_id is null and type <> 'payout'`),
  ],
);
