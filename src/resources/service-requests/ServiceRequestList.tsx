// /buildWebsite and /seo: the requests of that service with status tabs and counts, filters and export, and a new
// brief.
import { useMemo } from 'react';
import { Button, Typography } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCanAccess, useTranslate } from 'react-admin';
import { formatListTime } from '../../../domain/dates';
import { SERVICE_REQUEST_STATUSES } from '../../../domain/service-requests/status';
import type { ServiceRequest } from '../../../domain/wire';
import { PageHeader } from '../../components/PageHeader';
import { useListRoom } from '../../components/list/ListTable';
import { ResourceListPage } from '../../components/list/ResourceListPage';
import type { ResourceListConfig } from '../../components/list/types';
import { IdText } from '../../components/money/IdText';
import { pathOf } from '../../components/record/paths';
import { kindOfAddress, ServiceStatusChip } from './serviceKind';

/**
 * Below this list width (px) the time column gives way and the time shows under the goal instead: the goal (200 px
 * at most from 600 px), the status and the time's column need about 510 px, so below it the time would sit off
 * screen in a table scrolled sideways (at 689 px: 107 px of it).
 */
const TIME_STACKS_BELOW = 520;

function GoalCell({ request: r }: { request: ServiceRequest }) {
  const stacked = useListRoom() < TIME_STACKS_BELOW;
  return (
    <>
      <Typography
        variant="body2"
        sx={stacked
          ? { overflow: 'hidden', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflowWrap: 'anywhere' }
          : { maxWidth: { xs: 'none', sm: 200, md: 360 }, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {r.goal}
      </Typography>
      {stacked && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', fontVariantNumeric: 'tabular-nums' }} data-testid="service-request-time">
          {formatListTime(r.createdAt)}
        </Typography>
      )}
    </>
  );
}

export default function ServiceRequestList() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const kind = kindOfAddress(pathname, search);
  const { canAccess } = useCanAccess({ resource: 'service-requests', action: 'create' });
  const config = useMemo<ResourceListConfig<ServiceRequest>>(
    () => ({
      resource: 'service-requests',
      storeKey: `service-requests.${kind}`,
      permanentFilter: { kind },
      defaultSort: { field: 'createdAt', order: 'DESC' },
      filters: {
        text: [{ source: 'q', label: 'app.services.search' }],
        statuses: SERVICE_REQUEST_STATUSES,
        statusLabel: (s) => `app.services.status.${s}`,
        dateRange: { offset: 'Z' },
      },
      counts: true,
      tabs: [{ label: 'app.services.tabs.all' }, ...SERVICE_REQUEST_STATUSES.map((s) => ({ label: `app.services.status.${s}`, status: s }))],
      exportTimeZone: 'UTC',
      // The request's address names its kind, so its way back and the lit menu entry are its service's wherever it opens.
      rowLink: (r) => `${pathOf('service-requests', 'show', r.id)}&kind=${r.kind}`,
      columns: [
        // Where the list is narrow (a phone, or a window of 600-690 px beside the open menu) the time's own column
        // gives way (hideBelow, as the other lists' columns do) and the request stacks its time under its goal, by the
        // same measure (the list's room), so no width loses it; goal and status then fit without scrolling sideways,
        // the goal taking two lines rather than a cut one.
        { source: 'goal', label: 'app.services.fields.goal', render: (r) => <GoalCell request={r} /> },
        { source: 'status', label: 'app.services.fields.status', render: (r) => <ServiceStatusChip status={r.status} /> },
        { source: 'budget', label: 'app.services.fields.budget', hideBelow: 900, render: (r) => <Typography variant="body2" noWrap>{translate(`app.services.budgets.${r.budget}`)}</Typography> },
        { source: 'messageCount', label: 'app.services.fields.messages', align: 'right', hideBelow: 700, render: (r) => <Typography variant="body2">{r.messageCount}</Typography> },
        { source: 'id', label: 'app.services.fields.id', hideBelow: 1100, render: (r) => <IdText value={r.id} compact /> },
        { source: 'createdAt', label: 'app.services.fields.createdTime', sortable: true, hideBelow: TIME_STACKS_BELOW, render: (r) => <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{formatListTime(r.createdAt)}</Typography> },
      ],
    }),
    [kind, translate],
  );
  const newBrief = canAccess ? (
    <Button variant="contained" startIcon={<AddOutlined />} onClick={() => navigate(`${pathOf('service-requests', 'create')}?kind=${kind}`)} data-testid="create-service-requests">
      {translate('app.services.create')}
    </Button>
  ) : null;
  return (
    <>
      <PageHeader title={translate(kind === 'seo' ? 'routes.seo' : 'routes.buildWebsite')} subtitle={translate(`app.services.intro.${kind}`)} actions={newBrief} />
      <ResourceListPage key={kind} config={config} />
    </>
  );
}
