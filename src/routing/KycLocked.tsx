// Shown instead of a KYC-required product until the account's business verification is approved.
import { Card, Stack, Typography } from '@mui/material';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { useTranslate } from 'react-admin';

export function KycLocked() {
  const translate = useTranslate();
  return (
    <Card sx={{ p: { xs: 3, md: 5 } }} data-testid="kyc-locked">
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start', maxWidth: 520 }}>
        <LockOutlined color="primary" />
        <Typography variant="h3" component="h1">
          {translate('app.kyc.lockedTitle')}
        </Typography>
        <Typography color="text.secondary">{translate('app.kyc.lockedBody')}</Typography>
      </Stack>
    </Card>
  );
}
