// /balance/topups: the top-up history with status tabs (pending, succeeded, expired) and counts, search by id or
// reference, method and currency, created range, Export; "Top up" opens /balance/topup.
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TOPUP_CURRENCIES, TOPUP_METHODS, TOPUP_STATUSES } from '../../../domain/balance/rules';
import { formatListTime } from '../../../domain/dates';
import type { Topup } from '../../../domain/wire';
import { PageHeader } from '../../components/PageHeader';
import { ResourceListPage } from '../../components/list/ResourceListPage';
import type { ResourceListConfig } from '../../components/list/types';
import { IdText } from '../../components/money/IdText';
import { Money } from '../../components/money/Money';
import { StatusChip } from '../../components/money/StatusChip';
import { CreateButton } from '../../components/record/CreateButton';
import { topupDetailPath } from '../../components/record/paths';

const time = (value: string) => <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{formatListTime(value)}</Typography>;

const config: ResourceListConfig<Topup> = {
  resource: 'topups',
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: {
    text: [{ source: 'q', label: 'app.topups.search' }],
    statuses: TOPUP_STATUSES,
    statusLabel: (s) => `app.topups.status.${s}`,
    selects: [
      { source: 'method', label: 'resources.topups.fields.method', anyLabel: 'app.topups.anyMethod', options: TOPUP_METHODS, optionLabel: (m) => `app.topups.methods.${m}` },
      { source: 'currency', label: 'resources.topups.fields.currency', anyLabel: 'app.topups.anyCurrency', options: TOPUP_CURRENCIES },
    ],
    dateRange: { offset: 'Z' },
  },
  counts: true,
  tabs: [
    { label: 'app.topups.tabs.all' },
    { label: 'app.topups.tabs.pending', status: 'pending' },
    { label: 'app.topups.tabs.succeeded', status: 'succeeded' },
    { label: 'app.topups.tabs.expired', status: 'expired' },
  ],
  exportTimeZone: 'UTC',
  rowLink: (t) => topupDetailPath(t.id),
  columns: [
    { source: 'amount', sortable: true, align: 'right', render: (t) => <Money amount={t.amount} currency={t.currency} strong /> },
    { source: 'status', render: (t) => <StatusChip status={t.status} labelOf={(s) => `app.topups.status.${s}`} /> },
    { source: 'method', render: (t) => <MethodText topup={t} /> },
    { source: 'reference', render: (t) => <IdText value={t.reference} compact /> },
    { source: 'id', render: (t) => <IdText value={t.id} compact copy={false} /> },
    { source: 'createdAt', label: 'app.topups.createdTime', sortable: true, render: (t) => time(t.createdAt) },
  ],
};

function MethodText({ topup }: { topup: Topup }) {
  const translate = useTranslate();
  const card = topup.cardLast4 ? ` · ${topup.cardBrand ?? ''} •••• ${topup.cardLast4}` : '';
  return <Typography variant="body2" noWrap>{`${translate(`app.topups.methods.${topup.method}`)}${card}`}</Typography>;
}

export default function TopupList() {
  const translate = useTranslate();
  return (
    <>
      <PageHeader title={translate('routes.topups')} subtitle={translate('app.topups.listSubtitle')} actions={<CreateButton resource="topups" label="app.balance.topUp" />} />
      <ResourceListPage config={config} />
    </>
  );
}
