// /subscriptions: the plans (with their checkout links and New plan), then the subscriptions with status tabs,
// filters and export.
import { useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import { formatListTime } from '../../../domain/dates';
import { PAYMENT_CURRENCIES } from '../../../domain/payments';
import { SUBSCRIPTION_STATUSES } from '../../../domain/subscriptions/billing';
import type { Subscription } from '../../../domain/wire';
import { ResourceListPage } from '../../components/list/ResourceListPage';
import type { ResourceListConfig } from '../../components/list/types';
import { IdText } from '../../components/money/IdText';
import { pathOf } from '../../components/record/paths';
import { PlansCard } from './PlansCard';
import { SubscriptionStatusChip, usePriceText } from './subscriptionText';

const time = (v: string) => <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{formatListTime(v)}</Typography>;

export default function SubscriptionList() {
  const price = usePriceText();
  const config = useMemo<ResourceListConfig<Subscription>>(
    () => ({
      resource: 'subscriptions',
      defaultSort: { field: 'createdAt', order: 'DESC' },
      filters: {
        text: [{ source: 'q', label: 'app.subscriptions.search' }],
        statuses: SUBSCRIPTION_STATUSES,
        statusLabel: (s) => `app.subscriptions.status.${s}`,
        selects: [{ source: 'currency', label: 'resources.subscriptions.fields.currency', anyLabel: 'app.subscriptions.anyCurrency', options: PAYMENT_CURRENCIES }],
        dateRange: { offset: 'Z' },
      },
      counts: true,
      tabs: [{ label: 'app.subscriptions.tabs.all' }, ...SUBSCRIPTION_STATUSES.map((s) => ({ label: `app.subscriptions.status.${s}`, status: s }))],
      timeZone: 'UTC',
      exportTimeZone: 'UTC',
      rowLink: (s) => pathOf('subscriptions', 'show', s.id),
      columns: [
        { source: 'customerName', sortable: true, render: (s) => <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>{s.customerName}</Typography> },
        { source: 'status', sortable: true, render: (s) => <SubscriptionStatusChip status={s.status} /> },
        { source: 'productName', render: (s) => <Typography variant="body2" noWrap>{s.productName}</Typography> },
        { source: 'amount', render: (s) => <Typography variant="body2" noWrap>{price(s)}</Typography> },
        { source: 'currentPeriodEnd', label: 'app.subscriptions.periodEndTime', sortable: true, render: (s) => time(s.currentPeriodEnd) },
        { source: 'couponName', hideBelow: 1180, render: (s) => <Typography variant="body2" noWrap>{s.couponName ?? '--'}</Typography> },
        { source: 'id', hideBelow: 1280, render: (s) => <IdText value={s.id} compact /> },
        { source: 'createdAt', label: 'app.subscriptions.createdTime', sortable: true, render: (s) => time(s.createdAt) },
      ],
    }),
    [price],
  );
  return (
    <ResourceListPage
      config={config}
      header={{ title: 'routes.subscriptions', subtitle: 'app.subscriptions.listSubtitle' }}
      before={
        <Box sx={{ mb: 3 }}>
          <PlansCard />
        </Box>
      }
    />
  );
}
