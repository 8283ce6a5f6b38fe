// Hourly payment rollups: per scope, UTC hour and currency, how many payments were created and how many of them
// succeeded (with their gross amount) or failed. A statement-level trigger on payments (migration 0003) keeps
// them in step with every insert, update and delete in the same transaction, so the overview and data view sum
// one row per hour and currency instead of scanning a million payments. Statuses are folded into the three
// classes the stats use (see SUCCESSFUL_STATUSES in server/repositories/stats.ts), which keeps the table small.
import { bigint, boolean, char, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

export const paymentRollups = pgTable(
  'payment_rollups',
  {
    accountId: text('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    livemode: boolean('livemode').notNull(),
    /** The UTC hour the payments were created in (created_at truncated to the hour in UTC). */
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    totalCount: bigint('total_count', { mode: 'number' }).notNull(),
    /** succeeded, refundPending, partiallyRefunded or refunded: a refund does not undo the success. */
    successfulCount: bigint('successful_count', { mode: 'number' }).notNull(),
    /** Sum of the successful payments' amounts in minor units (gross: refunds do not reduce it). */
    successfulAmount: bigint('successful_amount', { mode: 'bigint' }).notNull(),
    failedCount: bigint('failed_count', { mode: 'number' }).notNull(),
  },
  // Scope then hour first: every query reads one scope's hour range across currencies.
  (t) => [primaryKey({ name: 'payment_rollups_pk', columns: [t.accountId, t.livemode, t.hour, t.currency] })],
);
