// The audit log (/teams/audit-log, one event at /teams/audit-log-detail?id=): team and role changes, sign-ins and
// API key reveals, filterable by actor, action and date, exportable as CSV.
import { defineResource } from '../defineResource';

export const auditLog = defineResource({
  name: 'audit-log',
  views: { list: () => import('./AuditList'), show: () => import('./AuditShow') },
  recordRepresentation: (record) => String(record.id),
});
