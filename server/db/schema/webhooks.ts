// Webhooks aggregate (issue 17): a merchant's endpoints per mode (URL, subscribed event types, signing secret with
// the previous one kept through a rotation's overlap), the deliveries of events to them (one per event and
// endpoint: its webhook-id) and each attempt of a delivery (request and capped response, for the delivery log).
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const scope = () => ({
  accountId: text('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  livemode: boolean('livemode').notNull(),
});

export const WEBHOOK_ENDPOINT_STATUSES = ['enabled', 'disabled'] as const;
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: text('id').primaryKey(),
    ...scope(),
    url: text('url').notNull(),
    description: text('description'),
    enabledEvents: text('enabled_events').array().notNull(),
    status: text('status', { enum: WEBHOOK_ENDPOINT_STATUSES }).notNull().default('enabled'),
    /** Why it is disabled: by the merchant, or after failing for three days. */
    disabledReason: text('disabled_reason', { enum: ['manual', 'failing'] }),
    /**
     * The signing secret (whsec_...) sealed under SECRETS_KEY (server/lib/secret-box.ts) with the endpoint as
     * associated data; opened only to sign a delivery and to reveal it on its own call.
     */
    secretSealed: text('secret_sealed').notNull(),
    /** The secret before the last rotation, sealed the same way, still signing until `previousSecretExpiresAt`. */
    previousSecretSealed: text('previous_secret_sealed'),
    previousSecretExpiresAt: ts('previous_secret_expires_at'),
    /** Since when every delivery failed (null after a success). */
    failingSince: ts('failing_since'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_scope_idx').on(t.accountId, t.livemode, t.createdAt)],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    /** The webhook-id header: the same for every attempt of one event to one endpoint. */
    id: text('id').primaryKey(),
    ...scope(),
    endpointId: text('endpoint_id').notNull().references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The event delivered; none for a test event. */
    eventId: text('event_id'),
    eventType: text('event_type').notNull(),
    /** The exact body sent on every attempt (the event as it was written). */
    payload: text('payload').notNull(),
    /** "Send test event" from the dashboard. */
    test: boolean('test').notNull().default(false),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    firstAttemptAt: ts('first_attempt_at'),
    nextAttemptAt: ts('next_attempt_at'),
    lastResponseStatus: integer('last_response_status'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // One delivery of an event to an endpoint, however often the fan-out runs.
    uniqueIndex('webhook_deliveries_endpoint_event_idx').on(t.endpointId, t.eventId),
    index('webhook_deliveries_endpoint_created_idx').on(t.endpointId, t.createdAt.desc().nullsFirst()),
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  ],
);

export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: text('id').primaryKey(),
    ...scope(),
    deliveryId: text('delivery_id').notNull().references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    /** A resend from the log: not counted against the endpoint's health. */
    manual: boolean('manual').notNull().default(false),
    startedAt: ts('started_at').notNull(),
    durationMs: integer('duration_ms').notNull(),
    requestHeaders: jsonb('request_headers').$type<Record<string, string>>().notNull(),
    requestBody: text('request_body').notNull(),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    error: text('error'),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.startedAt)],
);

/** How far the fan-out has read the events table (one row). */
export const webhookCursor = pgTable('webhook_cursor', {
  id: integer('id').primaryKey().default(1),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
});
