// Account settings per mode. Payment methods: the card brands turned off on the hosted checkout (no row: all on).
import { boolean, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts';

export const paymentMethodSettings = pgTable(
  'payment_method_settings',
  {
    accountId: text('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    livemode: boolean('livemode').notNull(),
    disabledBrands: text('disabled_brands').array().notNull().default([]),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.livemode] })],
);
