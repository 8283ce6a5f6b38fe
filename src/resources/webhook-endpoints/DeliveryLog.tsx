// The endpoint's delivery log: its deliveries newest first (event type, status, attempts, last answer, created,
// test flag), paged by the server, on react-admin's ListBase over the endpoint's deliveries resource and the shared
// list table (loading, empty and error states included). A row opens the delivery (`&delivery=` on this page).
import { Chip, Stack, Typography } from '@mui/material';
import { ListBase, useListContext, useTranslate } from 'react-admin';
import { formatListTime } from '../../../domain/dates';
import { ListPager } from '../../components/list/ListPager';
import { ListTable } from '../../components/list/ListTable';
import type { ListColumn } from '../../components/list/types';
import { SectionCard } from '../../components/SectionCard';
import { deliveriesResource, type WebhookDelivery } from '../../providers/calls/webhooks';
import { MONO } from './endpointListConfig';
import { deliveryPath } from './paths';
import { DeliveryStatusChip, TestFlag } from './StatusChips';

const field = (name: string) => `app.webhooks.deliveries.fields.${name}`;

/** The columns; the newest delivery's event carries a test id (the every-page checks open it). */
const columns = (newest: string | undefined): ListColumn<WebhookDelivery>[] => [
  {
    source: 'eventType',
    label: field('eventType'),
    render: (d) => (
      <Typography variant="body2" sx={{ fontFamily: MONO, fontSize: '0.8rem', whiteSpace: 'nowrap' }} data-testid={d.id === newest ? 'webhook-delivery-newest' : undefined}>
        {d.eventType}
      </Typography>
    ),
  },
  {
    source: 'status',
    label: field('status'),
    render: (d) => (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <DeliveryStatusChip status={d.status} />
        {d.test && <TestFlag />}
      </Stack>
    ),
  },
  { source: 'attempts', label: field('attempts'), align: 'right', render: (d) => <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>{d.attempts}</Typography> },
  {
    source: 'lastResponseStatus',
    label: field('lastResponse'),
    align: 'right',
    render: (d) =>
      d.lastResponseStatus === null ? (
        <Typography variant="body2" color="text.secondary">--</Typography>
      ) : (
        <Chip size="small" variant="outlined" label={d.lastResponseStatus} color={d.lastResponseStatus < 300 ? 'success' : 'error'} sx={{ fontFamily: MONO, height: 22 }} />
      ),
  },
  {
    source: 'createdAt',
    label: 'app.webhooks.createdTime',
    render: (d) => <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{formatListTime(d.createdAt)}</Typography>,
  },
];

function DeliveryTable({ endpointId, resource }: { endpointId: string; resource: string }) {
  const { data } = useListContext<WebhookDelivery>();
  return <ListTable resource={resource} columns={columns(data?.[0]?.id)} rowLink={(d) => deliveryPath(endpointId, d.id)} storeKey="webhook-deliveries.datatable" />;
}

export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const translate = useTranslate();
  const resource = deliveriesResource(endpointId);
  return (
    <SectionCard title={translate('app.webhooks.deliveries.title')} subtitle={translate('app.webhooks.deliveries.subtitle')} testId="webhook-deliveries">
      {/* The card's padding is for text; the table spans the card as the lists do. */}
      <Stack sx={{ mx: -3, my: -2.5 }}>
        <ListBase resource={resource} sort={{ field: 'createdAt', order: 'DESC' }} perPage={10} disableSyncWithLocation storeKey={false} disableAuthentication>
          <DeliveryTable endpointId={endpointId} resource={resource} />
          <ListPager />
        </ListBase>
      </Stack>
    </SectionCard>
  );
}
