// Deliveries of events to webhook endpoints and their attempts. Deliveries are written in the transaction of the
// events they carry (an outbox: an event that commits has its deliveries, one that rolls back has none); workers
// claim due ones with FOR UPDATE SKIP LOCKED and a lease, so two processes never send one delivery at once.
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { objectId } from '../../domain/random-id';
import { endpointReceives } from '../../domain/webhooks/event-types';
import type { Db, DbOrTx } from '../db/client';
import { events, webhookAttempts, webhookDeliveries, webhookEndpoints } from '../db/schema';
import { inScope, type Scope } from './scope';

export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect;

export interface EventForDelivery {
  id: string;
  type: string;
  data: Record<string, unknown>;
  createdAt: Date;
}

/** The body of a delivery: the event as Standard Webhooks suggests (type, timestamp, data) with its id and mode. */
export function eventPayload(scope: Scope, e: EventForDelivery): string {
  return JSON.stringify({ id: e.id, type: e.type, timestamp: e.createdAt.toISOString(), livemode: scope.livemode, data: e.data });
}

const DELIVERY_SLICE = 2000;

export interface EnabledEndpoint {
  id: string;
  enabledEvents: string[];
}

/** The scope's enabled endpoints and what they subscribe to. */
export async function enabledEndpoints(db: DbOrTx, scope: Scope): Promise<EnabledEndpoint[]> {
  return db.select({ id: webhookEndpoints.id, enabledEvents: webhookEndpoints.enabledEvents }).from(webhookEndpoints).where(inScope(webhookEndpoints, scope, eq(webhookEndpoints.status, 'enabled')));
}

/**
 * Creates the deliveries of new events to the scope's enabled endpoints that subscribe to them. `known`: the
 * endpoints when the caller already read them in its transaction (the issuing authorization's lock statement), which
 * saves a round trip.
 */
export async function insertDeliveriesFor(db: DbOrTx, scope: Scope, list: EventForDelivery[], now: Date, known?: readonly EnabledEndpoint[]): Promise<number> {
  if (list.length === 0) return 0;
  const endpoints = known ?? (await enabledEndpoints(db, scope));
  if (endpoints.length === 0) return 0;
  const rows = list.flatMap((e) =>
    endpoints
      .filter((ep) => endpointReceives(ep.enabledEvents, e.type))
      .map((ep) => ({
        id: objectId('msg'),
        accountId: scope.accountId,
        livemode: scope.livemode,
        endpointId: ep.id,
        eventId: e.id,
        eventType: e.type,
        payload: eventPayload(scope, e),
        nextAttemptAt: now,
        createdAt: now,
        updatedAt: now,
      })),
  );
  if (rows.length === 0) return 0;
  // In slices: a billing batch's thousands of events times its endpoints would pass a statement's 65,535 parameters.
  for (let i = 0; i < rows.length; i += DELIVERY_SLICE) await db.insert(webhookDeliveries).values(rows.slice(i, i + DELIVERY_SLICE)).onConflictDoNothing();
  return rows.length;
}

export async function insertDelivery(db: DbOrTx, scope: Scope, row: { endpointId: string; eventType: string; payload: string; test: boolean }, now: Date): Promise<WebhookDeliveryRow> {
  const [created] = await db
    .insert(webhookDeliveries)
    .values({ id: objectId('msg'), ...scope, ...row, nextAttemptAt: now, createdAt: now, updatedAt: now })
    .returning();
  return created;
}

/** Whether anything waits to be sent now (a cheap check before queueing a dispatch). */
export async function anyDeliveryDue(db: DbOrTx, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, now)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Takes up to `limit` due deliveries for this worker: each is leased (its next attempt moved `leaseMs` ahead) in
 * one short transaction, so another worker skips it while this one sends, and a worker that dies mid-send leaves it
 * to be taken again when the lease ends.
 */
export async function claimDueDeliveries(db: Db, now: Date, limit: number, leaseMs: number): Promise<WebhookDeliveryRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, now)))
      .orderBy(asc(webhookDeliveries.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(webhookDeliveries)
      .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
      .where(inArray(webhookDeliveries.id, due.map((d) => d.id)))
      .returning();
  });
}

