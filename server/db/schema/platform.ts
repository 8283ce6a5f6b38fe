// Platform tables: API keys per account and mode, the dev mailbox, error reports and system parameters.
import { bigserial, boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    livemode: boolean('livemode').notNull(),
    kind: text('kind', { enum: ['publishable', 'secret'] }).notNull(),
    name: text('name').notNull(),
    // Publishable keys and test secret keys are kept to be shown again; a live secret is shown once, then only its hash stays.
    value: text('value'),
    valueHash: text('value_hash').notNull().unique(),
    last4: text('last4').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('api_keys_scope_idx').on(t.accountId, t.livemode)],
);

export const mailMessages = pgTable('mail_messages', {
  id: text('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  transport: text('transport', { enum: ['mailbox', 'smtp'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const errorReports = pgTable('error_reports', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  traceId: text('trace_id').notNull(),
  acctId: text('acct_id'),
  userId: text('user_id'),
  pageUrl: text('page_url').notNull(),
  errorType: text('error_type', { enum: ['jsError', 'apiError', 'loadError'] }).notNull(),
  errorMessage: text('error_message').notNull(),
  ip: text('ip'),
  userAgent: text('user_agent'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const systemParams = pgTable('system_params', {
  paramCode: text('param_code').primaryKey(),
  paramValue: text('param_value'),
  extValue: jsonb('ext_value'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
