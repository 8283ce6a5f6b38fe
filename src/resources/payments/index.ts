// Payments: the list (/dashPayment, and /payment as Transactions) and a payment's detail (/dashPaymentDetail?id=).
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import { defineResource } from '../shared/defineResource';
import { RESOURCE_VIEWS } from '../views';

export const payments = defineResource({
  name: 'payments',
  views: RESOURCE_VIEWS.payments,
  icon: PaymentsOutlined,
  recordRepresentation: (record) => String(record.id),
});
