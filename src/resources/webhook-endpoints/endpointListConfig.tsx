// The Webhooks tab's list of endpoints: URL, description, event count, status and created time; a row opens the
// endpoint's page. A mode has at most 16 endpoints, so the list has no filters, export or server-side sort.
import { Typography } from '@mui/material';
import { formatListTime } from '../../../domain/dates';
import type { ResourceListConfig } from '../../components/list/types';
import type { WebhookEndpoint } from '../../providers/calls/webhooks';
import { EventCount } from './EventCount';
import { endpointDetailPath } from './paths';
import { EndpointStatusChip } from './StatusChips';

export const MONO = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';
const field = (name: string) => `app.webhooks.fields.${name}`;

export const endpointListConfig: ResourceListConfig<WebhookEndpoint> = {
  resource: 'webhook-endpoints',
  timeZone: 'UTC',
  defaultSort: { field: 'createdAt', order: 'ASC' },
  filters: {},
  exportable: false,
  // A tab of /developer: the list's params must not replace the page's ?tab=.
  syncWithLocation: false,
  rowLink: (endpoint) => endpointDetailPath(endpoint.id),
  columns: [
    {
      source: 'url',
      label: field('url'),
      render: (e) => (
        <Typography variant="body2" title={e.url} sx={{ fontFamily: MONO, fontSize: '0.8rem', maxWidth: { xs: 200, md: 360 }, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {e.url}
        </Typography>
      ),
    },
    {
      source: 'description',
      label: field('description'),
      render: (e) => (
        <Typography variant="body2" noWrap sx={{ maxWidth: 240 }} title={e.description ?? undefined}>
          {e.description || '--'}
        </Typography>
      ),
    },
    { source: 'enabledEvents', label: field('events'), render: (e) => <EventCount enabled={e.enabledEvents} /> },
    { source: 'status', label: field('status'), render: (e) => <EndpointStatusChip status={e.status} /> },
    {
      source: 'createdAt',
      label: 'app.webhooks.createdTime',
      render: (e) => <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{formatListTime(e.createdAt)}</Typography>,
    },
  ],
};
