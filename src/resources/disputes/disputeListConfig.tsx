// The disputes list: search, status, reason, currency, deadline within N days, amount range and created range;
// status tabs with counts; time left to answer for the disputes that wait; Export.
import { Typography } from '@mui/material';
import { formatListTime } from '../../../domain/dates';
import { DISPUTE_REASONS, DISPUTE_STATUSES, isAwaitingResponse } from '../../../domain/disputes/status';
import { PAYMENT_CURRENCIES } from '../../../domain/payments';
import type { Dispute } from '../../../domain/wire';
import type { ResourceListConfig } from '../../components/list/types';
import { IdText } from '../../components/money/IdText';
import { Money } from '../../components/money/Money';
import { disputeDetailPath, disputeRespondPath } from '../../components/record/paths';
import { Countdown } from '../../components/disputes/Countdown';
import { DisputeStatusChip } from '../../components/disputes/DisputeStatusChip';
import { ReasonText } from './ReasonText';

export { disputeDetailPath, disputeRespondPath };
const time = (value: string) => <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{formatListTime(value)}</Typography>;

export const disputeListConfig: ResourceListConfig<Dispute> = {
  resource: 'disputes',
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: {
    text: [{ source: 'q', label: 'app.disputes.search' }],
    statuses: DISPUTE_STATUSES,
    statusLabel: (s) => `app.disputes.status.${s}`,
    selects: [
      { source: 'reason', label: 'resources.disputes.fields.reason', anyLabel: 'app.disputes.anyReason', options: DISPUTE_REASONS, optionLabel: (r) => `app.disputes.reasons.${r}` },
      { source: 'dueWithinDays', label: 'app.disputes.dueWithin', anyLabel: 'app.disputes.anyDeadline', options: ['1', '3', '7'], optionLabel: () => 'app.disputes.dueWithinDays', optionArgs: (o) => ({ smart_count: Number(o) }) },
      { source: 'currency', label: 'resources.disputes.fields.currency', anyLabel: 'app.disputes.anyCurrency', options: PAYMENT_CURRENCIES },
    ],
    amountRange: { min: 'amountMin', max: 'amountMax' },
    dateRange: { offset: 'Z' },
  },
  counts: true,
  tabs: [
    { label: 'app.disputes.tabs.all' },
    { label: 'app.disputes.tabs.needsResponse', status: ['needs_response', 'warning_needs_response'], countKey: 'awaiting' },
    { label: 'app.disputes.tabs.underReview', status: 'under_review' },
    { label: 'app.disputes.tabs.won', status: 'won' },
    { label: 'app.disputes.tabs.lost', status: ['lost', 'accepted', 'expired'], countKey: 'closedLost' },
  ],
  exportTimeZone: 'UTC',
  rowLink: (d) => disputeDetailPath(d.id),
  columns: [
    { source: 'amount', sortable: true, align: 'right', render: (d) => <Money amount={d.amount} currency={d.currency} strong /> },
    { source: 'status', sortable: true, render: (d) => <DisputeStatusChip status={d.status} /> },
    { source: 'reason', sortable: true, render: (d) => <ReasonText reason={d.reason} /> },
    { source: 'dueBy', label: 'app.disputes.respondBy', sortable: true, render: (d) => (isAwaitingResponse(d.status) ? <Countdown dueBy={d.dueBy} /> : <Typography variant="body2" color="text.secondary">--</Typography>) },
    { source: 'id', hideBelow: 1000, render: (d) => <IdText value={d.id} compact /> },
    { source: 'customerName', hideBelow: 1180, render: (d) => <Typography variant="body2" noWrap>{d.customerName ?? '--'}</Typography> },
    { source: 'paymentId', hideBelow: 1180, render: (d) => <IdText value={d.paymentId} compact copy={false} /> },
    { source: 'createdAt', label: 'app.disputes.createdTime', sortable: true, render: (d) => time(d.createdAt) },
  ],
};
