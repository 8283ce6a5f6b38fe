// Transfer lists: money moved between the balance and the merchant's accounts (/transfer) and one transfer
// (/transferDetail?id=).
import { defineResource } from '../defineResource';

export const transfers = defineResource({
  name: 'transfers',
  // Loaders only (no component): the start-up preload reads them before react-admin and MUI are loaded.
  views: {
    list: () => import('./TransferList'),
    show: () => import('./TransferShow'),
  },
  recordRepresentation: (record) => String(record.id),
});
