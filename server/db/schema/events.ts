// Events: one row per state change (type such as payment.succeeded, the object as it became), written in the
// same transaction as the change; the detail pages list them and webhooks will deliver them.
import { bigserial, boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/** What an event is about; the column is plain text, so adding a kind needs no migration. */
export const EVENT_OBJECT_TYPES = ['payment', 'refund', 'invoice', 'payment_link', 'payment_methods', 'gateway', 'dispute', 'topup', 'settlement', 'report', 'beneficiary', 'payout', 'coupon', 'plan', 'subscription', 'smart_account_transfer', 'smart_account_incoming', 'issuing_cardholder', 'issuing_card', 'smart_account_move', 'issuing_authorization', 'issuing_transaction', 'issuing_balance', 'member_tier', 'service_request'] as const;

export const events = pgTable(
  'events',
  {
    id: text('id').primaryKey(),
    /** Total order of events, also among those written in one transaction. */
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    accountId: text('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    livemode: boolean('livemode').notNull(),
    type: text('type').notNull(),
    objectType: text('object_type', { enum: EVENT_OBJECT_TYPES }).notNull(),
    objectId: text('object_id').notNull(),
    /** The payment a refund event belongs to, so a payment's timeline includes its refunds. */
    parentId: text('parent_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('events_scope_seq_idx').on(t.accountId, t.livemode, t.seq.desc().nullsFirst()),
    index('events_object_idx').on(t.objectId, t.seq),
    index('events_parent_idx').on(t.parentId, t.seq),
  ],
);
