// /ob-teams: the team during onboarding, editable as on /teams (issue 32): who belongs to the account with which
// role, invitations by email, role changes and removals, judged by the server as everywhere.
import { Button, Stack } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { TeamPanel } from '../../components/team/TeamPanel';
import { WizardLayout } from './WizardLayout';

export default function ObTeamsPage() {
  const translate = useTranslate();
  return (
    <WizardLayout title={translate('app.onboarding.team.title')} subtitle={translate('app.onboarding.team.body')}>
      {() => (
        <Stack spacing={2}>
          <TeamPanel />
          <Button component={LinkBase} to="/dashboard" sx={{ alignSelf: 'flex-start' }}>
            {translate('app.onboarding.contact.backToDashboard')}
          </Button>
        </Stack>
      )}
    </WizardLayout>
  );
}
