// /ob-teams: the team during onboarding — who already belongs to the account and with which role. Read-only:
// inviting colleagues comes later, which the page says.
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Chip, List, ListItem, ListItemText, Stack } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { sessionEpoch } from '../../providers/authProvider';
import { PageLoading } from '../../loading/PageLoading';
import { WizardLayout } from './WizardLayout';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

function TeamList() {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const query = useQuery({ queryKey: ['app', 'onboarding', 'team', sessionEpoch()], queryFn: dataProvider.onboardingTeam, retry: false });
  if (query.isPending) return <PageLoading />;
  if (query.isError) return <Alert severity="error">{query.error.message || translate('app.errors.requestFailed')}</Alert>;
  return (
    <List disablePadding data-testid="team-list">
      {query.data.map((m) => (
        <ListItem key={m.email} divider secondaryAction={<Chip size="small" variant="outlined" label={translate(`app.onboarding.team.roles.${m.role}`)} />}>
          <ListItemText primary={m.nickname} secondary={m.email} />
        </ListItem>
      ))}
    </List>
  );
}

export default function ObTeamsPage() {
  const translate = useTranslate();
  return (
    <WizardLayout title={translate('app.onboarding.team.title')} subtitle={translate('app.onboarding.team.body')}>
      {() => (
        <Stack spacing={2}>
          <TeamList />
          <Alert severity="info">{translate('app.onboarding.team.membersNote')}</Alert>
          <Button component={LinkBase} to="/dashboard" sx={{ alignSelf: 'flex-start' }}>
            {translate('app.onboarding.contact.backToDashboard')}
          </Button>
        </Stack>
      )}
    </WizardLayout>
  );
}
