// /settings: profile, password, the way to the API keys (which moved to the Developers page) and the way to the
// payment methods.
import { Button, Grid, Stack, Typography } from '@mui/material';
import { LinkBase, useCanAccess } from 'react-admin';
import { useTranslate } from 'react-admin';
import { ChangePasswordForm } from '../../components/ChangePasswordForm';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { withModePrefix } from '../../../domain/routes';
import { useTestMode } from '../../hooks/useTestMode';
import { ProfileCard } from './ProfileCard';
import { ProfileForm, SessionsCard, TwoFactorCard } from './PersonalSettings';
import { useUserInfo } from '../../hooks/useAccount';

export default function SettingsPage() {
  const translate = useTranslate();
  const { canAccess: methodsAllowed } = useCanAccess({ resource: 'payment-methods', action: 'show' });
  const { canAccess: keysAllowed } = useCanAccess({ resource: 'api-keys', action: 'list' });
  const test = useTestMode();
  const { data: user } = useUserInfo();
  return (
    <>
      <PageHeader title={translate('routes.settings')} subtitle={translate('app.settings.subtitle')} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }} sx={{ minWidth: 0 }}>
          <Stack spacing={3}>
            <ProfileCard />
            <SectionCard title={translate('app.settings.preferences')} subtitle={translate('app.settings.profileBody')} testId="settings-profile-edit">
              <ProfileForm />
            </SectionCard>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }} sx={{ minWidth: 0 }}>
          <SectionCard title={translate('app.settings.security')} subtitle={translate('app.settings.securityBody')} testId="settings-password">
            <ChangePasswordForm />
          </SectionCard>
        </Grid>
        <Grid size={12} sx={{ minWidth: 0 }}>
          <TwoFactorCard owner={user?.role === 'owner'} />
        </Grid>
        <Grid size={12} sx={{ minWidth: 0 }}>
          <SessionsCard />
        </Grid>
        {keysAllowed && (
          <Grid size={12} sx={{ minWidth: 0 }}>
            <SectionCard
              title={translate('app.developerKeys.title')}
              testId="settings-api-keys"
              action={
                <Button component={LinkBase} to={withModePrefix('/developer?tab=keys', test)} variant="outlined" size="small" sx={{ flexShrink: 0 }}>
                  {translate('app.developerKeys.settingsCard.open')}
                </Button>
              }
            >
              <Typography variant="body2" color="text.secondary">
                {translate('app.developerKeys.settingsCard.body')}
              </Typography>
            </SectionCard>
          </Grid>
        )}
        {methodsAllowed && (
          <Grid size={12} sx={{ minWidth: 0 }}>
            <SectionCard
              title={translate('routes.settingsPayments')}
              subtitle={translate('app.paymentMethods.subtitle')}
              testId="settings-payment-methods"
              action={
                <Button component={LinkBase} to="/settingspayments" variant="outlined" size="small">
                  {translate('app.overview.steps.open')}
                </Button>
              }
            >
              <Typography variant="body2" color="text.secondary">
                {translate('app.paymentMethods.cardsBody')}
              </Typography>
            </SectionCard>
          </Grid>
        )}
      </Grid>
    </>
  );
}
