// Website service requests (issue 32): submitting a brief, the merchant's messages and cancel, and the service
// team's steps (started, delivered, each with a staff reply) that the job queue runs; every change writes its
// event (service_request.*) in the same transaction, so webhook endpoints hear of it.
import type { Lang } from '../../../domain/messages';
import { objectId } from '../../../domain/random-id';
import { SERVICE_STAFF_NAME, SERVICE_STAFF_REPLIES } from '../../../domain/service-requests/labels';
import type { ServiceMessageRecord, ServiceRequestBrief, ServiceRequestRecord } from '../../../domain/service-requests/records';
import { acceptsServiceMessages, canCancelServiceRequest, nextServiceStatus, serviceRequestEventType, type ServiceRequestStatus } from '../../../domain/service-requests/status';
import type { DbOrTx } from '../../db/client';
import { InvalidState, NotFound } from '../../lib/errors';
import { insertEvents } from '../../repositories/events';
import type { Scope } from '../../repositories/scope';
import {
  findServiceRequest, insertServiceMessage, insertServiceRequest, lockServiceRequest, messageCountsOf, messagesOf, updateServiceRequest,
  type ServiceMessageRow, type ServiceRequestRow,
} from '../../repositories/service-requests';

export function serviceRequestRecordOf(row: ServiceRequestRow, messageCount: number): ServiceRequestRecord {
  return {
    id: row.id,
    livemode: row.livemode,
    kind: row.kind,
    status: row.status,
    goal: row.goal,
    items: row.items,
    websiteUrl: row.websiteUrl,
    budget: row.budget,
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    messageCount,
    startedAt: row.startedAt,
    deliveredAt: row.deliveredAt,
    canceledAt: row.canceledAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export const serviceMessageRecordOf = (m: ServiceMessageRow): ServiceMessageRecord => ({
  id: m.id, requestId: m.requestId, author: m.author, authorName: m.authorName, body: m.body, createdAt: m.createdAt,
});

export async function serviceRequestRecords(db: DbOrTx, scope: Scope, rows: ServiceRequestRow[]): Promise<ServiceRequestRecord[]> {
  const counts = await messageCountsOf(db, scope, rows.map((r) => r.id));
  return rows.map((r) => serviceRequestRecordOf(r, counts.get(r.id) ?? 0));
}

export async function serviceRequestDetail(db: DbOrTx, scope: Scope, id: string) {
  const row = await findServiceRequest(db, scope, id);
  if (!row) throw NotFound();
  const messages = await messagesOf(db, scope, [id]);
  return { ...serviceRequestRecordOf(row, messages.length), messages: messages.map(serviceMessageRecordOf) };
}

const json = (value: unknown) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>;

async function statusEvent(tx: DbOrTx, scope: Scope, row: ServiceRequestRow, at: Date) {
  const count = (await messageCountsOf(tx, scope, [row.id])).get(row.id) ?? 0;
  const record = serviceRequestRecordOf(row, count);
  await insertEvents(tx, scope, [{ type: serviceRequestEventType(row.status), objectType: 'service_request', objectId: row.id, data: json(record), createdAt: at }]);
  return record;
}

export interface ServiceCtx {
  tx: DbOrTx;
  scope: Scope;
  now: Date;
}

export async function submitServiceRequest({ tx, scope, now }: ServiceCtx, brief: ServiceRequestBrief, createdBy: string | null) {
  const row = await insertServiceRequest(tx, scope, {
    id: objectId('sr'),
    kind: brief.kind,
    status: 'submitted',
    goal: brief.goal,
    items: brief.items,
    websiteUrl: brief.websiteUrl,
    budget: brief.budget,
    contactName: brief.contactName,
    contactEmail: brief.contactEmail,
    contactPhone: brief.contactPhone,
    createdBy,
    createdAt: now,
    updatedAt: now,
  });
  return statusEvent(tx, scope, row, now);
}

export async function cancelServiceRequest({ tx, scope, now }: ServiceCtx, id: string) {
  const row = await lockServiceRequest(tx, scope, id);
  if (!row) throw NotFound();
  if (!canCancelServiceRequest(row.status)) throw InvalidState('service_request_not_cancelable');
  const updated = await updateServiceRequest(tx, scope, id, { status: 'canceled', canceledAt: now, updatedAt: now });
  return statusEvent(tx, scope, updated, now);
}

/** A message of the merchant's people (author 'merchant') or of the service team ('staff'). */
export async function postServiceMessage({ tx, scope, now }: ServiceCtx, id: string, author: 'merchant' | 'staff', authorName: string, body: string) {
  const row = await lockServiceRequest(tx, scope, id);
  if (!row) throw NotFound();
  if (!acceptsServiceMessages(row.status)) throw InvalidState('service_request_not_open');
  const message = await insertServiceMessage(tx, scope, { id: objectId('srm'), requestId: id, author, authorName, body, createdAt: now });
  await updateServiceRequest(tx, scope, id, { updatedAt: now });
  const record = serviceMessageRecordOf(message);
  await insertEvents(tx, scope, [{ type: 'service_request.message', objectType: 'service_request', objectId: id, data: json(record), createdAt: now }]);
  return record;
}

/**
 * The service team's next step on a request that is still at `from` (a second run of the same job finds it moved
 * and changes nothing): the status, its date, the event, and the team's reply in the thread.
 */
export async function advanceServiceRequest({ tx, scope, now }: ServiceCtx, id: string, from: ServiceRequestStatus, lang: Lang) {
  const row = await lockServiceRequest(tx, scope, id);
  if (!row) throw NotFound();
  const to = nextServiceStatus(row.status);
  if (row.status !== from || !to) throw InvalidState('service_request_finished');
  const dates = to === 'in_progress' ? { startedAt: now } : { deliveredAt: now };
  await updateServiceRequest(tx, scope, id, { status: to, ...dates, updatedAt: now });
  const reply = SERVICE_STAFF_REPLIES[row.kind][to as 'in_progress' | 'delivered'][lang];
  const message = await insertServiceMessage(tx, scope, { id: objectId('srm'), requestId: id, author: 'staff', authorName: SERVICE_STAFF_NAME[lang], body: reply, createdAt: now });
  const updated = (await findServiceRequest(tx, scope, id))!;
  const record = await statusEvent(tx, scope, updated, now);
  await insertEvents(tx, scope, [{ type: 'service_request.message', objectType: 'service_request', objectId: id, data: json(serviceMessageRecordOf(message)), createdAt: now }]);
  return record;
}
