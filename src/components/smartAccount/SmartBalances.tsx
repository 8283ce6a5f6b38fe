// The smart account's balance per currency, as tiles; an empty account says so.
import { Box, Card, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SmartAccount } from '../../../domain/wire';
import { Money } from '../money/Money';

export function SmartBalances({ account }: { account: SmartAccount }) {
  const translate = useTranslate();
  if (account.balances.length === 0) {
    return <Typography variant="body2" color="text.secondary" data-testid="smart-balances">{translate('app.smartAccount.noBalance')}</Typography>;
  }
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))', gap: 2 }} data-testid="smart-balances">
      {account.balances.map((b) => (
        <Card key={b.currency} variant="outlined" sx={{ p: 2, minWidth: 0 }} data-testid={`smart-balance-${b.currency}`}>
          <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>{b.currency}</Typography>
          <Money amount={b.balance} currency={b.currency} variant="h3" strong />
        </Card>
      ))}
    </Box>
  );
}
