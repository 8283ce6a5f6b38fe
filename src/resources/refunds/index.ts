// Refunds: the list (/refund), a refund (/refundDetail?id=) and a new refund of a payment (/refundCreate).
import { defineResource } from '../defineResource';

export const refunds = defineResource({
  name: 'refunds',
  // Loaders only (no component): the start-up preload reads them before react-admin and MUI are loaded.
  views: { list: () => import('./RefundList'), show: () => import('./RefundShow'), create: () => import('./RefundCreate') },
  recordRepresentation: (record) => String(record.id),
});
