// Payment counters per status, kept exact by a statement-level trigger on payments (migration 0005) in the same
// transaction as every insert, status change and delete: the list's Content-Range total for "all" or a status
// filter reads a few rows instead of counting a million, and the daily and hourly counts let a deep page start at
// the hour that holds its first row instead of walking an OFFSET of hundreds of thousands of index entries.
import { bigint, boolean, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { PAYMENT_STATUSES } from '../../../domain/payment-status';
import { accounts } from './accounts';

const scope = () => ({
  accountId: text('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  livemode: boolean('livemode').notNull(),
});

/** How many payments of a scope are in each status: one row per status that ever occurred. */
export const paymentStatusCounts = pgTable(
  'payment_status_counts',
  {
    ...scope(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'payment_status_counts_pk', columns: [t.accountId, t.livemode, t.status] })],
);

/** The same per UTC day of created_at: a deep page first finds its day here (a few hundred rows a year). */
export const paymentDayCounts = pgTable(
  'payment_day_counts',
  {
    ...scope(),
    day: timestamp('day', { withTimezone: true }).notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'payment_day_counts_pk', columns: [t.accountId, t.livemode, t.day, t.status] })],
);

/** And per UTC hour: then the hour within that day, so the remaining OFFSET is at most one hour's payments. */
export const paymentHourCounts = pgTable(
  'payment_hour_counts',
  {
    ...scope(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'payment_hour_counts_pk', columns: [t.accountId, t.livemode, t.hour, t.status] })],
);
