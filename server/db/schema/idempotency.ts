// Idempotency keys per scope: the first successful answer to a money-moving POST, replayed for the same key.
import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    accountId: text('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    livemode: boolean('livemode').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of method, route and canonical body: the same key with another request is a conflict. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    /** The answer exactly as sent, so a replay is byte-for-byte the same. */
    responseBody: text('response_body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.livemode, t.key] })],
);
