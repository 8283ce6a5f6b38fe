// A colored, translated status chip for payments, refunds and disbursements (labels under app.payments.status.*).
import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';

const COLORS: Record<string, ChipProps['color']> = {
  succeeded: 'success',
  paid: 'success',
  refunded: 'default',
  partiallyRefunded: 'warning',
  refundPending: 'info',
  uncaptured: 'warning',
  processing: 'info',
  in_transit: 'info',
  incomplete: 'default',
  canceled: 'default',
  failed: 'error',
  pending: 'warning',
  held: 'warning',
  available: 'success',
  expired: 'default',
};

const paymentLabel = (status: string) => `app.payments.status.${status}`;

/** `labelOf`: the i18n key of the status's label (a payment's by default; top-ups and transfers have their own). */
export function StatusChip({ status, labelOf = paymentLabel }: { status: string; labelOf?: (status: string) => string }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status] ?? 'default'}
      label={translate(labelOf(status), { _: status })}
      data-status={status}
      sx={{ fontWeight: 600, height: 22, '& .MuiChip-label': { px: 1 } }}
    />
  );
}
