// /webhook/webhook-endpoint-detail?id=: an endpoint's fields, its signing secret (reveal, copy, rotate), Edit,
// Enable/Disable, Delete, "Send test event", "Replay", the delivery log with an opened delivery (&delivery=), and how
// to verify the signatures.
import { useState } from 'react';
import { Button, Grid, Stack, Typography } from '@mui/material';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { CanAccess, useRecordContext, useTranslate } from 'react-admin';
import { DETAIL_TIMEZONE } from '../../../domain/dates';
import { PageHeader } from '../../components/PageHeader';
import { useUserInfo } from '../../hooks/useAccount';
import type { WebhookEndpoint } from '../../providers/calls/webhooks';
import { RecordShow } from '../../components/record/RecordView';
import { DeliveryDialog } from './DeliveryDialog';
import { DeliveryLog } from './DeliveryLog';
import { EndpointActions } from './EndpointActions';
import { EndpointDetailsCard } from './EndpointDetailsCard';
import { MONO } from './endpointListConfig';
import { NewSecretNotice } from './NewSecretNotice';
import { ReplayDialog } from './ReplayDialog';
import { SigningSecretCard } from './SigningSecretCard';
import { EndpointStatusChip } from './StatusChips';
import { TestEventDialog } from './TestEventDialog';
import { VerifyGuide } from './VerifyGuide';

export default function WebhookEndpointShow() {
  return (
    <RecordShow>
      <EndpointView />
    </RecordShow>
  );
}

function SendButtons({ endpoint, tz }: { endpoint: WebhookEndpoint; tz: string }) {
  const translate = useTranslate();
  const [open, setOpen] = useState<'test' | 'replay' | null>(null);
  return (
    <CanAccess resource="webhook-endpoints" action="edit">
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button size="small" variant="contained" startIcon={<SendOutlined />} onClick={() => setOpen('test')} data-testid="webhook-test-open">
          {translate('app.webhooks.testEvent.button')}
        </Button>
        <Button size="small" variant="outlined" startIcon={<HistoryOutlined />} onClick={() => setOpen('replay')} data-testid="webhook-replay-open">
          {translate('app.webhooks.replay.button')}
        </Button>
      </Stack>
      <TestEventDialog endpoint={endpoint} open={open === 'test'} onClose={() => setOpen(null)} tz={tz} />
      {open === 'replay' && <ReplayDialog endpoint={endpoint} open onClose={() => setOpen(null)} tz={tz} />}
    </CanAccess>
  );
}

function EndpointView() {
  const translate = useTranslate();
  const endpoint = useRecordContext<WebhookEndpoint>();
  const { data: user } = useUserInfo();
  const tz = user?.timezone ?? DETAIL_TIMEZONE;
  if (!endpoint) return null;
  return (
    <>
      <PageHeader title={translate('routes.webhookEndpointDetail')} actions={<EndpointActions endpoint={endpoint} />} />
      <NewSecretNotice endpointId={endpoint.id} />
      <Stack direction="row" spacing={1.5} sx={{ mb: 3, alignItems: 'center', flexWrap: 'wrap', rowGap: 1, minWidth: 0 }} data-testid="webhook-summary">
        <Typography variant="h3" component="p" sx={{ fontFamily: MONO, fontSize: '1rem', overflowWrap: 'anywhere', minWidth: 0 }}>
          {endpoint.url}
        </Typography>
        <EndpointStatusChip status={endpoint.status} />
        <Stack sx={{ flex: 1 }} />
        <SendButtons endpoint={endpoint} tz={tz} />
      </Stack>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 7 }} sx={{ minWidth: 0 }}>
          <Stack spacing={3}>
            <EndpointDetailsCard endpoint={endpoint} tz={tz} />
            <SigningSecretCard endpoint={endpoint} tz={tz} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }} sx={{ minWidth: 0 }}>
          <VerifyGuide />
        </Grid>
        {/* The log's columns need the page's width. */}
        <Grid size={12} sx={{ minWidth: 0 }}>
          <DeliveryLog endpointId={endpoint.id} />
        </Grid>
      </Grid>
      <DeliveryDialog endpointId={endpoint.id} tz={tz} />
    </>
  );
}
