// Account settings per mode. Payment methods: the card brands turned off on the hosted checkout (no row: all on).
import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
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

/**
 * Gateway credentials per account and mode (/gateway): the secret sealed under SECRETS_KEY (server/lib/secret-box.ts),
 * never stored in the clear; its last four characters kept apart for the masked answer.
 */
export const gatewayCredentials = pgTable(
  'gateway_credentials',
  {
    accountId: text('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    livemode: boolean('livemode').notNull(),
    provider: text('provider').notNull(),
    merchantId: text('merchant_id').notNull(),
    secretSealed: text('secret_sealed').notNull(),
    secretMasked: text('secret_masked').notNull(),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.livemode] })],
);

/**
 * The account's public business details and branding (/settings-business and the onboarding's /public-details: one
 * record, account-wide, not per mode), shown on invoices, the hosted checkout and the mails sent to customers. The
 * logo is a file of the uploads store (server/lib/uploads.ts) under its random stored name.
 */
export const businessProfiles = pgTable('business_profiles', {
  accountId: text('account_id').primaryKey().references(() => accounts.id, { onDelete: 'cascade' }),
  businessName: text('business_name').notNull(),
  supportEmail: text('support_email'),
  supportPhone: text('support_phone'),
  website: text('website'),
  statementDescriptor: text('statement_descriptor'),
  brandColor: text('brand_color'),
  logoStoredName: text('logo_stored_name'),
  logoMime: text('logo_mime'),
  logoSize: integer('logo_size'),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
