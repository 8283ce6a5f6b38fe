// Refunds: the list (/refund), a refund (/refundDetail?id=) and a new refund of a payment (/refundCreate).
import AssignmentReturnOutlined from '@mui/icons-material/AssignmentReturnOutlined';
import { defineResource } from '../shared/defineResource';
import { RESOURCE_VIEWS } from '../views';

export const refunds = defineResource({
  name: 'refunds',
  views: RESOURCE_VIEWS.refunds,
  icon: AssignmentReturnOutlined,
  recordRepresentation: (record) => String(record.id),
});
