// An invoice's status as a coloured chip (draft, open, paid, void) and, for an open invoice past its due date,
// the past-due badge beside it.
import { Chip, Stack, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Invoice } from '../../../domain/wire';

const COLORS: Record<string, ChipProps['color']> = { draft: 'default', open: 'info', paid: 'success', void: 'default' };
const chipSx = { fontWeight: 600, height: 22, '& .MuiChip-label': { px: 1 } } as const;

export function InvoiceStatusChip({ invoice }: { invoice: Pick<Invoice, 'status' | 'pastDue'> }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      <Chip
        size="small"
        variant="outlined"
        color={COLORS[invoice.status] ?? 'default'}
        label={translate(`app.invoices.status.${invoice.status}`, { _: invoice.status })}
        data-status={invoice.status}
        sx={chipSx}
      />
      {invoice.pastDue && (
        <Chip size="small" color="error" label={translate('app.invoices.status.pastDue')} data-testid="invoice-past-due" sx={chipSx} />
      )}
    </Stack>
  );
}
