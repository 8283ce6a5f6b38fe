// /teams: the members and invitations of the account (src/components/team/TeamPanel), under the team pages' tabs.
import { useTranslate } from 'react-admin';
import { PageHeader } from '../../components/PageHeader';
import { TeamNav } from '../../components/team/TeamNav';
import { TeamPanel } from '../../components/team/TeamPanel';

export default function TeamPage() {
  const translate = useTranslate();
  return (
    <>
      <PageHeader title={translate('routes.teams')} subtitle={translate('app.team.subtitle')} />
      <TeamNav current="members" />
      <TeamPanel />
    </>
  );
}
