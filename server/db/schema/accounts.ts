// Users, merchant accounts and the memberships that join them (with the member's permission codes).
import { bigint, boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  nickname: text('nickname').notNull(),
  status: text('status', { enum: ['pending', 'active', 'disabled'] }).notNull().default('pending'),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  /** The zone the user reads times in (IANA); null: each list keeps its own (domain/dates.ts effectiveZone). */
  timezone: text('timezone'),
  /** The interface language the user chose ('en' | 'zh_CN'); null: the browser's choice. */
  language: text('language'),
  /** Two-factor sign-in: the TOTP secret sealed under SECRETS_KEY (server/lib/secret-box.ts), set at setup. */
  totpSecret: text('totp_secret'),
  /** When the TOTP secret was confirmed with a code; null: two-factor sign-in is off. */
  totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
  /** The last TOTP time-step (unix seconds / period) a code was accepted for: a code of that step or an earlier one is refused (replay). */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const passwordHistory = pgTable('password_history', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const accounts = pgTable('accounts', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  projectType: integer('project_type').notNull().default(1),
  kycStatus: text('kyc_status', { enum: ['inactive', 'needs_review', 'needs_update', 'approved'] })
    .notNull()
    .default('inactive'),
  timezone: text('timezone').notNull().default('Asia/Shanghai'),
  issuingEnabled: boolean('issuing_enabled').notNull().default(false),
  /** Issuing's real-time decision: what an authorization gets when the decision endpoint is slow, down or answers badly (domain/issuing/decision.ts). */
  issuingDecisionFallback: text('issuing_decision_fallback', { enum: ['approve', 'decline'] }).notNull().default('approve'),
  /** An owner's rule: every member signs in with a second factor (members without one set it up at sign-in). */
  requireTwoFactor: boolean('require_two_factor').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const memberships = pgTable(
  'memberships',
  {
    accountId: text('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'admin', 'member'] }).notNull().default('member'),
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    /** The named role the permissions come from (domain/team/roles.ts or team_roles); null: codes set directly. */
    roleId: text('role_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.userId] })],
);
