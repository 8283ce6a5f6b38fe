// Platform tables: API keys per account and mode, the dev mailbox, error reports and system parameters.
import { bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { KeyScopes } from '../../../domain/api-key-scopes';
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
    /** A restricted secret key's level per resource; null for a standard key (and every publishable key). */
    scopes: jsonb('scopes').$type<KeyScopes>(),
    /** When a roll's overlap ends (or a key was set to expire): refused from then on; null = never. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The last authenticated call, kept to the minute (written at most once a minute per key). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('api_keys_scope_idx').on(t.accountId, t.livemode)],
);

/** Calls per key and UTC hour, for "requests in the last 24 hours"; hours older than a day are removed hourly. */
export const apiKeyUsage = pgTable(
  'api_key_usage',
  {
    keyId: text('key_id').notNull().references(() => apiKeys.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.hour] }), index('api_key_usage_hour_idx').on(t.hour)],
);

export const mailMessages = pgTable('mail_messages', {
  id: text('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  transport: text('transport', { enum: ['mailbox', 'smtp'] }).notNull(),
  /** The attached files as sent (name, type, size in bytes); the bytes themselves are not kept. */
  attachments: jsonb('attachments').$type<{ filename: string; contentType: string; size: number }[]>().notNull().default([]),
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
