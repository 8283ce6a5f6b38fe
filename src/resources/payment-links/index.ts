// Payment links: the list (/paymentLink), a link (/paymentLinkDetail?id=) and the full-screen creation page
// (/newPaymentLink).
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import { defineResource } from '../shared/defineResource';

export const paymentLinks = defineResource({
  name: 'payment-links',
  views: { list: () => import('./PaymentLinkList'), show: () => import('./PaymentLinkShow'), create: () => import('./PaymentLinkCreate') },
  icon: LinkOutlined,
  recordRepresentation: (record) => String(record.description || record.id),
});
