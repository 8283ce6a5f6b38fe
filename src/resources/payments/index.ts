// Payments: the list (/dashPayment, and /payment as Transactions) and a payment's detail (/dashPaymentDetail?id=).
import { defineResource } from '../defineResource';

export const payments = defineResource({
  name: 'payments',
  // Loaders only (no component): the start-up preload reads them before react-admin and MUI are loaded.
  views: { list: () => import('./PaymentList'), show: () => import('./PaymentShow') },
  recordRepresentation: (record) => String(record.id),
});
