// The Cardholders tab of /issuing: the cardholders of the current mode with status tabs, search, dates and export,
// the refresh tip of spec section 8, and "Add cardholder" (hidden without the create code).
import { useMemo } from 'react';
import { Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatListTime } from '../../../domain/dates';
import { CARDHOLDER_STATUSES } from '../../../domain/issuing/cardholders';
import type { Cardholder } from '../../../domain/wire';
import { RefreshTip } from '../../components/list/RefreshTip';
import { ResourceListPage } from '../../components/list/ResourceListPage';
import type { ResourceListConfig } from '../../components/list/types';
import { IdText } from '../../components/money/IdText';
import { CreateButton } from '../../components/record/CreateButton';
import { pathOf } from '../../components/record/paths';

export function CardholderStatusChip({ status }: { status: Cardholder['status'] }) {
  const translate = useTranslate();
  return <Chip size="small" color={status === 'active' ? 'success' : 'default'} variant={status === 'active' ? 'filled' : 'outlined'} label={translate(`app.issuing.cardholderStatus.${status}`)} />;
}

export default function CardholderList() {
  const translate = useTranslate();
  const config = useMemo<ResourceListConfig<Cardholder>>(
    () => ({
      resource: 'cardholders',
      defaultSort: { field: 'createdAt', order: 'DESC' },
      filters: {
        text: [{ source: 'q', label: 'app.issuing.searchCardholders' }],
        statuses: CARDHOLDER_STATUSES,
        statusLabel: (s) => `app.issuing.cardholderStatus.${s}`,
        dateRange: { offset: 'Z' },
      },
      counts: true,
      tabs: [{ label: 'app.issuing.all' }, ...CARDHOLDER_STATUSES.map((s) => ({ label: `app.issuing.cardholderStatus.${s}`, status: s }))],
      exportTimeZone: 'UTC',
      rowLink: (c) => pathOf('cardholders', 'show', c.id),
      columns: [
        // The name and status first, so both show on a phone (390 px) before the table scrolls; the name on one line,
        // as the cards list's cardholder.
        { source: 'name', sortable: true, render: (c) => <Typography variant="body2" noWrap sx={{ fontWeight: 600, maxWidth: 220 }}>{c.name}</Typography> },
        { source: 'status', render: (c) => <CardholderStatusChip status={c.status} /> },
        { source: 'email', sortable: true, render: (c) => <Typography variant="body2" noWrap sx={{ maxWidth: 260 }}>{c.email}</Typography> },
        { source: 'cardCount', align: 'right', render: (c) => <Typography variant="body2">{c.cardCount.toLocaleString()}</Typography> },
        { source: 'id', hideBelow: 1100, render: (c) => <IdText value={c.id} compact /> },
        { source: 'createdAt', label: 'app.issuing.createdTime', sortable: true, render: (c) => <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{formatListTime(c.createdAt)}</Typography> },
      ],
    }),
    [],
  );
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}>
        <Typography color="text.secondary">{translate('app.issuing.cardholdersSubtitle')}</Typography>
        <CreateButton resource="cardholders" label="app.issuing.addCardholder" testId="cardholder-add" />
      </Stack>
      <ResourceListPage config={config} before={<RefreshTip />} />
    </Stack>
  );
}
