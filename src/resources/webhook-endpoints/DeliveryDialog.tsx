// An opened delivery (`&delivery=` on the endpoint's page): its event, status and payload, every attempt (newest
// first, manual ones marked) and "Resend" (a manual attempt now, hidden without the edit code).
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider, Skeleton, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useNavigate, useTranslate } from 'react-admin';
import { formatZonedTime } from '../../../domain/dates';
import { withModePrefix } from '../../../domain/routes';
import { useSearchParam } from '../../host/host';
import { useTestMode } from '../../hooks/useTestMode';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import type { WebhookDeliveryDetail } from '../../providers/calls/webhooks';
import { useRecordAction } from '../../components/record/useRecordAction';
import { AttemptView, CodeBlock } from './AttemptView';
import { MONO } from './endpointListConfig';
import { endpointDetailPath } from './paths';
import { readable } from './readable';
import { DeliveryStatusChip, TestFlag } from './StatusChips';

function ResendButton({ deliveryId }: { deliveryId: string }) {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'webhook-endpoints', action: 'edit' });
  const { busy, runNow } = useRecordAction<'resend'>({
    run: () => dataProvider.resendWebhookDelivery(deliveryId),
    done: () => 'app.webhooks.delivery.resent',
  });
  if (!canAccess) return null;
  return (
    <Button variant="contained" startIcon={<ReplayOutlined />} disabled={busy} onClick={() => runNow('resend')} data-testid="webhook-resend">
      {translate('app.webhooks.delivery.resend')}
    </Button>
  );
}

function DeliveryBody({ delivery, tz }: { delivery: WebhookDeliveryDetail; tz: string }) {
  const translate = useTranslate();
  const attempts = [...delivery.attempts_log].reverse();
  return (
    <Stack spacing={2.5} sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography sx={{ fontFamily: MONO, fontWeight: 600, overflowWrap: 'anywhere' }}>{delivery.eventType}</Typography>
        <DeliveryStatusChip status={delivery.status} />
        {delivery.test && <TestFlag />}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {translate('app.webhooks.delivery.created', { time: formatZonedTime(delivery.createdAt, tz) })}
        {delivery.nextAttemptAt && ` · ${translate('app.webhooks.delivery.nextAttempt', { time: formatZonedTime(delivery.nextAttemptAt, tz) })}`}
      </Typography>
      <Stack spacing={1}>
        <Typography variant="h4" component="h3">{translate('app.webhooks.delivery.payload')}</Typography>
        <CodeBlock label={translate('app.webhooks.delivery.payload')}>{readable(delivery.payload)}</CodeBlock>
      </Stack>
      <Stack spacing={1.5}>
        <Typography variant="h4" component="h3">{translate('app.webhooks.delivery.attempts', { smart_count: attempts.length })}</Typography>
        {attempts.length === 0 && <Typography color="text.secondary">{translate('app.webhooks.delivery.noAttempts')}</Typography>}
        <Stack spacing={2} divider={<Divider flexItem />} data-testid="webhook-attempts">
          {attempts.map((a) => (
            <AttemptView key={a.id} attempt={a} tz={tz} />
          ))}
        </Stack>
      </Stack>
    </Stack>
  );
}

export function DeliveryDialog({ endpointId, tz }: { endpointId: string; tz: string }) {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const navigate = useNavigate();
  const test = useTestMode();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const deliveryId = useSearchParam('delivery');
  const delivery = useQuery({ queryKey: ['webhook-delivery', test, deliveryId], queryFn: () => dataProvider.webhookDelivery(deliveryId!), enabled: Boolean(deliveryId) });
  const close = () => navigate(withModePrefix(endpointDetailPath(endpointId), test));
  return (
    <Dialog open={Boolean(deliveryId)} onClose={close} fullScreen={phone} maxWidth="md" fullWidth aria-labelledby="webhook-delivery-title" data-testid="webhook-delivery">
      <DialogTitle id="webhook-delivery-title">{translate('app.webhooks.delivery.title')}</DialogTitle>
      <DialogContent dividers>
        {delivery.isPending ? (
          <Stack spacing={1}>
            <Skeleton height={32} />
            <Skeleton variant="rounded" height={200} />
          </Stack>
        ) : delivery.isError ? (
          <Alert severity="error" action={<Button onClick={() => void delivery.refetch()}>{translate('app.common.retry')}</Button>}>
            {delivery.error.message || translate('app.errors.requestFailed')}
          </Alert>
        ) : (
          <DeliveryBody delivery={delivery.data} tz={tz} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('app.common.close')}</Button>
        {deliveryId && delivery.data && <ResendButton deliveryId={deliveryId} />}
      </DialogActions>
    </Dialog>
  );
}
