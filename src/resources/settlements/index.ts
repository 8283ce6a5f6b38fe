// Settlement batches: the list (/settlement) and, at /settlement?id=, a batch with its waterfall, entries and settle
// records (the spec has no detail address).
import { defineResource } from '../defineResource';

export const settlements = defineResource({
  name: 'settlements',
  // Loaders only (no component): the start-up preload reads them before react-admin and MUI are loaded.
  views: {
    list: () => import('./SettlementList'),
  },
  recordRepresentation: (record) => String(record.id),
});
