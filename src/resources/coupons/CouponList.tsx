// /coupons: the coupons list with its tabs, filters and export, and New coupon.
import { useMemo } from 'react';
import { Typography } from '@mui/material';
import { formatListTime } from '../../../domain/dates';
import { COUPON_DURATIONS } from '../../../domain/subscriptions/coupons';
import { COUPON_STATUSES } from '../../../domain/subscriptions/records';
import type { Coupon } from '../../../domain/wire';
import { ResourceListPage } from '../../components/list/ResourceListPage';
import type { ResourceListConfig } from '../../components/list/types';
import { IdText } from '../../components/money/IdText';
import { CreateButton } from '../../components/record/CreateButton';
import { pathOf } from '../../components/record/paths';
import { CouponStatusChip, useCouponText } from './couponText';

export default function CouponList() {
  const text = useCouponText();
  const config = useMemo<ResourceListConfig<Coupon>>(
    () => ({
      resource: 'coupons',
      defaultSort: { field: 'createdAt', order: 'DESC' },
      filters: {
        text: [{ source: 'q', label: 'app.coupons.search' }],
        statuses: COUPON_STATUSES,
        statusLabel: (s) => `app.coupons.status.${s}`,
        selects: [{ source: 'duration', label: 'resources.coupons.fields.duration', anyLabel: 'app.coupons.anyDuration', options: COUPON_DURATIONS, optionLabel: (d) => `app.coupons.duration.${d}` }],
        dateRange: { offset: 'Z' },
      },
      counts: true,
      tabs: [{ label: 'app.coupons.tabs.all' }, ...COUPON_STATUSES.map((s) => ({ label: `app.coupons.status.${s}`, status: s }))],
      timeZone: 'UTC',
      exportTimeZone: 'UTC',
      rowLink: (c) => pathOf('coupons', 'show', c.id),
      columns: [
        { source: 'name', sortable: true, render: (c) => <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>{c.name}</Typography> },
        { source: 'discount', render: (c) => <Typography variant="body2" noWrap>{text.discount(c)}</Typography> },
        { source: 'status', render: (c) => <CouponStatusChip status={c.status} /> },
        { source: 'duration', render: (c) => <Typography variant="body2" noWrap>{text.duration(c)}</Typography> },
        { source: 'timesRedeemed', sortable: true, align: 'right', render: (c) => <Typography variant="body2">{c.maxRedemptions === null ? c.timesRedeemed.toLocaleString() : `${c.timesRedeemed.toLocaleString()} / ${c.maxRedemptions.toLocaleString()}`}</Typography> },
        { source: 'promotionCodes', hideBelow: 1100, render: (c) => <Typography variant="body2" noWrap sx={{ fontFamily: 'monospace' }}>{c.promotionCodes.map((p) => p.code).join(' ') || '--'}</Typography> },
        { source: 'id', hideBelow: 1280, render: (c) => <IdText value={c.id} compact /> },
        { source: 'createdAt', label: 'app.coupons.createdTime', sortable: true, render: (c) => <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{formatListTime(c.createdAt)}</Typography> },
      ],
    }),
    [text],
  );
  return <ResourceListPage config={config} header={{ title: 'routes.coupons', subtitle: 'app.coupons.listSubtitle', actions: <CreateButton resource="coupons" label="app.coupons.create" /> }} />;
}
