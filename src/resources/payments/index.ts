// Payments: the list (/dashPayment, and /payment as Transactions) and a payment's detail (/dashPaymentDetail?id=).
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import { defineResource } from '../shared/defineResource';

export const payments = defineResource({
  name: 'payments',
  views: { list: () => import('./PaymentList'), show: () => import('./PaymentShow') },
  icon: PaymentsOutlined,
  recordRepresentation: (record) => String(record.id),
});
