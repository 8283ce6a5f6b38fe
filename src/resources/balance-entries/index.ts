// Balance entries: the ledger entries behind each balance figure (/balance/entries) and one entry with its source
// (/balance/entryDetail?id=).
import { defineResource } from '../defineResource';

export const balanceEntries = defineResource({
  name: 'balance-entries',
  // Loaders only (no component): the start-up preload reads them before react-admin and MUI are loaded.
  views: {
    list: () => import('./BalanceEntryList'),
    show: () => import('./BalanceEntryShow'),
  },
  recordRepresentation: (record) => String(record.id),
});
