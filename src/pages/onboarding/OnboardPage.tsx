// /dashboard (titled Onboard): the wizard's hub. The verification's state, every section's status, and a button
// that continues where the merchant left off (the saved current step, else the next section to do).
import { Button, Chip, Stack, Typography } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { SectionList } from './SectionList';
import { resumeSection, sectionPath } from '../../components/onboarding/sections';
import { WizardLayout } from './WizardLayout';
import type { Application } from '../../../domain/onboarding/application';

function Hub({ app }: { app: Application }) {
  const translate = useTranslate();
  const approved = app.state === 'approved';
  const done = app.sectionOrder.filter((s) => app.sections[s]?.complete).length;
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Chip color={approved ? 'success' : app.state === 'needs_update' ? 'warning' : 'default'} label={translate(`app.kycStatus.${app.state}`)} data-testid="kyc-state" />
          <Typography variant="body2" color="text.secondary">
            {translate('app.onboarding.hub.progress', { done, total: app.sectionOrder.length })}
          </Typography>
        </Stack>
        <Button component={LinkBase} to={approved ? '/' : sectionPath(resumeSection(app), app)} variant="contained" size="large">
          {translate(approved ? 'app.onboarding.outcome.toDashboard' : app.state === 'inactive' && done === 0 ? 'app.onboarding.hub.start' : 'app.onboarding.continue')}
        </Button>
      </Stack>
      <SectionList app={app} sections={app.sectionOrder} actionLabel="app.onboarding.open" />
    </Stack>
  );
}

export default function OnboardPage() {
  const translate = useTranslate();
  return (
    <WizardLayout title={translate('routes.onboard')} subtitle={translate('app.onboarding.intro.hub')}>
      {(app) => <Hub app={app} />}
    </WizardLayout>
  );
}
