// A batch's status as a colored, translated chip.
import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SettlementStatus } from '../../../domain/settlements/status';

const COLORS: Record<SettlementStatus, ChipProps['color']> = { in_transit: 'info', paid: 'success', failed: 'error' };

export function SettlementStatusChip({ status }: { status: SettlementStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status]}
      label={translate(`app.settlements.status.${status}`)}
      data-status={status}
      sx={{ fontWeight: 600, height: 22, '& .MuiChip-label': { px: 1 } }}
    />
  );
}
