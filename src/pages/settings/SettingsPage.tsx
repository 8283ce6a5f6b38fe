// /settings: profile, password and the API keys of the current mode (the data differs in live and test mode).
import { Grid } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ChangePasswordForm } from '../../components/ChangePasswordForm';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { ApiKeysCard } from './ApiKeysCard';
import { ProfileCard } from './ProfileCard';

export default function SettingsPage() {
  const translate = useTranslate();
  return (
    <>
      <PageHeader title={translate('routes.settings')} subtitle={translate('app.settings.subtitle')} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }} sx={{ minWidth: 0 }}>
          <ProfileCard />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }} sx={{ minWidth: 0 }}>
          <SectionCard title={translate('app.settings.security')} subtitle={translate('app.settings.securityBody')} testId="settings-password">
            <ChangePasswordForm />
          </SectionCard>
        </Grid>
        <Grid size={12} sx={{ minWidth: 0 }}>
          <ApiKeysCard />
        </Grid>
      </Grid>
    </>
  );
}
