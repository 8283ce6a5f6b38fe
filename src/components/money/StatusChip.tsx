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
};

export function StatusChip({ status }: { status: string }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status] ?? 'default'}
      label={translate(`app.payments.status.${status}`, { _: status })}
      data-status={status}
      sx={{ fontWeight: 600, height: 22, '& .MuiChip-label': { px: 1 } }}
    />
  );
}
