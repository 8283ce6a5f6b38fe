// Settings > Profile: who is signed in, in which account, with which role and mode.
import type { ReactNode } from 'react';
import { Box, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SectionCard } from '../../components/SectionCard';
import { useUserInfo } from '../../hooks/useAccount';
import { useTestMode } from '../../hooks/useTestMode';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ py: 1.1, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
      <Typography variant="body2" color="text.secondary" sx={{ width: 150, flexShrink: 0 }}>
        {label}
      </Typography>
      <Box sx={{ minWidth: 0, typography: 'body2', fontWeight: 500, overflowWrap: 'anywhere' }}>{children}</Box>
    </Stack>
  );
}

export function ProfileCard() {
  const translate = useTranslate();
  const testMode = useTestMode();
  const { data: user } = useUserInfo();
  const t = (key: string, fallback: string) => translate(key, { _: fallback });

  return (
    <SectionCard title={translate('app.settings.profile')} testId="settings-profile">
      {!user ? (
        <Stack spacing={1.5}>
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} height={24} />
          ))}
        </Stack>
      ) : (
        <Box>
          <Row label={translate('app.settings.nickname')}>{user.nickname}</Row>
          <Row label={translate('app.settings.email')}>{user.email}</Row>
          <Row label={translate('app.settings.accountName')}>{user.accountName}</Row>
          <Row label={translate('app.settings.accountId')}>
            <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '0.8125rem' }}>
              {user.acctId}
            </Box>
          </Row>
          <Row label={translate('app.settings.role')}>{t(`app.roles.${user.role}`, user.role)}</Row>
          <Row label={translate('app.settings.mode')}>
            <Chip size="small" color={testMode ? 'warning' : 'success'} variant="outlined" label={translate(testMode ? 'app.mode.test' : 'app.mode.live')} data-testid="settings-mode" />
          </Row>
          <Row label={translate('app.settings.kycStatus')}>{t(`app.kycStatus.${user.kycStatus}`, user.kycStatus)}</Row>
        </Box>
      )}
    </SectionCard>
  );
}
