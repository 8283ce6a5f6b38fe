// Shown instead of a KYC-required product until the account's business verification is approved.
import { Button, Card, Stack, Typography } from '@mui/material';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { LinkBase, useTranslate } from 'react-admin';

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
        <Button component={LinkBase} to="/dashboard" variant="contained" sx={{ mt: 1 }}>
          {translate('app.onboarding.finishCta')}
        </Button>
      </Stack>
    </Card>
  );
}
