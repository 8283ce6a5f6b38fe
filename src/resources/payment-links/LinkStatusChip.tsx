// A payment link's status as a colored, translated chip (labels under app.paymentLinks.status.*).
import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LinkStatus } from './types';

const COLORS: Record<LinkStatus, ChipProps['color']> = { incomplete: 'default', succeeded: 'success', failed: 'error', deactivated: 'default' };

export function LinkStatusChip({ status }: { status: LinkStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant={status === 'deactivated' ? 'filled' : 'outlined'}
      color={COLORS[status]}
      label={translate(`app.paymentLinks.status.${status}`)}
      data-status={status}
      sx={{ fontWeight: 600, height: 22, '& .MuiChip-label': { px: 1 } }}
    />
  );
}
