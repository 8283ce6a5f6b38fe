// The smart account's balance per currency, as tiles; an empty account says so.
import { Card, Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SmartAccount } from '../../../domain/wire';
import { Money } from '../money/Money';

export function SmartBalances({ account }: { account: SmartAccount }) {
  const translate = useTranslate();
  if (account.balances.length === 0) {
    return <Typography variant="body2" color="text.secondary" data-testid="smart-balances">{translate('app.smartAccount.noBalance')}</Typography>;
  }
  return (
    <Grid container spacing={2} data-testid="smart-balances">
      {account.balances.map((b) => (
        <Grid key={b.currency} size={{ xs: 6, sm: 4, md: 3 }}>
          <Card variant="outlined" sx={{ p: 2 }} data-testid={`smart-balance-${b.currency}`}>
            <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>{b.currency}</Typography>
            <Money amount={b.balance} currency={b.currency} variant="h3" strong />
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
