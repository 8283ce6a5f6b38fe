// Money as the API gives it (integer minor units + currency), formatted only by domain/currency.
import { Box, Typography, type TypographyProps } from '@mui/material';
import { formatMoney } from '../../../domain/currency';

interface MoneyProps {
  amount: number | null | undefined;
  currency: string;
  /** Shows the amount negated (fees, refunds). */
  negative?: boolean;
  variant?: TypographyProps['variant'];
  strong?: boolean;
}

export function Money({ amount, currency, negative, variant = 'body2', strong }: MoneyProps) {
  if (amount === null || amount === undefined) return <Typography variant={variant}>--</Typography>;
  const [value, code] = formatMoney(negative ? -amount : amount, currency).split(' ');
  return (
    <Typography variant={variant} component="span" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', fontWeight: strong ? 600 : undefined }}>
      {value}
      <Box component="span" sx={{ ml: 0.5, color: 'text.secondary', fontSize: '0.85em' }}>
        {code}
      </Box>
    </Typography>
  );
}
