// Report rows as the API answers with them, and the events a report records (delivered as webhooks).
import type { ReportRecord } from '../../../domain/reports/records';
import type { REPORT_EVENT_TYPES } from '../../../domain/webhooks/event-types';
import type { NewEvent } from '../../repositories/events';
import type { ReportRow } from '../../repositories/reports';

export function reportRecordOf(r: ReportRow): ReportRecord {
  return {
    id: r.id,
    livemode: r.livemode,
    kind: r.kind,
    format: r.format,
    periodFrom: r.periodFrom,
    periodTo: r.periodTo,
    timezone: r.timezone,
    currency: r.currency,
    status: r.status,
    rowsDone: r.rowsDone,
    rowsTotal: r.rowsTotal,
    fileName: r.fileName,
    size: r.size,
    error: r.error,
    expiresAt: r.expiresAt,
    completedAt: r.completedAt,
    createdAt: r.createdAt,
  };
}

export function reportEvent(type: (typeof REPORT_EVENT_TYPES)[number], r: ReportRow, at: Date): NewEvent {
  return { type, objectType: 'report', objectId: r.id, data: JSON.parse(JSON.stringify(reportRecordOf(r))) as Record<string, unknown>, createdAt: at };
}
