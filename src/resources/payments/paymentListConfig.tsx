// The payments list configuration shared by /payment (Transactions) and /dashPayment (Payments).
import { Typography } from '@mui/material';
import { PAYMENT_CREATED_TIMEZONE, formatPaymentCreated } from '../../../domain/dates';
import { LEGACY_STATUSES } from '../../../domain/legacy-flow';
import { PAYMENT_STATUSES } from '../../../domain/payment-status';
import type { ResourceListConfig } from '../../components/list/types';
import { IdText } from '../../components/money/IdText';
import { Money } from '../../components/money/Money';
import { PaymentStatusChip } from '../../components/money/StatusChip';
import { PaymentMethod } from './PaymentMethod';
import { paymentDetailPath } from '../../components/record/paths';
import { PAYMENT_LIST_SORT } from './listQuery';
import type { Payment } from '../../../domain/wire';

export { paymentDetailPath } from '../../components/record/paths';

export function paymentListConfig(storeKey: string): ResourceListConfig<Payment & { id: string }> {
  return {
    resource: 'payments',
    storeKey,
    defaultSort: PAYMENT_LIST_SORT,
    filters: {
      text: [
        { source: 'customerName', label: 'app.payments.filters.customerName' },
        { source: 'transactionId', label: 'app.payments.filters.transactionId' },
      ],
      statuses: PAYMENT_STATUSES,
      // The legacy flow's statuses (spec section 4): its payments only, in the chosen one (or any).
      selects: [{
        source: 'legacyStatus',
        label: 'app.payments.legacy.filterLabel',
        anyLabel: 'app.payments.legacy.filterAll',
        options: ['any', ...LEGACY_STATUSES],
        optionLabel: (o) => `app.payments.legacy.filter.${o}`,
      }],
      dateRange: { offset: '+08:00' },
    },
    tabs: [
      { label: 'app.payments.tabs.all' },
      { label: 'app.payments.tabs.succeeded', status: 'succeeded' },
      { label: 'app.payments.tabs.uncaptured', status: 'uncaptured' },
      { label: 'app.payments.tabs.refunded', status: ['refunded', 'partiallyRefunded', 'refundPending'] },
      { label: 'app.payments.tabs.failed', status: 'failed' },
      { label: 'app.payments.tabs.canceled', status: 'canceled' },
    ],
    counts: true,
    timeZone: PAYMENT_CREATED_TIMEZONE,
    exportTimeZone: PAYMENT_CREATED_TIMEZONE,
    rowLink: (p) => paymentDetailPath(p.id),
    columns: [
      { source: 'amount', sortable: true, align: 'right', render: (p) => <Money amount={p.amount} currency={p.currency} strong /> },
      { source: 'status', sortable: true, render: (p) => <PaymentStatusChip payment={p} /> },
      { source: 'id', render: (p) => <IdText value={p.id} compact /> },
      { source: 'customerName', sortable: true, render: (p) => <Typography variant="body2" noWrap>{p.customerName ?? '--'}</Typography> },
      { source: 'paymentMethod', hideBelow: 1000, render: (p) => <PaymentMethod payment={p} /> },
      { source: 'merchantOrderId', hideBelow: 1180, render: (p) => <Typography variant="body2" noWrap>{p.merchantOrderId ?? '--'}</Typography> },
      {
        source: 'createdAt',
        label: 'app.payments.createdTime',
        zone: PAYMENT_CREATED_TIMEZONE,
        sortable: true,
        render: (p) => <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{formatPaymentCreated(p.createdAt)}</Typography>,
      },
    ],
  };
}
