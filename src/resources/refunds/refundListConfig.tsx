// The refunds list: search, status, initiated-date range, status tabs with counts, Export.
import { Typography } from '@mui/material';
import { formatListTime } from '../../../domain/dates';
import { REFUND_STATUSES } from '../../../domain/payment-status';
import type { ResourceListConfig } from '../../components/list/types';
import { IdText } from '../../components/money/IdText';
import { Money } from '../../components/money/Money';
import { StatusChip } from '../../components/money/StatusChip';
import { refundDetailPath } from '../../components/record/paths';
import type { Refund } from '../../../domain/wire';

export { refundDetailPath } from '../../components/record/paths';
const time = (value: string) => <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{formatListTime(value)}</Typography>;

export const refundListConfig: ResourceListConfig<Refund> = {
  resource: 'refunds',
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: {
    text: [
      { source: 'q', label: 'app.refunds.search' },
      { source: 'paymentId', label: 'app.refunds.paymentId' },
    ],
    statuses: REFUND_STATUSES,
    dateRange: { offset: 'Z' },
  },
  counts: true,
  tabs: [
    { label: 'app.payments.tabs.all' },
    { label: 'app.refunds.tabs.refunded', status: 'refunded' },
    { label: 'app.refunds.tabs.pending', status: 'refundPending' },
    { label: 'app.refunds.tabs.failed', status: 'failed' },
  ],
  timeZone: 'UTC',
  exportTimeZone: 'UTC',
  rowLink: (r) => refundDetailPath(r.id),
  columns: [
    { source: 'amount', sortable: true, align: 'right', render: (r) => <Money amount={r.amount} currency={r.currency} strong /> },
    { source: 'status', sortable: true, render: (r) => <StatusChip status={r.status} /> },
    { source: 'id', render: (r) => <IdText value={r.id} compact /> },
    { source: 'customerName', render: (r) => <Typography variant="body2" noWrap>{r.customerName ?? '--'}</Typography> },
    { source: 'paymentId', hideBelow: 1000, render: (r) => <IdText value={r.paymentId} compact copy={false} /> },
    { source: 'createdAt', label: 'app.refunds.initiatedTime', sortable: true, render: (r) => time(r.createdAt) },
    { source: 'updatedAt', hideBelow: 1180, label: 'app.refunds.updatedTime', sortable: true, render: (r) => time(r.updatedAt) },
  ],
};
