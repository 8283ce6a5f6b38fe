// Reports: /reports, the form that asks for one and the list of reports with their progress and download.
import { defineResource } from '../defineResource';

export const reports = defineResource({
  name: 'reports',
  // Loaders only (no component): the start-up preload reads them before react-admin and MUI are loaded.
  views: { list: () => import('./ReportList') },
  recordRepresentation: (record) => String(record.id),
});
