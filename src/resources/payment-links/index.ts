// Payment links: the list (/paymentLink), a link (/paymentLinkDetail?id=) and the full-screen creation page
// (/newPaymentLink).
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import { defineResource } from '../shared/defineResource';
import { RESOURCE_VIEWS } from '../views';

export const paymentLinks = defineResource({
  name: 'payment-links',
  views: RESOURCE_VIEWS['payment-links'],
  icon: LinkOutlined,
  recordRepresentation: (record) => String(record.description || record.id),
});
