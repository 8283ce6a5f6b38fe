// Refunds: the list (/refund), a refund (/refundDetail?id=) and a new refund of a payment (/refundCreate).
import AssignmentReturnOutlined from '@mui/icons-material/AssignmentReturnOutlined';
import { defineResource } from '../shared/defineResource';

export const refunds = defineResource({
  name: 'refunds',
  views: { list: () => import('./RefundList'), show: () => import('./RefundShow'), create: () => import('./RefundCreate') },
  icon: AssignmentReturnOutlined,
  recordRepresentation: (record) => String(record.id),
});
