// A dispute's status as a colored, translated chip: what waits for the merchant stands out, outcomes read at a glance.
import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DisputeStatus } from '../../../domain/disputes/status';

const COLORS: Record<DisputeStatus, ChipProps['color']> = {
  warning_needs_response: 'warning',
  needs_response: 'error',
  under_review: 'info',
  won: 'success',
  lost: 'default',
  accepted: 'default',
  expired: 'default',
};

export function DisputeStatusChip({ status }: { status: DisputeStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant={status === 'needs_response' ? 'filled' : 'outlined'}
      color={COLORS[status]}
      label={translate(`app.disputes.status.${status}`)}
      data-status={status}
      sx={{ fontWeight: 600, height: 22, '& .MuiChip-label': { px: 1 } }}
    />
  );
}
