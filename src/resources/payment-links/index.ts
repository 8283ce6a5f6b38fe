// Payment links: the list (/paymentLink), a link (/paymentLinkDetail?id=) and the full-screen creation page
// (/newPaymentLink).
import { defineResource } from '../defineResource';

export const paymentLinks = defineResource({
  name: 'payment-links',
  // Loaders only (no component): the start-up preload reads them before react-admin and MUI are loaded.
  views: {
    list: () => import('./PaymentLinkList'),
    show: () => import('./PaymentLinkShow'),
    create: () => import('./PaymentLinkCreate'),
  },
  recordRepresentation: (record) => String(record.description || record.id),
});
