// /transfer: top-ups in, disbursements out and transfers held for review, with direction tabs and counts, search by
// id or reference, kind, status and currency, created range, Export.
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TRANSFER_KINDS } from '../../../domain/balance/records';
import { TOPUP_CURRENCIES } from '../../../domain/balance/rules';
import { formatListTime } from '../../../domain/dates';
import type { Transfer } from '../../../domain/wire';
import { PageHeader } from '../../components/PageHeader';
import { ResourceListPage } from '../../components/list/ResourceListPage';
import type { ResourceListConfig } from '../../components/list/types';
import { IdText } from '../../components/money/IdText';
import { Money } from '../../components/money/Money';
import { StatusChip } from '../../components/money/StatusChip';
import { transferDetailPath } from '../../components/record/paths';

const STATUSES = ['pending', 'succeeded', 'expired', 'in_transit', 'paid', 'failed', 'held', 'awaiting_approval', 'canceled', 'rejected'] as const;
const time = (value: string | null) => <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{formatListTime(value)}</Typography>;

function KindText({ t }: { t: Transfer }) {
  const translate = useTranslate();
  return (
    <Stack>
      <Typography variant="body2" noWrap>{translate(`app.transfers.kinds.${t.kind}`)}</Typography>
      <Typography variant="caption" color="text.secondary" noWrap>{translate(`app.transfers.directions.${t.direction}`)}</Typography>
    </Stack>
  );
}

const config: ResourceListConfig<Transfer> = {
  resource: 'transfers',
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: {
    text: [{ source: 'q', label: 'app.transfers.search' }],
    statuses: STATUSES,
    statusLabel: (s) => `app.transfers.status.${s}`,
    selects: [
      { source: 'kind', label: 'resources.transfers.fields.kind', anyLabel: 'app.transfers.anyKind', options: TRANSFER_KINDS, optionLabel: (k) => `app.transfers.kinds.${k}` },
      { source: 'currency', label: 'resources.transfers.fields.currency', anyLabel: 'app.transfers.anyCurrency', options: TOPUP_CURRENCIES },
    ],
    dateRange: { offset: 'Z' },
  },
  counts: true,
  tabField: 'direction',
  tabs: [
    { label: 'app.transfers.tabs.all' },
    { label: 'app.transfers.tabs.in', status: 'in' },
    { label: 'app.transfers.tabs.out', status: 'out' },
  ],
  exportTimeZone: 'UTC',
  rowLink: (t) => transferDetailPath(t.id),
  columns: [
    { source: 'amount', sortable: true, align: 'right', render: (t) => <Money amount={t.direction === 'out' ? -t.amount : t.amount} currency={t.currency} strong /> },
    { source: 'status', render: (t) => <StatusChip status={t.status} labelOf={(s) => `app.transfers.status.${s}`} /> },
    { source: 'kind', render: (t) => <KindText t={t} /> },
    { source: 'counterparty', render: (t) => <Typography variant="body2" noWrap>{t.counterparty ?? '--'}</Typography> },
    { source: 'reference', render: (t) => <IdText value={t.reference} compact copy={false} /> },
    { source: 'id', render: (t) => <IdText value={t.id} compact copy={false} /> },
    { source: 'createdAt', label: 'app.transfers.createdTime', sortable: true, render: (t) => time(t.createdAt) },
  ],
};

export default function TransferList() {
  const translate = useTranslate();
  return (
    <>
      <PageHeader title={translate('routes.transfer')} subtitle={translate('app.transfers.listSubtitle')} />
      <ResourceListPage config={config} />
    </>
  );
}
