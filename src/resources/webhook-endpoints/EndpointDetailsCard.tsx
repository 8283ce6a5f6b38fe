// The endpoint's own fields: URL (with copy), status (and why it is disabled), description, the event types it
// receives, mode and times (with their zone).
import type { ReactNode } from 'react';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatZonedTime } from '../../../domain/dates';
import { ALL_EVENTS } from '../../../domain/webhooks/event-types';
import { CopyButton } from '../../components/CopyButton';
import { SectionCard } from '../../components/SectionCard';
import type { WebhookEndpoint } from '../../providers/calls/webhooks';
import { MONO } from './endpointListConfig';
import { EndpointStatusChip } from './StatusChips';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px minmax(0, 1fr)' }, columnGap: 2, rowGap: 0.25, py: 1, minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">{label}</Typography>
      <Box component="dd" sx={{ m: 0, minWidth: 0 }}>{children}</Box>
    </Box>
  );
}

export function EndpointDetailsCard({ endpoint, tz }: { endpoint: WebhookEndpoint; tz: string }) {
  const translate = useTranslate();
  const f = (name: string) => translate(`app.webhooks.fields.${name}`);
  const all = endpoint.enabledEvents.includes(ALL_EVENTS);
  return (
    <SectionCard title={translate('app.webhooks.detail.details')} testId="webhook-details">
      <Box component="dl" sx={{ m: 0 }}>
        <Row label={f('url')}>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontFamily: MONO, overflowWrap: 'anywhere' }} data-testid="webhook-detail-url">{endpoint.url}</Typography>
            <CopyButton value={endpoint.url} />
          </Stack>
        </Row>
        <Row label={f('status')}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <EndpointStatusChip status={endpoint.status} />
            {endpoint.disabledReason && (
              <Typography variant="body2" color="text.secondary">{translate(`app.webhooks.disabledReason.${endpoint.disabledReason}`)}</Typography>
            )}
            {endpoint.status === 'enabled' && endpoint.failingSince && (
              <Typography variant="body2" color="warning.main">{translate('app.webhooks.detail.failingSince', { time: formatZonedTime(endpoint.failingSince, tz) })}</Typography>
            )}
          </Stack>
        </Row>
        <Row label={f('description')}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{endpoint.description || '--'}</Typography>
        </Row>
        <Row label={f('events')}>
          {all ? (
            <Typography variant="body2">{translate('app.webhooks.allEvents')}</Typography>
          ) : (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }} data-testid="webhook-detail-events">
              {endpoint.enabledEvents.map((t) => (
                <Chip key={t} size="small" label={t} sx={{ fontFamily: MONO, fontSize: '0.75rem', height: 22 }} />
              ))}
            </Stack>
          )}
        </Row>
        <Row label={f('mode')}>
          <Typography variant="body2">{translate(endpoint.livemode ? 'app.mode.live' : 'app.mode.test')}</Typography>
        </Row>
        <Row label={f('createdAt')}>
          <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>{formatZonedTime(endpoint.createdAt, tz)}</Typography>
        </Row>
        <Row label={f('updatedAt')}>
          <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>{formatZonedTime(endpoint.updatedAt, tz)}</Typography>
        </Row>
      </Box>
    </SectionCard>
  );
}
