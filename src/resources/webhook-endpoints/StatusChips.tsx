// Translated status chips of an endpoint (enabled, disabled) and of a delivery (pending, succeeded, failed).
import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { WebhookDelivery, WebhookEndpoint } from '../../providers/calls/webhooks';

const chipSx = { fontWeight: 600, height: 22, '& .MuiChip-label': { px: 1 } };

const ENDPOINT_COLORS: Record<WebhookEndpoint['status'], ChipProps['color']> = { enabled: 'success', disabled: 'default' };
const DELIVERY_COLORS: Record<WebhookDelivery['status'], ChipProps['color']> = { pending: 'warning', succeeded: 'success', failed: 'error' };

export function EndpointStatusChip({ status }: { status: WebhookEndpoint['status'] }) {
  const translate = useTranslate();
  return (
    <Chip size="small" variant={status === 'disabled' ? 'filled' : 'outlined'} color={ENDPOINT_COLORS[status]} label={translate(`app.webhooks.status.${status}`)} data-status={status} sx={chipSx} />
  );
}

export function DeliveryStatusChip({ status }: { status: WebhookDelivery['status'] }) {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={DELIVERY_COLORS[status]} label={translate(`app.webhooks.deliveryStatus.${status}`)} data-status={status} sx={chipSx} />;
}

/** A delivery of a test event ("Send test event"), as opposed to one of a real event. */
export function TestFlag() {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" label={translate('app.webhooks.deliveries.testFlag')} sx={chipSx} />;
}
