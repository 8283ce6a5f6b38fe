// Disputes: the list (/disputes), a dispute with its evidence (/disputeDetail?id=, also /evidenceDetail and
// /disputes/details) and the response (/submitEvidence?id=, also /disputes/submitevidence).
import { defineResource } from '../defineResource';

export const disputes = defineResource({
  name: 'disputes',
  // Loaders only (no component): the start-up preload reads them before react-admin and MUI are loaded.
  views: {
    list: () => import('./DisputeList'),
    show: () => import('./DisputeShow'),
    edit: () => import('./DisputeRespond'),
  },
  recordRepresentation: (record) => String(record.id),
});
