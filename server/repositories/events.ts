// Events of one scope: appended with each state change; read per object (newest first) or as a timeline.
import { asc, desc, eq, or } from 'drizzle-orm';
import { objectId } from '../../domain/random-id';
import type { DbOrTx } from '../db/client';
import { events, type EVENT_OBJECT_TYPES } from '../db/schema';
import { inScope, type Scope } from './scope';
import { insertDeliveriesFor, type EnabledEndpoint } from './webhook-deliveries';

export interface NewEvent {
  type: string;
  objectType: (typeof EVENT_OBJECT_TYPES)[number];
  objectId: string;
  parentId?: string | null;
  data: Record<string, unknown>;
  createdAt?: Date;
}

/** Rows per insert statement: a billing batch writes thousands of events (9 parameters each, 65,535 at most). */
const EVENT_SLICE = 3000;

/**
 * Appends events and, in the same transaction, their deliveries to the scope's webhook endpoints (looked up once
 * per call, so a batch of events costs one lookup, or none when the caller already read them).
 */
export async function insertEvents(db: DbOrTx, scope: Scope, list: NewEvent[], endpoints?: readonly EnabledEndpoint[]) {
  if (list.length === 0) return;
  const now = new Date();
  const rows = list.map((e) => ({ id: objectId('evt'), accountId: scope.accountId, livemode: scope.livemode, parentId: null, ...e, createdAt: e.createdAt ?? now }));
  for (let i = 0; i < rows.length; i += EVENT_SLICE) await db.insert(events).values(rows.slice(i, i + EVENT_SLICE));
  await insertDeliveriesFor(db, scope, rows, now, endpoints);
}

/** The events of a payment and of its refunds. */
export async function eventsOfPayment(db: DbOrTx, scope: Scope, paymentId: string, order: 'asc' | 'desc', limit = 200) {
  return db
    .select()
    .from(events)
    .where(inScope(events, scope, or(eq(events.objectId, paymentId), eq(events.parentId, paymentId))))
    .orderBy(order === 'asc' ? asc(events.seq) : desc(events.seq))
    .limit(limit);
}

/** The events of one object (a dispute), oldest first. */
export async function eventsOfObject(db: DbOrTx, scope: Scope, objectId: string, limit = 500) {
  return db.select().from(events).where(inScope(events, scope, eq(events.objectId, objectId))).orderBy(asc(events.seq)).limit(limit);
}
