// Top-ups: adding funds (/balance/topup), the history (/balance/topups) and one top-up with its bank instructions
// (/balance/topupDetail?id=).
import { defineResource } from '../defineResource';

export const topups = defineResource({
  name: 'topups',
  // Loaders only (no component): the start-up preload reads them before react-admin and MUI are loaded.
  views: {
    list: () => import('./TopupList'),
    show: () => import('./TopupShow'),
    create: () => import('./TopupCreate'),
  },
  recordRepresentation: (record) => String(record.id),
});
