// Teams (issue 32, item 1): an account's custom roles (named sets of permission codes; the built-in roles live in
// domain/team/roles.ts), its invitations (a one-time emailed link, expiring) and its audit log (who changed what,
// sign-ins and key reveals, with the object before and after). Account-wide: neither has a mode.
import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { accounts, users } from './accounts';

export const teamRoles = pgTable(
  'team_roles',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    codes: jsonb('codes').$type<string[]>().notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('team_roles_account_name_idx').on(t.accountId, sql`lower(${t.name})`)],
);

export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** A built-in role id or a custom role's id. */
    roleId: text('role_id').notNull(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** The hash of the emailed link's secret, issued when the mail job runs (no secret waits in the queue). */
    tokenHash: text('token_hash').unique(),
    status: text('status', { enum: ['pending', 'accepted', 'revoked'] }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: text('accepted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('team_invitations_account_idx').on(t.accountId, t.createdAt),
    uniqueIndex('team_invitations_pending_email_idx').on(t.accountId, t.email).where(sql`status = 'pending'`),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's email when it acted (kept when the user goes). */
    actorEmail: text('actor_email'),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    targetLabel: text('target_label'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_account_created_idx').on(t.accountId, t.createdAt, t.id),
    index('audit_log_account_actor_idx').on(t.accountId, t.actorId, t.createdAt),
  ],
);
