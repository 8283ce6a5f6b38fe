// /Membership (test mode only): the member tiers (New tier, Edit), then the members with status tabs, the shared
// filters, sort and export; /Membership?id= is one member (keyed by the id so another starts afresh).
import { useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { formatListTime } from '../../../domain/dates';
import { MEMBER_STATUSES } from '../../../domain/subscriptions/membership';
import type { Member } from '../../../domain/wire';
import { ResourceListPage } from '../../components/list/ResourceListPage';
import type { ResourceListConfig } from '../../components/list/types';
import { IdText } from '../../components/money/IdText';
import { memberDetailPath } from '../../components/record/paths';
import { useSearchParam } from '../../host/host';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import MemberShow from './MemberShow';
import { MemberStatusChip } from './memberText';
import { TiersCard } from './TiersCard';

const time = (v: string) => <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{formatListTime(v)}</Typography>;

export default function MemberList() {
  const id = useSearchParam('id');
  const dataProvider = useAppDataProvider();
  const tiers = useQuery({ queryKey: ['member-tiers', 'card'], queryFn: () => dataProvider.memberTiers(), enabled: !id });
  const tierOptions = useMemo(() => (tiers.data ?? []).map((t) => ({ id: t.id, name: t.name })), [tiers.data]);
  const config = useMemo<ResourceListConfig<Member>>(
    () => ({
      resource: 'members',
      defaultSort: { field: 'createdAt', order: 'DESC' },
      filters: {
        text: [{ source: 'q', label: 'app.membership.search' }],
        statuses: MEMBER_STATUSES,
        statusLabel: (s) => `app.membership.status.${s}`,
        selects: [{ source: 'tierId', label: 'resources.members.fields.tierId', anyLabel: 'app.membership.anyTier', options: tierOptions.map((t) => t.id), optionLabel: (v: string) => tierOptions.find((t) => t.id === v)?.name ?? v }],
        dateRange: { offset: 'Z' },
      },
      counts: true,
      tabs: [{ label: 'app.membership.tabs.all' }, ...MEMBER_STATUSES.map((s) => ({ label: `app.membership.status.${s}`, status: s }))],
      timeZone: 'UTC',
      exportTimeZone: 'UTC',
      rowLink: (m) => memberDetailPath(m.id),
      columns: [
        { source: 'customerName', sortable: true, render: (m) => <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>{m.customerName}</Typography> },
        { source: 'tierName', render: (m) => <Typography variant="body2" noWrap>{m.tierName}</Typography> },
        { source: 'status', sortable: true, render: (m) => <MemberStatusChip status={m.status} /> },
        { source: 'productName', hideBelow: 900, render: (m) => <Typography variant="body2" noWrap>{m.productName}</Typography> },
        { source: 'id', hideBelow: 1280, render: (m) => <IdText value={m.id} compact /> },
        { source: 'createdAt', label: 'app.membership.memberSince', sortable: true, render: (m) => time(m.since) },
      ],
    }),
    [tierOptions],
  );
  if (id) return <MemberShow key={id} />;
  return (
    <ResourceListPage
      config={config}
      header={{ title: 'routes.membership', subtitle: 'app.membership.listSubtitle' }}
      before={
        <Box sx={{ mb: 3 }}>
          <TiersCard tiers={tiers.data} />
        </Box>
      }
    />
  );
}
