// Website services (issue 32): a merchant's brief for a website or SEO work, its status through the service team's
// hands (domain/service-requests/status.ts), and the message thread between the merchant and the team.
import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { SERVICE_BUDGETS, SERVICE_KINDS, SERVICE_REQUEST_STATUSES } from '../../../domain/service-requests/status';
import { accounts } from './accounts';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const scope = () => ({
  accountId: text('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  livemode: boolean('livemode').notNull(),
});

export const serviceRequests = pgTable(
  'service_requests',
  {
    id: text('id').primaryKey(),
    ...scope(),
    kind: text('kind', { enum: SERVICE_KINDS }).notNull(),
    status: text('status', { enum: SERVICE_REQUEST_STATUSES }).notNull(),
    goal: text('goal').notNull(),
    /** Pages of the website, or keywords to rank for. */
    items: text('items').array().notNull(),
    websiteUrl: text('website_url'),
    budget: text('budget', { enum: SERVICE_BUDGETS }).notNull(),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone'),
    /** The user who submitted it (null for a secret key's request). */
    createdBy: text('created_by'),
    startedAt: ts('started_at'),
    deliveredAt: ts('delivered_at'),
    canceledAt: ts('canceled_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('service_requests_scope_created_idx').on(t.accountId, t.livemode, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('service_requests_scope_status_idx').on(t.accountId, t.livemode, t.kind, t.status),
  ],
);

export const serviceRequestMessages = pgTable(
  'service_request_messages',
  {
    id: text('id').primaryKey(),
    ...scope(),
    requestId: text('request_id').notNull().references(() => serviceRequests.id, { onDelete: 'cascade' }),
    author: text('author', { enum: ['merchant', 'staff'] }).notNull(),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('service_request_messages_request_idx').on(t.requestId, t.createdAt)],
);