export async function findDelivery(db: DbOrTx, scope: Scope, id: string): Promise<WebhookDeliveryRow | undefined> {
  const [row] = await db.select().from(webhookDeliveries).where(inScope(webhookDeliveries, scope, eq(webhookDeliveries.id, id))).limit(1);
  return row;
}

export async function updateDelivery(db: DbOrTx, id: string, patch: Partial<typeof webhookDeliveries.$inferInsert>) {
  await db.update(webhookDeliveries).set(patch).where(eq(webhookDeliveries.id, id));
}

export async function insertAttempt(db: DbOrTx, row: Omit<typeof webhookAttempts.$inferInsert, 'id'>): Promise<WebhookAttemptRow> {
  const [created] = await db.insert(webhookAttempts).values({ id: objectId('wat'), ...row }).returning();
  return created;
}

export async function deliveriesOfEndpoint(db: DbOrTx, scope: Scope, endpointId: string, limit: number, offset: number) {
  const where = inScope(webhookDeliveries, scope, eq(webhookDeliveries.endpointId, endpointId));
  const [rows, [total]] = await Promise.all([
    db.select().from(webhookDeliveries).where(where).orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id)).limit(limit).offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(webhookDeliveries).where(where),
  ]);
  return { rows, total: total.n };
}

export async function attemptsOf(db: DbOrTx, scope: Scope, deliveryId: string): Promise<WebhookAttemptRow[]> {
  return db.select().from(webhookAttempts).where(inScope(webhookAttempts, scope, eq(webhookAttempts.deliveryId, deliveryId))).orderBy(asc(webhookAttempts.startedAt));
}

/** Retention: deliveries (and their attempts) created before `before`. */
export async function deleteDeliveriesBefore(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db.delete(webhookDeliveries).where(lte(webhookDeliveries.createdAt, before)).returning({ id: webhookDeliveries.id });
  return rows.length;
}

/** The newest event of an object kind in the scope (the object a test event is built from). */
export async function latestEventOf(db: DbOrTx, scope: Scope, objectType: string) {
  const [row] = await db
    .select()
    .from(events)
    .where(inScope(events, scope, eq(events.objectType, objectType as never)))
    .orderBy(desc(events.seq))
    .limit(1);
  return row;
}

/** The events of a time window an endpoint subscribes to (at most `limit`). */
export async function eventsInWindow(db: DbOrTx, scope: Scope, from: Date, to: Date, types: readonly string[] | 'all', limit: number) {
  const typeFilter = types === 'all' ? undefined : inArray(events.type, [...types]);
  return db
    .select()
    .from(events)
    .where(inScope(events, scope, gte(events.createdAt, from), lte(events.createdAt, to), typeFilter))
    .orderBy(asc(events.seq))
    .limit(limit);
}

/**
 * Rows per INSERT of a replay: 10 bind values a row, so a batch stays far below PostgreSQL's 65,535 parameters of
 * one statement (a whole 10,000-event replay in one INSERT needed 100,000).
 */
export const REPLAY_BATCH_ROWS = 1000;

/** Replays events to an endpoint: a delivery each, sent again from the start if it existed; in batches. */
export async function replayDeliveries(db: DbOrTx, scope: Scope, endpointId: string, list: EventForDelivery[], now: Date): Promise<number> {
  for (let from = 0; from < list.length; from += REPLAY_BATCH_ROWS) {
    const rows = list.slice(from, from + REPLAY_BATCH_ROWS).map((e) => ({
      id: objectId('msg'), accountId: scope.accountId, livemode: scope.livemode, endpointId, eventId: e.id, eventType: e.type,
      payload: eventPayload(scope, e), nextAttemptAt: now, createdAt: now, updatedAt: now,
    }));
    await db
      .insert(webhookDeliveries)
      .values(rows)
      .onConflictDoUpdate({
        target: [webhookDeliveries.endpointId, webhookDeliveries.eventId],
        set: { status: 'pending', attempts: 0, firstAttemptAt: null, nextAttemptAt: now, updatedAt: now },
      });
  }
  return list.length;
}
